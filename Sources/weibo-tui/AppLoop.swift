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
        // its own while this one gets what the first frame shows; that
        // thread then faults in the heap this one is growing into.
        let heap = HeapPrefault.begin()
        let takingOver = BackgroundJob({ () -> Result<CursesScreen, TerminalError> in
            // SQLite's set-up and the time zone (the first frame's relative
            // times read it) are the main thread's next first-time costs.
            Store.prepareLibrary()
            tzset()
            return Result { () throws(TerminalError) in try TerminalSession.takeOver() }
        }, afterwards: { heap.populate() })
        // The crash handler's stack on this thread (sigaltstack is per
        // thread). The handlers are installed by takeOver before curses
        // exists, so there is no terminal to restore before they are.
        TerminalSignals.reserveCrashStack()

        // What the first frame shows: the snapshot the last clean exit left
        // if the store's files are as it left them, so that frame waits for
        // no SQL; else the store, opened and read now. A store that is
        // refused wins: the terminal, if it was taken, is given back
        // untouched before the message.
        let directory: String
        let snapshot: FirstScreen?
        var opened: Store?
        do {
            directory = try DataDirectory.fromProcess(override: override)
            snapshot = LaunchSnapshot.load(dataDirectory: directory)
            if snapshot == nil { opened = try Store.open(dataDirectory: directory) }
        } catch {
            if case .success(let curses) = takingOver.wait() { curses.release() }
            Output.error(refusalMessage(error))
            return 1
        }
        var first = snapshot ?? opened!.firstScreen()
        let preview = snapshot.flatMap { previewFrame(of: $0, dataDirectory: directory) }

        let session: TerminalSession
        switch takingOver.wait() {
        case .success(let curses):
            session = TerminalSession(curses, colorsEnabled: first.colorsEnabled)
        case .failure(let error):
            opened?.close()
            Output.error(error.message)
            return error.exitCode
        }
        let frames = FramePresenter(session)

        // From the snapshot: show its frame (unless the terminal is not as
        // expected), then open the store and read the real first screen.
        // The main loop draws from that; what it finds the same is not sent
        // again.
        if snapshot != nil {
            if let preview, preview.size == session.size, preview.isUTF8 == session.isUTF8 {
                frames.show(preview.frame)
                // The terminal has a frame to draw, and this machine may
                // have two cores, one still faulting the heap in: leave it
                // one for a moment before the store's work takes it. A key
                // cuts the moment short.
                session.waitForInput(timeoutMs: 1)
            }
            do {
                opened = try Store.open(dataDirectory: directory)
            } catch {
                session.close()
                Output.error(refusalMessage(error))
                return 1
            }
            first = opened!.firstScreen()
            session.setColorsEnabled(first.colorsEnabled)
        }
        let store = opened!
        let effects = EffectRunner(store: store, session: session)
        var state = startingState(first, dataDirectory: directory, size: session.size, isUTF8: session.isUTF8)
        effects.show(first, in: &state)
        loop(&state, effects: effects, session: session, frames: frames)

        // The terminal first, then the store; a clean exit leaves the first
        // screen the next start will show (read before the close, keyed after).
        let leaving = store.firstScreen()
        session.close()
        store.close(leavingSnapshotOf: leaving)
        return 0
    }

    /// The state a start begins in, before `first` is shown.
    private static func startingState(_ first: FirstScreen, dataDirectory: String, size: Size, isUTF8: Bool) -> AppState {
        var state = AppState(
            info: AppInfo(dataDirectory: dataDirectory, isUTF8: isUTF8), size: size,
            colorsEnabled: first.colorsEnabled)
        state.clock = SystemClock.now()
        return state
    }

    /// The snapshot's frame, drawn while the terminal is still being taken
    /// over, for the size and locale it is expected to have; its effects
    /// wait for the store. nil when stdout tells no size.
    private static func previewFrame(of snapshot: FirstScreen, dataDirectory: String) -> (frame: Frame, size: Size, isUTF8: Bool)? {
        guard let (size, isUTF8) = TerminalSession.expectedLayout() else { return nil }
        var state = startingState(snapshot, dataDirectory: dataDirectory, size: size, isUTF8: isUTF8)
        _ = EffectRunner.apply(snapshot, to: &state)
        return (ScreenView.render(state), size, isUTF8)
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
