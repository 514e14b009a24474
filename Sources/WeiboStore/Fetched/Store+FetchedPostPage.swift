import WeiboCore

/// What a post page's lists bring when opened (转发 / 评论 / 赞, and a
/// comment's replies), each saved as what it is and its page filed
/// (`recordOpenedPage`), in one transaction: reposts as posts, likes as
/// `post_likes` rows, comments and replies as comments.
extension Store {
    /// Page `page` of a list of posts for one thing (the posts that repost
    /// a post, someone's posts), with their writers; none made 首页's.
    /// Returns how many were new to the cache.
    public func saveFetchedPosts(_ page: OpenedPage, posts: [Post], users: [User], next: String?, at now: Int64) throws -> Int {
        try database.transaction {
            try saveFetched(users: users, timeline: [])
            var added = 0
            for post in posts {
                let new = try !isCached("posts", post.id)
                if try saveFetchedPost(post, inTimeline: false) != nil, new { added += 1 }
            }
            try recordOpenedPage(page, next: next, at: now)
            return added
        }
    }

    /// Page `page` of who liked the post `page.key`, each with when (the
    /// fetch's time when Weibo did not say). The account's own like is the
    /// post's `liked`, kept by the account's own writes: not filed here.
    public func saveFetchedLikes(_ page: OpenedPage, likers: [(user: User, at: Int64?)], next: String?, at now: Int64) throws -> Int {
        try database.transaction {
            let me = try localUser().id
            try saveFetched(users: likers.map(\.user).filter { $0.id != me }, timeline: [])
            var added = 0
            // Weibo lists the newest first: one without a time is placed just
            // below the one before it (a later page below those kept), so the
            // order read back newest first is Weibo's.
            var previous = page.page > 1 ? try database.queryFirst("SELECT min(created_at) FROM post_likes WHERE post_id = ?", [page.key]) {
                $0.optionalInt64(0)
            } ?? nil : nil
            for liker in likers where liker.user.id != me && (try? post(id: page.key)) != nil {
                let at = liker.at ?? (previous ?? now + 1) - 1
                previous = at
                try database.execute("INSERT OR IGNORE INTO post_likes (post_id, user_id, created_at, read) VALUES (?, ?, ?, 1)",
                                     [page.key, liker.user.id, at])
                added += database.changes
            }
            try recordOpenedPage(page, next: next, at: now)
            return added
        }
    }

    /// Page `page` of a post's comments in Weibo's hot order (the roots
    /// filed in that order), or of a root comment's replies; each with
    /// its writer, under the cached post `postID`.
    public func saveFetchedComments(_ page: OpenedPage, postID: Int64, comments: [Comment], users: [User], next: String?,
                                    at now: Int64) throws -> Int {
        try database.transaction {
            try saveFetched(users: users, timeline: [])
            let me = try localUser().id
            var added = 0
            for comment in comments where comment.postID == postID {
                if try knownUser(comment.userID), try insertFetchedComment(comment, me: me) == true { added += 1 }
            }
            let roots = page.list == .postComments ? comments.filter { $0.rootID == nil }.map(\.id) : []
            try recordOpenedPage(page, next: next, at: now, items: roots)
            return added
        }
    }
}
