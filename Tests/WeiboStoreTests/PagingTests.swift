import Testing
import WeiboCore
@testable import WeiboStore

@Suite("Timeline keyset paging")
struct PagingTests {
    @Test("newest first; ties in time broken by the higher id")
    func order() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let posts = try store.recentPosts(limit: 10)
            #expect(posts.map(\.id) == [2, 1, 3, 4, 5])
            #expect(posts.first?.authorName == "Bob")
            #expect(posts[2].original?.id == 4)
        }
    }

    @Test("walking page by page visits every post once, in order, at any page size")
    func pagesCoverEverything() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try insertPosts(store, count: 237)
            let all = try store.recentPosts(limit: 10_000)
            #expect(all.count == 242)
            for pageSize in [1, 7, 20, 241, 242, 500] {
                var seen: [Post] = []
                var cursor: PostCursor?
                while true {
                    let page = try store.recentPosts(limit: pageSize, before: cursor)
                    #expect(page.count <= pageSize)
                    guard let last = page.last else { break }
                    seen += page
                    cursor = last.cursor
                }
                #expect(seen.map(\.id) == all.map(\.id), "page size \(pageSize)")
                #expect(Set(seen.map(\.id)).count == seen.count)
            }
            for (newer, older) in zip(all, all.dropFirst()) {
                #expect(newer.createdAt > older.createdAt || (newer.createdAt == older.createdAt && newer.id > older.id))
            }
        }
    }

    @Test("posts arriving at the top do not shift later pages")
    func stableUnderInserts() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let first = try store.recentPosts(limit: 2)
            try insertPosts(store, count: 5, at: fixedNow + 100)
            let second = try store.recentPosts(limit: 2, before: first.last?.cursor)
            #expect(first.map(\.id) == [2, 1])
            #expect(second.map(\.id) == [3, 4])
        }
    }

    @Test("the page query walks the newest-first index without sorting")
    func usesIndex() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let plan = try store.database.query(
                """
                EXPLAIN QUERY PLAN SELECT p.id FROM posts p LEFT JOIN users u ON u.id = p.user_id
                LEFT JOIN posts o ON o.id = p.repost_of LEFT JOIN users ou ON ou.id = o.user_id
                WHERE (p.created_at, p.id) < (?, ?) ORDER BY p.created_at DESC, p.id DESC LIMIT ?
                """, [Int64.max, Int64.max, 20]
            ) { $0.string(3) }
            #expect(plan.first?.contains("posts_newest_first") == true, "\(plan)")
            #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
        }
    }

    @Test("a zero or negative limit returns nothing")
    func emptyLimit() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            #expect(try store.recentPosts(limit: 0).isEmpty)
            #expect(try store.recentPosts(limit: -3).isEmpty)
            #expect(try store.post(id: 999) == nil)
        }
    }

    /// Adds `count` posts, several per second so ties are common.
    private func insertPosts(_ store: Store, count: Int, at base: Int64 = fixedNow - 50_000) throws {
        try store.database.transaction {
            for i in 0..<count {
                try store.database.execute(
                    "INSERT INTO posts (user_id, text, created_at) VALUES (?, ?, ?)",
                    ["u_a", "generated \(i)", base + Int64(i / 3)])
            }
        }
    }
}
