import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboSync

/// Issue 32: a group's older pages. Only the group's newest page was ever
/// fetched; the page before its oldest cached post is asked by `max_id`
/// (m.weibo.cn's `feed/group`, weibo.com's `groupstimeline` when it
/// refuses), and once Weibo says the group ends, nothing more is asked.
@Suite("a group's older pages", .english)
struct GroupOlderSyncTests {
    static let now = WebRoutesTests.now
    let account = WebRoutesTests().account

    /// A `feed/group` reply with these post ids, its `max_id` the next page's.
    static func mobile(_ ids: [Int64], next: Int64) -> Result<HTTPResponse, HTTPFailure> {
        let statuses = ids.map { #"{"id": \#($0), "created_at": "Mon Mar 04 08:00:00 +0800 2024", "text": "分组 \#($0)", "user": {"id": 1002, "screen_name": "山间小路"}}"# }
        return OutboxSenderTests.ok(#"{"ok": 1, "data": {"statuses": [\#(statuses.joined(separator: ","))], "max_id": \#(next), "max_id_str": "\#(next)"}}"#)
    }

    func engine(_ api: OutboxSenderTests.FakeWeibo) -> SyncEngine {
        SyncEngine(account: account, client: WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"),
                                                         webBases: WebSessionStateTests.bases, transport: api.reply, now: { Self.now }))
    }

    func page(_ engine: SyncEngine, older: Bool, _ store: Store) throws -> SyncEngine.GroupPage {
        switch try engine.group("4900000000000001", older: older, into: store) {
        case .success(let page): return page
        case .failure(let failure): throw failure
        }
    }

    func groupPosts(_ store: Store) throws -> [Int64] {
        try store.posts(.group("4900000000000001"), .newest, limit: 50).map(\.id)
    }

    @Test func theOlderPageStartsBelowTheOldestCachedPostAndTheEndIsKept() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, account: account, clock: { Self.now })
            defer { store.close() }
            let api = OutboxSenderTests.FakeWeibo()
            api.on("feed/group", Self.mobile([5007654321010030, 5007654321010020], next: 5007654321010019),
                   Self.mobile([5007654321010010], next: 0))
            let engine = engine(api)
            #expect(try page(engine, older: false, store).added == 2)
            #expect(api.sent.last?.url.contains("max_id") == false, "the newest page asks no max_id")
            let older = try page(engine, older: true, store)
            #expect(older.added == 1 && older.reachesEnd)
            #expect(api.sent.last?.url.contains("gid=4900000000000001") == true)
            #expect(api.sent.last?.url.contains("max_id=5007654321010019") == true, "\(api.sent.last?.url ?? "")")
            #expect(try groupPosts(store) == [5007654321010030, 5007654321010020, 5007654321010010])
            #expect(try store.reachedGroupEnd("4900000000000001") && !(try store.reachedGroupEnd("g_other")))
            // Past the end: nothing is asked.
            _ = try page(engine, older: true, store)
            #expect(api.count("feed/group") == 2)
        }
    }

    @Test func weiboComServesTheOlderPageWhenMWeiboCnRefuses() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, account: account, clock: { Self.now })
            defer { store.close() }
            let api = OutboxSenderTests.FakeWeibo()
            api.on("feed/group", Self.mobile([5007654321010030], next: 5007654321010029), WebRoutesTests.refused)
            api.on("ajax/feed/groupstimeline", OutboxSenderTests.ok(WebRoutesTests.desktopHome))
            let engine = engine(api)
            _ = try page(engine, older: false, store)
            let older = try page(engine, older: true, store)
            #expect(older.added == 1 && older.reachesEnd)
            let asked = api.sent.last?.url ?? ""
            #expect(asked.contains("ajax/feed/groupstimeline") && asked.contains("list_id=4900000000000001") && asked.contains("max_id=5007654321010029"), "\(asked)")
            #expect(try groupPosts(store) == [5007654321010030, 5007654321010001])
        }
    }

    @Test func nothingCachedAsksNothing() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, account: account, clock: { Self.now })
            defer { store.close() }
            let api = OutboxSenderTests.FakeWeibo()
            #expect(try page(engine(api), older: true, store).added == 0)
            #expect(api.sent.isEmpty)
        }
    }
}
