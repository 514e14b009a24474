import Glibc
import WeiboAPI
import WeiboCore
import WeiboHTTP
import WeiboStore
import WeiboSync

/// The store-backed commands' process side: open the store in the
/// `--data-dir` folder, feed stdin and the local clock to the tested
/// contracts in `PostsCommandLine` / `MessagesCommandLine`, and hand back
/// what they answer.
enum StoreCommands {
    /// nil for a command that is not store-backed. Every one works on the
    /// active source: the logged-in account's cache, else the sample (and
    /// always the sample with `--sample`).
    static func output(_ name: String, _ arguments: [String], options: CommandLineOptions) -> CommandOutput? {
        let folder = { try DataDirectory.fromProcess(override: options.dataDirectory) }
        let source = { try DataSource.active(dataDirectory: try folder(), sampleOnly: options.sample) }
        let open = { () throws -> Store in try source().openStore(dataDirectory: try folder()) }
        switch name {
        case "simulate":
            // Refused before stdin is read, so a typed post is not lost.
            if !arguments.contains(where: { $0 == "--help" || $0 == "-h" }), let refusal = sampleOnly(name, source) { return refusal }
        default: break
        }
        switch name {
        case "post":
            // The account's post goes through the outbox; the sample's is published at once.
            do {
                if case .account = try source() {
                    return OutboxCommandLine.post(arguments, readStdin: readStandardInput(maxBytes:), accountContext(options, folder: folder))
                }
            } catch {
                return CommandText.failure(error)
            }
            return PostsCommandLine.post(arguments, readStdin: readStandardInput(maxBytes:), openStore: open)
        case "timeline": return PostsCommandLine.timeline(arguments, clock: localClock(), openStore: open, stdout: STDOUT_FILENO)
        case "drafts": return PostsCommandLine.drafts(arguments, clock: localClock(), openStore: open)
        case "messages":
            return MessagesCommandLine.messages(arguments, clock: localClock(), openStore: open,
                                                accountKind: { if case .account(let account)? = try? source() { account.kind } else { nil } })
        case "unread": return MessagesCommandLine.unread(arguments, openStore: open)
        case "user": return PeopleCommandLine.user(arguments, accountContext(options, folder: folder))
        case "comment": return WriteCommandLine.comment(arguments, readStdin: readStandardInput(maxBytes:), accountContext(options, folder: folder))
        case "repost": return WriteCommandLine.repost(arguments, readStdin: readStandardInput(maxBytes:), accountContext(options, folder: folder))
        case "like": return WriteCommandLine.like(arguments, accountContext(options, folder: folder))
        case "fav": return WriteCommandLine.fav(arguments, accountContext(options, folder: folder))
        case "dm": return WriteCommandLine.dm(arguments, readStdin: readStandardInput(maxBytes:), accountContext(options, folder: folder))
        case "follow", "unfollow":
            return FollowCommandLine.run(arguments, follow: name == "follow", accountContext(options, folder: folder))
        case "simulate": return MessagesCommandLine.simulate(arguments, openStore: open)
        case "login": return AccountCommandLine.login(arguments, accountContext(options, folder: folder))
        case "account": return AccountCommandLine.account(arguments, accountContext(options, folder: folder))
        case "logout": return AccountCommandLine.logout(arguments, accountContext(options, folder: folder))
        case "sync": return AccountCommandLine.sync(arguments, accountContext(options, folder: folder))
        case "doctor": return DoctorCommandLine.doctor(arguments, accountContext(options, folder: folder))
        case "hot": return HotCommandLine.hot(arguments, accountContext(options, folder: folder))
        case "groups": return GroupsCommandLine.groups(arguments, accountContext(options, folder: folder))
        case "search": return SearchCommandLine.search(arguments, accountContext(options, folder: folder))
        case "outbox": return OutboxCommandLine.outbox(arguments, accountContext(options, folder: folder))
        default: return nil
        }
    }

    /// What an account cannot do from the command line, said instead of
    /// doing it on the wrong data: made-up activity is the sample's alone.
    /// (What the Open API does not offer at all, `messages` asks the
    /// store: `Store.offers`.)
    private static func sampleOnly(_ name: String, _ source: () throws -> DataSource) -> CommandOutput? {
        let active: DataSource
        do { active = try source() } catch { return CommandText.failure(error) }
        guard case .account = active else { return nil }
        let why = tr("simulate 只为示例数据添加动态；请加 --sample", "simulate adds activity to the sample only; add --sample")
        return CommandOutput(stderr: "weibo-tui \(name): \(why)\n", status: 1)
    }

    /// The account commands' process side: libcurl, the hosts from the
    /// environment, the clock, stdin and stdout.
    static func accountContext(_ options: CommandLineOptions, folder: @escaping () throws -> String) -> AccountCommandLine.Context {
        var environment: [String: String] = [:]
        for name in ["WEIBO_TUI_API_BASE", "WEIBO_TUI_REMIND_BASE", "WEIBO_TUI_WEB_BASE", "WEIBO_TUI_PASSPORT_BASE", "WEIBO_TUI_DESKTOP_BASE"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        var client: HTTPClient?
        let transport: WeiboClient.Transport = { request in
            if client == nil {
                do throws(HTTPFailure) { client = try HTTPClient() } catch { return .failure(error) }
            }
            return client!.send(request)
        }
        var pictureClient: HTTPClient?
        let pictureTransport: WeiboClient.Transport = { request in
            if pictureClient == nil {
                do throws(HTTPFailure) { pictureClient = try HTTPClient(options: PictureDownloads.clientOptions) } catch { return .failure(error) }
            }
            return pictureClient!.send(request)
        }
        let config = ConfigFile.load(override: options.configFile)
        let configured = APIBases(api: config.apiBase ?? APIBases.weibo.api, remind: config.remindBase ?? APIBases.weibo.remind)
        let configuredWeb = WebBases(web: config.webBase ?? WebBases.weibo.web, passport: config.passportBase ?? WebBases.weibo.passport,
                                     desktop: config.desktopBase ?? WebBases.weibo.desktop)
        var context = AccountCommandLine.Context(
            dataDirectory: folder,
            client: WeiboClient(bases: APIBases(environment: environment, fallback: configured),
                                webBases: WebBases(environment: environment, fallback: configuredWeb), transport: transport,
                                now: { Int64(time(nil)) }),
            clock: localClock(), sampleOnly: options.sample,
            readLine: readStandardInputLine, say: { Output.write($0, to: STDOUT_FILENO) },
            pictureTransport: pictureTransport, pictureCacheBytes: config.pictureCacheMB.map { $0 << 20 } ?? PictureCache.defaultCapBytes)
        context.client.identity = BrowserIdentity(configured: config.userAgent)
        // What a web session learns (a renewed cookie, a route that refused)
        // is merged into the account file at once: a kill loses none of it.
        let webBases = context.client.webBases
        context.client.persist = { session in
            guard let folder = try? folder() else { return }
            _ = try? AccountFile.update(dataDirectory: folder, matching: { $0.kind == .web && $0.uid == session.uid }) {
                session.apply(to: &$0, bases: webBases)
            }
        }
        context.terminalSize = terminalSize
        context.stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        return context
    }

    /// stdout's terminal size; 80×24 when it is not a terminal.
    static func terminalSize() -> (width: Int, height: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// One line of stdin (without its newline); nil at the end of input.
    static func readStandardInputLine() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < 65_536 {
            let n = read(STDIN_FILENO, &byte, 1)
            if n == 1 {
                if byte == 0x0A { break }
                bytes.append(byte)
            } else if n == 0 {
                if bytes.isEmpty { return nil }
                break
            } else if errno != EINTR {
                return nil
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Now, and the local zone's offset from `localtime_r` (honours TZ).
    static func localClock() -> Clock {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return Clock(now: Int64(now), utcOffset: Int64(parts.tm_gmtoff))
    }

    /// Stdin as bytes, up to `maxBytes` (the rest is left unread); nil on a
    /// read error. A terminal gets a hint first, so a bare `weibo-tui post`
    /// does not look hung.
    static func readStandardInput(maxBytes: Int) -> [UInt8]? {
        if isatty(STDIN_FILENO) == 1 {
            Output.write(tr("weibo-tui post: 输入微博内容，然后按 Ctrl-D\n", "weibo-tui post: type the post, then Ctrl-D\n"), to: STDERR_FILENO)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let want = min(chunk.count, maxBytes - bytes.count)
            if want <= 0 { return bytes }
            let n = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, want) }
            if n > 0 { bytes += chunk[0..<n] } else if n == 0 { return bytes } else if errno != EINTR { return nil }
        }
    }
}
