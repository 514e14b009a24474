import Testing
import WeiboCore
@testable import WeiboStore

/// Issue 34: the bitmaps of common tokens (migration v22) answer an AND of
/// them as the index would, through edits, deletes, renames and ids used
/// again, before and after the next fold, and a damaged block costs only
/// speed.
@Suite("Search bitmaps of common tokens")
struct SearchBitsTests {
    /// Small batches, so a fold of a few thousand posts takes several
    /// transactions of each kind.
    private var policy: SearchBitsPolicy {
        var policy = SearchBitsPolicy()
        policy.tokensPerTransaction = 5
        policy.postsPerTransaction = 1_000
        return policy
    }

    private static let words = ["晚霞", "好看", "火锅", "猫", "下雨", "北京", "咖啡", "跑步"]

    /// 9,000 posts (three blocks): two of the words each, 晚霞 never beside
    /// 猫 in a text; every fiftieth by 阿猫, whose name holds 猫.
    private func seeded(_ dir: String, weiboIDs: Bool = false) throws -> Store {
        let store = try openTestStore(dir)
        try insert(store, 0..<9_000, weiboIDs: weiboIDs)
        return store
    }

    /// Posts `range` of the pattern; with `weiboIDs`, ids as an account's
    /// (Weibo's, 16 digits, far apart) rather than the store's own.
    private func insert(_ store: Store, _ range: Range<Int>, weiboIDs: Bool) throws {
        try store.database.transaction {
            for i in range {
                let a = i % 8
                var b = (i / 8) % 8
                if Set([a, b]) == [0, 3] { b = 1 }
                let text = Self.words[a] + "，" + Self.words[b] + (i % 13 == 0 ? "钢琴" : "") + " \(i)"
                let id: Int64? = weiboIDs ? 5_000_000_000_000_000 + Int64(i) * 7_919 : nil
                try store.database.execute("INSERT INTO posts (id, user_id, text, created_at) VALUES (?, ?, ?, ?)",
                                           [id, i % 50 == 0 ? "u_a" : "u_b", text, fixedNow - 100_000 + Int64(i)])
            }
        }
    }

    /// What a scan of every post finds, newest added first.
    private func scanned(_ store: Store, _ query: SearchQuery, limit: Int) throws -> [Int64] {
        let rows = try store.database.query(
            "SELECT p.id, p.text, coalesce(u.name, '') FROM posts p LEFT JOIN users u ON u.id = p.user_id ORDER BY p.id DESC"
        ) { ($0.int64(0), $0.string(1), $0.string(2)) }
        return Array(rows.filter { _, text, name in query.terms.allSatisfy { text.contains($0) || name.contains($0) } }
            .map(\.0).prefix(limit))
    }

    private static let queries = ["晚霞 猫", "火锅 猫", "晚霞 好看", "猫 钢琴", "晚霞 猫 钢琴", "晚霞好看 猫", "火锅 好看 1",
                                  "阿猫 晚霞", "晚霞 琴", "晚霞，好看 下雨"]

    private func expectSameAsScan(_ store: Store, _ note: String) throws {
        for text in Self.queries {
            let query = SearchQuery(text)
            for limit in [2, 50, 5_000] {
                let found = try store.searchPosts(.posts(.timeline), query, limit: limit).posts.map(\.id)
                #expect(found == (try scanned(store, query, limit: limit)), "\(note): \(text), limit \(limit)")
            }
        }
    }

    /// Every post is numbered, and every kept token's bits are exactly the
    /// index's posts, highest id first.
    private func expectBitsMatchIndex(_ store: Store) throws {
        let tokens = try store.searchBitsTokens()
        #expect(!tokens.isEmpty)
        #expect(try store.database.queryFirst("SELECT count(*) FROM posts WHERE id NOT IN (SELECT id FROM posts_bits_posts)") { $0.int(0) } == 0)
        #expect(try store.database.queryFirst("SELECT count(*) FROM posts_bits_dirty") { $0.int(0) } == 0)
        for token in tokens {
            let indexed = try store.database.query("SELECT rowid FROM posts_grams WHERE posts_grams MATCH ? ORDER BY rowid DESC",
                                                   [SearchGrams.spell(token)]) { $0.int64(0) }
            var bits: [Int64] = []
            #expect(try store.forEachSearchBitsHit([token]) { bits.append($0); return true })
            #expect(bits == indexed, "token \(SearchGrams.spell(token))")
        }
    }

    @Test("a fold keeps the common tokens' bits, and an AND of them finds what a scan finds")
    func folded() throws {
        try withTemporaryDirectory { dir in
            let store = try seeded(dir)
            var told: [[Int]] = []
            try store.foldSearchBits(policy: policy) { told.append([$0, $1]) }
            // The first build is said as the backfill is: from none to all.
            let total = try #require(try store.database.queryFirst("SELECT count(*) FROM posts") { $0.int(0) })
            #expect(told.first == [0, total] && told.last == [total, total] && told.count > 2)
            told = []
            try store.foldSearchBits(policy: policy) { told.append([$0, $1]) }
            #expect(told.isEmpty, "nothing to fold, nothing said")
            #expect(try store.searchBitsState().top == (try store.database.queryFirst("SELECT max(id) FROM posts") { $0.int64(0) }))
            let (dusk, cat) = (SearchGrams.key("晚霞")!, SearchGrams.key("猫")!)
            #expect(try store.hasSearchBits([dusk, cat]))
            // 钢琴 is in one post in thirteen, over the policy's share: kept too.
            #expect(try store.searchBitsTokens().contains(SearchGrams.key("钢琴")!))
            try expectBitsMatchIndex(store)
            try expectSameAsScan(store, "folded")
        }
    }

    @Test("edits, deletes, a new name and an id used again are found right before and after the next fold")
    func changes() throws {
        try withTemporaryDirectory { dir in
            let store = try seeded(dir)
            try store.foldSearchBits(policy: policy, progress: nil)
            let top = try #require(try store.database.queryFirst("SELECT max(id) FROM posts") { $0.int64(0) })
            try store.database.transaction {
                // An old post now holds both words; another loses 晚霞.
                try store.database.execute("UPDATE posts SET text = '晚霞和猫 钢琴' WHERE id = ?", [top - 5_000])
                try store.database.execute("UPDATE posts SET text = '好看' WHERE id IN (SELECT id FROM posts WHERE text LIKE '晚霞%' AND id < ? ORDER BY id DESC LIMIT 3)", [top - 100])
                // A post with 晚霞 deleted; the newest deleted and its id used again.
                try store.database.execute("DELETE FROM posts WHERE id = (SELECT max(id) FROM posts WHERE text LIKE '晚霞，%' AND id < ?)", [top - 10])
                try store.database.execute("DELETE FROM posts WHERE id = ?", [top])
                try store.database.execute("INSERT INTO posts (user_id, text, created_at) VALUES ('u_b', '猫看晚霞', ?)", [fixedNow])
                // 阿猫 is renamed: their posts no longer hold 猫 by name.
                try store.database.execute("UPDATE users SET name = '阿狗' WHERE id = 'u_a'")
                // And new posts above the line.
                for i in 0..<30 {
                    try store.database.execute("INSERT INTO posts (user_id, text, created_at) VALUES ('u_b', ?, ?)",
                                               [i % 2 == 0 ? "晚霞与猫 \(i)" : "火锅 \(i)", fixedNow + Int64(i)])
                }
            }
            #expect(try store.database.queryFirst("SELECT count(*) FROM posts_bits_dirty") { $0.int(0) } ?? 0 > 0)
            #expect(try store.database.queryFirst("SELECT id FROM posts WHERE text = '猫看晚霞'") { $0.int64(0) } == top)
            try expectSameAsScan(store, "before the fold")
            try store.foldSearchBits(policy: policy, progress: nil)
            #expect(try store.database.queryFirst("SELECT count(*) FROM posts_bits_dirty") { $0.int(0) } == 0)
            try expectBitsMatchIndex(store)
            try expectSameAsScan(store, "after the fold")
        }
    }

    @Test("an account's far-apart ids are numbered densely; older posts fetched later start a run, merged by id")
    func weiboIDs() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            // The newer two thirds first, as a first sync of 首页 would.
            try insert(store, 3_000..<9_000, weiboIDs: true)
            try store.foldSearchBits(policy: policy, progress: nil)
            #expect(try store.database.queryFirst("SELECT max(block) FROM posts_bits") { $0.int64(0) } == 1)
            try expectSameAsScan(store, "one run")
            // Older posts (lower ids) arrive later, then a few between old ones.
            try insert(store, 0..<3_000, weiboIDs: true)
            try expectSameAsScan(store, "older ones noted, not yet folded")
            try store.foldSearchBits(policy: policy, progress: nil)
            try store.database.transaction {
                for i in 0..<40 {
                    try store.database.execute("INSERT INTO posts (id, user_id, text, created_at) VALUES (?, 'u_b', ?, ?)",
                                               [5_000_000_000_000_000 + Int64(i) * 150_001 + 3, "晚霞和猫 \(i)", fixedNow])
                }
            }
            try store.foldSearchBits(policy: policy, progress: nil)
            #expect(try store.database.queryFirst("SELECT count(*) FROM posts_bits_runs") { $0.int(0) } == 3)
            try expectBitsMatchIndex(store)
            try expectSameAsScan(store, "three runs")
            // Past the policy's runs, an open numbers everything again in one.
            var few = policy
            few.maximumRuns = 2
            try store.foldSearchBits(policy: few, progress: nil)
            #expect(try store.database.queryFirst("SELECT count(*) FROM posts_bits_runs") { $0.int(0) } == 1)
            try expectBitsMatchIndex(store)
            try expectSameAsScan(store, "numbered again")
        }
    }

    @Test("the first sample is drawn at random: a word in every other post is kept whatever the ids' parity")
    func sampledAtRandom() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try store.database.transaction {
                for i in 0..<9_000 {
                    try store.database.execute("INSERT INTO posts (user_id, text, created_at) VALUES ('u_b', ?, ?)",
                                               ["\(i % 2 == 0 ? "双号" : "单号")帖子 \(i)", fixedNow - 100_000 + Int64(i)])
                }
            }
            // The newest id is odd: a sample stepping back two at a time
            // from it would see only 单号 and keep no bitmap of 双号.
            let newest = try #require(try store.database.queryFirst("SELECT max(id) FROM posts") { $0.int64(0) })
            #expect(try store.database.queryFirst("SELECT text FROM posts WHERE id = ?", [newest]) { $0.string(0) }?.hasPrefix("单号") == true)
            try store.foldSearchBits(policy: policy, progress: nil)
            #expect(try store.hasSearchBits([SearchGrams.key("双号")!, SearchGrams.key("单号")!]))
        }
    }

    @Test("a damaged block is done without: the search stays complete, the next fold drops the token")
    func damaged() throws {
        try withTemporaryDirectory { dir in
            let store = try seeded(dir)
            try store.foldSearchBits(policy: policy, progress: nil)
            let cat = Int64(bitPattern: SearchGrams.key("猫")!)
            let block = try #require(try store.database.queryFirst("SELECT max(block) FROM posts_bits WHERE token = ?", [cat]) { $0.int64(0) })
            try store.database.transaction {
                try store.database.execute("UPDATE posts_bits SET bits = x'01' WHERE token = ? AND block = ?", [cat, block])
            }
            #expect(!(try store.forEachSearchBitsHit([SearchGrams.key("猫")!]) { _ in true }))
            try expectSameAsScan(store, "damaged")
            // A new post with 猫 in that block makes the fold read it.
            try store.database.transaction {
                try store.database.execute("INSERT INTO posts (user_id, text, created_at) VALUES ('u_b', '猫', ?)", [fixedNow])
            }
            try store.foldSearchBits(policy: policy, progress: nil)
            #expect(!(try store.searchBitsTokens().contains(UInt64(bitPattern: cat))))
            try expectSameAsScan(store, "dropped")
        }
    }

    @Test("a store too small to sample keeps no bitmap and writes nothing for them")
    func small() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let changes = { try store.database.queryFirst("SELECT total_changes()") { $0.int64(0) } }
            let before = try changes()
            try store.foldSearchBits(policy: policy, progress: nil)
            #expect(try changes() == before)
            #expect(try store.searchBitsTokens().isEmpty)
            #expect(try store.searchBitsState().top == 0)
        }
    }

    @Test("a fold as the store closes takes in the posts written since, and samples nothing")
    func closing() throws {
        try withTemporaryDirectory { dir in
            let store = try seeded(dir)
            try store.foldSearchBits(policy: policy, progress: nil)
            let sampled = try store.searchBitsState().sampled
            try store.database.transaction {
                for i in 0..<5_000 {
                    try store.database.execute("INSERT INTO posts (user_id, text, created_at) VALUES ('u_b', ?, ?)",
                                               ["晚霞，猫 \(i)", fixedNow + Int64(i)])
                }
            }
            store.close()
            let raw = try rawDatabase(dir + "/weibo.sqlite")
            let state = try #require(try raw.queryFirst("SELECT top, sampled, (SELECT max(id) FROM posts) FROM posts_bits_state") {
                ($0.int64(0), $0.int(1), $0.int64(2)) })
            raw.close()
            #expect(state.0 == state.2)
            #expect(state.1 == sampled)
            let reopened = try openTestStore(dir)
            try expectBitsMatchIndex(reopened)
            try expectSameAsScan(reopened, "closed")
        }
    }
}
