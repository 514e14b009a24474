import Glibc
import WeiboCore
import WeiboStore

/// The running app: input → actions → reduce → state → frame → terminal,
/// with effects performed against the store and their results fed back as
/// actions. The only place that holds both the terminal and the store.
@MainActor
public final class Shell {
    /// Editor changes reach the store at most this long after they are typed.
    static let autosaveDelayMs: Int64 = 800
    /// While idle, the store is asked this often whether another process
    /// wrote to it: their posts and messages show within this time.
    static let storePollMs: Int64 = 250
    /// Relative times ("3分钟前") are redrawn at least this often.
    static let clockTickMs: Int64 = 30_000

    public private(set) var state: AppState
    let store: any AppStore
    let terminal: any AppTerminal
    let runner: EffectRunner
    /// The network, when an account is in use; nil for the sample.
    let background: (any BackgroundWork)?
    /// 我 › 登录's child process, when the app can start one.
    public let signIn: SignInProcess?
    /// The store's revision as every view last read it.
    private var revision: StoreRevision?
    /// The syncs of accounts the app has left (a sign-in switched it),
    /// polled until their children end, so that each is reaped.
    private var retiring: [any BackgroundWork]

    public init(state: AppState, store: any AppStore, terminal: any AppTerminal, background: (any BackgroundWork)? = nil,
                pictures: PictureSource = PictureSource(dataDirectory: nil), signIn: SignInProcess? = nil,
                retiring: [any BackgroundWork] = []) {
        self.state = state
        self.retiring = retiring
        self.store = store
        self.terminal = terminal
        self.background = background
        self.signIn = signIn
        self.runner = EffectRunner(store: store, terminal: terminal, background: background, pictures: pictures, signIn: signIn)
        self.revision = try? store.revision()
    }

    /// Lets the background work move on; what it says is reduced, and what
    /// it wrote is read by every view.
    public func advanceBackground() {
        retiring.removeAll { $0.finishRetiring() }
        let said = signIn?.advance() ?? []
        if !said.isEmpty { send(said) }
        guard let background else { return }
        let actions = background.advance()
        if actions.isEmpty { syncWithStore() } else { send(actions) }
    }

    /// The app leaves this shell's account for another: its sync starts
    /// nothing more, and it and the syncs still finishing go to the next
    /// shell (`retiring:`), which polls them to their end.
    public func handOverRetiring() -> [any BackgroundWork] {
        guard let background else { return retiring }
        background.retire()
        return retiring + [background]
    }

    /// Reduces `actions` and everything that comes of them, then reads again
    /// whatever the store changed under the views.
    public func send(_ actions: [Action]) {
        process(actions)
        syncWithStore()
    }

    /// Reduces `actions` in order, performing each one's effects and then
    /// the actions those answer with, until nothing is left.
    private func process(_ actions: [Action]) {
        var queue = actions[...]
        while let action = queue.popFirst() {
            for effect in reduce(&state, action) { queue.append(contentsOf: runner.perform(effect)) }
        }
    }

    /// After a write of ours, or another process's: everything on screen is
    /// read again. Reading can mark things read (a write), so it settles in
    /// a round or two; the bound keeps a misbehaving store from spinning.
    public func syncWithStore() {
        for _ in 0..<3 {
            guard let now = try? store.revision(), now != revision else { return }
            revision = now
            process([.app(.storeChanged)])
        }
    }

    /// Input turned into actions, each seeing the state the one before left.
    public func handle(_ events: [InputEvent]) {
        // Keys act on what the store holds now: another process's write is
        // read before them, not only after (G at the end of a list that an
        // older page just extended goes to the new end).
        syncWithStore()
        for event in InputCoalescing.coalesce(events) {
            if case .key(.text(let run)) = event, !state.acceptsTextRun {
                // Commands typed ahead ("+1"): each sees the state the last one left.
                for character in run where !state.quitRequested {
                    process(state.keymap.actions(for: .key(.char(character)), in: state))
                }
            } else {
                process(state.keymap.actions(for: event, in: state))
            }
            if state.quitRequested { break }
        }
        syncWithStore()
    }

    /// Runs until the user quits, or a sign-in saved another account (the
    /// caller opens it: `state.leavesForAnotherAccount`).
    public func run() {
        var dirtySince: Int64?
        var lastFrame = SystemClock.milliseconds()
        var frame = ScreenView.render(state)
        terminal.show(frame)
        while !state.quitRequested && !state.leavesForAnotherAccount {
            let now = SystemClock.milliseconds()
            var timeout = Self.storePollMs
            if let dirtySince { timeout = max(0, min(timeout, dirtySince + Self.autosaveDelayMs - now)) }
            for wake in ([background?.wakeAfterMs, signIn?.wakeAfterMs] + retiring.map(\.wakeAfterMs)).compactMap({ $0 }) {
                timeout = max(0, min(timeout, Int64(wake)))
            }
            // A picture on screen not decoded yet: decoded between keys, one
            // a turn, so a key typed meanwhile waits for one decode at most.
            let wantedPicture = frame.canvas.pictures.first { state.pictures.board.needs($0) }
            if wantedPicture != nil { timeout = 0 }
            let events = terminal.nextEvents(timeoutMs: Int32(timeout))
            let before = state
            process([.app(.clockTicked(SystemClock.now()))])
            if events.isEmpty { syncWithStore() } else { handle(events) }
            if events.isEmpty, let wantedPicture { send([.pictures(.wanted(wantedPicture))]) }
            if events.isEmpty, wantedPicture == nil { process([.app(.idle)]) }
            advanceBackground()
            // Autosave: at most `autosaveDelayMs` after the first unsaved edit,
            // however fast the typing, so a kill loses at most about a second.
            if state.editor?.isDirty == true {
                let now = SystemClock.milliseconds()
                if dirtySince == nil { dirtySince = now }
                if let since = dirtySince, now - since >= Self.autosaveDelayMs {
                    send([.compose(.autosaveDue)])
                    dirtySince = nil
                }
            } else {
                dirtySince = nil
            }
            // An idle poll that changed nothing draws nothing, but the clock's
            // relative times are redrawn every tick.
            let drawnAt = SystemClock.milliseconds()
            if !events.isEmpty || state != before.withClock(state.clock) || drawnAt - lastFrame >= Self.clockTickMs {
                frame = ScreenView.render(state)
                terminal.show(frame)
                lastFrame = drawnAt
            }
        }
    }
}

extension AppState {
    /// The same state read at another time.
    func withClock(_ clock: Clock) -> AppState {
        var copy = self
        copy.clock = clock
        return copy
    }
}

/// The wall clock and the local time zone, read at the edge.
public enum SystemClock {
    public static func now() -> Clock {
        var t = time(nil)
        var local = tm()
        localtime_r(&t, &local)
        return Clock(now: Int64(t), utcOffset: Int64(local.tm_gmtoff))
    }

    public static func milliseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }
}
