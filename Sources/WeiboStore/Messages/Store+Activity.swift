import WeiboCore

extension Store {
    /// What makes a row one of a kind's items, and how its list shows it.
    /// The list, its unread count and mark-read all take the items from
    /// `items` + `condition`, which is why a badge cannot disagree with its
    /// list. `?1` is the local user's id.
    private struct ActivitySQL {
        /// The item table (aliased `alias`) and the joins that pick items.
        let items: String
        let alias: String
        let condition: String
        /// The list's columns (row id, who, their name, what, post id, post
        /// text, time, read) and the outer joins that only add details.
        let columns: String
        let details: String

        /// Every item with the list's columns.
        var source: String { "SELECT \(columns) FROM \(items) \(details) WHERE \(condition)" }

        /// The unread items counted. The same rows as `source`: its outer
        /// joins are on primary keys, so they never add or drop one; left
        /// out, they are not compiled on every start for the badges.
        var unreadCount: String { "SELECT count(*) FROM \(items) WHERE \(condition) AND \(alias).read = 0" }
    }

    private static func activitySQL(_ kind: ActivityKind) -> ActivitySQL {
        switch kind {
        case .mention:
            return ActivitySQL(
                items: "mentions m JOIN posts p ON p.id = m.post_id", alias: "m",
                condition: "m.user_id != ?1",
                columns: """
                    m.id AS row_id, m.user_id AS who, u.name AS who_name,
                    coalesce(c.text, p.text) AS what, m.post_id AS post_id, p.text AS post_text,
                    m.created_at AS at, coalesce(c.dated_by_day, p.dated_by_day) AS by_day, m.read AS read
                    """,
                details: "LEFT JOIN comments c ON c.id = m.comment_id LEFT JOIN users u ON u.id = m.user_id")
        case .comment:
            return ActivitySQL(
                items: "comments c JOIN posts p ON p.id = c.post_id", alias: "c",
                condition: "p.user_id = ?1 AND c.user_id != ?1",
                columns: """
                    c.id AS row_id, c.user_id AS who, u.name AS who_name,
                    c.text AS what, c.post_id AS post_id, p.text AS post_text,
                    c.created_at AS at, c.dated_by_day AS by_day, c.read AS read
                    """,
                details: "LEFT JOIN users u ON u.id = c.user_id")
        case .like:
            return ActivitySQL(
                items: "post_likes l JOIN posts p ON p.id = l.post_id", alias: "l",
                condition: "p.user_id = ?1 AND l.user_id != ?1",
                columns: """
                    l.rowid AS row_id, l.user_id AS who, u.name AS who_name,
                    '' AS what, l.post_id AS post_id, p.text AS post_text,
                    l.created_at AS at, 0 AS by_day, l.read AS read
                    """,
                details: "LEFT JOIN users u ON u.id = l.user_id")
        }
    }

    /// Counts of unread mentions, comments, likes and messages: what the
    /// badges and `weibo-tui unread` show. The sample's come from the read
    /// flags, in one query (one snapshot: the four agree with each other);
    /// an account's from what the API reported (`accountUnreadCounts`).
    public func unreadCounts() throws -> UnreadCounts {
        if isAccount { return try accountUnreadCounts() }
        return try database.queryFirst("SELECT " + Self.unreadCountColumns, [try localUser().id], Self.readUnreadCounts)
            ?? UnreadCounts()
    }

    /// The four unread counts as result columns, named as `UnreadCounts`
    /// calls them; `?1` is the local user's id.
    static let unreadCountColumns = ActivityKind.allCases.map { "(\(activitySQL($0).unreadCount)) AS unread_\($0.rawValue)" }
        .joined(separator: ", ") + ", (SELECT count(*) FROM messages WHERE read = 0 AND from_local = 0) AS unread_messages"

    static func readUnreadCounts(_ row: Statement) -> UnreadCounts {
        UnreadCounts(mentions: row.int("unread_mention"), comments: row.int("unread_comment"),
                     likes: row.int("unread_like"), messages: row.int("unread_messages"))
    }

    /// One activity list, newest first, strictly older than `before`, at
    /// most `limit`; `unreadOnly` keeps what is unread.
    public func activity(
        _ kind: ActivityKind, limit: Int = 50, before: TimeCursor? = nil, unreadOnly: Bool = false
    ) throws -> [Activity] {
        let me = try localUser().id
        let cursor = before ?? TimeCursor(createdAt: .max, id: .max)
        return try database.query(
            """
            SELECT \(Statement.selectList(["row_id", "who", "who_name", "what", "post_id", "post_text", "at", "by_day", "read"]))
            FROM (\(Self.activitySQL(kind).source))
            WHERE (at, row_id) < (?2, ?3) \(unreadOnly ? "AND read = 0" : "")
            ORDER BY at DESC, row_id DESC
            LIMIT ?4
            """,
            [me, cursor.createdAt, cursor.id, max(0, limit)]
        ) { row in
            Activity(
                kind: kind, rowID: row.int64("row_id"), userID: row.string("who"), userName: row.string("who_name"),
                text: row.string("what"), postID: row.int64("post_id"), postText: row.string("post_text"),
                createdAt: row.int64("at"), datedByDay: row.bool("by_day"), read: row.bool("read"))
        }
    }

    /// @我的: posts and comments by others that mention the local user.
    public func mentions(limit: Int = 50, before: TimeCursor? = nil) throws -> [Activity] {
        try activity(.mention, limit: limit, before: before)
    }

    /// 评论: comments by others on the local user's posts.
    public func commentsOnMyPosts(limit: Int = 50, before: TimeCursor? = nil) throws -> [Activity] {
        try activity(.comment, limit: limit, before: before)
    }

    /// 赞: likes by others on the local user's posts.
    public func likesOnMyPosts(limit: Int = 50, before: TimeCursor? = nil) throws -> [Activity] {
        try activity(.like, limit: limit, before: before)
    }

    /// Marks a whole list read — or only items up to `through` (the newest
    /// item the screen showed, so anything arriving meanwhile stays unread).
    /// On an account this also reads the kind's reported count, all but
    /// what is left unread (see Store+FetchedUnread). Returns how many
    /// items changed.
    @discardableResult
    public func markRead(_ kind: ActivityKind, through: TimeCursor? = nil) throws -> Int {
        let me = try localUser().id
        let limit = through ?? TimeCursor(createdAt: .max, id: .max)
        return try database.transaction {
            try markItemsRead(kind, picked: "(at, row_id) <= (?2, ?3)", [me, limit.createdAt, limit.id])
            let changed = database.changes
            if isAccount {
                let left = try database.queryFirst(Self.activitySQL(kind).unreadCount, [me]) { $0.int(0) } ?? 0
                try markFetchedUnreadRead(kind, leftUnread: left)
            }
            return changed
        }
    }

    /// Marks read every unread item of `kind` but the newest `keep`: an
    /// account's lists follow the count the API reported. The caller holds
    /// the transaction.
    func keepNewestUnread(_ kind: ActivityKind, _ keep: Int) throws {
        try markItemsRead(kind, picked: "1 ORDER BY at DESC, row_id DESC LIMIT -1 OFFSET ?2", [try localUser().id, max(0, keep)])
    }

    /// `UPDATE … SET read = 1` on the unread items of `kind` that `picked`
    /// (a condition on the list's columns, and maybe an order and limit;
    /// `?1` is the local user) selects.
    private func markItemsRead(_ kind: ActivityKind, picked: String, _ arguments: [any SQLBindable]) throws {
        let (table, key) = switch kind {
        case .mention: ("mentions", "id")
        case .comment: ("comments", "id")
        case .like: ("post_likes", "rowid")
        }
        try database.execute(
            """
            UPDATE \(table) SET read = 1 WHERE read = 0 AND \(key) IN (
                SELECT row_id FROM (\(Self.activitySQL(kind).source)) WHERE read = 0 AND \(picked))
            """,
            arguments)
    }

    /// Records a mention when `text` by `userID` (someone else) names the
    /// local user; called wherever others' posts and comments are inserted.
    /// Returns true when it recorded one.
    @discardableResult
    func recordMention(in text: String, by userID: String, postID: Int64, commentID: Int64?, at time: Int64, read: Bool) throws -> Bool {
        let me = try localUser()
        guard userID != me.id, text.contains("@" + me.name) else { return false }
        try database.execute(
            "INSERT INTO mentions (post_id, comment_id, user_id, created_at, read) VALUES (?, ?, ?, ?, ?)",
            [postID, commentID, userID, time, read])
        return true
    }
}
