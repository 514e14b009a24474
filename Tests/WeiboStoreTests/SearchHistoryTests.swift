import Testing
@testable import WeiboStore

@Suite("Search history")
struct SearchHistoryTests {
    @Test("most recent first; a repeat moves to the front without duplicating")
    func order() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            #expect(try store.searchHistory().isEmpty)
            for keyword in ["北京", "swift", "上海"] { try store.recordSearch(keyword) }
            #expect(try store.searchHistory() == ["上海", "swift", "北京"])
            try store.recordSearch("北京")
            #expect(try store.searchHistory() == ["北京", "上海", "swift"])
            #expect(try store.searchHistory(limit: 2) == ["北京", "上海"])
        }
    }

    @Test("keeps at most ten, dropping the oldest")
    func capped() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            for i in 1...15 { try store.recordSearch("k\(i)") }
            #expect(try store.searchHistory(limit: 100) == (6...15).reversed().map { "k\($0)" })
            #expect(try store.database.queryFirst("SELECT count(*) FROM search_history") { $0.int(0) } == 10)
        }
    }

    @Test("keywords are trimmed; blank ones are ignored")
    func trimming() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try store.recordSearch("  杭州 \n")
            try store.recordSearch("   ")
            try store.recordSearch("")
            try store.recordSearch("杭州")
            #expect(try store.searchHistory() == ["杭州"])
        }
    }

    @Test("clear forgets everything and history survives a restart")
    func clearAndPersist() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try store.recordSearch("a")
            try store.recordSearch("b")
            store.close()
            let again = try openTestStore(dir)
            #expect(try again.searchHistory() == ["b", "a"])
            try again.clearSearchHistory()
            #expect(try again.searchHistory().isEmpty)
        }
    }

    @Test("a dropped table is rebuilt at open, with a notice")
    func droppedBeforeOpen() throws {
        try withTemporaryDirectory { dir in
            try openTestStore(dir).close()
            let raw = try rawDatabase(dir + "/weibo.sqlite")
            try raw.transaction { try raw.execute("DROP TABLE search_history") }
            raw.close()
            let store = try openTestStore(dir)
            let notices = store.takeNotices()
            #expect(notices.count == 1)
            #expect(notices.first?.contains(dir + "/weibo.sqlite") == true)
            #expect(store.takeNotices().isEmpty)
            try store.recordSearch("x")
            #expect(try store.searchHistory() == ["x"])
        }
    }

    @Test("a table damaged while the app runs (dropped, or wrong columns) is repaired on use")
    func damagedWhileOpen() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try store.recordSearch("before")
            #expect(try store.searchHistory() == ["before"])
            let raw = try rawDatabase(dir + "/weibo.sqlite")
            try raw.transaction {
                try raw.execute("DROP TABLE search_history")
                try raw.execute("CREATE TABLE search_history (word TEXT, stamp INTEGER)")
            }
            #expect(try store.searchHistory() == [])
            #expect(store.takeNotices().count == 1)
            try store.recordSearch("after")
            #expect(try store.searchHistory() == ["after"])

            try raw.transaction { try raw.execute("DROP TABLE search_history") }
            raw.close()
            try store.recordSearch("again")
            #expect(try store.searchHistory() == ["again"])
            #expect(store.takeNotices().count == 1)
        }
    }
}
