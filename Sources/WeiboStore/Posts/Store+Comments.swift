import WeiboCore

extension Store {
    /// A comment's columns with its author's name.
    static let commentSelect = """
        SELECT \(Statement.selectList(["id", "post_id", "user_id", "text", "created_at", "dated_by_day", "like_count", "reply_count", "root_id"],
                                      of: "c")), u.name AS author_name
        FROM comments c LEFT JOIN users u ON u.id = c.user_id
        """

    static func readComment(_ row: Statement) -> Comment {
        Comment(id: row.int64("id"), postID: row.int64("post_id"), userID: row.string("user_id"),
                authorName: row.string("author_name"), text: row.string("text"), createdAt: row.int64("created_at"),
                datedByDay: row.bool("dated_by_day"), likeCount: Int(row.int64("like_count")), replyCount: Int(row.int64("reply_count")),
                rootID: row.optionalInt64("root_id"))
    }

    /// Comments under `postID`, newest first, strictly older than `before`
    /// (or the newest when nil), at most `limit`. Keyset paging on the
    /// `comments_by_post` index: pass the last comment's `cursor` for more.
    public func comments(on postID: Int64, limit: Int = 20, before: TimeCursor? = nil) throws -> [Comment] {
        let cursor = before ?? TimeCursor(createdAt: .max, id: .max)
        return try database.query(
            Self.commentSelect + """

                WHERE c.post_id = ? AND (c.created_at, c.id) < (?, ?)
                ORDER BY c.created_at DESC, c.id DESC
                LIMIT ?
                """,
            [postID, cursor.createdAt, cursor.id, max(0, limit)], Self.readComment)
    }

    /// Adds a comment by the local user, now, and bumps the post's comment
    /// count — and deletes draft `draftID` if given — in one transaction.
    /// Throws `Refusal` (nothing written) for an empty or over-long text or
    /// a post that is gone. Returns the new comment.
    @discardableResult
    public func addComment(postID: Int64, text: String, draftID: Int64? = nil) throws -> Comment {
        if let refusal = WeiboLength.refusal(text, limit: WeiboLength.commentLimit) { throw Refusal(refusal) }
        let id: Int64 = try database.transaction {
            guard try post(id: postID) != nil else { throw Refusal(tr("原微博已不存在，无法评论", "The original post is gone; it cannot be commented on")) }
            let id = try insertComment(on: postID, text: text, by: try localUser().id, at: clock())
            if let draftID { try database.execute("DELETE FROM drafts WHERE id = ?", [draftID]) }
            return id
        }
        return try comment(id: id)!
    }

    /// The comment with row id `id`, if it exists.
    public func comment(id: Int64) throws -> Comment? {
        try database.queryFirst(Self.commentSelect + "\nWHERE c.id = ?", [id], Self.readComment)
    }

    /// Inserts a comment row and bumps the count; the caller holds the transaction.
    @discardableResult
    func insertComment(on postID: Int64, text: String, by userID: String, at time: Int64) throws -> Int64 {
        try Self.refuseOversized([.body: text])
        try database.execute(
            "INSERT INTO comments (post_id, user_id, text, created_at) VALUES (?, ?, ?, ?)",
            [postID, userID, text, time])
        let id = database.lastInsertRowID
        try database.execute("UPDATE posts SET comment_count = comment_count + 1 WHERE id = ?", [postID])
        return id
    }
}
