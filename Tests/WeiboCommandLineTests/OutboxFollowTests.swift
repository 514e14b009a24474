import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboCommandLine
@testable import WeiboSync

/// Follows through the outbox on a web session: claimed before the request
/// leaves, and when its answer was lost, the person's card is read before
/// any resend; one whose card says otherwise is sent again, once.
@Suite("follows sent through the outbox", .english)
struct OutboxFollowSenderTests {
    static let now = DirectMessagesSyncTests.now
    static let hill: Int64 = 6_002_000_002
    /// The web session of 私信's tests, and its canned client.
    let web = DirectMessagesSyncTests()
    var account: Account { web.account }

    func client(_ api: OutboxSenderTests.FakeWeibo) -> WeiboClient { web.client(api) }

    static func card(following: Bool) -> Result<HTTPResponse, HTTPFailure> {
        OutboxSenderTests.ok(#"{"ok": 1, "data": {"userInfo": {"id": \#(hill), "screen_name": "山间小路", "following": \#(following), "follow_me": false, "followers_count": 12001}}}"#)
    }

    func queued(_ store: Store, follow: Bool = true) throws -> OutboxItem {
        try store.saveFetched(person: User(id: String(Self.hill), name: "山间小路", following: !follow, followsMe: false))
        try store.queueFollow(uid: Self.hill, follow)
        return try #require(try store.pendingFollow(uid: Self.hill))
    }

    @Test func aFollowWhoseAnswerWasLostIsFoundOnTheirCardNotSentAgain() throws {
        try web.withStore { store in
            let item = try queued(store)
            let api = OutboxSenderTests.FakeWeibo()
            api.on("api/friendships/create", .failure(HTTPFailure(.connectionLost, "Connection reset by peer")))
            api.on("api/container/getIndex", Self.card(following: true))
            let sender = OutboxSender(account: account, client: client(api))
            let first = try sender.sendDue(in: store, now: Self.now)
            #expect(first.sent.isEmpty && first.failures.first?.unknownOutcome == true)
            #expect(try store.user(id: String(Self.hill))?.following == true, "shown at once, whatever the send")
            let second = try sender.sendDue(in: store, now: Self.now, waitingToo: true)
            #expect(second.sent.map(\.weiboID) == [Self.hill] && second.sent[0].found)
            #expect(api.count("api/friendships/create") == 1 && api.count("api/container/getIndex") == 1)
            #expect(try store.outboxItem(id: item.id) == nil && store.user(id: String(Self.hill))?.followersCount == 12_001)
            #expect(api.sent.first { $0.url.contains("friendships/create") }?.body == Array("uid=\(Self.hill)&st=a1b2c3".utf8))
        }
    }

    @Test func anUnfollowTheirCardDoesNotShowIsSentAgainOnce() throws {
        try web.withStore { store in
            let item = try queued(store, follow: false)
            let api = OutboxSenderTests.FakeWeibo()
            api.on("api/friendships/destory", .failure(HTTPFailure(.connectionLost, "Connection reset by peer")),
                   OutboxSenderTests.ok(#"{"ok": 1, "data": {"id": \#(Self.hill), "screen_name": "山间小路", "following": false}}"#))
            api.on("api/container/getIndex", Self.card(following: true))
            let sender = OutboxSender(account: account, client: client(api))
            _ = try sender.sendDue(in: store, now: Self.now)
            let second = try sender.sendDue(in: store, now: Self.now, waitingToo: true)
            #expect(second.sent.map(\.weiboID) == [Self.hill] && !second.sent[0].found)
            #expect(api.count("api/friendships/destory") == 2 && api.count("api/container/getIndex") == 1)
            #expect(try store.outboxItem(id: item.id) == nil && store.user(id: String(Self.hill))?.following == false)
        }
    }

    @Test func theClaimIsOnTheRowBeforeTheRequestLeaves() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, account: account, clock: { Self.now })
            defer { store.close() }
            let item = try queued(store)
            let api = OutboxSenderTests.FakeWeibo()
            var seen: OutboxItem?
            let transport: WeiboClient.Transport = { request in
                if request.url.contains("friendships/create") {
                    let other = try? Store.openAccount(dataDirectory: dir, account: account, clock: { Self.now })
                    seen = try? other?.outboxItem(id: item.id)
                    other?.close()
                }
                return api.reply(request)
            }
            api.on("api/friendships/create", OutboxSenderTests.ok(#"{"ok": 1, "data": {"id": \#(Self.hill), "screen_name": "山间小路", "following": true}}"#))
            let client = WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"),
                                     webBases: WebBases(web: "http://127.0.0.1:9", passport: "http://127.0.0.1:9"), transport: transport, now: { Self.now })
            let run = try OutboxSender(account: account, client: client).sendDue(in: store, now: Self.now)
            #expect(run.sent.map(\.weiboID) == [Self.hill])
            #expect(seen?.sendingSince == Self.now && seen?.attempts == 1, "claimed, from another connection's view, while the request was out")
        }
    }
}
