import Testing
import WeiboCore
@testable import WeiboStore

/// Issue 34: a query of several words with a long one among them is driven
/// by its rarest token (`Store.searchPlan`), and finds what a plain scan
/// finds, in the same order, whichever index drives it.
@Suite("Planning a search of several words")
struct SearchPlanTests {
    /// Common words never together, a few posts with both, and a long word
    /// rare as a whole whose every pair is common.
    private func seeded(_ dir: String) throws -> Store {
        let store = try openTestStore(dir)
        try store.database.transaction {
            for i in 0..<300 {
                let text: String
                switch i % 100 {
                case 17, 61: text = "晚霞好看，猫也好看 \(i)"
                case 40: text = "楼上好看的猫 \(i)"
                default: text = i % 2 == 0 ? "今天的晚霞好看的天 \(i)" : "楼下的猫又胖了 \(i)"
                }
                try store.database.execute("INSERT INTO posts (user_id, text, created_at) VALUES (?, ?, ?)",
                                           ["u_b", text, fixedNow - 10_000 + Int64(i)])
            }
        }
        return store
    }

    /// What a scan of every post finds: each word in the text or the
    /// author's name, newest added first.
    private func scanned(_ store: Store, _ query: SearchQuery, limit: Int) throws -> [String] {
        let rows = try store.database.query(
            "SELECT p.text, coalesce(u.name, '') FROM posts p LEFT JOIN users u ON u.id = p.user_id ORDER BY p.id DESC"
        ) { ($0.string(0), $0.string(1)) }
        return Array(rows.filter { text, name in query.terms.allSatisfy { text.contains($0) || name.contains($0) } }
            .map(\.0).prefix(limit))
    }

    @Test("the rarest token drives: one pair of a common long word, or the trigram index for a rare one")
    func plans() throws {
        try withTemporaryDirectory { dir in
            let store = try seeded(dir)
            let cat = SearchGrams.token("猫")!
            // 晚霞好看's pairs are all as common as the word: one is asked, not three.
            #expect(try store.searchPlan(SearchQuery("晚霞好看 猫")) == .grams(cat + " " + SearchGrams.token("晚霞")!))
            // 好看的猫: 好看, 看的 and 的猫 are each in half the posts, the word in three.
            #expect(try store.searchPlan(SearchQuery("好看的猫 楼")) == .trigram)
            // One word, or only short ones: nothing to plan.
            #expect(try store.searchPlan(SearchQuery("晚霞好看")) == nil)
            #expect(try store.searchPlan(SearchQuery("晚霞 猫")) == nil)
        }
    }

    @Test("every plan finds what a scan finds, in the same order, at any limit")
    func complete() throws {
        try withTemporaryDirectory { dir in
            let store = try seeded(dir)
            for text in ["晚霞好看 猫", "好看的猫 楼", "好看的猫 猫", "晚霞好看 楼上", "今天的晚霞 胖了", "楼下的猫 胖",
                         "晚霞好看 琴", "量子纠缠 猫", "晚霞好看 好看的猫", "又胖了 的猫 楼"] {
                let query = SearchQuery(text)
                for limit in [2, 50, 500] {
                    let found = try store.searchPosts(.posts(.timeline), query, limit: limit).posts.map(\.text)
                    #expect(found == (try scanned(store, query, limit: limit)), "\(text), limit \(limit)")
                }
            }
            #expect(try store.searchPosts(.posts(.timeline), SearchQuery("晚霞好看 猫"), limit: 50).posts.count == 6)
        }
    }
}
