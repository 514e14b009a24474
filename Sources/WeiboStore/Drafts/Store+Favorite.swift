import WeiboCore

/// 收藏: the account's favourites. The post's `favorited` flag is what
/// every view shows (the one rule), moved at once by the user; the outbox
/// takes the request to Weibo exactly once, as it does a like.
extension Store {
    /// Favourites (or unfavourites) `postID` on a web session: the cached
    /// post shows ★ at once and the outbox holds the request until Weibo
    /// has it, in ONE transaction. A pending opposite request for the same
    /// post that was never sent cancels out instead (收藏 then 取消收藏
    /// before a sync sends nothing); one that may have reached Weibo stays,
    /// and this one follows it. A post already so changes nothing.
    @discardableResult
    public func queueFavorite(postID: Int64, _ favorited: Bool) throws -> Post {
        try queueToggle(postID: postID, on: favorited, kinds: (.favorite, .unfavorite),
                        "UPDATE posts SET favorited = ?, favorited_at = CASE WHEN ? THEN ? ELSE favorited_at END WHERE id = ? AND favorited != ?",
                        [favorited, favorited, clock(), postID, favorited])
    }

    /// The sample's 收藏 (no Weibo behind it, no outbox): the post is
    /// marked at once. An unknown post is refused.
    @discardableResult
    public func setFavorited(postID: Int64, _ favorited: Bool) throws -> Post {
        try database.transaction {
            try database.execute(
                "UPDATE posts SET favorited = ?, favorited_at = CASE WHEN ? THEN ? ELSE favorited_at END WHERE id = ? AND favorited != ?",
                [favorited, favorited, clock(), postID, favorited])
        }
        guard let post = try post(id: postID) else { throw Refusal(tr("没有这条微博", "No such post")) }
        return post
    }

    /// The posts the account favourited, the newest favourite first (by
    /// `favorited_at`, not the post's time), at most `limit`: the order
    /// 我 › 收藏 pages them in.
    public func favoritePosts(limit: Int = 200) throws -> [Post] {
        try posts(.favorited, .newest, limit: limit)
    }

    /// Saves 我 › 收藏's page as Weibo has it (`posts`, newest favourite
    /// first, their authors in `users`), in one transaction: each post
    /// cached (not made a timeline post) and marked favourited, with
    /// Weibo's order kept in `favorited_at`. A post whose 取消收藏 still waits in the outbox stays
    /// unmarked: the user's latest word wins until Weibo has it. Returns
    /// how many were not marked before.
    @discardableResult
    public func saveFetchedFavorites(_ posts: [Post], users: [User]) throws -> Int {
        let now = clock()
        return try database.transaction {
            _ = try saveFetched(users: users, timeline: [])
            var added = 0
            for (index, post) in posts.enumerated() {
                // Cached, not made a 首页 post: a favourite may be anyone's.
                _ = try saveFetchedPost(post, inTimeline: false)
                try database.execute(
                    """
                    UPDATE posts SET favorited = 1, favorited_at = ? WHERE id = ? AND NOT EXISTS
                        (SELECT 1 FROM outbox WHERE kind IN ('favorite', 'unfavorite') AND target_post_id = posts.id)
                    """,
                    [now - Int64(index), post.id])
                added += database.changes
            }
            return added
        }
    }
}
