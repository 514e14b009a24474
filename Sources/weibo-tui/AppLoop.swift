import Glibc
import WeiboApp
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

    static func run(dataDirectory override: String?, config: Config = Config()) -> Int32 {
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
        session.setColorScheme(config.colors)
        let frames = CursesTerminal(session)
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
        var state = FirstScreen.startingState(dataDirectory: store.dataDirectory, size: session.size,
                                              isUTF8: session.isUTF8, colorsEnabled: first.colorsEnabled)
        state.apply(config)
        let shell = Shell(state: state, store: store, terminal: frames)
        shell.send(first.actions)
        shell.run()

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

    /// What a refused store (or data folder) tells the user.
    private static func refusalMessage(_ error: any Error) -> String {
        (error as? StoreError)?.message ?? "weibo-tui: \(error)"
    }
}
