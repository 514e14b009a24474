import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboCommandLine
@testable import WeiboSync

/// sync's 消息 and 我 from the API's bytes to the account's store, and
/// `messages` / `unread` on it, with canned replies that page as the API
/// does (the real server's bytes: Tests/e2e/test_account_messages_cli.py).
@Suite("sync's inbox and the messages commands on an account", .english)
struct AccountInboxTests {
    let clock = Clock(now: 1_709_510_400)

    /// Newest-first lists by endpoint, paged with since_id, max_id
    /// (inclusive) and count, `next_cursor` naming the next page's first id.
    final class InboxAPI: @unchecked Sendable {
        var lists: [String: [(id: Int64, json: String)]] = [:]
        var unread = #"{"cmt": 1, "mention_status": 1, "mention_cmt": 1, "dm": 2, "follower": 0}"#
        var failing: String?
        /// A path answered with an object where its list belongs.
        var misshapen: String?
        var sent: [String] = []

        func reply(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
            sent.append(request.url)
            let parts = request.url.split(separator: "?", maxSplits: 1)
            let path = String(parts[0])
            if let failing, path.hasSuffix(failing) { return .failure(HTTPFailure(.connectionLost, "Connection reset by peer")) }
            if let misshapen, path.hasSuffix(misshapen) {
                let key = path.contains("/comments/") ? "comments" : "statuses"
                return .success(HTTPResponse(status: 200, body: Array("{\"\(key)\": {\"id\": 1}, \"next_cursor\": 0}".utf8)))
            }
            var query: [String: Int64] = [:]
            for pair in (parts.count > 1 ? parts[1] : "").split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                if kv.count == 2, let n = Int64(kv[1]) { query[String(kv[0])] = n }
            }
            let body: String
            if path.hasSuffix("users/show.json") {
                body = #"{"id": 1001, "screen_name": "测试用户", "description": "在终端里刷微博"}"#
            } else if path.hasSuffix("unread_count.json") {
                body = unread
            } else {
                let key = path.contains("/comments/") ? "comments" : "statuses"
                let name = lists.keys.first { path.hasSuffix($0) }
                let since = query["since_id"] ?? 0, maxID = query["max_id"] ?? .max
                let chosen = (name.flatMap { lists[$0] } ?? []).filter { item in item.id > since && item.id <= maxID }
                let count = Int(query["count"] ?? 20)
                let shown = chosen.prefix(count), rest = chosen.dropFirst(count)
                body = "{\"\(key)\": [" + shown.map { $0.json }.joined(separator: ", ") + "], \"next_cursor\": \(rest.first?.id ?? 0)}"
            }
            return .success(HTTPResponse(status: 200, body: Array(body.utf8)))
        }

        func requests(_ path: String) -> [String] { sent.filter { $0.contains(path) } }
    }

    static func user(_ id: Int64, _ name: String) -> String { #"{"id": \#(id), "screen_name": "\#(name)"}"# }
    static let me = user(1001, "测试用户"), cat = user(2001, "晴天小猫"), path = user(2002, "山间小路")

    static func status(_ id: Int64, _ text: String, by user: String?, minute: Int) -> (id: Int64, json: String) {
        let author = user.map { ", \"user\": \($0)" } ?? ""
        return (id, #"{"id": \#(id), "idstr": "\#(id)", "created_at": "Mon Mar 04 07:\#(minute < 10 ? "0" : "")\#(minute):00 +0800 2024", "text": "\#(text)"\#(author)}"#)
    }

    static func comment(_ id: Int64, _ text: String, by user: String?, on post: (id: Int64, json: String), minute: Int) -> (id: Int64, json: String) {
        let author = user.map { ", \"user\": \($0)" } ?? ""
        return (id, #"{"id": \#(id), "created_at": "Mon Mar 04 07:\#(minute < 10 ? "0" : "")\#(minute):30 +0800 2024", "text": "\#(text)"\#(author), "status": \#(post.json)}"#)
    }

    /// Ids above 2^53, as the API's are.
    static let base: Int64 = 4_900_000_000_000_000_000
    static let mine = status(base + 500, "我的第一条微博", by: me, minute: 1)

    func standardInbox() -> InboxAPI {
        let api = InboxAPI()
        let theirs = Self.status(Self.base + 600, "别人的微博", by: Self.path, minute: 2)
        api.lists = [
            "home_timeline.json": [],
            "statuses/mentions.json": [Self.status(Self.base + 800, "@测试用户 来看看", by: Self.cat, minute: 5)],
            "comments/mentions.json": [Self.comment(Self.base + 703, "@测试用户 同意", by: Self.cat, on: Self.mine, minute: 4),
                                       Self.comment(Self.base + 701, "@测试用户 看这里", by: Self.cat, on: theirs, minute: 3)],
            "comments/to_me.json": [Self.comment(Self.base + 703, "@测试用户 同意", by: Self.cat, on: Self.mine, minute: 4),
                                    Self.comment(Self.base + 702, "写得好", by: Self.path, on: Self.mine, minute: 3)],
            "user_timeline.json": [Self.mine],
        ]
        return api
    }

    func loggedIn(_ dir: String) throws {
        try AccountFile.write(Account(uid: 1001, screenName: "测试用户", accessToken: "tok", expiresAt: 1_800_000_000), dataDirectory: dir)
    }

    func context(_ dir: String, _ api: InboxAPI) -> AccountCommandLine.Context {
        AccountCommandLine.Context(
            dataDirectory: { dir },
            client: WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"),
                                transport: api.reply, now: { 1_709_510_400 }),
            clock: clock)
    }

    func openAccount(_ dir: String) throws -> Store { try Store.openAccount(dataDirectory: dir, uid: 1001, name: "测试用户") }

    func messages(_ dir: String, _ arguments: String...) -> CommandOutput {
        MessagesCommandLine.messages(arguments, clock: clock, openStore: { try openAccount(dir) })
    }

    @Test func syncSavesMentionsAndCommentsOnceAndAsksOnlyForWhatIsNewer() throws {
        try withTemporaryDirectory { dir in
            try loggedIn(dir)
            let api = standardInbox()
            #expect(AccountCommandLine.sync([], context(dir, api)).status == 0)
            let first = messages(dir, "mentions")
            #expect(first.stdout == """
                晴天小猫 (unread) · 55m ago
                  @测试用户 来看看
                晴天小猫 (unread) · 55m ago
                  @测试用户 同意
                  post: 我的第一条微博
                晴天小猫 · 56m ago
                  @测试用户 看这里
                  post: 别人的微博

                """)
            #expect(messages(dir, "comments").stdout == """
                晴天小猫 (unread) · 55m ago
                  @测试用户 同意
                  post: 我的第一条微博
                山间小路 · 56m ago
                  写得好
                  post: 我的第一条微博

                """)

            #expect(AccountCommandLine.sync([], context(dir, api)).status == 0)
            #expect(messages(dir, "mentions") == first)
            #expect(messages(dir, "comments", "--json").stdout.components(separatedBy: "\"kind\"").count == 3)
            // The second sync asked each list only for what is newer than its newest cached item.
            #expect(api.requests("statuses/mentions.json").last?.contains("since_id=\(Self.base + 800)") == true)
            #expect(api.requests("comments/mentions.json").last?.contains("since_id=\(Self.base + 703)") == true)
            #expect(api.requests("comments/to_me.json").last?.contains("since_id=\(Self.base + 703)") == true)
            #expect(api.requests("user_timeline.json").last?.contains("since_id=\(Self.base + 500)") == true)
            #expect(api.requests("user_timeline.json").allSatisfy { $0.contains("uid=1001") })
        }
    }

    @Test func theAccountsOwnPostsAreMineButNotHome() throws {
        try withTemporaryDirectory { dir in
            try loggedIn(dir)
            _ = AccountCommandLine.sync([], context(dir, standardInbox()))
            let store = try openAccount(dir)
            defer { store.close() }
            #expect(try store.posts(.mine, .newest, limit: 10).map(\.text) == ["我的第一条微博"])
            #expect(try store.recentPosts(limit: 10).isEmpty)
            // The account's profile stays as users/show gave it, not as a post's embedded user.
            #expect(try store.localUser().bio == "在终端里刷微博")
        }
    }

    @Test func aLongListIsPagedUpToTheLimit() throws {
        try withTemporaryDirectory { dir in
            try loggedIn(dir)
            let api = standardInbox()
            api.lists["comments/to_me.json"] = (1...7).reversed().map {
                Self.comment(Self.base + 900 + Int64($0), "评论 \($0)", by: Self.path, on: Self.mine, minute: 10 + $0)
            }
            #expect(AccountCommandLine.sync(["--limit", "5"], context(dir, api)).status == 0)
            let asked = api.requests("comments/to_me.json")
            #expect(asked.count == 1)  // one page of 5: the limit
            #expect(asked[0].contains("count=5"))
            #expect(messages(dir, "comments", "--limit", "100").stdout.components(separatedBy: "评论 ").count - 1 == 5)

            // The next sync pages back from the newest: since_id = the newest cached.
            api.lists["comments/to_me.json"] = (1...9).reversed().map {
                Self.comment(Self.base + 900 + Int64($0), "评论 \($0)", by: Self.path, on: Self.mine, minute: 10 + $0)
            }
            api.sent = []
            #expect(AccountCommandLine.sync([], context(dir, api)).status == 0)
            #expect(api.requests("comments/to_me.json").map { $0.contains("since_id=\(Self.base + 907)") } == [true])
            let texts = messages(dir, "comments", "--json", "--limit", "100").stdout
            #expect(texts.contains("评论 8") && texts.contains("评论 9") && !texts.contains("评论 2\""))
        }
    }

    @Test func pagesFollowNextCursorUntilTheEnd() throws {
        try withTemporaryDirectory { dir in
            try loggedIn(dir)
            let api = standardInbox()
            api.lists["statuses/mentions.json"] = (1...250).reversed().map {
                Self.status(Self.base + 1_000 + Int64($0), "@测试用户 第 \($0) 次", by: Self.cat, minute: $0 % 60)
            }
            #expect(AccountCommandLine.sync(["--limit", "1000"], context(dir, api)).status == 0)
            let asked = api.requests("statuses/mentions.json")
            #expect(asked.count == 3)
            #expect(asked[1].contains("max_id=\(Self.base + 1_150)") && asked[2].contains("max_id=\(Self.base + 1_050)"))
            let store = try openAccount(dir)
            defer { store.close() }
            #expect(try store.mentions(limit: 1_000).count == 250 + 2)
        }
    }

    @Test func itemsByUnknownAuthorsAreLeftOut() throws {
        try withTemporaryDirectory { dir in
            try loggedIn(dir)
            let api = standardInbox()
            let deleted = Self.status(Self.base + 650, "作者已注销", by: nil, minute: 6)
            api.lists["statuses/mentions.json"]! += [Self.status(Self.base + 750, "@测试用户 无名", by: nil, minute: 1)]
            api.lists["comments/mentions.json"]!.insert(Self.comment(Self.base + 790, "@测试用户 在这", by: Self.cat, on: deleted, minute: 7), at: 0)
            api.lists["comments/to_me.json"]!.insert(Self.comment(Self.base + 791, "无名评论", by: nil, on: Self.mine, minute: 8), at: 0)
            #expect(AccountCommandLine.sync([], context(dir, api)).status == 0)
            let mentions = messages(dir, "mentions").stdout, comments = messages(dir, "comments").stdout
            #expect(!mentions.contains("无名") && !mentions.contains("在这") && mentions.contains("来看看"))
            #expect(!comments.contains("无名评论") && comments.contains("写得好"))
        }
    }

    /// An account synced once, then a new post on 首页 and a new @ on Weibo.
    func syncedWithNewOnes(_ dir: String) throws -> InboxAPI {
        try loggedIn(dir)
        let api = standardInbox()
        _ = AccountCommandLine.sync([], context(dir, api))
        api.lists["home_timeline.json"] = [Self.status(Self.base + 5_000, "新的", by: Self.cat, minute: 50)]
        api.lists["statuses/mentions.json"]!.insert(Self.status(Self.base + 5_001, "@测试用户 新的提及", by: Self.cat, minute: 51), at: 0)
        return api
    }

    /// The network failing mid-sync stops it there (every later list would
    /// fail the same way): what came before is saved, nothing after is asked.
    @Test func aNetworkFailureStopsTheSyncAndKeepsWhatCameBefore() throws {
        try withTemporaryDirectory { dir in
            let api = try syncedWithNewOnes(dir)
            api.failing = "statuses/mentions.json"
            api.sent = []
            let out = AccountCommandLine.sync([], context(dir, api))
            #expect(out.status == 1 && out.stdout == "1 new post\n", "\(out)")
            #expect(out.stderr.hasPrefix("weibo-tui sync: the connection to http://127.0.0.1:9 broke off")
                && out.stderr.hasSuffix("; what comes after it was not fetched\n") && out.stderr.filter { $0 == "\n" }.count == 1, "\(out.stderr)")
            #expect(!api.sent.contains { $0.contains("comments/mentions.json") || $0.contains("user_timeline") })
            let store = try openAccount(dir)
            defer { store.close() }
            #expect(try store.recentPosts(limit: 10).contains { $0.text == "新的" })
            #expect(!messages(dir, "mentions").stdout.contains("新的提及"))
        }
    }

    /// One list answered in a shape that cannot be read: that list alone is
    /// left as it was, named on stderr; every other list is saved; exit 5.
    @Test func aMisshapenListCostsOnlyThatList() throws {
        try withTemporaryDirectory { dir in
            let api = try syncedWithNewOnes(dir)
            api.lists["comments/mentions.json"]!.insert(
                Self.comment(Self.base + 5_002, "@测试用户 新的评论提及", by: Self.cat, on: Self.mine, minute: 52), at: 0)
            api.misshapen = "statuses/mentions.json"
            let out = AccountCommandLine.sync([], context(dir, api))
            #expect(out.status == SyncExitStatus.partly && out.stdout == "1 new post\n", "\(out)")
            let lines = out.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("weibo-tui sync: posts mentioning you: ")
                && lines[0].hasSuffix("; that list's cache is unchanged, the rest was saved"), "\(out.stderr)")
            let mentions = messages(dir, "mentions").stdout
            #expect(!mentions.contains("新的提及") && mentions.contains("新的评论提及"))
            api.misshapen = nil
            #expect(AccountCommandLine.sync([], context(dir, api)).status == 0)
            #expect(messages(dir, "mentions").stdout.contains("新的提及"))
        }
    }

    /// Lists share tables: a comment that @s the account is also one on its
    /// post. 评论 failing while @我的 saves such a comment must not move
    /// 评论's place past the comments it has not fetched yet.
    @Test func aFailedListKeepsItsOwnPlace() throws {
        try withTemporaryDirectory { dir in
            try loggedIn(dir)
            let api = standardInbox()
            _ = AccountCommandLine.sync([], context(dir, api))
            let older = Self.comment(Self.base + 6_000, "还没取回的评论", by: Self.cat, on: Self.mine, minute: 53)
            let mention = Self.comment(Self.base + 6_001, "@测试用户 既是提及也是评论", by: Self.cat, on: Self.mine, minute: 54)
            api.lists["comments/to_me.json"]!.insert(contentsOf: [mention, older], at: 0)
            api.lists["comments/mentions.json"]!.insert(mention, at: 0)
            api.misshapen = "comments/to_me.json"
            #expect(AccountCommandLine.sync([], context(dir, api)).status == SyncExitStatus.partly)
            api.misshapen = nil
            #expect(AccountCommandLine.sync([], context(dir, api)).status == 0)
            #expect(messages(dir, "comments").stdout.contains("还没取回的评论"))
        }
    }

    // MARK: the badge

    @Test func unreadShowsWhatTheAPIReportedAndReadingHereZeroesIt() throws {
        try withTemporaryDirectory { dir in
            try loggedIn(dir)
            let api = standardInbox()
            _ = AccountCommandLine.sync([], context(dir, api))
            let unread = { MessagesCommandLine.unread(["--json"], openStore: { try openAccount(dir) }).stdout }
            // Weibo's dm 2 does not count: the Open API cannot open 私信.
            #expect(unread() == #"{"mentions": 2, "comments": 1, "likes": 0, "messages": 0, "total": 3}"# + "\n")
            // Read 评论 here (as the app does on opening it): 0 until the server reports more.
            let store = try openAccount(dir)
            try store.markRead(.comment)
            #expect(try store.counts(localUserID: "1001").unread == UnreadCounts(mentions: 2, comments: 0, likes: 0, messages: 0))
            store.close()
            _ = AccountCommandLine.sync([], context(dir, api))
            #expect(unread() == #"{"mentions": 2, "comments": 0, "likes": 0, "messages": 0, "total": 2}"# + "\n")
            api.unread = #"{"cmt": 3, "mention_status": 0, "mention_cmt": 1, "dm": 0}"#
            _ = AccountCommandLine.sync([], context(dir, api))
            #expect(unread() == #"{"mentions": 1, "comments": 2, "likes": 0, "messages": 0, "total": 3}"# + "\n")
        }
    }

    // MARK: what an account does not offer

    @Test func directMessagesAndLikesAreNotAvailableForAnAccount() throws {
        try withTemporaryDirectory { dir in
            try loggedIn(dir)
            _ = AccountCommandLine.sync([], context(dir, standardInbox()))
            #expect(messages(dir) == CommandOutput(
                stderr: "weibo-tui messages: The Weibo Open API has no direct messages: not available for this account; --sample for the sample's\n",
                status: 1))
            #expect(messages(dir, "--json").status == 1 && messages(dir, "--json").stdout.isEmpty)
            #expect(messages(dir, "likes") == CommandOutput(
                stderr: "weibo-tui messages: The Weibo Open API has no likes list: not available for this account; --sample for the sample's\n",
                status: 1))
            #expect(messages(dir, "mentions").status == 0)
            let wrong = messages(dir, "reposts")
            #expect(wrong.status == 2 && wrong.stderr.contains("messages lists mentions, comments or likes, not 'reposts'"))
            #expect(messages(dir, "mentions", "comments").status == 2)
        }
    }

    /// A comment that cannot be read is said as a comment, not as a post.
    @Test func aSkippedCommentIsNamedAsAComment() throws {
        try withTemporaryDirectory { dir in
            try loggedIn(dir)
            let api = standardInbox()
            api.lists["comments/to_me.json"]?.append((Self.base + 690, #"{"id": \#(Self.base + 690), "text": "没有日期和作者"}"#))
            let out = AccountCommandLine.sync([], context(dir, api))
            #expect(out.stdout.hasSuffix("1 comment could not be read and was skipped\n"), "\(out.stdout)")
            api.lists["home_timeline.json"] = [(Self.base + 900, #"{"id": \#(Self.base + 900), "text": "x"}"#)]
            api.lists["comments/to_me.json"]?.append((Self.base + 950, #"{"id": \#(Self.base + 950), "text": "y"}"#))
            let zh = Language.with(.zh) { AccountCommandLine.sync([], context(dir, api)) }
            #expect(zh.stdout.hasSuffix("1 条微博、1 条评论无法读取，已跳过\n"), "\(zh.stdout)")
        }
        #expect(SkippedItems(2, .like).line == "2 likes could not be read and were skipped\n")
        var mixed = SkippedItems(1, .post)
        mixed.add(1, .comment)
        mixed.add(3, .like)
        #expect(mixed.line == "1 post, 1 comment and 3 likes could not be read and were skipped\n")
        #expect(SkippedItems(0, .post).line.isEmpty)
    }

    /// `sync --older`: a page whose posts were all skipped is not the end
    /// of the timeline; the next page is asked, and only the server's own
    /// end marks it.
    @Test func anOlderPageOfSkippedPostsIsNoEnd() throws {
        try withTemporaryDirectory { dir in
            try loggedIn(dir)
            let api = standardInbox()
            let good = { (n: Int64) in Self.status(Self.base + n, "第 \(n) 条", by: Self.cat, minute: 9) }
            let bad = { (n: Int64) in (id: Self.base + n, json: #"{"id": \#(Self.base + n), "text": "坏的"}"#) }
            api.lists["home_timeline.json"] = [good(1000), good(990)]
            #expect(AccountCommandLine.sync([], context(dir, api)).status == 0)
            api.lists["home_timeline.json"]! += [bad(980), bad(970), good(960), good(950), good(940)]
            let out = AccountCommandLine.sync(["--older", "--limit", "2"], context(dir, api))
            #expect(out == CommandOutput(stdout: "2 older posts\n2 posts could not be read and were skipped\n", status: 0))
            let store = try openAccount(dir)
            #expect(try !store.reachedTimelineEnd())
            store.close()
            // The last page: the server says there is no more.
            #expect(AccountCommandLine.sync(["--older", "--limit", "2"], context(dir, api)).stdout == "1 older post\n")
            let ended = try openAccount(dir)
            defer { ended.close() }
            #expect(try ended.reachedTimelineEnd())
        }
    }

    /// What a kind cannot do is declared once: a web session lacks none of
    /// 消息's lists, the Open API lacks 赞 and 私信, and says so as itself.
    @Test func whatEachKindLacksIsDeclaredOnce() throws {
        #expect(!Unavailable.directMessages.applies(to: .web) && !Unavailable.likesList.applies(to: .web))
        #expect(Unavailable.directMessages.applies(to: .openAPI) && Unavailable.likesList.applies(to: .openAPI))
        try withTemporaryDirectory { dir in
            try loggedIn(dir)
            let out = MessagesCommandLine.messages([], clock: clock, openStore: { try openAccount(dir) }, accountKind: { .openAPI })
            #expect(out == CommandOutput(stderr: "weibo-tui messages: " + Unavailable.directMessages.message
                                         + "; --sample for the sample's\n", status: 1))
        }
    }

    @Test func theSampleListsItsLikes() throws {
        try withTemporaryDirectory { dir in
            let out = MessagesCommandLine.messages(["likes", "--json"], clock: clock, openStore: { try openActivityStore(dir) })
            #expect(out.status == 0 && out.stdout.contains(#""kind": "likes""#) && out.stdout.contains(#""user_id": "u_a""#))
        }
    }
}
