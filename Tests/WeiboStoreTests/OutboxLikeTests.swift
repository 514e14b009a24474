import Testing
import WeiboCore
@testable import WeiboStore

/// A web session's likes: shown at once from the store, sent through the
/// outbox, and a like taken back before it was sent sends nothing.
@Suite("Likes in the outbox", .english)
struct OutboxLikeTests {
    let now: Int64 = 1_709_510_400
    let postID: Int64 = 4_900_000_000_000_000_123

    func open(_ dir: String) throws -> Store {
        try Store.openAccount(dataDirectory: dir, account: Account(webUID: 6001, screenName: "网页用户", cookies: "SUB=x", st: "s"),
                              clock: { [now] in now })
    }

    func cached(_ store: Store) throws {
        let author = User(id: "42", name: "作者")
        try store.saveFetched(users: [author], timeline: [Post(id: postID, userID: "42", authorName: "作者", text: "好", createdAt: now, likeCount: 5)])
    }

    @Test func aLikeShowsAtOnceAndWaitsInTheOutbox() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try cached(store)
            let post = try store.queueLike(postID: postID, true)
            #expect(post.liked && post.likeCount == 6)
            let items = try store.outbox()
            #expect(items.map(\.kind) == [.like] && items.first?.targetPostID == postID)
            // Liking again changes nothing and queues nothing more.
            try store.queueLike(postID: postID, true)
            #expect(try store.outbox().count == 1 && store.post(id: postID)?.likeCount == 6)
            try store.markSent(id: items[0].id)
            #expect(try store.outbox().isEmpty && store.post(id: postID)?.liked == true)
        }
    }

    @Test func anUnlikeBeforeTheLikeWasSentCancelsIt() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try cached(store)
            try store.queueLike(postID: postID, true)
            let post = try store.queueLike(postID: postID, false)
            #expect(!post.liked && post.likeCount == 5)
            #expect(try store.outbox().isEmpty)
        }
    }

    @Test func anUnlikeAfterALikeThatMayHaveArrivedIsQueuedBehindIt() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try cached(store)
            let like = try store.queueLike(postID: postID, true)
            _ = like
            let item = try #require(try store.outbox().first)
            try store.recordSendFailure(id: item.id, error: "timeout", unknownOutcome: true, nextAttemptAt: now)
            try store.queueLike(postID: postID, false)
            #expect(try store.outbox().map(\.kind) == [.like, .unlike])
        }
    }

    /// v8 rebuilds the outbox to let likes in; the id counter goes on from
    /// where it was, so an id taken out by a send is never given again.
    @Test func theRebuiltOutboxNeverGivesAnIdTwice() throws {
        try withTemporaryDirectory { dir in
            // A v7 store as that build left it, built by the migrations up to
            // 7 (not a newer store set back, which every later migration would
            // meet a second time): ids up to 7 given out, item 3 still waiting.
            let me = SampleData.User(id: "6001", name: "网页用户")
            let file = Store.webSessionFileName(uid: 6001)
            try buildOldStore(dir, version: 7, sample: SampleData(localUser: me.id, users: [me], posts: []), now: now, fileName: file)
            let raw = try rawDatabase(dir + "/" + file)
            try raw.transaction {
                try raw.executeScript("""
                    INSERT INTO outbox (id, kind, text, created_at, next_attempt_at) VALUES (3, 'post', '还在', 1, 1);
                    UPDATE sqlite_sequence SET seq = 7 WHERE name = 'outbox';
                    """)
            }
            raw.close()
            let reopened = try open(dir)
            defer { reopened.close() }
            #expect(try reopened.outbox().map(\.text) == ["还在"])
            let next = try reopened.queue(Draft(text: "新的"))
            #expect(next.id == 8)
        }
    }
}
