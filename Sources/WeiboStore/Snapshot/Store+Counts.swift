import WeiboCore

extension Store {
    /// Everything the badges and the profile card count, in one query: it
    /// is re-read after every change, and at start-up one statement to
    /// compile instead of four. One snapshot, so the counts agree.
    public func counts(localUserID: String) throws -> StoreCounts {
        // The third column is `hasUnseenPosts`: a post newer than `seen`.
        let seen = try unseenSince()
        let sql = """
            SELECT (SELECT count(*) FROM drafts),
                   (SELECT count(*) FROM posts WHERE user_id = ?1),
                   EXISTS (SELECT 1 FROM posts WHERE (created_at, id) > (?2, ?3) AND in_timeline = 1),
                   (SELECT count(*) FROM outbox),
                   \(Self.unreadCountColumns)
            """
        var counts = try database.queryFirst(sql, [localUserID, seen.createdAt, seen.id]) { row in
            StoreCounts(drafts: row.int(0), myPosts: row.int(1),
                        unread: Self.readUnreadCounts(row, from: 4), unseenPosts: row.bool(2), outbox: row.int(3))
        } ?? StoreCounts()
        // An account's badges follow the API (Store+FetchedUnread), as `unreadCounts()` does.
        if isAccount { counts.unread = try accountUnreadCounts() }
        return counts
    }
}
