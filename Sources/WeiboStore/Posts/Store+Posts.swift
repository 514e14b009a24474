import WeiboCore

extension Store {
    /// Post columns with the author's name and the reposted original, in the
    /// order `readPost` expects. LEFT JOINs keep `posts p` the outer loop, so
    /// the planner walks `posts_newest_first` and stops after LIMIT rows.
    static let postSelect = postSelect(from: "posts p")

    /// The same columns with `source` as the outer loop; it must name a
    /// `posts p` (a search puts its full-text hits in front of it).
    static func postSelect(from source: String) -> String {
        """
        SELECT p.id, p.user_id, u.name, p.text, p.created_at, p.source,
               p.repost_count, p.comment_count, p.like_count, p.liked, p.repost_of,
               p.kind, p.title, p.place, p.rating, p.media_path,
               o.id, o.user_id, ou.name, o.text, o.created_at, o.source,
               o.repost_count, o.comment_count, o.like_count, o.liked, o.repost_of,
               o.kind, o.title, o.place, o.rating, o.media_path
        FROM \(source)
        LEFT JOIN users u ON u.id = p.user_id
        LEFT JOIN posts o ON o.id = p.repost_of
        LEFT JOIN users ou ON ou.id = o.user_id
        """
    }

    /// Newest-first posts strictly older than `before` (or the newest when nil),
    /// at most `limit` of them. Pass the last post's `cursor` to get the next
    /// page: keyset paging costs the same on page 1 and page 5,000, and never
    /// repeats or skips a post when new ones arrive meanwhile.
    public func recentPosts(limit: Int = 20, before: PostCursor? = nil) throws -> [Post] {
        let cursor = before ?? PostCursor(createdAt: .max, id: .max)
        return try database.query(
            Self.postSelect + """

                WHERE (p.created_at, p.id) < (?, ?) AND p.in_timeline = 1
                ORDER BY p.created_at DESC, p.id DESC
                LIMIT ?
                """,
            [cursor.createdAt, cursor.id, max(0, limit)], Self.readPost)
    }

    /// The post with row id `id`, if it exists.
    public func post(id: Int64) throws -> Post? {
        try database.queryFirst(Self.postSelect + "\nWHERE p.id = ?", [id], Self.readPost)
    }

    /// Unix seconds of the newest post, or nil when there are none (the
    /// 首页 dot compares it with when the timeline was last viewed).
    public func newestPostTime() throws -> Int64? {
        try database.queryFirst("SELECT max(created_at) FROM posts") { $0.optionalInt64(0) } ?? nil
    }

    /// How many posts the store holds.
    public func postCount() throws -> Int {
        try database.queryFirst("SELECT count(*) FROM posts") { $0.int(0) } ?? 0
    }

    static func readPost(_ row: Statement) -> Post {
        var post = readPost(row, from: 0)
        if !row.isNull(16) { post.original = readPost(row, from: 16) }
        return post
    }

    private static func readPost(_ row: Statement, from first: Int32) -> Post {
        Post(
            id: row.int64(first), userID: row.string(first + 1), authorName: row.string(first + 2),
            text: row.string(first + 3), createdAt: row.int64(first + 4), source: row.string(first + 5),
            repostCount: row.int(first + 6), commentCount: row.int(first + 7), likeCount: row.int(first + 8),
            liked: row.bool(first + 9), repostOf: row.optionalInt64(first + 10),
            kind: PostKind(stored: row.string(first + 11)), title: row.optionalString(first + 12),
            place: row.optionalString(first + 13), rating: row.optionalInt64(first + 14).map { Int($0) },
            mediaPath: row.optionalString(first + 15))
    }
}
