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
        // Start-up on two cores. A second thread gets what the first frame
        // shows: the launch snapshot's frame, drawn ahead, if a clean exit
        // left one that still matches the store's files; then the store,
        // opened, checked and read. This thread meanwhile takes the terminal
        // over, shows the snapshot's frame as soon as both are ready, and
        // draws from the store's first screen once that comes: whatever
        // matches the snapshot is not sent again.
        let previewing = Handoff<SnapshotPreview?>()
        let previewShown = Handoff<Void>()
        let opening = Handoff<Result<OpenedStore, any Error>>()
        BackgroundThread.run { onItsOwnThread in
            let directory = Result { try DataDirectory.fromProcess(override: override) }
            let preview = (try? directory.get()).flatMap { SnapshotPreview.draw(dataDirectory: $0) }
            previewing.deliver(preview)
            // The store can wait until the terminal has drawn the preview:
            // busy now, this thread would hold up the terminal's process
            // on a 2-core machine (the scheduler keeps it where it ran).
            if preview != nil && onItsOwnThread { previewShown.wait() }
            opening.deliver(Result {
                let store = try Store.open(dataDirectory: try directory.get())
                return OpenedStore(store: store, first: store.firstScreen())
            })
        }
        func storeOpened() -> Result<OpenedStore, any Error> {
            previewShown.deliver(())
            return opening.wait()
        }

        // A store that is refused wins, over a terminal that cannot be used
        // too: the terminal, if it was taken, is given back before the
        // message. Either way the store is left only once its opening is
        // over, so no write of a first run is cut off.
        let session: TerminalSession
        do {
            session = try TerminalSession.open()
        } catch {
            switch storeOpened() {
            case .success(let opened):
                opened.store.close()
                Output.error(error.message)
                return error.exitCode
            case .failure(let refusal):
                Output.error(refusalMessage(refusal))
                return 1
            }
        }
        let frames = FramePresenter(session)
        if let preview = previewing.wait(), preview.fits(session) {
            session.setColorsEnabled(preview.colorsEnabled)
            frames.show(preview.frame)
            // The terminal has a frame to draw: leave it the machine for a
            // moment before the store's work starts. A key cuts it short.
            session.waitForInput(timeoutMs: 1)
        }
        let store: Store, first: FirstScreen
        switch storeOpened() {
        case .success(let opened):
            (store, first) = (opened.store, opened.first)
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

        // The terminal first, then the store; a clean exit leaves the first
        // screen the next start will show (read before the close, keyed after).
        let leaving = store.firstScreen()
        session.close()
        store.close(leavingSnapshotOf: leaving)
        return 0
    }

    /// The store as the start-up thread opened it, with its first screen.
    /// It crosses to the main thread once, and only the main thread uses it
    /// from then on.
    private struct OpenedStore: @unchecked Sendable {
        let store: Store
        let first: FirstScreen
    }

    /// The state a start begins in, before `first` is shown.
    nonisolated static func startingState(_ first: FirstScreen, dataDirectory: String, size: Size, isUTF8: Bool) -> AppState {
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
        if let notice = session.startNotice { effects.dispatch(.notify(notice), state: &state) }
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
