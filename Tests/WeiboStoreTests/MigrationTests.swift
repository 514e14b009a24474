import Testing
import WeiboCore
@testable import WeiboStore

@Suite("Schema and first-run seeding")
struct MigrationTests {
    @Test("a new store is migrated to the latest version, stamped, and seeded")
    func fromEmpty() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            #expect(try store.schemaVersion() == Schema.latestVersion)
            #expect(try store.database.pragmaInt("application_id") == Int64(DatabaseFile.applicationID))
            #expect(try store.database.pragma("journal_mode") == "wal")
            #expect(try store.database.pragmaInt("foreign_keys") == 1)
            #expect(try store.postCount() == 5)
            let me = try store.localUser()
            #expect(me == User(id: "u_me", name: "我", bio: "本地用户", followingCount: 123, followersCount: 45678, isLocal: true))
            #expect(try store.user(id: "u_b")?.bio == "")
            #expect(try store.setting(Store.firstRunAtSetting) == String(fixedNow))
            let tables = try store.database.query(
                "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") { $0.string(0) }
            let searchIndexes = ["messages_fts", "messages_fts_config", "messages_fts_data", "messages_fts_docsize", "messages_fts_idx",
                                 "posts_fts", "posts_fts_config", "posts_fts_data", "posts_fts_docsize", "posts_fts_idx",
                                 "messages_grams", "messages_grams_config", "messages_grams_data", "messages_grams_idx",
                                 "messages_grams_pending", "posts_grams", "posts_grams_config", "posts_grams_data",
                                 "posts_grams_idx", "posts_grams_pending",
                                 "posts_bits", "posts_bits_dirty", "posts_bits_posts", "posts_bits_runs", "posts_bits_state", "posts_bits_tokens"]
            #expect(tables == (["comments", "conversations", "drafts", "feed_group_posts", "feed_groups", "mentions", "messages", "opened_items", "opened_pages", "outbox", "post_likes",
                                "posts", "search_history", "sqlite_sequence",
                                "settings", "users"] + searchIndexes).sorted())
        }
    }

    @Test("re-opening is idempotent: nothing re-seeded, data kept")
    func reopen() throws {
        try withTemporaryDirectory { dir in
            let first = try openTestStore(dir)
            try first.setSetting("color", "off")
            first.close()
            let second = try openTestStore(dir, now: fixedNow + 86_400)
            #expect(try second.postCount() == 5)
            #expect(try second.setting("color") == "off")
            #expect(try second.setting(Store.firstRunAtSetting) == String(fixedNow))
            #expect(try second.schemaVersion() == Schema.latestVersion)
            #expect(try Schema.migrate(second.database, context: .init(now: 0, sample: { throw TestFailure("no") })) == [])
        }
    }

    @Test("seeded times are relative to the first run; JSON ids map to rows in file order")
    func seedMapping() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let keys = try store.database.query("SELECT id, sample_key FROM posts ORDER BY id") {
                "\($0.int64(0))=\($0.string(1))"
            }
            #expect(keys == ["1=p001", "2=p002", "3=p003", "4=p004", "5=p005"])
            let repost = try #require(try store.post(id: 3))
            #expect(repost.createdAt == fixedNow - 600)
            #expect(repost.repostOf == 4)
            #expect(repost.original?.text == "原文")
            #expect(repost.original?.authorName == "阿猫")
            #expect(repost.original?.createdAt == fixedNow - 3600)
            let p2 = try #require(try store.post(id: 2))
            #expect(p2.liked && p2.repostCount == 1 && p2.source == "Android" && p2.original == nil)
        }
    }

    @Test("a first run that fails midway leaves nothing behind, and the next run succeeds")
    func atomicFirstRun() throws {
        try withTemporaryDirectory { dir in
            // p002 names a user that does not exist: the foreign key fails
            // after the tables and some rows were written in the transaction.
            let broken = testSampleJSON.replacingOccurrences(of: "\"user\":\"u_b\"", with: "\"user\":\"u_nobody\"")
            #expect(throws: StoreError.self) { try openTestStore(dir, json: broken) }
            let raw = try rawDatabase(dir + "/weibo.sqlite")
            #expect(try raw.pragmaInt("user_version") == 0)
            #expect(try raw.queryFirst("SELECT count(*) FROM sqlite_schema") { $0.int(0) } == 0)
            #expect(try raw.pragmaInt("application_id") == 0)
            raw.close()
            let store = try openTestStore(dir)
            #expect(try store.postCount() == 5)
        }
    }

    @Test("a sample whose repost points nowhere is refused as sample data")
    func danglingRepost() throws {
        try withTemporaryDirectory { dir in
            let broken = testSampleJSON.replacingOccurrences(of: "\"repostOf\":\"p004\"", with: "\"repostOf\":\"p999\"")
            let error = #expect(throws: StoreError.self) { try openTestStore(dir, json: broken) }
            #expect(error?.kind == .sampleData)
        }
    }

    @Test("the bundled sample decodes and seeds a consistent store")
    func bundledSample() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir, clock: { fixedNow })
            let sample = try SampleData.bundled()
            #expect(try store.postCount() == sample.allPosts.count)
            #expect(try store.localUser().id == sample.localUser)
            #expect(try store.database.queryFirst("SELECT count(*) FROM pragma_foreign_key_check") { $0.int(0) } == 0)
            #expect(try store.recentPosts(limit: 1).first.map { $0.createdAt <= fixedNow } ?? true)
        }
    }

    @Test("migrations are numbered 1, 2, 3… with no gaps")
    func migrationOrder() {
        #expect(Schema.migrations.map(\.version) == Array(1...Int64(Schema.migrations.count)))
    }
}

extension String {
    /// FoundationEssentials-free stand-in for the tests' one string edit.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
