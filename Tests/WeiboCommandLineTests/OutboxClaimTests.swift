import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboCommandLine
@testable import WeiboSync

/// Exactly once (issue 29): the claim committed before a request leaves,
/// one sender per account, a send cut off by a dead process looked for
/// before any resend, items read afresh, a signed-out write due again after
/// signing in, errors kept in both languages.
@Suite("the outbox's claim and lock", .english)
struct OutboxClaimTests {
    typealias Fake = OutboxSenderTests.FakeWeibo
    static let now = OutboxSenderTests.now
    let base = OutboxSenderTests()

    func send(_ store: Store, _ api: Fake, lockWait: Double = 20) throws -> OutboxSender.Run {
        try OutboxSender(account: base.account, client: base.client(api), lockWait: lockWait).sendDue(in: store, now: Self.now)
    }

    /// The test that fails without the claim: while the request is on its
    /// way, another connection to the store (what survives a kill -9)
    /// already reads the item as claimed, its attempt counted.
    @Test func theClaimIsCommittedBeforeTheRequestLeaves() throws {
        try base.withStore { store, dir in
            let api = Fake()
            let item = try store.queue(Draft(text: "先记下再发"))
            var seen: OutboxItem?
            let client = WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"), transport: { request in
                let other = try? Store.openAccount(dataDirectory: dir, uid: 1001, name: "")
                seen = try? other?.outboxItem(id: item.id)
                other?.close()
                return api.reply(request)
            }, now: { Self.now })
            api.on("statuses/share.json", OutboxSenderTests.ok(OutboxSenderTests.status(9_100, "先记下再发")))
            let run = try OutboxSender(account: base.account, client: client).sendDue(in: store, now: Self.now)
            #expect(run.sent.map(\.weiboID) == [9_100])
            #expect(seen?.sendingSince == Self.now && seen?.attempts == 1)
            #expect(try store.outbox().isEmpty)
        }
    }

    /// A process killed mid-send leaves its claim: the next sender looks
    /// for the item on Weibo first and, finding it, never sends it again.
    @Test func aSendCutOffByADeadProcessIsLookedForBeforeAnyResend() throws {
        try base.withStore { store, _ in
            let api = Fake()
            let item = try store.queue(Draft(text: "发到一半被杀"))
            _ = try store.claimOutboxItem(id: item.id, now: Self.now)
            api.on("statuses/user_timeline.json", OutboxSenderTests.ok(OutboxSenderTests.timeline(OutboxSenderTests.status(9_200, "发到一半被杀"))))
            api.on("statuses/share.json", OutboxSenderTests.ok(OutboxSenderTests.status(9_201, "发到一半被杀")))
            let run = try send(store, api)
            #expect(run.sent.map(\.weiboID) == [9_200] && run.sent[0].found)
            #expect(api.count("share.json") == 0)
            #expect(try store.outbox().isEmpty && store.recentPosts(limit: 5).map(\.id) == [9_200])
        }
    }

    /// Not found: sent once, and the item is an unknown outcome in between
    /// (a look-up that fails keeps it so, for the next sender).
    @Test func aClaimLeftBehindThatWeiboDoesNotHaveIsSentOnce() throws {
        try base.withStore { store, _ in
            let api = Fake()
            let item = try store.queue(Draft(text: "没到"))
            _ = try store.claimOutboxItem(id: item.id, now: Self.now)
            api.on("statuses/user_timeline.json", .failure(HTTPFailure(.refused, "Connection refused")),
                   OutboxSenderTests.ok(OutboxSenderTests.timeline()))
            api.on("statuses/share.json", OutboxSenderTests.ok(OutboxSenderTests.status(9_300, "没到")))
            let offline = try send(store, api)
            #expect(offline.sent.isEmpty && offline.unreachable && api.count("share.json") == 0)
            let kept = try #require(try store.outboxItem(id: item.id))
            #expect(kept.outcomeUnknown && kept.sendingSince == nil)
            try store.retryOutboxItem(id: item.id)
            let run = try send(store, api)
            #expect(run.sent.map(\.weiboID) == [9_300] && !run.sent[0].found && api.count("share.json") == 1)
        }
    }

    /// Another process holding the account's lock: this one waits its
    /// bound, sends nothing, and says so; once it is free, the item goes.
    @Test func oneSenderAtATime() throws {
        try base.withStore { store, _ in
            let api = Fake()
            api.on("statuses/share.json", OutboxSenderTests.ok(OutboxSenderTests.status(9_400, "排队")))
            try store.queue(Draft(text: "排队"))
            var other = try #require(try store.takeOutboxLock(waitingUpTo: 0))
            let waited = try send(store, api, lockWait: 0.1)
            #expect(waited.busy && waited.sent.isEmpty && api.count("share.json") == 0)
            #expect(try store.outbox().first?.attempts == 0)
            other.release()
            other = try #require(try store.takeOutboxLock(waitingUpTo: 0))
            other.release()
            #expect(try send(store, api, lockWait: 0.1).sent.map(\.weiboID) == [9_400])
        }
    }

    /// Items are read one at a time under the lock: one cancelled while an
    /// earlier one is on its way is not sent.
    @Test func anItemCancelledDuringAnEarlierSendIsNotSent() throws {
        try base.withStore { store, dir in
            let api = Fake()
            try store.queue(Draft(text: "第一"))
            let second = try store.queue(Draft(text: "第二"))
            api.on("statuses/share.json", OutboxSenderTests.ok(OutboxSenderTests.status(9_500, "第一")))
            let client = WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"), transport: { request in
                let other = try? Store.openAccount(dataDirectory: dir, uid: 1001, name: "")
                try? other?.cancelOutboxItem(id: second.id)
                other?.close()
                return api.reply(request)
            }, now: { Self.now })
            let run = try OutboxSender(account: base.account, client: client).sendDue(in: store, now: Self.now)
            #expect(run.sent.map(\.weiboID) == [9_500] && api.count("share.json") == 1)
        }
    }

    /// A web session signed out mid-write: not refused for good but due
    /// again, as an expired Open API token is, once the user signs in.
    @Test func signedOutIsDueAgainAfterSigningIn() {
        let verdict = OutboxSender.Verdict(.api(.signedOut), whileSending: true, attempts: 1, now: Self.now)
        #expect(verdict.retryAt == Self.now && verdict.unreachable && verdict.endsRun && !verdict.unknownOutcome)
    }

    /// Stored by a Chinese `sync` child, read by an English reader (and the
    /// other way round); an old single-language error is shown as it is.
    @Test func anItemsErrorIsShownInTheReadersLanguage() throws {
        try base.withStore { store, _ in
            let api = Fake()
            api.on("statuses/share.json", .failure(HTTPFailure(.refused, "Connection refused")))
            let item = try store.queue(Draft(text: "语言"))
            _ = try Language.with(.zh) { try send(store, api) }
            let kept = try #require(try store.outboxItem(id: item.id))
            #expect(kept.lastErrorText?.hasPrefix("cannot connect to http://127.0.0.1:9") == true)
            #expect(Language.with(.zh) { kept.lastErrorText?.hasPrefix("无法连接") } == true)
            var old = kept
            old.lastError = "无法连接"
            #expect(old.lastErrorText == "无法连接")
        }
    }

    /// `post`'s words for each outcome that is not a plain "sent".
    @Test func postSaysWhatReallyHappened() {
        let item = OutboxItem(id: 7, kind: .post, text: "字", createdAt: Self.now, nextAttemptAt: Self.now)
        let clock = Clock(now: Self.now)
        var busy = OutboxSender.Run()
        busy.busy = true
        #expect(OutboxCommandLine.said(busy, of: item, text: "字", limit: 140, clock: clock).stderr
            == "weibo-tui post: another weibo-tui process is sending this account's outbox; queued in the outbox as #7: "
            + "weibo-tui sync sends it from 2024-03-04 00:00 (sync --now: at once)\n")
        var unknown = OutboxSender.Run()
        unknown.failures = [.init(item: item, message: "the connection was lost", retryAt: Self.now + 30, unknownOutcome: true)]
        #expect(OutboxCommandLine.said(unknown, of: item, text: "字", limit: 140, clock: clock).stderr
            == "weibo-tui post: the connection was lost; it may have arrived: #7 stays in the outbox and is looked for on Weibo "
            + "before any resend (weibo-tui sync)\n")
        var full = OutboxSender.Run()
        full.storeTrouble = .init(item: item, reason: "The disk is full; free some space")
        #expect(OutboxCommandLine.said(full, of: item, text: "字", limit: 140, clock: clock)
            == CommandOutput(stderr: "weibo-tui post: The disk is full; free some space; kept in the outbox as #7, not sent "
                             + "(weibo-tui sync sends it once there is room)\n", status: 1))
        var unrecorded = OutboxSender.Run()
        unrecorded.sent = [.init(item: item, weiboID: 9_700, found: false, recorded: false)]
        unrecorded.storeTrouble = full.storeTrouble
        let said = OutboxCommandLine.said(unrecorded, of: item, text: "字", limit: 140, clock: clock)
        #expect(said.status == 0 && said.stdout == "sent post 9700 (1/140)\n")
        #expect(said.stderr.contains("The disk is full") && said.stderr.contains("#7 stays in the outbox") && said.stderr.contains("never sent again"))
    }
}

/// What helper tests against the fake found: a look-up that read one page,
/// and a like overtaken by its own undo.
@Suite("the outbox's look-ups and order", .english)
struct OutboxLookUpTests {
    typealias Fake = OutboxSenderTests.FakeWeibo
    static let now = OutboxSenderTests.now
    let base = OutboxSenderTests()

    /// The post arrived, then the account posted more from its phone: the
    /// look-up pages back to it rather than sending it again.
    @Test func aLookUpReadsPastTheFirstPage() throws {
        try base.withStore { store, _ in
            let api = Fake()
            let item = try store.queue(Draft(text: "早先发出的"))
            _ = try store.claimOutboxItem(id: item.id, now: Self.now)
            let newer = (1...20).map { OutboxSenderTests.status(9_700 + Int64($0), "手机上发的 \($0)", seconds: 30) }
            api.on("statuses/user_timeline.json",
                   .success(HTTPResponse(status: 200, body: Array(#"{"statuses": [\#(newer.joined(separator: ","))], "next_cursor": 9600}"#.utf8))),
                   OutboxSenderTests.ok(OutboxSenderTests.timeline(OutboxSenderTests.status(9_600, "早先发出的", seconds: 8))))
            api.on("statuses/share.json", OutboxSenderTests.ok(OutboxSenderTests.status(9_800, "早先发出的")))
            let run = try OutboxSender(account: base.account, client: base.client(api)).sendDue(in: store, now: Self.now)
            #expect(run.sent.map(\.weiboID) == [9_600] && run.sent[0].found)
            #expect(api.count("user_timeline.json") == 2 && api.count("share.json") == 0)
        }
    }

    /// A page older than the item ends the look-up: the item is not there.
    @Test func aLookUpStopsOnceItReachesOlderPosts() throws {
        try base.withStore { store, _ in
            let api = Fake()
            let item = try store.queue(Draft(text: "没到的"))
            _ = try store.claimOutboxItem(id: item.id, now: Self.now)
            let old = #"{"id": 9001, "created_at": "Mon Mar 04 07:00:00 +0800 2024", "text": "旧的", "user": {"id": 1001, "screen_name": "测试用户"}}"#
            api.on("statuses/user_timeline.json", .success(HTTPResponse(status: 200, body: Array(#"{"statuses": [\#(old)], "next_cursor": 9000}"#.utf8))))
            api.on("statuses/share.json", OutboxSenderTests.ok(OutboxSenderTests.status(9_900, "没到的")))
            let run = try OutboxSender(account: base.account, client: base.client(api)).sendDue(in: store, now: Self.now)
            #expect(run.sent.map(\.weiboID) == [9_900] && api.count("user_timeline.json") == 1)
        }
    }

    /// A like waiting out its backoff holds back the unlike queued after
    /// it: Weibo must end with what the user did last.
    @Test func anUndoWaitsForWhatItUndoes() throws {
        try base.withStore { store, _ in
            let like = OutboxItem(id: 1, kind: .like, text: "", targetPostID: 5, createdAt: Self.now, nextAttemptAt: Self.now)
            var unlike = like
            unlike.id = 2
            unlike.kind = .unlike
            try store.database.transaction {
                try store.database.execute(
                    "INSERT INTO outbox (id, kind, text, target_post_id, created_at, next_attempt_at) VALUES (1, 'like', '', 5, ?, ?), (2, 'unlike', '', 5, ?, ?)",
                    [Self.now, Self.now + 600, Self.now, Self.now])
            }
            #expect(try store.waitsBehindAnOlderItem(unlike) && !store.waitsBehindAnOlderItem(like))
            var other = unlike
            other.targetPostID = 6
            #expect(try !store.waitsBehindAnOlderItem(other))
        }
    }
}
