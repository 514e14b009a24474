import Testing
import WeiboCore
@testable import WeiboStore

/// A person's 关注 and 粉丝 as lists fetched when opened (issue 32): filed
/// in `opened_pages` / `opened_items` by their uid, read back in Weibo's
/// order; and v19, which moves the lists v18's settings held there.
@Suite struct PersonListsStoreTests {
    static let hill: Int64 = 6002
    static let cat = User(id: "6003", name: "晴天小猫", followersCount: 7, following: true, followsMe: true)
    static let lee = User(id: "6004", name: "lee_walks", following: true)
    static let sky = User(id: "6005", name: "看云")

    @Test("pages round trip in Weibo's order, each person once; page 1 starts afresh; a page alone reads its own")
    func roundTrip() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: 1001, name: "测试用户")
            defer { store.close() }
            #expect(try store.peopleList(of: "6002", fans: true) == nil, "nothing before its first page")
            let first = OpenedPage(.followers, key: Self.hill)
            #expect(try store.saveFetchedPeople(first, people: [Self.lee, Self.cat], next: "page:2", at: 5_000) == 2)
            #expect(try store.saveFetchedPeople(OpenedPage(.followers, key: Self.hill, page: 2), people: [Self.cat, Self.sky], next: nil,
                                                at: 5_010) == 1, "晴天小猫 is cached already")
            let list = try #require(try store.peopleList(of: "6002", fans: true))
            #expect(list.people.map(\.name) == ["lee_walks", "晴天小猫", "看云"])
            #expect(list.people[1] == Self.cat, "the people as saved")
            #expect(list.progress == OpenedListProgress(pages: 2, more: false, fetchedAt: 5_010))
            #expect(try store.peopleList(of: "6002", fans: true, page: 2)?.people.map(\.name) == ["晴天小猫", "看云"])
            #expect(try store.peopleList(of: "6002", fans: false) == nil, "关注 is a list of its own")
            #expect(try store.openedCursor(for: OpenedPage(.followers, key: Self.hill, page: 2)) == .after("page:2"))
            // The page's read of the scope is the same list.
            let results = try store.searchPosts(.people(uid: "6002", name: "山间小路", fans: true), SearchQuery(""), limit: 50)
            #expect(results.people == list.people && results.progress == list.progress)
            // Opened again: page 1 replaces what was kept.
            _ = try store.saveFetchedPeople(first, people: [Self.sky], next: "page:2", at: 6_000)
            #expect(try store.peopleList(of: "6002", fans: true) == PeopleList(people: [Self.sky], progress: OpenedListProgress(pages: 1, more: true, fetchedAt: 6_000)))
        }
    }

    @Test("v19 files v18's settings as opened lists: a web session's pages, the sample's own ids; an unreadable one is dropped")
    func migration() throws {
        try withTemporaryDirectory { dir in
            try buildOldStore(dir, version: 18, sample: try SampleData.bundled())
            let raw = try Database(path: dir + "/weibo.sqlite")
            try raw.transaction {
                for user in [Self.cat, Self.lee] {
                    try raw.execute("INSERT INTO users (id, name) VALUES (?, ?)", [user.id, user.name])
                }
                // Two pages fetched, Weibo offering its third.
                try raw.execute("INSERT INTO settings (key, value) VALUES ('fetched_people:fans:6002', '5000 2 3\n6004 6003')")
                try raw.execute("INSERT INTO settings (key, value) VALUES ('fetched_people:following:6002', 'garbled')")
            }
            #expect(try raw.queryFirst("SELECT count(*) FROM settings WHERE key LIKE 'fetched_people:%'") { $0.int(0) } ?? 0 > 2)
            raw.close()

            let store = try openTestStore(dir)
            defer { store.close() }
            #expect(try store.schemaVersion() == Schema.latestVersion)
            let fans = try #require(try store.peopleList(of: "6002", fans: true))
            #expect(fans.people.map(\.name) == ["lee_walks", "晴天小猫"])
            #expect(fans.progress == OpenedListProgress(pages: 1, more: true, fetchedAt: 5_000))
            // Its next page is the one Weibo offered.
            #expect(try store.openedCursor(for: fans.progress.next(of: OpenedListID(list: .followers, key: 6002))) == .after("page:3"))
            #expect(try store.peopleList(of: "6002", fans: false) == nil, "an unreadable list is asked for again when opened")
            #expect(try store.database.queryFirst("SELECT count(*) FROM settings WHERE key LIKE 'fetched_people:%'") { $0.int(0) } == 0)
            // The sample's lists are there under its own ids.
            let lin = try #require(try store.peopleList(of: "u_lin", fans: false))
            #expect(lin.people.map(\.id) == ["u_me", "u_cs", "u_sky", "u_xm", "u_miao"] && !lin.progress.more)
        }
    }
}
