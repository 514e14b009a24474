import Testing
import WeiboCore
@testable import WeiboStore

/// The sample's comment threads (v20, issue 32): a few of its comments
/// have replies, so a newcomer opens a 楼中楼 offline; its posts' comment
/// counts stay the comments they hold, replies counted as Weibo counts them.
@Suite("The sample's comment threads", .english)
struct SampleThreadsTests {
    /// The id of the sample row with `key` in `table`.
    static func id(_ store: Store, _ table: String, _ key: String) throws -> Int64 {
        try #require(try store.database.queryFirst("SELECT id FROM \(table) WHERE sample_key = ?", [key]) { $0.int64(0) })
    }

    /// Each root the sample gives replies holds them on its post page, with its 共N条回复.
    static func expectThreads(_ store: Store, _ sample: SampleData) throws {
        let replies = (sample.comments ?? []).filter { $0.root != nil }
        #expect(replies.count >= 6 && Set(replies.compactMap(\.root)).count >= 3)
        for root in Set(replies.compactMap(\.root)) {
            let expected = replies.filter { $0.root == root }
            let post = try id(store, "posts", try #require(expected.first).post)
            let detail = try #require(try store.postDetail(id: post))
            let rootID = try id(store, "comments", root)
            let shown = try #require(detail.comments.first { $0.id == rootID }, "the root is a root")
            #expect(shown.replyCount == expected.count)
            #expect(detail.replies[rootID]?.map(\.text) == expected.sorted { $0.minutesAgo > $1.minutesAgo }.map(\.text), "oldest first")
            #expect(!detail.comments.contains { $0.rootID != nil }, "no reply stands as a root")
        }
    }

    @Test("a fresh sample has threads, and every post's comment count is the comments it holds")
    func fresh() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir)
            defer { store.close() }
            try Self.expectThreads(store, try SampleData.bundled())
            for post in try store.recentPosts(limit: 500) {
                #expect(try store.comments(on: post.id, limit: 500).count == post.commentCount, "\(post.text.prefix(12))")
            }
        }
    }

    @Test("a sample store made before gains the threads, its counts the replies and the user's own comments")
    func upgrade() throws {
        try withTemporaryDirectory { dir in
            let bundled = try SampleData.bundled()
            var before = bundled
            before.comments = bundled.comments?.filter { $0.root == nil }
            before.posts = bundled.posts.map { post in
                var post = post
                post.comments = (post.comments ?? 0) - (bundled.comments ?? []).filter { $0.root != nil && $0.post == post.id }.count
                return post
            }
            try buildOldStore(dir, version: 19, sample: before)
            let old = try Database(path: dir + "/weibo.sqlite")
            try old.transaction { try old.execute("INSERT INTO comments (post_id, user_id, text, created_at) SELECT id, 'u_me', '升级前写的', 1 FROM posts WHERE sample_key = 'p055'") }
            old.close()
            let store = try Store.open(dataDirectory: dir, clock: { fixedNow }, sample: { bundled })
            defer { store.close() }
            #expect(try store.schemaVersion() == Schema.latestVersion)
            try Self.expectThreads(store, bundled)
            let p055 = try #require(try store.post(id: try Self.id(store, "posts", "p055")))
            #expect(p055.commentCount == (bundled.posts.first { $0.id == "p055" }?.comments ?? 0) + 1)
            for post in try store.recentPosts(limit: 500) {
                #expect(try store.comments(on: post.id, limit: 500).count == post.commentCount, "\(post.text.prefix(12))")
            }
        }
    }
}
