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
        // Start-up on two cores: the terminal is taken over on a thread of
        // its own while this one opens the store and reads what the first
        // frame shows; that thread then faults in the heap this one is
        // growing into. A store that is refused wins: the terminal, if it
        // was taken, is given back untouched before the message.
        let heap = HeapPrefault.begin()
        let takingOver = BackgroundJob { () -> Result<CursesScreen, TerminalError> in
            // SQLite's set-up and the time zone (the first frame's relative
            // times read it) are the main thread's next first-time costs.
            Store.prepareLibrary()
            tzset()
            defer { heap.populate() }
            return Result { () throws(TerminalError) in try TerminalSession.takeOver() }
        }
        // The crash handler's stack on this thread (sigaltstack is per
        // thread). The handlers are installed by takeOver before curses
        // exists, so there is no terminal to restore before they are.
        TerminalSignals.reserveCrashStack()
        let store: Store
        do {
            store = try Store.open(dataDirectory: try DataDirectory.fromProcess(override: override))
        } catch {
            if case .success(let curses) = takingOver.wait() { curses.release() }
            Output.error((error as? StoreError)?.message ?? "weibo-tui: \(error)")
            return 1
        }
        defer { store.close() }
        let firstScreen = FirstScreen.read(from: store)

        let session: TerminalSession
        switch takingOver.wait() {
        case .success(let curses):
            session = TerminalSession(curses, colorsEnabled: firstScreen.colorsEnabled)
        case .failure(let error):
            Output.error(error.message)
            return error.exitCode
        }
        defer { session.close() }

        var state = AppState(
            info: AppInfo(dataDirectory: store.dataDirectory, isUTF8: session.isUTF8),
            size: session.size,
            colorsEnabled: firstScreen.colorsEnabled)
        state.clock = SystemClock.now()
        let effects = EffectRunner(store: store, session: session)
        effects.show(firstScreen, in: &state)

        var lastFrame: Frame?
        var firstFrame = true
        var dirtySince: Int64?
        while !state.quitRequested {
            let frame = ScreenView.render(state)
            if frame != lastFrame {
                session.present(frame.canvas, cursor: frame.cursor)
                lastFrame = frame
                if firstFrame {
                    firstFrame = false
                    TerminalSession.debugCrashIfRequested()
                }
            }
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
        return 0
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
