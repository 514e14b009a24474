import WeiboCore

extension Store {
    /// Everything the badges and the profile card count, in one query: it
    /// is re-read after every change, and at start-up one statement to
    /// compile instead of four. One snapshot, so the counts agree.
    public func counts(localUserID: String) throws -> StoreCounts {
        // `unseen_posts` is `hasUnseenPosts`: a post newer than `seen`.
        let seen = try unseenSince()
        let sql = """
            SELECT (SELECT count(*) FROM drafts) AS drafts,
                   (SELECT count(*) FROM posts WHERE user_id = ?1) AS my_posts,
                   EXISTS (SELECT 1 FROM posts WHERE (created_at, id) > (?2, ?3) AND in_timeline = 1) AS unseen_posts,
                   (SELECT count(*) FROM posts WHERE (created_at, id) > (?2, ?3) AND in_timeline = 1) AS new_posts,
                   (SELECT count(*) FROM outbox) AS outbox,
                   \(Self.unreadCountColumns)
            """
        var counts = try database.queryFirst(sql, [localUserID, seen.createdAt, seen.id]) { row in
            var counts = StoreCounts(drafts: row.int("drafts"), myPosts: row.int("my_posts"), unread: Self.readUnreadCounts(row),
                                     unseenPosts: row.bool("unseen_posts"), outbox: row.int("outbox"))
            counts.newPosts = row.int("new_posts")
            return counts
        } ?? StoreCounts()
        counts.readMarker = try timelineLastViewed()
        counts.timelineGaps = try timelineGaps()
        // An account's badges follow the API (Store+FetchedUnread), as `unreadCounts()` does.
        if isAccount { counts.unread = try accountUnreadCounts() }
        return counts
    }
}
