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
        // Where the last run left off: a small file beside the store, read
        // with the snapshot so the first frame is already there (issue 33).
        let found: ResumeFile.Found = config.resume == false ? .none : (try? directory.get()).flatMap { folder in
            (try? source.get()).map { ResumeFile.load(dataDirectory: folder, storeFile: $0.storeFileName) }
        } ?? .none
        var resume = ResumeStart(found: found, fresh: options.fresh, dataDirectory: try? directory.get())
        let preview = (try? directory.get()).flatMap { folder in
            (try? source.get()).flatMap { SnapshotPreview.load(dataDirectory: folder, storeFile: $0.storeFileName, resume: resume) }
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
        // A store from before migration v12 has its rows indexed for search
        // as it opens, before the loop can answer a key: half a minute at a
        // million posts. The terminal says so at once and after each batch
        // (issue 34), over the snapshot's frame when there was one; the next
        // frame replaces the line.
        let drawProgress: @MainActor (Int, Int) -> Void = { done, total in
            guard total >= searchIndexShownFrom else { return }
            frames.show(searchIndexFrame(done, total, preview: preview, session: session,
                                         dataDirectory: (try? directory.get()) ?? ""))
        }
        // The store calls it on this thread, within `openStore()` below.
        // WeiboStore knows no actors, so its type is a plain function's (the
        // same representation); `MainActor.assumeIsolated` would link Swift's
        // concurrency runtime into the binary, 0.6 MB (scripts/build-release).
        Store.searchIndexProgress = unsafeBitCast(drawProgress, to: ((Int, Int) -> Void).self)
        var store: Store, first: FirstScreen
        switch openStore() {
        case .success(let opened):
            (store, first) = opened
        case .failure(let refusal):
            session.close()
            Output.error(refusalMessage(refusal))
            return 1
        }
        // The snapshot's pictures stay: the same address is the same picture.
        first.pictures = preview?.snapshot.pictures ?? [:]
        var notices = session.startNotice.map { [$0] } ?? []
        var active = try? source.get()
        var retiring: [any BackgroundWork] = []
        while true {
            let shell = shell(on: store, first: first, source: active, session: session, frames: frames,
                              options: options, config: config, retiring: retiring, resume: resume)
            shell.send(first.actions + notices.map { .app(.notify($0)) } + resume.actions)
            shell.run()
            shell.signIn?.cancel()
            // The terminal first, then the store, which leaves the first screen
            // the next start will show.
            guard shell.state.leavesForAnotherAccount, let folder = try? directory.get() else {
                session.close()
                store.closeLeavingSnapshot(pictures: shell.state.pictures.board)
                return 0
            }
            // 我 › 登录 saved another account: its store is opened as a
            // start opens it, the terminal kept. Refused, the old one stays.
            // The old account's sync, if one runs, finishes under the next shell.
            retiring = shell.handOverRetiring()
            do {
                let next = try DataSource.active(dataDirectory: folder, sampleOnly: options.sample)
                let opened = try next.openStore(dataDirectory: folder)
                store.closeLeavingSnapshot(pictures: shell.state.pictures.board)
                (store, first, active) = (opened, opened.firstScreen(), next)
                notices = [Self.switchedNotice(next, sampleOnly: options.sample)]
                // Another account starts at its 首页: its place is its own.
                resume = ResumeStart(found: .none, fresh: true, dataDirectory: nil)
            } catch {
                first = store.firstScreen()
                notices = [refusalMessage(error)]
            }
        }
    }

    /// A shell on `store`, as start-up makes it: the account's name, kind
    /// and background sync when `source` is an account.
    private static func shell(on store: Store, first: FirstScreen, source: DataSource?, session: TerminalSession,
                              frames: CursesTerminal, options: CommandLineOptions, config: Config,
                              retiring: [any BackgroundWork], resume: ResumeStart) -> Shell {
        session.setColorsEnabled(first.colorsEnabled)
        var state = FirstScreen.startingState(dataDirectory: store.dataDirectory, size: session.size,
                                              isUTF8: session.isUTF8, colorsEnabled: first.colorsEnabled,
                                              picturesDrawable: session.drawsPictures)
        state.apply(config)
        state.resume.saved = resume.saved
        state.resume.pending = resume.point != nil
        var background: AccountSync?
        if case .account(let account)? = source {
            state.info.account = account.screenName
            state.info.accountKind = account.kind
            background = AccountSync(dataDirectory: store.dataDirectory, language: Language.current,
                                     configFile: options.configFile, refreshMinutes: config.refreshMinutes)
        }
        let signIn = SignInProcess(dataDirectory: store.dataDirectory, language: Language.current, configFile: options.configFile)
        return Shell(state: state, store: store, terminal: frames, background: background,
                     pictures: PictureSource(dataDirectory: store.dataDirectory), signIn: signIn, retiring: retiring,
                     storeWatch: StoreWatch(databasePath: store.databasePath))
    }

    /// Rows from which the backfill is said on the terminal. Fewer are
    /// indexed within about a tenth of a second (20,000 take about half a
    /// second), which the line would only flash through; a new store's own
    /// sample, which migration v12 lists as pending too, is one of those.
    private static let searchIndexShownFrom = 5_000

    /// The frame that says how far the search index's backfill has come:
    /// the snapshot's screen (or an empty one) with the count as its notice.
    private static func searchIndexFrame(_ done: Int, _ total: Int, preview: SnapshotPreview?,
                                         session: TerminalSession, dataDirectory: String) -> Frame {
        var state = FirstScreen.startingState(dataDirectory: preview?.dataDirectory ?? dataDirectory, size: session.size,
                                              isUTF8: session.isUTF8, colorsEnabled: preview?.colorsEnabled ?? false,
                                              picturesDrawable: session.drawsPictures)
        for action in preview?.snapshot.actions ?? [] { _ = reduce(&state, action) }
        _ = reduce(&state, .app(.notify(searchIndexNotice(done, total))))
        return ScreenView.render(state)
    }

    private static func searchIndexNotice(_ done: Int, _ total: Int) -> String {
        tr("正在为搜索建立索引 \(done) / \(total)（只此一次）", "Indexing for search \(done) / \(total) (once only)")
    }

    /// What the app says once it has opened the account a sign-in saved.
    private static func switchedNotice(_ source: DataSource, sampleOnly: Bool) -> String {
        guard case .account(let account) = source else {
            return sampleOnly ? tr("已登录；因为 --sample，仍显示示例数据：不带 --sample 重新启动即可使用该账号",
                                   "Signed in; --sample keeps the sample on screen: start without --sample to use the account")
                              : tr("已登录", "Signed in")
        }
        return tr("已登录：\(account.screenName)", "Signed in as \(account.screenName)")
    }

    /// What a refused store (or data folder) tells the user.
    private static func refusalMessage(_ error: any Error) -> String {
        (error as? StoreError)?.message ?? "weibo-tui: \(error)"
    }
}
