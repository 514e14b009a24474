import Glibc
import WeiboApp
import WeiboCommandLine
import WeiboCore
import WeiboStore
import WeiboTerminal

/// The interactive app: input → actions → reduce → state → frame → terminal.
/// The only place that owns both the terminal and the store.
@MainActor
enum AppLoop {
    static func run(_ options: CommandLineOptions, config: Config = Config()) -> Int32 {
        // Start-up, one step after the other (docs/STARTUP.md): the launch
        // snapshot, a small file, is read before anything else and drawn as
        // soon as the terminal is taken; only then is the store opened and
        // its real first screen read. The loop then draws what differs.
        // Each store (the sample, an account) leaves its own snapshot.
        let directory = Result { try DataDirectory.fromProcess(override: options.dataDirectory) }
        let source = Result { try DataSource.active(dataDirectory: try directory.get(), sampleOnly: options.sample) }
        let preview = (try? directory.get()).flatMap { folder in
            (try? source.get()).flatMap { SnapshotPreview.load(dataDirectory: folder, storeFile: $0.storeFileName) }
        }
        func openStore() -> Result<(Store, FirstScreen), any Error> {
            Result {
                let store = try source.get().openStore(dataDirectory: try directory.get())
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
        session.setColorScheme(config.colors)
        session.setPictureMode(config.pictures ?? .auto)
        let frames = CursesTerminal(session)
        if let preview {
            session.setColorsEnabled(preview.colorsEnabled)
            frames.show(preview.frame(in: session))
            session.askGraphicsOnce()
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
        var state = FirstScreen.startingState(dataDirectory: store.dataDirectory, size: session.size,
                                              isUTF8: session.isUTF8, colorsEnabled: first.colorsEnabled,
                                              picturesDrawable: session.drawsPictures)
        state.apply(config)
        var background: AccountSync?
        if case .success(.account(let account)) = source {
            state.info.account = account.screenName
            state.info.accountKind = account.kind
            background = AccountSync(dataDirectory: store.dataDirectory, language: Language.current,
                                     configFile: options.configFile, refreshMinutes: config.refreshMinutes)
        }
        let shell = Shell(state: state, store: store, terminal: frames, background: background,
                          pictures: PictureSource(dataDirectory: store.dataDirectory))
        // The snapshot's pictures stay: the same address is the same picture.
        var shown = first
        shown.pictures = preview?.snapshot.pictures ?? [:]
        shell.send(shown.actions + (session.startNotice.map { [.app(.notify($0))] } ?? []))
        shell.run()

        // The terminal first, then the store, which leaves the first screen
        // the next start will show.
        session.close()
        store.closeLeavingSnapshot(pictures: shell.state.pictures.board)
        return 0
    }

    /// What a refused store (or data folder) tells the user.
    private static func refusalMessage(_ error: any Error) -> String {
        (error as? StoreError)?.message ?? "weibo-tui: \(error)"
    }
}
