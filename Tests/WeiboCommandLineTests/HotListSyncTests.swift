import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboCommandLine
@testable import WeiboSync

/// 热搜榜 through the engine: fetched only when asked (`sync --list hot`),
/// not again within `HotList.refreshSeconds`, by either route, kept in the
/// store for offline; an Open API account asks nothing.
@Suite("热搜榜 through the engine", .english)
struct HotListSyncTests {
    /// The web session and the clock of the 私信 tests.
    static let now = DirectMessagesSyncTests.now
    let account = DirectMessagesSyncTests().account

    static let mobile = OutboxSenderTests.ok(#"{"ok": 1, "data": {"cards": [{"card_type": 11, "card_group": ["#
        + #"{"pic": "https://simg.s.weibo.com/20170303_img_search_1.png", "desc": "终端里刷微博", "desc_extr": 2345678, "icon": "https://simg.s.weibo.com/moter/flags/2_0.png"},"#
        + #"{"pic": "https://simg.s.weibo.com/20170303_img_search_2.png", "desc": "周末\t去看星空", "desc_extr": "剧集 876543"}]}]}}"#)
    static let desktop = OutboxSenderTests.ok(#"{"ok": 1, "data": {"realtime": [{"word": "新开的书店", "num": 543210, "realpos": 1, "label_name": "新"}]}}"#)

    func client(_ api: OutboxSenderTests.FakeWeibo, now: Int64 = now) -> WeiboClient {
        WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"),
                    webBases: WebBases(web: "http://127.0.0.1:9", passport: "http://127.0.0.1:9"), transport: api.reply, now: { now })
    }

    func withStore(_ account: Account, _ body: (Store) throws -> Void) throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, account: account, clock: { Self.now })
            defer { store.close() }
            try body(store)
        }
    }

    func run(_ store: Store, _ api: OutboxSenderTests.FakeWeibo, now: Int64 = now) throws -> SyncedList.ListResult {
        let engine = SyncEngine(account: account, client: client(api, now: now))
        switch try engine.opened(.hot, into: store, limit: 50) {
        case .success(let result): return result
        case .failure(let failure): throw failure
        }
    }

    @Test func fetchedWhenAskedAndNotAgainWithinTheInterval() throws {
        try withStore(account) { store in
            let empty = try store.hotList()
            #expect(empty == HotList())
            let api = OutboxSenderTests.FakeWeibo()
            api.on("api/container/getIndex", Self.mobile, Self.mobile)
            let first = try run(store, api)
            #expect(first.added == 2)
            let saved = try store.hotList()
            #expect(saved == HotList(words: [HotWord(rank: 1, word: "终端里刷微博", heat: 2_345_678, label: "热"),
                                             HotWord(rank: 2, word: "周末 去看星空", heat: 876_543)], fetchedAt: Self.now))
            // Four minutes on: not asked.
            let early = try run(store, api, now: Self.now + 240)
            #expect(early.notDue)
            #expect(api.count("api/container/getIndex") == 1)
            // Five minutes on: asked, the list replaced.
            let due = try run(store, api, now: Self.now + HotList.refreshSeconds)
            let again = try store.hotList()
            #expect(due.added == 2 && api.count("api/container/getIndex") == 2 && again.fetchedAt == Self.now + HotList.refreshSeconds)
            #expect(SyncedList.hot.refresh == .whenOpened && SyncedList.opened(named: "hot") != nil && SyncedList.opened(named: "home") == nil)
        }
    }

    @Test func weiboComServesWhenMWeiboCnRefuses() throws {
        try withStore(account) { store in
            let api = OutboxSenderTests.FakeWeibo()
            api.on("api/container/getIndex", .success(HTTPResponse(status: 432, body: [])))
            api.on("ajax/side/hotSearch", Self.desktop)
            let result = try run(store, api)
            let words = try store.hotList().words
            #expect(result.added == 1 && words == [HotWord(rank: 1, word: "新开的书店", heat: 543_210, label: "新")])
        }
    }

    @Test func aFailureKeepsTheCachedList() throws {
        try withStore(account) { store in
            try store.saveFetchedHot([HotWord(rank: 1, word: "昨天的词")], at: Self.now - 600)
            let api = OutboxSenderTests.FakeWeibo()
            api.on("api/container/getIndex", OutboxSenderTests.ok(#"{"ok": 1, "data": {"renamed": true}}"#))
            api.on("ajax/side/hotSearch", OutboxSenderTests.ok(#"{"ok": 1, "data": {"renamed": true}}"#))
            #expect(throws: RemoteFailure.self) { try run(store, api) }
            let kept = try store.hotList()
            #expect(kept == HotList(words: [HotWord(rank: 1, word: "昨天的词")], fetchedAt: Self.now - 600))
        }
    }

    @Test func anOpenAPIAccountAsksNothing() throws {
        let openAPI = Account(uid: 1001, screenName: "测试用户", accessToken: "t", expiresAt: Self.now + 100)
        try withStore(openAPI) { store in
            let api = OutboxSenderTests.FakeWeibo()
            let engine = SyncEngine(account: openAPI, client: client(api))
            guard case .success(let result) = try engine.opened(.hot, into: store, limit: 50) else { Issue.record("failed"); return }
            #expect(result.notOffered && api.sent.isEmpty)
        }
    }

    @Test func theSampleHasItsOwnList() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir, clock: { Self.now })
            defer { store.close() }
            let list = try store.hotList()
            #expect(list.words.count >= 10 && list.fetchedAt == nil)
            #expect(list.words.map(\.rank) == Array(1...list.words.count))
            #expect(list.words.allSatisfy { !$0.word.isEmpty } && list.words.contains { !$0.label.isEmpty })
        }
    }

    static func searchPage(_ ids: [Int64], next: Int?) -> Result<HTTPResponse, HTTPFailure> {
        let cards = ids.map { #"{"card_type": 9, "mblog": {"id": "\#($0)", "created_at": "刚刚", "text": "第 \#($0) 条", "user": {"id": 1002, "screen_name": "终端爱好者"}}}"# }
        return OutboxSenderTests.ok(#"{"ok": 1, "data": {"cardlistInfo": {"page": \#(next.map(String.init) ?? "null")}, "cards": [{"card_type": 11, "card_group": [\#(cards.joined(separator: ","))]}]}}"#)
    }

    @Test func aSearchKeepsItsPagesInWeibosOrderOffOfHome() throws {
        try withStore(account) { store in
            let api = OutboxSenderTests.FakeWeibo()
            api.on("api/container/getIndex", Self.searchPage([30, 20], next: 2), Self.searchPage([20, 10], next: nil), Self.searchPage([40], next: 2))
            let engine = SyncEngine(account: account, client: client(api))
            let query = WeiboSearchQuery("终端")
            guard case .success(let first) = try engine.search(query, page: 1, into: store) else { Issue.record("page 1"); return }
            #expect(first.posts == 2 && first.nextPage == 2)
            _ = try engine.search(query, page: 2, into: store)
            var kept = try store.searchResults(query)
            #expect(kept.posts.map(\.id) == [30, 20, 10] && kept.nextPage == nil && kept.pages == 2 && kept.fetchedAt == Self.now)
            // Opened again: page 1 replaces the list.
            _ = try engine.search(query, page: 1, into: store)
            kept = try store.searchResults(query)
            #expect(kept.posts.map(\.id) == [40] && kept.nextPage == 2)
            let home = try store.newestTimelinePostID()
            #expect(home == nil, "a search's posts are not 首页's")
            #expect(try store.searchResults(WeiboSearchQuery("别的")) == WeiboSearchResults())
        }
    }

    @Test func anOpenAPIAccountCannotSearch() throws {
        let openAPI = Account(uid: 1001, screenName: "测试用户", accessToken: "t", expiresAt: Self.now + 100)
        try withStore(openAPI) { store in
            let api = OutboxSenderTests.FakeWeibo()
            guard case .failure(let failure) = try SyncEngine(account: openAPI, client: client(api)).search(WeiboSearchQuery("猫"), page: 1, into: store)
            else { Issue.record("searched"); return }
            #expect(failure.message(now: Self.now).contains("cannot search Weibo") && api.sent.isEmpty)
        }
    }

    @Test func theNewestSearchesKeepTheirLists() throws {
        try withStore(account) { store in
            for n in 0...Store.searchesKept {
                try store.saveFetchedSearch(WeiboSearchQuery("词\(n)"), page: 1, posts: [], users: [], next: nil, at: Self.now + Int64(n))
            }
            let oldest = try store.searchResults(WeiboSearchQuery("词0"))
            let newest = try store.searchResults(WeiboSearchQuery("词\(Store.searchesKept)"))
            #expect(oldest == WeiboSearchResults() && newest.fetchedAt == Self.now + Int64(Store.searchesKept))
            let second = try store.searchResults(WeiboSearchQuery("词1"))
            #expect(second.fetchedAt == Self.now + 1)
        }
    }
}
