import Testing
import WeiboCore
@testable import WeiboStore

/// A web session's 收藏: shown at once from the store, sent through the
/// outbox, and one taken back before it was sent sends nothing.
@Suite("Favourites in the outbox", .english)
struct OutboxFavoriteTests {
    let now: Int64 = 1_709_510_400
    let postID: Int64 = 4_900_000_000_000_000_321

    func open(_ dir: String) throws -> Store {
        try Store.openAccount(dataDirectory: dir, account: Account(webUID: 6001, screenName: "网页用户", cookies: "SUB=x", st: "s"),
                              clock: { [now] in now })
    }

    func cached(_ store: Store) throws {
        let author = User(id: "42", name: "作者")
        try store.saveFetched(users: [author], timeline: [Post(id: postID, userID: "42", authorName: "作者", text: "好", createdAt: now)])
    }

    @Test func aFavouriteShowsAtOnceWaitsInTheOutboxAndIsListed() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try cached(store)
            #expect(try store.favoritePosts().isEmpty)
            let post = try store.queueFavorite(postID: postID, true)
            #expect(post.favorited)
            let items = try store.outbox()
            #expect(items.map(\.kind) == [.favorite] && items.first?.targetPostID == postID)
            #expect(try store.favoritePosts().map(\.id) == [postID])
            // Again: nothing changes and nothing more is queued.
            try store.queueFavorite(postID: postID, true)
            #expect(try store.outbox().count == 1)
            try store.markSent(id: items[0].id)
            #expect(try store.outbox().isEmpty && store.post(id: postID)?.favorited == true)
        }
    }

    @Test func takingItBackBeforeItWasSentCancelsIt() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try cached(store)
            try store.queueFavorite(postID: postID, true)
            let post = try store.queueFavorite(postID: postID, false)
            #expect(!post.favorited)
            #expect(try store.outbox().isEmpty && store.favoritePosts().isEmpty)
        }
    }

    @Test func takingBackOneThatMayHaveArrivedWaitsBehindIt() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try cached(store)
            try store.queueFavorite(postID: postID, true)
            let item = try #require(try store.outbox().first)
            try store.recordSendFailure(id: item.id, error: "timeout", unknownOutcome: true, nextAttemptAt: now)
            try store.queueFavorite(postID: postID, false)
            let items = try store.outbox()
            #expect(items.map(\.kind) == [.favorite, .unfavorite])
            #expect(try store.waitsBehindAnOlderItem(items[1]) && !store.waitsBehindAnOlderItem(items[0]))
        }
    }

    @Test func weibosListMarksItsPostsButNotOneWhoseTakingBackWaits() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try cached(store)
            try store.queueFavorite(postID: postID, true)
            try store.queueFavorite(postID: postID, false)
            try store.queueFavorite(postID: postID, true)
            try store.queueFavorite(postID: postID, false)
            #expect(try store.outbox().isEmpty)
            // An unfavourite that may have reached Weibo is pending: Weibo's
            // older list still holding the post does not undo the user's word.
            try store.queueFavorite(postID: postID, true)
            let item = try #require(try store.outbox().first)
            try store.recordSendFailure(id: item.id, error: "timeout", unknownOutcome: true, nextAttemptAt: now)
            try store.queueFavorite(postID: postID, false)
            let other = Post(id: postID + 1, userID: "43", authorName: "别人", text: "收藏的", createdAt: now - 60)
            let added = try store.saveFetchedFavorites([other, Post(id: postID, userID: "42", authorName: "作者", text: "好", createdAt: now)],
                                                       users: [User(id: "43", name: "别人"), User(id: "42", name: "作者")])
            #expect(added == 1)
            #expect(try store.favoritePosts().map(\.id) == [postID + 1])
            // A favourite is not made a 首页 post.
            #expect(try !store.posts(.timeline, .newest).map(\.id).contains(postID + 1))
        }
    }

    /// v14 rebuilds the outbox to let favourites in: its rows and its id
    /// counter go on, so an id taken out by a send is never given again,
    /// and the posts gain their flag, unset.
    @Test func aV13StoreUpgradesKeepingItsOutboxAndCounter() throws {
        try withTemporaryDirectory { dir in
            let me = SampleData.User(id: "6001", name: "网页用户")
            let file = Store.webSessionFileName(uid: 6001)
            try buildOldStore(dir, version: 13, sample: SampleData(localUser: me.id, users: [me], posts: []), now: now, fileName: file)
            let raw = try rawDatabase(dir + "/" + file)
            try raw.transaction {
                try raw.executeScript("""
                    INSERT INTO outbox (id, kind, text, target_user_id, created_at, next_attempt_at) VALUES (5, 'follow', '', 42, 1, 1);
                    UPDATE sqlite_sequence SET seq = 9 WHERE name = 'outbox';
                    """)
            }
            raw.close()
            let reopened = try open(dir)
            defer { reopened.close() }
            #expect(try reopened.outbox().map(\.kind) == [.follow])
            try cached(reopened)
            #expect(try reopened.post(id: postID)?.favorited == false)
            try reopened.queueFavorite(postID: postID, true)
            #expect(try reopened.outbox().map(\.id) == [5, 10])
        }
    }
}
