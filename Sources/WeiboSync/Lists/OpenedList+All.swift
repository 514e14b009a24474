import WeiboAPI
import WeiboCore
import WeiboStore

/// Every list fetched when opened, for one thing: a post page's 转发 / 评论
/// / 赞, a root comment's replies (楼中楼), and a person's (OpenedList+People).
extension OpenedList {
    public static let all: [OpenedList] = [reposts, postLikes, postComments, postCommentsNew, replies, userPosts, following, followers]

    /// 转发: the posts that repost the post, by page.
    static let reposts = paged(.reposts, { tr("转发", "reposts") }, needs: .postLists, skipped: .post,
        page: { run throws(RemoteFailure) in try run.backend.reposts(of: run.page.key, page: run.page.page) },
        save: { run, statuses, next in
            try run.store.saveFetchedPosts(run.page, posts: statuses.map(\.post), users: ListPaging.authors(of: statuses, localUID: run.uid),
                                             next: next, at: run.now)
        },
        pictures: { PictureDownloads.thumbnails(of: $0.map(\.post)) })

    /// 赞: who liked the post, by page.
    static let postLikes = paged(.postLikes, { tr("赞", "likes") }, needs: .postLists, skipped: .like,
        page: { run throws(RemoteFailure) in try run.backend.likes(of: run.page.key, page: run.page.page) },
        save: { run, likers, next in
            try run.store.saveFetchedLikes(run.page, likers: likers.map { ($0.user.user(localUID: run.uid), $0.createdAt) }, next: next, at: run.now)
        })

    /// 评论: the post's comments in Weibo's hot order (按热度), each with the
    /// replies shown under it, by the cursor the page before gave.
    static let postComments = paged(.postComments, { tr("评论", "comments") }, skipped: .comment,
        page: { run throws(RemoteFailure) in
            try run.backend.comments(postID: run.page.key, cursor: run.cursor, count: SyncEngine.postCommentsPageSize)
        },
        save: { run, comments, next in try saveComments(run, comments, next: next, postID: run.page.key) })

    /// 评论 按时间: the post's comments newest first, replies among them
    /// (the Open API's `comments/show` too).
    static let postCommentsNew = paged(.postCommentsNew, { tr("最新评论", "newest comments") }, skipped: .comment,
        page: { run throws(RemoteFailure) in try run.backend.newestComments(of: run.page.key, page: run.page.page, cursor: run.cursor) },
        save: { run, comments, next in try saveComments(run, comments, next: next, postID: run.page.key) })

    /// 楼中楼: a root comment's replies, by the cursor the page before gave.
    static let replies = paged(.replies, { tr("回复", "replies") }, needs: .postLists, skipped: .comment,
        page: { run throws(RemoteFailure) in
            // weibo.com asks the root's writer too.
            let writer = (try? run.store.comment(id: run.page.key))?.flatMap { Int64($0.userID) }
            return try run.backend.replies(to: run.page.key, writer: writer, cursor: run.cursor)
        },
        save: { run, comments, next in
            // The root is cached (its page is open); its post is the replies' post.
            guard let root = try run.store.comment(id: run.page.key) else { return 0 }
            return try saveComments(run, comments, next: next, postID: root.postID)
        })

    /// Comments of the post `postID` with their writers, as a page of the run's list.
    static func saveComments(_ run: Run, _ comments: [WeiboComment], next: String?, postID: Int64) throws -> Int {
        let readable = comments.filter { $0.user != nil }
        return try run.store.saveFetchedComments(run.page, postID: postID, comments: readable.map { $0.comment(postID: postID) },
                                                 users: ListPaging.authors(of: [], comments: readable, localUID: run.uid), next: next, at: run.now)
    }
}
