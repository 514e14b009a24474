import Testing
import WeiboCore
@testable import WeiboStore

@Suite("Upgrading old stores")
struct MigrationUpgradeTests {
    @Test("a v1 store upgrades to the latest version, keeping its data and its first-run clock")
    func fromV1() throws {
        try withTemporaryDirectory { dir in
            try buildOldStore(dir, version: 1)
            // Data written by the v1 build after its first run.
            let raw = try Database(path: dir + "/weibo.sqlite")
            try raw.transaction {
                try raw.execute("INSERT INTO posts (user_id, text, created_at) VALUES ('u_me', 'v1 时代的微博', ?)", [fixedNow + 5])
                try raw.execute("UPDATE posts SET liked = 1, like_count = like_count + 1 WHERE id = 1")
                try raw.execute("INSERT INTO search_history (keyword, searched_at) VALUES ('长沙', 1)")
                try raw.execute("INSERT INTO settings (key, value) VALUES ('color', 'off')")
            }
            raw.close()

            let later = fixedNow + 30 * 86_400
            let store = try openTestStore(dir, now: later)
            #expect(try store.schemaVersion() == Schema.latestVersion)
            #expect(try store.postCount() == 6)
            let mine = try #require(try store.recentPosts(limit: 1).first)
            #expect(mine.text == "v1 时代的微博" && mine.kind == .text && mine.title == nil && mine.attachmentLabel == nil)
            #expect(try store.post(id: 1)?.liked == true)
            #expect(try store.post(id: 1)?.likeCount == 34_501)
            #expect(try store.searchHistory() == ["长沙"])
            #expect(try store.setting("color") == "off")
            #expect(try store.setting(Store.firstRunAtSetting) == String(fixedNow))
            // Seeded comments sit on the first run's clock, not the upgrade's.
            #expect(try store.comments(on: 1).map(\.createdAt) == [fixedNow - 120])
            #expect(try store.draftCount() == 0)
            #expect(try store.database.queryFirst("SELECT count(*) FROM pragma_foreign_key_check") { $0.int(0) } == 0)
        }
    }

    @Test("sample comments whose post this store lacks are skipped, not fatal")
    func missingPosts() throws {
        try withTemporaryDirectory { dir in
            let extra = testSampleJSON.replacingOccurrences(
                of: "\"comments\":[",
                with: "\"comments\":[{\"id\":\"c900\",\"post\":\"p999\",\"user\":\"u_a\",\"text\":\"?\",\"minutesAgo\":1},")
            try buildOldStore(dir, version: 1)
            let store = try openTestStore(dir, json: extra)
            #expect(try rowCount(store, "comments") == 1)
        }
    }

    @Test("the bundled sample's comments all land on real posts")
    func bundledComments() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir, clock: { fixedNow })
            let sample = try SampleData.bundled()
            #expect(try rowCount(store, "comments") == sample.comments?.count ?? 0)
        }
    }
}

@Suite("Upgrading to the message centre (v3)")
struct MigrationV3Tests {
    @Test("a v1 store built by the v1 migration alone reaches v3 with activity on the first-run clock")
    func fromV1() throws {
        try withTemporaryDirectory { dir in
            try buildOldStore(dir, version: 1, json: activitySampleJSON)
            let store = try openTestStore(dir, json: activitySampleJSON, now: fixedNow + 7 * 86_400)
            #expect(try store.schemaVersion() == Schema.latestVersion)
            #expect(try store.unreadCounts() == UnreadCounts(mentions: 2, comments: 2, likes: 1, messages: 3))
            #expect(try store.conversations().first?.lastMessageAt == fixedNow - 19 * 60)
            #expect(try store.database.queryFirst("SELECT count(*) FROM pragma_foreign_key_check") { $0.int(0) } == 0)
        }
    }

    @Test("a v2 store keeps its drafts, posts and comments through v3")
    func fromV2() throws {
        try withTemporaryDirectory { dir in
            try buildOldStore(dir, version: 2, json: activitySampleJSON)
            let raw = try Database(path: dir + "/weibo.sqlite")
            try raw.transaction {
                try raw.execute(
                    "INSERT INTO drafts (mode, kind, text, cursor, updated_at) VALUES ('post', 'checkIn', '草稿', 2, ?)", [fixedNow])
                try raw.execute(
                    "INSERT INTO posts (user_id, text, created_at, kind, place) VALUES ('u_me', 'v2 签到', ?, 'checkIn', '长沙')",
                    [fixedNow + 1])
                try raw.execute(
                    "INSERT INTO comments (post_id, user_id, text, created_at) VALUES (3, 'u_a', 'v2 的评论', ?)", [fixedNow + 2])
            }
            raw.close()
            let store = try openTestStore(dir, json: activitySampleJSON)
            #expect(try store.schemaVersion() == Schema.latestVersion)
            #expect(try store.drafts().map(\.text) == ["草稿"])
            #expect(try store.drafts().first?.kind == .checkIn)
            #expect(try store.recentPosts(limit: 1).first?.attachmentLabel == "📍 长沙")
            // Comments written under v2 were seen then: read.
            let newest = try #require(try store.commentsOnMyPosts().first)
            #expect(newest.text == "v2 的评论" && newest.read)
            #expect(try store.unreadCounts().comments == 2)
        }
    }

    @Test("the bundled sample seeds a consistent message centre with something unread")
    func bundled() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir, clock: { fixedNow })
            let sample = try SampleData.bundled()
            let counts = try store.unreadCounts()
            #expect(counts.messages > 0 && counts.comments > 0 && counts.likes > 0 && counts.mentions > 0)
            #expect(try store.conversationCount() == sample.conversations?.count)
            #expect(try rowCount(store, "post_likes") == sample.likes?.count)
            for conversation in try store.conversations() {
                #expect(try store.messages(in: conversation.id, limit: 1).first?.text == conversation.lastMessage)
            }
        }
    }
}
