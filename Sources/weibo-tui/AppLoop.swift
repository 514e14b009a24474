import Glibc
import WeiboCore
import WeiboStore
import WeiboTerminal

/// The interactive app: input → actions → reduce → state → frame → terminal.
/// The only place that owns both the terminal and the store.
@MainActor
enum AppLoop {
    /// Editor changes reach the store at most this long after they are typed.
    static let autosaveDelayMs: Int64 = 800
    /// Relative times ("3分钟前") are refreshed at least this often while idle.
    static let clockTickMs: Int64 = 30_000

    static func run(dataDirectory override: String?) -> Int32 {
        // Start-up, one step after the other (docs/STARTUP.md): the launch
        // snapshot, a small file, is read before anything else and drawn as
        // soon as the terminal is taken; only then is the store opened and
        // its real first screen read. The loop then draws what differs.
        let directory = Result { try DataDirectory.fromProcess(override: override) }
        let preview = (try? directory.get()).flatMap { SnapshotPreview.load(dataDirectory: $0) }
        func openStore() -> Result<(Store, FirstScreen), any Error> {
            Result {
                let store = try Store.open(dataDirectory: try directory.get())
                return (store, store.firstScreen())
            }
        }

        // A store that is refused wins, over a terminal that cannot be used
        // too: the terminal, if it was taken, is given back before the message.
        let session: TerminalSession
        do {
            session = try TerminalSession.open()
        } catch {
            switch openStore() {
            case .success(let (store, _)):
                store.close()
                Output.error(error.message)
                return error.exitCode
            case .failure(let refusal):
                Output.error(refusalMessage(refusal))
                return 1
            }
        }
        let frames = FramePresenter(session)
        if let preview {
            session.setColorsEnabled(preview.colorsEnabled)
            frames.show(preview.frame(in: session))
        }
        let store: Store, first: FirstScreen
        switch openStore() {
        case .success(let opened):
            (store, first) = opened
        case .failure(let refusal):
            session.close()
            Output.error(refusalMessage(refusal))
            return 1
        }

        session.setColorsEnabled(first.colorsEnabled)
        let effects = EffectRunner(store: store, session: session)
        var state = startingState(first, dataDirectory: store.dataDirectory, size: session.size, isUTF8: session.isUTF8)
        effects.show(first, in: &state)
        loop(&state, effects: effects, session: session, frames: frames)

        // The terminal first, then the store, which leaves the first screen
        // the next start will show.
        session.close()
        store.closeLeavingSnapshot()
        return 0
    }

    /// The state a start begins in, before `first` is shown.
    static func startingState(_ first: FirstScreen, dataDirectory: String, size: Size, isUTF8: Bool) -> AppState {
        var state = AppState(
            info: AppInfo(dataDirectory: dataDirectory, isUTF8: isUTF8), size: size,
            colorsEnabled: first.colorsEnabled)
        state.clock = SystemClock.now()
        return state
    }

    /// What a refused store (or data folder) tells the user.
    private static func refusalMessage(_ error: any Error) -> String {
        (error as? StoreError)?.message ?? "weibo-tui: \(error)"
    }

    /// Input → actions → reduce → state → frame, until the user quits.
    private static func loop(
        _ state: inout AppState, effects: EffectRunner, session: TerminalSession, frames: FramePresenter
    ) {
        var dirtySince: Int64?
        while !state.quitRequested {
            frames.show(ScreenView.render(state))
            let now = SystemClock.milliseconds()
            var timeout = clockTickMs
            if let dirtySince { timeout = max(0, min(timeout, dirtySince + autosaveDelayMs - now)) }
            let events = InputCoalescing.coalesce(session.nextEvents(timeoutMs: Int32(timeout)))
            state.clock = SystemClock.now()
            if events.isEmpty {
                // Idle: another process (weibo-tui simulate, post) may have changed the store.
                effects.refreshCounts(&state)
            }
            for event in events {
                if case .key(.text(let run)) = event, !state.acceptsTextRun {
                    // Commands typed ahead ("+1"): each sees the state the last one left.
                    for character in run where !state.quitRequested {
                        for action in Keymap.actions(for: .key(.char(character)), in: state) {
                            effects.dispatch(action, state: &state)
                        }
                    }
                } else {
                    for action in Keymap.actions(for: event, in: state) {
                        effects.dispatch(action, state: &state)
                    }
                }
                if state.quitRequested { break }
            }
            // Autosave: at most `autosaveDelayMs` after the first unsaved edit,
            // however fast the typing, so a kill loses at most about a second.
            if state.editor?.isDirty == true {
                let now = SystemClock.milliseconds()
                if dirtySince == nil { dirtySince = now }
                if let since = dirtySince, now - since >= autosaveDelayMs {
                    effects.dispatch(.autosaveDue, state: &state)
                    dirtySince = nil
                }
            } else {
                dirtySince = nil
            }
        }
    }
}

/// The wall clock and the local time zone, read at the edge.
enum SystemClock {
    static func now() -> Clock {
        var t = time(nil)
        var local = tm()
        localtime_r(&t, &local)
        return Clock(now: Int64(t), utcOffset: Int64(local.tm_gmtoff))
    }

    static func milliseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }
}
