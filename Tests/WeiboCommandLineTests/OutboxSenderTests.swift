import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboCommandLine
@testable import WeiboSync

/// The outbox sent over canned replies: sent once, retried, found on Weibo
/// after an unknown outcome instead of sent twice, refused for good, and a
/// dead login ending the run (the real server: Tests/e2e/test_outbox_cli.py).
@Suite("sending the outbox", .english)
struct OutboxSenderTests {
    static let token = "tok-SECRET-1234"
    static let now: Int64 = 1_709_510_400  // Mon Mar 04 08:00:00 +0800 2024
    let account = Account(uid: 1001, screenName: "测试用户", accessToken: token, expiresAt: now + 86_400)

    /// Replies by path, in turn: each path's list is used up front to back,
    /// its last reply repeated; every request is kept.
    final class FakeWeibo: @unchecked Sendable {
        var replies: [String: [Result<HTTPResponse, HTTPFailure>]] = [:]
        var sent: [HTTPRequest] = []

        func on(_ path: String, _ replies: Result<HTTPResponse, HTTPFailure>...) { self.replies[path] = replies }

        func count(_ path: String) -> Int { sent.filter { $0.url.contains(path) }.count }

        func reply(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
            sent.append(request)
            let path = String(request.url.split(separator: "?")[0])
            guard let key = replies.keys.first(where: { path.hasSuffix($0) }), let list = replies[key], let first = list.first else {
                return .success(HTTPResponse(status: 404, body: Array(#"{"error": "no such path", "error_code": 10021}"#.utf8)))
            }
            if list.count > 1 { replies[key] = Array(list.dropFirst()) }
            return first
        }
    }

    static func ok(_ json: String) -> Result<HTTPResponse, HTTPFailure> { .success(HTTPResponse(status: 200, body: Array(json.utf8))) }

    static func error(_ status: Int, _ code: Int, _ text: String) -> Result<HTTPResponse, HTTPFailure> {
        .success(HTTPResponse(status: status, body: Array(#"{"error": "\#(text)", "error_code": \#(code), "request": "/2/x"}"#.utf8)))
    }

    /// A status by the account, `seconds` after `now`.
    static func status(_ id: Int64, _ text: String, seconds: Int = 5, retweeted: String = "") -> String {
        let second = seconds < 10 ? "0\(seconds)" : "\(seconds)"
        return #"{"id": \#(id), "idstr": "\#(id)", "created_at": "Mon Mar 04 08:00:\#(second) +0800 2024", "text": "\#(text)", "#
            + #""user": {"id": 1001, "screen_name": "测试用户"}\#(retweeted)}"#
    }

    static func timeline(_ statuses: String...) -> String { #"{"statuses": [\#(statuses.joined(separator: ","))], "next_cursor": 0}"# }

    func client(_ api: FakeWeibo) -> WeiboClient {
        WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"), transport: api.reply, now: { Self.now })
    }

    func withStore(_ body: (Store, String) throws -> Void) throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: 1001, name: "测试用户", clock: { Self.now })
            defer { store.close() }
            try body(store, dir)
        }
    }

    func send(_ store: Store, _ api: FakeWeibo, at time: Int64 = now) throws -> OutboxSender.Run {
        try OutboxSender(account: account, client: client(api)).sendDue(in: store, now: time)
    }

    @Test func aPostIsSentOnceAndCachedUnderWeibosID() throws {
        try withStore { store, _ in
            let api = FakeWeibo()
            api.on("statuses/share.json", Self.ok(Self.status(4_900_000_000_010_001_000, "你好")))
            try store.queue(Draft(text: "你好"))
            let run = try send(store, api)
            #expect(run.sent.map(\.weiboID) == [4_900_000_000_010_001_000] && run.failures.isEmpty)
            #expect(try store.outbox().isEmpty)
            #expect(try store.recentPosts(limit: 5).map(\.id) == [4_900_000_000_010_001_000])
            #expect(try send(store, api).sent.isEmpty)
            #expect(api.count("share.json") == 1)
            #expect(api.sent[0].body == Array("status=%E4%BD%A0%E5%A5%BD".utf8) && !api.sent[0].url.contains(Self.token))
        }
    }

    @Test func aFiveHundredWaitsItsBackoffThenChecksBeforeSendingAgain() throws {
        try withStore { store, _ in
            let api = FakeWeibo()
            api.on("statuses/share.json", Self.error(500, 10001, "System error!"), Self.ok(Self.status(7_000, "重试一下")))
            api.on("statuses/user_timeline.json", Self.ok(Self.timeline()))
            let item = try store.queue(Draft(text: "重试一下"))
            let first = try send(store, api)
            #expect(first.sent.isEmpty && first.failures.map(\.retryAt) == [Self.now + 30] && !first.unreachable)
            let waiting = try #require(try store.outboxItem(id: item.id))
            #expect(waiting.outcomeUnknown && waiting.attempts == 1)
            #expect(waiting.lastErrorText == "Weibo's service is unavailable for now (10001); try again later")
            #expect(try send(store, api, at: Self.now + 29).failures.isEmpty && api.count("share.json") == 1)
            let second = try send(store, api, at: Self.now + 30)
            #expect(second.sent.map(\.weiboID) == [7_000] && second.sent[0].found == false)
            // Not found on Weibo first, then sent again: once more, not twice.
            #expect(api.count("user_timeline.json") == 1 && api.count("share.json") == 2)
            #expect(try store.outbox().isEmpty)
        }
    }

    @Test func aSendWhoseAnswerWasLostIsFoundOnWeiboNotSentAgain() throws {
        try withStore { store, _ in
            let api = FakeWeibo()
            api.on("statuses/share.json", .failure(HTTPFailure(.connectionLost, "Connection reset by peer")))
            // The account's timeline: an older post with the same words (before
            // the item was queued, beyond the clock slack), a repost with them,
            // and the one that arrived.
            api.on("statuses/user_timeline.json", Self.ok(Self.timeline(
                Self.status(9_003, "丢了回复", seconds: 7),
                Self.status(9_002, "丢了回复", seconds: 6, retweeted: #", "retweeted_status": \#(Self.status(1, "原"))"#),
                #"{"id": 9001, "created_at": "Mon Mar 04 07:40:00 +0800 2024", "text": "丢了回复", "user": {"id": 1001, "screen_name": "测试用户"}}"#)))
            let item = try store.queue(Draft(text: "丢了回复"))
            let first = try send(store, api)
            #expect(try first.failures.count == 1 && store.outboxItem(id: item.id)?.outcomeUnknown == true)
            let second = try send(store, api, at: Self.now + 30)
            #expect(second.sent.map(\.weiboID) == [9_003] && second.sent[0].found)
            #expect(api.count("share.json") == 1)
            #expect(try store.outbox().isEmpty)
            #expect(try store.recentPosts(limit: 5).map(\.id) == [9_003])
        }
    }

    @Test func weibosRefusalIsKeptFailedWithItsWordsAndTheRunGoesOn() throws {
        try withStore { store, _ in
            let api = FakeWeibo()
            api.on("statuses/share.json", Self.error(400, 20019, "Repeat content!"), Self.ok(Self.status(8_000, "第二条")))
            let refused = try store.queue(Draft(text: "第一条"))
            try store.queue(Draft(text: "第二条"))
            let run = try send(store, api)
            #expect(run.sent.map(\.weiboID) == [8_000])
            #expect(run.failures.map(\.retryAt) == [nil])
            let kept = try #require(try store.outboxItem(id: refused.id))
            #expect(kept.failed && !kept.outcomeUnknown && kept.lastErrorText == "You just sent the same text; Weibo does not take it twice")
            #expect(try send(store, api, at: Self.now + 100_000).sent.isEmpty && api.count("share.json") == 2)
        }
    }

    /// Weibo checking the client (432, a captcha) refused the write before
    /// storing it: no unknown outcome, a long wait, and the run ends.
    @Test func weiboCheckingTheClientIsNotAnUnknownOutcome() {
        let verdict = OutboxSender.Verdict(.api(.checkingClient(retryAt: Self.now + 1_800)), whileSending: true, attempts: 1, now: Self.now)
        #expect(!verdict.unknownOutcome && verdict.endsRun && verdict.retryAt == Self.now + 1_800)
        #expect(RemoteFailure.api(.checkingClient(retryAt: Self.now)).syncExitStatus == SyncExitStatus.checkingClient)
        #expect(RemoteFailure.api(.rateLimited(code: 10023, retryAt: Self.now)).syncExitStatus == SyncExitStatus.rateLimited)
    }

    @Test func anExpiredLoginEndsTheRunAndLeavesTheRestUntried() throws {
        try withStore { store, _ in
            let api = FakeWeibo()
            api.on("statuses/share.json", Self.error(401, 21327, "expired_token"))
            let first = try store.queue(Draft(text: "一"))
            let second = try store.queue(Draft(text: "二"))
            let run = try send(store, api)
            #expect(run.unreachable && run.sent.isEmpty && run.failures.map(\.item.id) == [first.id])
            #expect(run.failures[0].message == "Your login has expired or is no longer valid; log in again (weibo-tui login)")
            #expect(api.count("share.json") == 1)
            #expect(try store.outboxItem(id: second.id)?.attempts == 0)
            // Due again as soon as the user has logged in again.
            #expect(try store.dueOutboxItems(now: Self.now).map(\.id) == [first.id, second.id])
        }
    }

    @Test func offlineNothingArrivedSoNothingIsLookedUpLater() throws {
        try withStore { store, _ in
            let api = FakeWeibo()
            api.on("statuses/share.json", .failure(HTTPFailure(.refused, "Connection refused")), Self.ok(Self.status(6_000, "离线")))
            let item = try store.queue(Draft(text: "离线"))
            let run = try send(store, api)
            #expect(try run.unreachable && store.outboxItem(id: item.id)?.outcomeUnknown == false)
            #expect(try send(store, api, at: Self.now + 30).sent.count == 1)
            #expect(api.count("user_timeline.json") == 0)
        }
    }

    @Test func aRateLimitWaitsUntilWeiboSays() throws {
        try withStore { store, _ in
            let api = FakeWeibo()
            api.on("statuses/share.json", Self.error(403, 10023, "User requests out of rate limit!"))
            try store.queue(Draft(text: "太快"))
            let run = try send(store, api)
            // No Retry-After from the command line's client: the next full hour.
            #expect(run.failures.map(\.retryAt) == [Self.now + 3_600] && !run.unreachable)
        }
    }

    @Test func aCommentAndAReplyGoToTheirPostAndAreFoundByTheirWords() throws {
        try withStore { store, _ in
            let api = FakeWeibo()
            let post = #"{"id": 500, "created_at": "Mon Mar 04 07:00:00 +0800 2024", "text": "原文", "comments_count": 3, "user": {"id": 2001, "screen_name": "晴天小猫"}}"#
            api.on("comments/create.json", Self.ok(#"{"id": 601, "created_at": "Mon Mar 04 08:00:03 +0800 2024", "text": "好", "user": {"id": 1001, "screen_name": "测试用户"}, "status": \#(post)}"#))
            api.on("comments/reply.json", .failure(HTTPFailure(.timeout, "Operation timed out")))
            api.on("comments/show.json", Self.ok(#"{"comments": [{"id": 602, "created_at": "Mon Mar 04 08:00:04 +0800 2024", "text": "回复@晴天小猫:对", "user": {"id": 1001, "screen_name": "测试用户"}}], "next_cursor": 0}"#))
            try store.queue(Draft(mode: .comment, targetPostID: 500, text: "好"))
            let reply = try store.queue(Draft(mode: .comment, targetPostID: 500, text: "对"), replyTo: 601)
            let first = try send(store, api)
            #expect(try first.sent.map(\.weiboID) == [601] && store.outboxItem(id: reply.id)?.outcomeUnknown == true)
            #expect(try store.comments(on: 500).map(\.id) == [601] && store.post(id: 500)?.commentCount == 3)
            #expect(api.sent.first { $0.url.contains("reply.json") }?.body == Array("cid=601&id=500&comment=%E5%AF%B9".utf8))
            let second = try send(store, api, at: Self.now + 30)
            #expect(second.sent.map(\.weiboID) == [602] && api.count("reply.json") == 1)
            #expect(try store.comments(on: 500).map(\.id) == [602, 601] && store.post(id: 500)?.commentCount == 4)
        }
    }

    @Test func aRepostIsFoundOnlyAsARepostOfItsPost() {
        let item = OutboxItem(id: 1, kind: .repost, text: "", targetPostID: 50, createdAt: Self.now, nextAttemptAt: Self.now)
        func status(_ id: Int64, _ text: String, of original: Int64?) -> WeiboStatus {
            WeiboStatus(id: id, createdAt: Self.now + 1, text: text, user: WeiboUser(id: 1001, screenName: "测试用户"),
                        retweeted: original.map { WeiboStatus(id: $0, createdAt: 0, text: "", user: nil) })
        }
        let found = OutboxSender.match(item, among: [status(3, "转发微博", of: 60), status(2, "转发微博", of: nil), status(1, "转发微博", of: 40)],  // data: Weibo's text
                                       uid: 1001, originals: [50, 40])
        #expect(found?.id == 1)
    }

    /// Issue 33 item 15: a long post comes in a list as its first part
    /// (`isLongText`, `...` where 全文 was); that part still finds it, and
    /// the same part without the flag, or another text, does not.
    @Test func aLongPostIsFoundByItsFirstPart() {
        let whole = String(repeating: "长", count: 300)
        let item = OutboxItem(id: 1, kind: .post, text: whole, createdAt: Self.now, nextAttemptAt: Self.now)
        func status(_ id: Int64, _ text: String, long: Bool) -> WeiboStatus {
            WeiboStatus(id: id, createdAt: Self.now + 1, text: text, user: WeiboUser(id: 1001, screenName: "测试用户"), isLongText: long)
        }
        let first = String(repeating: "长", count: 140) + " ..."
        #expect(OutboxSender.match(item, among: [status(2, "别的" + first, long: true), status(1, first, long: true)],
                                   uid: 1001, originals: [])?.id == 1)
        #expect(OutboxSender.match(item, among: [status(1, first, long: false)], uid: 1001, originals: []) == nil)
    }

    // MARK: The commands

    func context(_ dir: String, _ api: FakeWeibo) -> AccountCommandLine.Context {
        AccountCommandLine.Context(dataDirectory: { dir }, client: client(api), clock: Clock(now: Self.now))
    }

    @Test func postOnAnAccountSaysWhereItWent() throws {
        try withTemporaryDirectory { dir in
            try AccountFile.write(account, dataDirectory: dir)
            let api = FakeWeibo()
            api.on("statuses/share.json", Self.ok(Self.status(4_900_000_000_010_001_000, "发出去")))
            let sent = OutboxCommandLine.post(["发出去"], readStdin: { _ in nil }, context(dir, api))
            #expect(sent == CommandOutput(stdout: "sent post 4900000000010001000 (3/140)\n", status: 0))

            api.on("statuses/share.json", .failure(HTTPFailure(.refused, "Connection refused")))
            let queued = OutboxCommandLine.post(["等网"], readStdin: { _ in nil }, context(dir, api))
            #expect(queued.status == 1 && queued.stdout.isEmpty)
            #expect(queued.stderr == "weibo-tui post: cannot connect to http://127.0.0.1:9 (offline, or the server is down): "
                + "Connection refused; queued in the outbox as #2: weibo-tui sync sends it from 2024-03-04 00:00 (sync --now: at once)\n")
            #expect(!queued.stderr.contains(Self.token))

            let listed = OutboxCommandLine.outbox(["--json"], context(dir, api))
            #expect(listed.stdout.contains(#""id": 2, "kind": "post", "text": "等网""#) && listed.stdout.contains(#""attempts": 1"#))
            #expect(OutboxCommandLine.outbox(["cancel", "2"], context(dir, api)) == CommandOutput(stdout: "cancelled #2\n", status: 0))
            #expect(OutboxCommandLine.outbox(["cancel", "2"], context(dir, api)) == CommandOutput(
                stderr: "weibo-tui outbox: Nothing in the outbox is #2 (it may have been sent)\n", status: 1))
            #expect(OutboxCommandLine.outbox([], context(dir, api)) == CommandOutput(stderr: "weibo-tui: the outbox is empty\n", status: 0))
            #expect(OutboxCommandLine.outbox(["cancel"], context(dir, api)).status == 2)
            #expect(OutboxCommandLine.outbox(["drop", "1"], context(dir, api)).status == 2)
        }
    }

    @Test func syncSendsFirstAndTheSentPostIsNotNewWhenTheTimelineBringsIt() throws {
        try withTemporaryDirectory { dir in
            try AccountFile.write(account, dataDirectory: dir)
            let mine = Self.status(7_000, "我的")
            let api = FakeWeibo()
            api.on("statuses/share.json", .failure(HTTPFailure(.refused, "Connection refused")), Self.ok(mine))
            api.on("home_timeline.json", Self.ok(Self.timeline(mine)))
            api.on("users/show.json", Self.ok(#"{"id": 1001, "screen_name": "测试用户"}"#))
            api.on("unread_count.json", Self.ok(#"{"cmt": 0}"#))
            // 消息 and 我 are fetched too (AccountInboxTests): nothing there.
            api.on("statuses/mentions.json", Self.ok(#"{"statuses": [], "next_cursor": 0}"#))
            api.on("statuses/user_timeline.json", Self.ok(#"{"statuses": [], "next_cursor": 0}"#))
            api.on("comments/mentions.json", Self.ok(#"{"comments": [], "next_cursor": 0}"#))
            api.on("comments/to_me.json", Self.ok(#"{"comments": [], "next_cursor": 0}"#))
            _ = OutboxCommandLine.post(["我的"], readStdin: { _ in nil }, context(dir, api))
            // Not due for 30 s: a plain sync leaves it, --now sends it.
            #expect(AccountCommandLine.sync([], context(dir, api)) == CommandOutput(stdout: "1 new post\n", status: 0))
            let store = try Store.openAccount(dataDirectory: dir, uid: 1001, name: "")
            #expect(try store.outbox().count == 1)
            store.close()
            api.on("home_timeline.json", Self.ok(Self.timeline(mine)))
            #expect(AccountCommandLine.sync(["--now"], context(dir, api)) == CommandOutput(stdout: "sent 1 from the outbox\n0 new posts\n", status: 0))
            let after = try Store.openAccount(dataDirectory: dir, uid: 1001, name: "")
            defer { after.close() }
            #expect(try after.outbox().isEmpty && after.recentPosts(limit: 5).map(\.id) == [7_000])
        }
    }

    @Test func syncWithWeiboUnreachableSaysSoOnceAndFetchesNothing() throws {
        try withTemporaryDirectory { dir in
            try AccountFile.write(account, dataDirectory: dir)
            let api = FakeWeibo()
            api.on("statuses/share.json", .failure(HTTPFailure(.refused, "Connection refused")))
            _ = OutboxCommandLine.post(["等网"], readStdin: { _ in nil }, context(dir, api))
            let out = AccountCommandLine.sync(["--now"], context(dir, api))
            #expect(out == CommandOutput(stderr: "weibo-tui sync: cannot connect to http://127.0.0.1:9 (offline, or the server is down): "
                + "Connection refused; 1 still in the outbox (weibo-tui outbox); nothing was fetched\n", status: 1))
            #expect(api.count("home_timeline") == 0)
        }
    }
}
