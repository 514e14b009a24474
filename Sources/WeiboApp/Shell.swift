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
    /// Where the user is reaches its file at most this long after they move
    /// (`ResumeFile`): a kill loses at most that much of the way.
    static let resumeSaveDelayMs: Int64 = 1000
    /// Where the store's files cannot be watched (no inotify), the store is
    /// asked this often whether another process wrote to it; also how long
    /// after the first frame the work nobody waits for yet (`.idle`) is done.
    static let storePollMs: Int64 = 250
    /// How long a key's frame may wait for the pictures it brings into view
    /// to be decoded, so that it is drawn once with them (a 60 Hz frame).
    var frameBudgetMs: Int64 = 16

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
    /// Wakes the loop when the store's files change; nil: polled instead.
    let storeWatch: StoreWatch?
    /// The syncs of accounts the app has left (a sign-in switched it),
    /// polled until their children end, so that each is reaped.
    private var retiring: [any BackgroundWork]

    public init(state: AppState, store: any AppStore, terminal: any AppTerminal, background: (any BackgroundWork)? = nil,
                pictures: PictureSource = PictureSource(dataDirectory: nil), signIn: SignInProcess? = nil,
                retiring: [any BackgroundWork] = [], storeWatch: StoreWatch? = nil) {
        self.state = state
        self.storeWatch = storeWatch
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
        // What the background wrote wakes the store's watch, when there is one.
        if !actions.isEmpty { send(actions) } else if storeWatch == nil { syncWithStore() }
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
            } else if case .key(let key) = event, let keys = state.keymap.handedOn(key, in: state) {
                for key in keys where !state.quitRequested { process(state.keymap.actions(for: .key(key), in: state)) }
            } else {
                process(state.keymap.actions(for: event, in: state))
            }
            if state.quitRequested { break }
        }
        syncWithStore()
    }

    /// Runs until the user quits, or a sign-in saved another account (the
    /// caller opens it: `state.leavesForAnotherAccount`).
    ///
    /// The loop blocks until something can happen (`LoopWait`): a key, a
    /// resize or signal, the store's files (`StoreWatch`), a child's pipe,
    /// or timed work (autosave, the background's schedule, the clock's next
    /// visible tick). Left alone with nothing due, it never wakes.
    public func run() {
        var dirtySince: Int64?
        var movedSince: Int64?
        var frame = ScreenView.render(state)
        terminal.show(frame)
        /// A changed state not shown yet: its frame waits, within
        /// `frameBudgetMs`, for the pictures it brought into view.
        var unshownSince: Int64?
        var idleWorkAt: Int64? = SystemClock.milliseconds() + Self.storePollMs
        var tick = ClockTickCache()
        while !state.quitRequested && !state.leavesForAnotherAccount {
            let now = SystemClock.milliseconds()
            // A picture on screen not decoded yet: decoded between keys, one
            // a turn, so a key typed meanwhile waits for one decode at most.
            let wantedPicture = frame.canvas.pictures.first { state.pictures.board.needs($0) }
            let saves = [dirtySince.map { $0 + Self.autosaveDelayMs }, movedSince.map { $0 + Self.resumeSaveDelayMs }].compactMap { $0 }
            let wait = loopWait(now: now, frame: frame, autosaveAt: saves.min(),
                                idleWorkAt: idleWorkAt, unshown: unshownSince != nil, tick: &tick)
            let events = terminal.nextEvents(timeoutMs: wait.timeoutMs, watching: watchedFDs)
            let before = state
            let woke = SystemClock.milliseconds()
            process([.app(.clockTicked(SystemClock.now()))])
            // The store is asked only when its files changed (or, unwatched, every poll).
            let storeTouched = storeWatch?.takeChanges() ?? true
            if !events.isEmpty {
                handle(events)
                // The work nobody waits for waits while someone types.
                if idleWorkAt != nil { idleWorkAt = woke + Self.storePollMs }
            } else if storeTouched {
                syncWithStore()
            }
            if events.isEmpty, let wantedPicture { send([.pictures(.wanted(wantedPicture))]) }
            if events.isEmpty, wantedPicture == nil, let at = idleWorkAt, woke >= at {
                process([.app(.idle)])
                idleWorkAt = nil
            }
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
            // The place, the same way: a second after the first move not yet written.
            if state.resumeNeedsSave {
                let now = SystemClock.milliseconds()
                if movedSince == nil { movedSince = now }
                if let since = movedSince, now - since >= Self.resumeSaveDelayMs {
                    send([.resume(.saveDue)])
                    movedSince = nil
                }
            } else {
                movedSince = nil
            }
            // A wake-up that changed nothing draws nothing; a clock tick
            // draws only what the new minute changed (`show` skips a frame
            // already on screen).
            let changed = !events.isEmpty || state != before.withClock(state.clock)
            guard changed || unshownSince != nil || tick.isDue(at: woke) else { continue }
            frame = ScreenView.render(state)
            // One frame per key: the pictures it brings into view are
            // decoded first while that fits in the frame's budget (a key
            // typed meanwhile still goes first); the rest come in one frame.
            let since = unshownSince ?? woke
            if frame.canvas.pictures.contains(where: { state.pictures.board.needs($0) }),
               SystemClock.milliseconds() - since < frameBudgetMs {
                unshownSince = since
                continue
            }
            unshownSince = nil
            terminal.show(frame)
        }
        // Leaving: where the user is, for the next start.
        send([.resume(.saveDue)])
    }

    /// What the loop waits for next, `frame` on screen (or waiting for its
    /// pictures, `unshown`).
    func loopWait(now: Int64, frame: Frame, autosaveAt: Int64?, idleWorkAt: Int64?, unshown: Bool,
                  tick: inout ClockTickCache) -> LoopWait {
        LoopWait(
            now: now,
            autosaveAt: autosaveAt,
            backgroundAfterMs: ([background?.wakeAfterMs, signIn?.wakeAfterMs] + retiring.map(\.wakeAfterMs)).compactMap { $0 },
            pictureWanted: unshown || frame.canvas.pictures.contains { state.pictures.board.needs($0) },
            idleWorkAt: idleWorkAt,
            storePollAt: storeWatch == nil ? now + Self.storePollMs : nil,
            clockTickAt: tick.next(for: frame, state: state, now: now))
    }

    /// The file descriptors whose readiness wakes the loop besides input:
    /// the store's watch and the background work's pipes.
    private var watchedFDs: [Int32] {
        // The syncs still finishing for an account left behind too: each is
        // reaped when its pipe ends.
        var fds = (background?.watchedFDs ?? []) + retiring.flatMap(\.watchedFDs)
        if let storeWatch { fds.append(storeWatch.fd) }
        return fds
    }
}

/// The loop's next clock tick, worked out again only when the frame on
/// screen changed or the tick passed. After a key it costs nothing: the
/// tick is the next minute; only when a minute's tick changed nothing is
/// the first minute that will looked for (`ClockTick`, a few drawings), so
/// a screen without minutes on it ticks once at most, then at its change.
@MainActor
struct ClockTickCache {
    private var frame: Frame?
    private var dueAt: Int64?
    private var dueWall: Int64?
    /// The wall clock (milliseconds) the tick is worked out from.
    var wallClock: () -> Int64 = SystemClock.wallMilliseconds

    mutating func next(for frame: Frame, state: AppState, now: Int64) -> Int64? {
        let wall = wallClock()
        let sameFrame = frame == self.frame
        if sameFrame, let dueWall, wall < dueWall { return dueAt }
        if sameFrame, dueWall == nil { return nil }
        self.frame = frame
        let differs = { (second: Int64) in
            ScreenView.render(state.withClock(Clock(now: second, utcOffset: state.clock.utcOffset))) != frame
        }
        let next: Int64?
        if sameFrame {
            next = ClockTick.next(after: wall, differs: differs)
        } else {
            // A new frame: the next minute, whether or not it changes it.
            next = ClockTick.nextMinute(after: wall)
        }
        dueWall = next
        // A little after the minute, so the clock read on waking is past it.
        dueAt = next.map { now + ($0 - wall) + 2 }
        return dueAt
    }

    func isDue(at now: Int64) -> Bool { dueAt.map { now >= $0 } ?? false }
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

    /// The wall clock in milliseconds (what minutes are aligned to).
    public static func wallMilliseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }

    public static func milliseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }
}
