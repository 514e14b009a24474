import Testing
import WeiboCore
@testable import WeiboStore

/// A post page's lists as fetched when opened (v15): reposts, likes and
/// comments saved with their pages filed, Weibo's hot order kept, threads
/// under their roots, where the next page starts, and all of it read back
/// for the page offline (`postDetail`).
@Suite struct PostPageStoreTests {
    let uid: Int64 = 1001
    let author = User(id: "2002", name: "山间小路")
    let fan = User(id: "2003", name: "lee_walks")
    let cat = User(id: "2004", name: "晴天小猫")

    func opened(_ dir: String) throws -> (Store, Post) {
        let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
        let post = Post(id: 40, userID: "2002", authorName: "山间小路", text: "原文", createdAt: 900, repostCount: 2, commentCount: 5, likeCount: 3)
        try store.saveFetched(post: post, comments: [], users: [author])
        return (store, post)
    }

    @Test("reposts and likers saved and read newest first; the account's own like from the post; each page's next filed")
    func repostsAndLikes() throws {
        try withTemporaryDirectory { dir in
            let (store, original) = try opened(dir)
            defer { store.close() }
            let reposts = [Post(id: 52, userID: "2003", authorName: "lee_walks", text: "转发 2", createdAt: 1_100, repostOf: 40, original: original),
                           Post(id: 51, userID: "2004", authorName: "晴天小猫", text: "转发 1", createdAt: 1_000, repostOf: 40, original: original)]
            let page = OpenedPage(.reposts, key: 40)
            #expect(try store.saveFetchedPosts(page, posts: reposts, users: [fan, cat], next: "page:2", at: 5_000) == 2)
            #expect(try store.openedCursor(for: OpenedPage(.reposts, key: 40, page: 2)) == .after("page:2"))
            #expect(try store.openedCursor(for: OpenedPage(.reposts, key: 40, page: 3)) == .end, "page 2 was never fetched")
            #expect(try store.openedProgress(page.id) == OpenedListProgress(pages: 1, more: true, fetchedAt: 5_000))
            let likes = OpenedPage(.postLikes, key: 40)
            let me = try store.localUser()
            #expect(try store.saveFetchedLikes(likes, likers: [(fan, 1_200), (me, 1_150), (cat, nil)], next: nil, at: 5_000) == 2)
            var detail = try #require(try store.postDetail(id: 40))
            #expect(detail.reposts.map(\.id) == [52, 51] && detail.reposts[0].original?.id == 40)
            #expect(detail.likers.map(\.name) == ["lee_walks", "晴天小猫"], "the account's own like is the post's, not a row")
            #expect(detail.likers[1].likedAt == 1_199, "no time given: kept in Weibo's order, just below the one before it")
            #expect(detail.progress(.postLikes)?.more == false && detail.progress(.reposts)?.pages == 1)
            _ = try store.setLiked(postID: 40, true)
            detail = try #require(try store.postDetail(id: 40))
            #expect(detail.likers.first?.userID == me.id && detail.likers.count == 3)
            #expect(try store.recentPosts().isEmpty, "reposts are no 首页 posts")
        }
    }

    @Test("comments keep Weibo's hot order, newer ones first; replies go under their roots; page 1 starts the list afresh")
    func commentsAndThreads() throws {
        try withTemporaryDirectory { dir in
            let (store, _) = try opened(dir)
            defer { store.close() }
            func comment(_ id: Int64, _ at: Int64, root: Int64? = nil, likes: Int = 0, replies: Int = 0) -> WeiboCore.Comment {
                WeiboCore.Comment(id: id, postID: 40, userID: "2003", authorName: "lee_walks", text: "评论 \(id)", createdAt: at,
                        likeCount: likes, replyCount: replies, rootID: root)
            }
            let hot = [comment(61, 1_100, likes: 9), comment(63, 1_300, likes: 4, replies: 2), comment(62, 1_200),
                       comment(64, 1_310, root: 63)]
            let first = OpenedPage(.postComments, key: 40)
            #expect(try store.saveFetchedComments(first, postID: 40, comments: hot, users: [fan], next: "hot:0:77", at: 5_000) == 4)
            var detail = try #require(try store.postDetail(id: 40))
            #expect(detail.comments.map(\.id) == [61, 63, 62], "the roots, in Weibo's hot order")
            #expect(detail.comments[1].replyCount == 2 && detail.comments[0].likeCount == 9)
            #expect(detail.replies[63]?.map(\.id) == [64])
            // The account's comment written since, not in the list: first; another's from elsewhere: last.
            var mine = comment(65, 1_400)
            mine.userID = try store.localUser().id
            try store.saveFetched(post: detail.post, comments: [mine, comment(67, 1_500)], users: [fan])
            #expect(try store.postDetail(id: 40)?.comments.map(\.id) == [65, 61, 63, 62, 67])
            // The thread's own page: its replies oldest first, a page after it.
            let thread = OpenedPage(.replies, key: 63)
            #expect(try store.saveFetchedComments(thread, postID: 40, comments: [comment(66, 1_320, root: 63)], users: [fan],
                                                  next: "max:88", at: 5_001) == 1)
            detail = try #require(try store.postDetail(id: 40))
            #expect(detail.replies[63]?.map(\.id) == [64, 66] && detail.progress(.replies, key: 63)?.more == true)
            #expect(try store.openedCursor(for: OpenedPage(.replies, key: 63, page: 2)) == .after("max:88"))
            // Fetched again from its first page: the old pages go.
            _ = try store.saveFetchedComments(OpenedPage(.postComments, key: 40, page: 2), postID: 40, comments: [], users: [], next: nil, at: 5_002)
            #expect(try store.openedProgress(first.id)?.pages == 2)
            _ = try store.saveFetchedComments(first, postID: 40, comments: [comment(62, 1_200)], users: [], next: nil, at: 5_003)
            #expect(try store.openedProgress(first.id) == OpenedListProgress(pages: 1, more: false, fetchedAt: 5_003))
            #expect(try store.postDetail(id: 40)?.comments.map(\.id) == [65, 62, 67, 63, 61], "only 62 is listed now: the others newest first below it")
        }
    }

    @Test("the lists opened longest ago are let go past openedListsKept; what they showed stays cached")
    func keptLists() throws {
        try withTemporaryDirectory { dir in
            let (store, _) = try opened(dir)
            defer { store.close() }
            for key in 0...Int64(Store.openedListsKept) {
                _ = try store.saveFetchedLikes(OpenedPage(.postLikes, key: 1_000 + key), likers: [], next: nil, at: 10_000 + key)
            }
            #expect(try store.openedProgress(OpenedListID(list: .postLikes, key: 1_000)) == nil)
            #expect(try store.openedProgress(OpenedListID(list: .postLikes, key: 1_001)) != nil)
        }
    }
}
