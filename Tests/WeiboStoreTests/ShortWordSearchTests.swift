import Testing
import WeiboCore
@testable import WeiboStore

/// Words of one and two characters: migration v12's index, its triggers,
/// the backfill of an older store and searching while it runs.
@Suite("Searching one- and two-character words")
struct ShortWordSearchTests {
    private func texts(_ store: Store, _ text: String, limit: Int = 50) throws -> [String] {
        try store.searchPosts(.posts(.timeline), SearchQuery(text), limit: limit).posts.map(\.text)
    }

    private func messageTexts(_ store: Store, _ text: String) throws -> [String] {
        try store.searchMessages(SearchQuery(text), limit: 50).messages.map(\.message.text)
    }

    private func checkIndexes(_ store: Store) throws {
        try store.database.transaction {
            try store.database.execute("INSERT INTO posts_grams (posts_grams) VALUES ('integrity-check')")
            try store.database.execute("INSERT INTO messages_grams (messages_grams) VALUES ('integrity-check')")
        }
    }

    /// The rowids the grams index holds for `word`.
    private func indexed(_ store: Store, _ word: String) throws -> Int {
        try store.database.queryFirst(
            "SELECT count(*) FROM posts_grams WHERE posts_grams MATCH ?", [SearchGrams.token(word)!]) { $0.int(0) } ?? 0
    }

    @Test("mixed Chinese and Latin, case folded, several words, misses")
    func mixedWords() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            _ = try store.publish(PostDraft(text: "用Swift写的猫App"))
            for word in ["t写", "猫A", "sw", "SW", "pp", "W"] {
                #expect(try texts(store, word) == ["用Swift写的猫App"], "\(word)")
            }
            #expect(try texts(store, "Sw 猫") == ["用Swift写的猫App"])
            #expect(try texts(store, "猫b") == [])
            #expect(try texts(store, "琴") == [])
            #expect(try texts(store, "猫 琴") == [])
            // A long word and a short one: one index answers both, the trigram index checks.
            #expect(try texts(store, "Swift 猫") == ["用Swift写的猫App"])
            #expect(try texts(store, "swift 猫a") == ["用Swift写的猫App"])
            #expect(try texts(store, "Swift 琴") == [])
            #expect(try texts(store, "wift写的猫 p") == ["用Swift写的猫App"])
            // Every pair of a long word is there, but not the word itself: not found.
            _ = try store.publish(PostDraft(text: "写的 Swi ift wif"))
            #expect(try texts(store, "Swift 写") == ["用Swift写的猫App"])
            // The author's name is searched too; no pair spans the text and the name.
            #expect(try texts(store, "阿猫").contains("第一条"))
            #expect(try texts(store, "条阿") == [])
            // LIKE's wildcards are plain characters here as well.
            #expect(try texts(store, "%") == [])
        }
    }

    @Test("消息's short words: a sent message is indexed at once, several words and misses")
    func messages() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            _ = try store.send(text: "钢琴课改到周六", to: "d2")
            #expect(try messageTexts(store, "钢琴") == ["钢琴课改到周六"])
            #expect(try messageTexts(store, "琴课 周") == ["钢琴课改到周六"])
            #expect(try messageTexts(store, "笛") == [])
            try checkIndexes(store)
        }
    }

    @Test("a v11 store: its rows wait for the backfill, are found while they wait, and are all indexed after")
    func migrationAndBackfill() throws {
        try withTemporaryDirectory { dir in
            try buildOldStore(dir, version: 11, json: activitySampleJSON)
            let raw = try Database(path: dir + "/weibo.sqlite")
            try raw.transaction {
                for i in 1...9 {
                    try raw.execute("INSERT INTO posts (user_id, text, created_at) VALUES ('u_a', ?, ?)", ["旧的第\(i)架钢琴", fixedNow - Int64(i)])
                }
            }
            raw.close()
            let postCount: Int
            do {
                let store = try Store.open(dataDirectory: dir, clock: { fixedNow }, sample: { try SampleData.decode(activitySampleJSON) },
                                           indexesPendingSearch: false)
                defer { store.close() }
                #expect(try store.schemaVersion() == Schema.latestVersion)
                postCount = try rowCount(store, "posts")
                #expect(try rowCount(store, "posts_grams_pending") == postCount)
                #expect(try rowCount(store, "messages_grams_pending") == rowCount(store, "messages"))
                // Nothing indexed yet: the pending rows are scanned, and a new post is indexed at once.
                _ = try store.publish(PostDraft(text: "新的一架钢琴"))
                #expect(try rowCount(store, "posts_grams_pending") == postCount)
                let expected = ["新的一架钢琴"] + (1...9).reversed().map { "旧的第\($0)架钢琴" }
                #expect(try texts(store, "钢琴") == expected)
                #expect(try texts(store, "琴", limit: 3) == Array(expected.prefix(3)))
                #expect(try messageTexts(store, "火锅") == ["火锅？"])
                // Long and short words: the indexed post through both indexes, the pending ones scanned.
                #expect(try texts(store, "架钢琴 新") == ["新的一架钢琴"])
                #expect(try texts(store, "架钢琴 旧") == Array(expected.dropFirst()))
                // A pending post deleted or edited before the backfill reaches it.
                try store.database.transaction {
                    try store.database.execute("DELETE FROM posts WHERE text = '旧的第9架钢琴'")
                    try store.database.execute("UPDATE posts SET text = '旧的第8架古琴' WHERE text = '旧的第8架钢琴'")
                }
                // The backfill, a few rows a batch, newest first; its progress grows to the total.
                var seen: [Int] = [], totals: Set<Int> = []
                var halfway: [String]?
                try store.indexPendingSearchGrams(batch: 4) { done, total in
                    seen.append(done)
                    totals.insert(total)
                    if halfway == nil { halfway = try? texts(store, "钢琴") }
                }
                let total = postCount - 1 + (try rowCount(store, "messages"))
                #expect(totals == [total])
                #expect(seen.count >= 3 && seen == seen.sorted() && seen.last == total)
                // Said before the first batch: a big backfill shows at once, not after one.
                #expect(seen.first == 0)
                #expect(halfway == ["新的一架钢琴"] + (1...7).reversed().map { "旧的第\($0)架钢琴" })
                #expect(try rowCount(store, "posts_grams_pending") == 0)
                #expect(try rowCount(store, "messages_grams_pending") == 0)
                #expect(try texts(store, "钢琴") == ["新的一架钢琴"] + (1...7).reversed().map { "旧的第\($0)架钢琴" })
                #expect(try texts(store, "古琴") == ["旧的第8架古琴"])
                #expect(try indexed(store, "古琴") == 1)
                #expect(try messageTexts(store, "火锅") == ["火锅？"])
                try checkIndexes(store)
            }
            // A plain open finishes any backfill left (here none) and searches the same.
            let reopened = try openActivityStore(dir)
            #expect(try texts(reopened, "架").count == 9)
        }
    }

    @Test("a store opened with rows pending indexes them all before it is handed out")
    func openFinishesTheBackfill() throws {
        try withTemporaryDirectory { dir in
            try buildOldStore(dir, version: 11, json: activitySampleJSON)
            let store = try openActivityStore(dir)
            #expect(try store.pendingSearchIndexRows() == 0)
            #expect(try rowCount(store, "posts_grams_pending") == 0)
            #expect(try texts(store, "快来").count == 1)
            try checkIndexes(store)
        }
    }
}
