import Glibc
import WeiboAPI
import WeiboCore
import WeiboStore
import WeiboSync

/// `weibo-tui login`, `account`, `logout` and `sync`: logging in to a Weibo
/// account and filling its cache, as functions returning what to print and
/// the exit status (0 done, 1 a failure, said in one line, 2 usage).
///
/// Nothing here prints the token or the app secret: the account file is
/// the only place they are written.
enum AccountCommandLine {
    /// What the commands work with, supplied by the process (or a test).
    struct Context {
        var dataDirectory: () throws -> String
        var client: WeiboClient
        var clock: Clock
        /// `--sample`: the bundled sample whatever is active.
        var sampleOnly = false
        /// One line of stdin (the pasted redirect address); nil at its end.
        var readLine: () -> String? = { nil }
        /// Writes to stdout at once: the authorize URL must be seen before
        /// stdin is read.
        var say: (String) -> Void = { _ in }
        /// Fetches a picture's bytes (its own bounds: `PictureDownloads`);
        /// nil: `sync` downloads no pictures.
        var pictureTransport: WeiboClient.Transport?
        /// `set picture_cache_mb`: the picture cache's cap.
        var pictureCacheBytes = PictureCache.defaultCapBytes
        /// Waits this many milliseconds (between polls of a QR code's state).
        var pause: (_ ms: Int) -> Void = { usleep(UInt32(clamping: $0 * 1_000)) }
        /// The terminal's columns and rows, for the QR code's size.
        var terminalSize: () -> (width: Int, height: Int) = { (80, 24) }
        /// stdout is a terminal: the QR code's state is rewritten in place.
        var stdoutIsTerminal = false
        /// Called just before a secret (a token, an app secret, a session's
        /// cookies) enters the process: core dumps go off (`CoreDumps`).
        var holdingSecret: () -> Void = { CoreDumps.off() }

        /// The sync engine for `account`, with this process's clients.
        func engine(_ account: Account) -> SyncEngine {
            SyncEngine(account: account, client: client,
                       pictures: pictureTransport.map { SyncEngine.PictureFetch(transport: $0, capBytes: pictureCacheBytes) })
        }
    }

    /// The options whose value is a secret, and what each is called: read
    /// from stdin only (`-`), since an argument shows in `ps` to every user
    /// of the machine (and stays in the shell's history).
    static let secretOptions: [(option: String, name: @Sendable () -> String)] = [
        ("--cookie", { tr("Cookie ", "the Cookie header") }),
        ("--token", { tr("令牌", "the token") }),
        ("--app-secret", { tr("App Secret ", "the app secret") }),
    ]

    /// The refusal of a secret given as an argument, in the same words
    /// for each option; nil when none is.
    static func secretInArguments(_ options: CommandOptions, for spec: CommandSpec) -> CommandOutput? {
        guard let given = secretOptions.first(where: { options.texts[$0.option].map { $0 != "-" } ?? false }) else { return nil }
        return .usageError(tr("\(given.name())只从标准输入读取（参数会出现在 ps 里）：用 \(given.option) -",
                              "\(given.name()) is read from stdin only (an argument shows in ps): use \(given.option) -"), for: spec)
    }

    /// One line of stdin that holds a secret, core dumps off before it is read.
    static func readSecretLine(_ context: Context) -> String? {
        context.holdingSecret()
        return context.readLine()
    }

    // MARK: login

    static func login(_ arguments: [String], _ context: Context) -> CommandOutput {
        let spec = UserCommands.login
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: spec) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        let token = options.texts["--token"], key = options.texts["--app-key"], secret = options.texts["--app-secret"]
        let cookie = options.texts["--cookie"], qr = options.flags.contains("--qr"), events = options.flags.contains("--events")
        guard !events || qr else { return .usageError(tr("--events 只用于 --qr", "--events goes with --qr only"), for: spec) }
        if let refusal = secretInArguments(options, for: spec) { return refusal }
        if qr || cookie != nil {
            guard token == nil, key == nil, secret == nil, !(qr && cookie != nil) else {
                return .usageError(tr("--qr、--cookie 和 --token/--app-key 只能选一种", "choose one of --qr, --cookie and --token/--app-key"), for: spec)
            }
            if qr { return loginWithQR(context, events: events) }
            return loginWithCookie(context)
        }
        let now = context.clock.now
        do {
            let account: Account
            switch (token, key, secret) {
            case (_?, nil, nil):
                let typed = (readSecretLine(context) ?? "").trimmingSpaces
                guard !typed.isEmpty else { return .usageError(tr("--token - 需要从标准输入读到令牌", "--token - needs the token on stdin"), for: spec) }
                let info = try context.client.call(.tokenInfo(token: typed), APIResponse.tokenInfo)
                account = Account(uid: info.uid, screenName: "", accessToken: typed, expiresAt: info.expiresAt)
            case (nil, let key?, _?):
                // The secret is stdin's first line, the pasted address the next.
                let secret = (readSecretLine(context) ?? "").trimmingSpaces
                guard !secret.isEmpty else {
                    return .usageError(tr("--app-secret - 需要从标准输入读到 App Secret", "--app-secret - needs the app secret on stdin"), for: spec)
                }
                let bases = context.client.bases
                context.say(tr("在浏览器中打开下面的地址并同意授权，然后把跳转到的地址（或其中的 code）粘贴到这里：\n",
                               "Open this address in a browser and allow access, then paste the address it lands on (or its code) here:\n")
                            + Authorization.authorizeURL(appKey: key, bases: bases) + "\n")
                guard let pasted = context.readLine() else {
                    return failure("login", tr("没有读到粘贴的地址；未登录", "nothing was pasted; not logged in"))
                }
                switch Authorization.parsePasted(pasted) {
                case .unreadable:
                    return failure("login", tr("粘贴的内容里没有授权码；未登录", "what was pasted holds no code; not logged in"))
                case .refused(let why):
                    return failure("login", tr("授权被拒绝（\(CommandText.echo(why))）；未登录", "access was refused (\(CommandText.echo(why))); not logged in"))
                case .code(let code):
                    let granted = try context.client.call(.accessToken(appKey: key, appSecret: secret, code: code), APIResponse.accessToken)
                    account = Account(uid: granted.uid, screenName: "", accessToken: granted.accessToken,
                                      expiresAt: granted.expiresAt, appKey: key, appSecret: secret)
                }
            default:
                return .usageError(tr("需要 --token -，或 --app-key KEY 和 --app-secret -",
                                      "needs --token -, or --app-key KEY with --app-secret -"), for: spec)
            }
            return try saveLogin(account, context)
        } catch let remote as RemoteFailure {
            return failure("login", remote.message(now: now) + tr("；未登录", "; not logged in"))
        } catch {
            return CommandText.failure(error)
        }
    }

    /// The last step of every login, whichever kind: the account's own
    /// card from Weibo (its name), kept in its cache, then the account
    /// file written, and the line that says who is logged in.
    static func saveLogin(_ account: Account, _ context: Context) throws -> CommandOutput {
        let saved = try savedLogin(account, context)
        return CommandOutput(stdout: tr("已登录：", "logged in as ") + describe(saved, clock: context.clock), status: 0)
    }

    /// `saveLogin`'s work: the account as saved, its name filled in.
    static func savedLogin(_ account: Account, _ context: Context) throws -> Account {
        let me = try backend(for: account, client: context.client).me()
        var saved = account
        saved.screenName = me.screenName
        let folder = try context.dataDirectory()
        let store = try Store.openAccount(dataDirectory: folder, account: saved)
        defer { store.close() }
        try store.saveFetched(users: [me.user(localUID: saved.uid)], timeline: [])
        try AccountFile.write(saved, dataDirectory: folder)
        return saved
    }

    /// `测试用户 (uid 1001)`, the kind of account, and when an Open API
    /// token expires.
    static func describe(_ account: Account, clock: Clock) -> String {
        let name = CommandText.line(account.screenName)
        switch account.kind {
        case .web:
            // The routes it is signed in on (a closed one needs a new login).
            let routes = RouteMemory(saved: account.restingRoutes)
            let open = RouteMemory.routes.filter { !routes.allClosed([$0]) }.map { WebBases.weibo.hostName(for: $0) }
            let names = open.joined(separator: tr("、", ", "))
            return tr("\(name)（uid \(account.uid)）\n网页会话（\(names)）\n", "\(name) (uid \(account.uid))\nweb session (\(names))\n")
        case .openAPI:
            let when = RelativeTime.absolute(account.expiresAt, clock: clock)
            let expiry = account.expiresAt <= clock.now
                ? tr("令牌已于 \(when) 过期，请重新登录", "the token expired on \(when); log in again")
                : tr("令牌有效期至 \(when)", "the token expires on \(when)")
            return tr("\(name)（uid \(account.uid)）\n开放平台 API，\(expiry)\n", "\(name) (uid \(account.uid))\nOpen API, \(expiry)\n")
        }
    }

    // MARK: account, logout

    static func account(_ arguments: [String], _ context: Context) -> CommandOutput {
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: UserCommands.account) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        do {
            switch try DataSource.active(dataDirectory: try context.dataDirectory(), sampleOnly: context.sampleOnly) {
            case .sample:
                let why = context.sampleOnly ? tr("sample（内置的示例数据，因为 --sample）\n", "sample (the bundled sample, as --sample asks)\n")
                                             : tr("sample（内置的示例数据，没有登录账号）\n", "sample (the bundled sample, no account)\n")
                return CommandOutput(stdout: options.json ? "{\"source\": \"sample\"}\n" : why, status: 0)
            case .account(let account):
                if options.json {
                    let kind = "\"kind\": \(CommandText.json(account.kind.rawValue))"
                    let expiry = account.kind == .openAPI
                        ? ", \"expires_at\": \(account.expiresAt), \"expired\": \(account.expiresAt <= context.clock.now)" : ""
                    return CommandOutput(stdout: "{\"source\": \"account\", \(kind), \"uid\": \(account.uid), "
                                             + "\"name\": \(CommandText.json(account.screenName))\(expiry)}\n",
                                         status: 0)
                }
                return CommandOutput(stdout: describe(account, clock: context.clock), status: 0)
            }
        } catch {
            return CommandText.failure(error)
        }
    }

    static func logout(_ arguments: [String], _ context: Context) -> CommandOutput {
        if case .answer(let answer) = CommandOptions.read(arguments, for: UserCommands.logout) { return answer }
        do {
            let folder = try context.dataDirectory()
            guard let account = try AccountFile.read(dataDirectory: folder) else {
                return CommandOutput(stdout: tr("没有登录的账号\n", "no account is logged in\n"), status: 0)
            }
            try AccountFile.remove(dataDirectory: folder)
            let name = CommandText.line(account.screenName), file = account.storeFileName
            return CommandOutput(stdout: tr("已退出 \(name)（uid \(account.uid)）；令牌已删除，缓存保留在 \(file)\n",
                                            "logged out \(name) (uid \(account.uid)); the token is forgotten, the cache stays in \(file)\n"),
                                 status: 0)
        } catch {
            return CommandText.failure(error)
        }
    }

    // MARK: sync

    static func sync(_ arguments: [String], _ context: Context) -> CommandOutput {
        var context = context
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: UserCommands.sync, maxWords: 1_000) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        if !options.words.isEmpty && options.texts["--pictures"] == nil {
            return .usageError(tr("sync 只在 --pictures 之后接受地址", "sync takes addresses only after --pictures"), for: UserCommands.sync)
        }
        let limit = options.values["--limit"] ?? UserCommands.defaultSyncLimit
        do {
            let folder = try context.dataDirectory()
            guard case .account(let account) = try DataSource.active(dataDirectory: folder, sampleOnly: context.sampleOnly) else {
                return failure("sync", context.sampleOnly
                    ? tr("示例数据不需要同步（--sample）", "the sample has nothing to fetch (--sample)")
                    : tr("没有登录的账号；先运行 weibo-tui login", "no account is logged in; run weibo-tui login first"))
            }
            if let folder = options.texts["--record"] {
                guard account.kind == .web else {
                    return failure("sync", tr("--record 只用于网页会话", "--record is for a web session"))
                }
                let recorder = try ReplyRecorder(folder: folder, account: account)
                context.client.record = { reply, session in recorder.record(reply, session: session) }
            }
            if let first = options.texts["--pictures"] {
                return CommandOutput(stderr: context.engine(account).downloadPictures([first] + options.words, folder: folder), status: 0)
            }
            let store = try openStore(account, folder: folder, context)
            defer { store.close() }
            if let post = options.texts["--post"] {
                guard let id = Int64(post), id > 0 else {
                    return .usageError(tr("--post 需要微博的 id，而不是 '\(CommandText.echo(post))'",
                                          "--post needs a post's id, not '\(CommandText.echo(post))'"), for: UserCommands.sync)
                }
                return try fetchPost(id, account, into: store, context: context).prepending(stderr: routeLines(account, context))
            }
            if let person = options.texts["--user"] {
                guard let uid = Int64(person), uid > 0 else {
                    return .usageError(tr("--user 需要对方的 uid，而不是 '\(CommandText.echo(person))'",
                                          "--user needs the person's uid, not '\(CommandText.echo(person))'"), for: UserCommands.sync)
                }
                let page = options.values["--page"] ?? 1
                // A later page of their posts is their list's, as `--list user-posts` fetches it.
                if page > 1 {
                    return try fetchOpened(OpenedPage(.userPosts, key: uid, page: page), account, into: store, context: context)
                        .prepending(stderr: routeLines(account, context))
                }
                switch try context.engine(account).person(uid, into: store) {
                case .failure(let error):
                    return failure("sync", error.message(now: context.clock.now) + tr("；缓存未改动", "; the cache is unchanged"))
                        .prepending(stderr: routeLines(account, context))
                case .success(let person):
                    return CommandOutput(stdout: tr("\(CommandText.line(person.user.name))：微博 \(person.posts) 条\n",
                                                    "\(CommandText.line(person.user.name)): \(plural(person.posts, "post"))\n")
                                             + person.skipped.line, stderr: person.pictureLine, status: 0)
                        .prepending(stderr: routeLines(account, context))
                }
            }
            // `--following UID` and `--followers UID` are `--list following` and `--list followers`.
            for (option, list) in [("--following", OpenedListName.following), ("--followers", .followers)] {
                guard let asked = options.texts[option] else { continue }
                guard let uid = Int64(asked), uid > 0 else {
                    return .usageError(tr("\(option) 需要对方的 uid，而不是 '\(CommandText.echo(asked))'",
                                          "\(option) needs the person's uid, not '\(CommandText.echo(asked))'"), for: UserCommands.sync)
                }
                return try fetchOpened(OpenedPage(list, key: uid, page: options.values["--page"] ?? 1), account, into: store, context: context)
                    .prepending(stderr: routeLines(account, context))
            }
            if let chat = options.texts["--chat"] {
                guard let uid = Int64(chat), uid > 0 else {
                    return .usageError(tr("--chat 需要对方的 uid，而不是 '\(CommandText.echo(chat))'",
                                          "--chat needs the person's uid, not '\(CommandText.echo(chat))'"), for: UserCommands.sync)
                }
                switch try context.engine(account).chat(with: uid, into: store) {
                case .failure(let error):
                    return failure("sync", error.message(now: context.clock.now) + tr("；缓存未改动", "; the cache is unchanged"))
                        .prepending(stderr: routeLines(account, context))
                case .success(let chat):
                    return CommandOutput(stdout: tr("新私信 \(chat.added) 条\n", chat.added == 1 ? "1 new message\n" : "\(chat.added) new messages\n")
                                             + chat.skipped.line, status: 0)
                }
            }
            if let text = options.texts["--search"] {
                guard let kind = SearchCommandLine.kind(options.texts["--type"]) else {
                    return .usageError(SearchCommandLine.typeRefusal(options.texts["--type"] ?? ""), for: UserCommands.sync)
                }
                let query = WeiboSearchQuery(text, kind: kind)
                guard !query.text.isEmpty else {
                    return .usageError(tr("--search 需要要搜的词", "--search needs the words to search for"), for: UserCommands.sync)
                }
                let page = options.values["--page"] ?? 1
                switch try context.engine(account).search(query, page: page, into: store) {
                case .failure(let error):
                    return failure("sync", error.message(now: context.clock.now) + tr("；缓存未改动", "; the cache is unchanged"))
                        .prepending(stderr: routeLines(account, context))
                case .success(let found):
                    let more = found.nextPage.map { tr("；下一页 \($0)", "; next page \($0)") } ?? tr("；没有更多了", "; no more")
                    let what = switch kind {
                    case .posts, .realtime: tr("\(found.posts) 条微博", plural(found.posts, "post"))
                    case .users: tr("\(found.posts) 个用户", plural(found.posts, "person", "people"))
                    case .topics: tr("\(found.posts) 个话题", plural(found.posts, "topic"))
                    }
                    return CommandOutput(stdout: tr("第 \(page) 页 ", "page \(page): ") + what + more + "\n"
                                             + found.skipped.line, stderr: found.pictureLine, status: 0)
                        .prepending(stderr: routeLines(account, context))
                }
            }
            if let gid = options.texts["--group"] {
                guard !gid.isEmpty, gid.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
                    return .usageError(tr("--group 需要分组的 gid，而不是 '\(CommandText.echo(gid))'",
                                          "--group needs the group's gid, not '\(CommandText.echo(gid))'"), for: UserCommands.sync)
                }
                return try fetchGroup(gid, older: options.flags.contains("--older"), account, into: store, context: context)
                    .prepending(stderr: routeLines(account, context))
            }
            if let name = options.texts["--list"], let list = OpenedListName(rawValue: name) {
                guard let asked = options.texts["--id"], let key = Int64(asked), key > 0 else {
                    let whose = switch list.owner {
                    case .post: tr("微博的 id", "a post's id")
                    case .comment: tr("评论的 id", "a comment's id")
                    case .person: tr("对方的 uid", "the person's uid")
                    }
                    return .usageError(tr("--list \(name) 需要 --id 和\(whose)", "--list \(name) needs --id and \(whose)"), for: UserCommands.sync)
                }
                let page = OpenedPage(list, key: key, page: options.values["--page"] ?? 1)
                return try fetchOpened(page, account, into: store, context: context).prepending(stderr: routeLines(account, context))
            }
            if let name = options.texts["--list"] {
                return try fetchOpened(name, account, into: store, limit: limit, context: context).prepending(stderr: routeLines(account, context))
            }
            if options.flags.contains("--gap") {
                return try fetchGap(account, into: store, limit: limit, context: context).prepending(stderr: routeLines(account, context))
            }
            if options.flags.contains("--older") {
                return try fetchOlder(account, into: store, limit: options.values["--limit"], context: context).prepending(stderr: routeLines(account, context))
            }
            let report = try context.engine(account).sync(store, limit: limit, now: context.clock.now,
                                                          sendWaiting: options.flags.contains("--now"))
            let output = try summary(report, store: store, clock: context.clock)
            return output.prepending(stderr: routeLines(account, context))
        } catch {
            return CommandText.failure(error)
        }
    }

    /// `sync --list NAME --id ID --page N`: one page of a list fetched when
    /// opened for one thing (a post page's 转发 / 评论 / 赞, a comment's
    /// replies, a person's posts, 关注 and 粉丝), from where the page before it ended.
    static func fetchOpened(_ page: OpenedPage, _ account: Account, into store: Store, context: Context) throws -> CommandOutput {
        let list = OpenedList.declared(page.list)
        switch try context.engine(account).opened(page, into: store) {
        case .failure(let error):
            return CommandOutput(stderr: "weibo-tui sync: " + CommandText.line(list.title() + tr("：", ": ") + error.message(now: context.clock.now)
                                                                                + tr("；缓存未改动", "; the cache is unchanged")) + "\n",
                                 status: error.endsSync ? error.syncExitStatus : 1)
        case .success(let fetched):
            let more = fetched.more ? tr("；下一页 \(page.page + 1)", "; next page \(page.page + 1)") : tr("；没有更多了", "; no more")
            return CommandOutput(stdout: tr("\(list.title())第 \(page.page) 页 \(fetched.items) 条", "\(list.title()), page \(page.page): \(fetched.items)")
                                     + more + "\n" + fetched.skipped.line, stderr: fetched.pictureLine, status: 0)
        }
    }

    /// `sync --list NAME`: a list fetched only when opened (热搜榜 when 发现
    /// is opened), which holds its own refresh interval.
    static func fetchOpened(_ name: String, _ account: Account, into store: Store, limit: Int, context: Context) throws -> CommandOutput {
        guard let list = SyncedList.opened(named: name) else {
            let names = SyncedList.openedNames + OpenedListName.allCases.map(\.rawValue)
            return .usageError(tr("--list 只接受 \(names.joined(separator: "、"))，而不是 '\(CommandText.echo(name))'",
                                  "--list takes \(names.joined(separator: ", ")), not '\(CommandText.echo(name))'"),
                               for: UserCommands.sync)
        }
        switch try context.engine(account).opened(list, into: store, limit: limit) {
        case .failure(let error):
            let status: Int32 = error.endsSync ? error.syncExitStatus : 1
            return CommandOutput(stderr: "weibo-tui sync: " + CommandText.line(list.title() + tr("：", ": ") + error.message(now: context.clock.now)
                                                                                + tr("；缓存未改动", "; the cache is unchanged")) + "\n", status: status)
        case .success(let result) where result.notOffered:
            return CommandOutput(stdout: tr("此账号不提供\(list.title())\n", "this account has no \(list.title())\n"), status: 0)
        case .success(let result) where result.notDue:
            return CommandOutput(stdout: tr("\(list.title())刚取过，未再请求\n", "\(list.title()): fetched lately, not asked again\n"), status: 0)
        case .success(let result):
            return CommandOutput(stdout: tr("\(list.title()) \(result.added) 条\n", "\(list.title()): \(result.added)\n"), status: 0)
        }
    }

    /// What `sync` prints of a report: what the outbox sent, the new posts
    /// of 首页 and what was skipped (stdout); a line for each list that
    /// failed on its own, or for what stopped the sync (stderr). Exit 0
    /// when everything was fetched, `SyncExitStatus.partly` when some list
    /// failed and the rest was saved, else the stopping failure's status.
    static func summary(_ report: SyncEngine.Report, store: Store, clock: Clock) throws -> CommandOutput {
        let sending = try OutboxCommandLine.lines(report.outbox, store: store)
        if report.outbox.unreachable { return CommandOutput(stdout: sending.stdout, stderr: sending.stderr, status: 1) }
        var stdout = sending.stdout, stderr = sending.stderr
        if let home = report.result(SyncedList.home.name) {
            stdout += tr("新微博 \(home.added) 条\n", home.added == 1 ? "1 new post\n" : "\(home.added) new posts\n")
        }
        var skipped = SkippedItems()
        for list in report.lists { if let result = list.result { skipped.add(result.skipped) } }
        stdout += skipped.line
        let failed = report.lists.compactMap { list in list.failure.map { (list.list, $0.message(now: clock.now)) } }
            .filter { _, message in report.stopped.map { $0.message(now: clock.now) != message } ?? true }
        if report.savedNothing, report.stopped == nil, let first = failed.first, failed.allSatisfy({ $0.1 == first.1 }) {
            // Every list failed alike (Weibo answered the same garbage to
            // each): one line, as one failure, and nothing was changed.
            let kept = sending.stdout.isEmpty ? tr("；缓存未改动", "; the cache is unchanged") : tr("；没有取回新微博", "; nothing was fetched")
            return CommandOutput(stdout: stdout, stderr: stderr + "weibo-tui sync: " + CommandText.line(first.1 + kept) + "\n", status: 1)
        }
        // Lists that failed alike (the one route they have rests) share a line.
        var messages: [String] = []
        var titles: [String: [String]] = [:]
        for (list, message) in failed {
            if titles[message] == nil { messages.append(message) }
            titles[message, default: []].append(list.title())
        }
        for message in messages {
            let lists = titles[message] ?? []
            stderr += "weibo-tui sync: " + CommandText.line(lists.joined(separator: tr("、", ", ")) + tr("：", ": ") + message
                + (lists.count == 1 ? tr("；这一项的缓存未改动，其余已保存", "; that list's cache is unchanged, the rest was saved")
                                    : tr("；这几项的缓存未改动，其余已保存", "; those lists' caches are unchanged, the rest was saved"))) + "\n"
        }
        if let stopped = report.stopped {
            let kept = report.savedNothing
                ? (sending.stdout.isEmpty ? tr("；缓存未改动", "; the cache is unchanged") : tr("；没有取回新微博", "; nothing was fetched"))
                : tr("；之后的内容没有取回", "; what comes after it was not fetched")
            stderr += "weibo-tui sync: " + CommandText.line(stopped.message(now: clock.now) + kept) + "\n"
            return CommandOutput(stdout: stdout, stderr: stderr + report.pictureLine, status: stopped.syncExitStatus)
        }
        let status: Int32 = report.partly ? SyncExitStatus.partly : (sending.stderr.isEmpty && failed.isEmpty ? 0 : 1)
        return CommandOutput(stdout: stdout, stderr: stderr + report.pictureLine, status: status)
    }

    /// sync's lines about a web session's routes: one that refused, which
    /// served instead, when it is asked again. First: the app shows a
    /// sync's first line, and this one says best what happened.
    static func routeLines(_ account: Account, _ context: Context, command: String = "sync") -> String {
        guard let session = context.client.webSessions[account.uid] else { return "" }
        return session.routeLines(bases: context.client.webBases, now: context.clock.now)
            .map { "weibo-tui \(command): " + CommandText.line($0) + "\n" }.joined()
    }

    /// The account's store, on the command's clock: what the outbox
    /// stamps and what it finds due agree.
    static func openStore(_ account: Account, folder: String, _ context: Context) throws -> Store {
        let now = context.clock.now
        return try Store.openAccount(dataDirectory: folder, account: account, clock: { now })
    }


    static func failure(_ command: String, _ message: String) -> CommandOutput {
        CommandOutput(stderr: "weibo-tui \(command): " + CommandText.line(message) + "\n", status: 1)
    }
}
