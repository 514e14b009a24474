import WeiboCore

extension Store {
    /// A post's columns (`PostColumn.all`) with the author's name and the
    /// reposted original. LEFT JOINs keep `posts p` the outer loop, so the
    /// planner walks `posts_newest_first` and stops after LIMIT rows.
    static let postSelect = postSelect(from: "posts p")

    /// The same columns with `source` as the outer loop; it must name a
    /// `posts p` (a search puts its full-text hits in front of it).
    static func postSelect(from source: String) -> String {
        """
        SELECT \(PostColumn.selection(post: "p", author: "u", original: "o", originalAuthor: "ou"))
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
        try posts(where: ("p.in_timeline = 1", []), before.map { .older(than: $0) } ?? .newest, limit: limit)
    }

    /// The newest `limit` posts of the timeline handed to `body` one at a
    /// time as they are read, never all at once: `timeline` prints any
    /// number of them in the memory of one.
    public func eachRecentPost(limit: Int, _ body: (Post) throws -> Void) throws {
        try database.withStatement(
            Self.postSelect + """

                WHERE p.in_timeline = 1
                ORDER BY p.created_at DESC, p.id DESC
                LIMIT ?
                """
        ) { statement in
            try statement.bind([max(0, limit)])
            while try statement.step() { try body(PostColumn.read(statement)) }
        }
    }

    /// A user's own posts, newest first, keyset-paged like the timeline.
    public func posts(by userID: String, limit: Int = 20, before: PostCursor? = nil) throws -> [Post] {
        try posts(where: ("p.user_id = ?", [userID]), before.map { .older(than: $0) } ?? .newest, limit: limit)
    }

    /// Posts the local user liked, newest first.
    public func likedPosts(limit: Int = 20, before: PostCursor? = nil) throws -> [Post] {
        try posts(.liked, before.map { .older(than: $0) } ?? .newest, limit: limit)
    }

    /// A page of one of the app's post lists (首页, 我的微博, 赞), newest
    /// first, by keyset from whichever end the page asks for: the newest and
    /// the oldest pages cost one index walk of `limit` rows at any size.
    public func posts(_ list: PostListSource, _ page: PostPage, limit: Int = 20) throws -> [Post] {
        // 收藏 is Weibo's order: when each was favourited, newest first.
        try posts(where: postListFilter(list), orderedBy: list == .favorited ? "coalesce(p.favorited_at, 0)" : "p.created_at", page, limit: limit)
    }

    /// A list's loaded window read again: `window.count` posts from the
    /// newest, or from the post `window.through` down.
    public func posts(_ list: PostListSource, window: PostWindow) throws -> [Post] {
        guard let through = window.through else { return try posts(list, .newest, limit: window.count) }
        // Strictly older than the next id in the same second: `through` itself included.
        return try posts(list, .older(than: PostCursor(createdAt: through.createdAt, id: through.id + 1)), limit: window.count)
    }

    /// The post with row id `id`, if it exists.
    public func post(id: Int64) throws -> Post? {
        try database.queryFirst(Self.postSelect + "\nWHERE p.id = ?", [id], PostColumn.read)
    }

    /// Every page of posts: those `filter` picks, newest first.
    func posts(where filter: PostFilter, _ page: PostPage, limit: Int) throws -> [Post] {
        try posts(where: filter, orderedBy: "p.created_at", page, limit: limit)
    }

    /// The same, ordered by `key` (a column of `posts p` that `PostListSource.cursor(of:)`
    /// puts in a cursor's `createdAt`), the row id breaking ties.
    private func posts(where filter: PostFilter, orderedBy key: String, _ page: PostPage, limit: Int) throws -> [Post] {
        let newestFirst: Bool, cursor: PostCursor
        switch page {
        case .newest: (newestFirst, cursor) = (true, PostCursor(createdAt: .max, id: .max))
        case .older(let before): (newestFirst, cursor) = (true, before)
        case .newer(let after): (newestFirst, cursor) = (false, after)
        case .oldest: (newestFirst, cursor) = (false, PostCursor(createdAt: .min, id: .min))
        }
        let rows = try database.query(
            Self.postSelect + """

                WHERE \(filter.clause) AND (\(key), p.id) \(newestFirst ? "<" : ">") (?, ?)
                ORDER BY \(key) \(newestFirst ? "DESC" : "ASC"), p.id \(newestFirst ? "DESC" : "ASC")
                LIMIT ?
                """,
            filter.arguments + [cursor.createdAt, cursor.id, max(0, limit)], PostColumn.read)
        return newestFirst ? rows : rows.reversed()
    }

    /// A condition on `posts p` and its arguments.
    typealias PostFilter = (clause: String, arguments: [any SQLBindable])

    private func postListFilter(_ list: PostListSource) throws -> PostFilter {
        switch list {
        case .timeline: return ("p.in_timeline = 1", [])
        case .mine: return ("p.user_id = ?", [try localUser().id])
        case .liked: return ("p.liked = 1", [])
        case .favorited: return ("p.favorited = 1", [])
        case .group(let id): return ("p.id IN (SELECT post_id FROM feed_group_posts WHERE gid = ?)", [id])
        }
    }

    /// How many posts arrived since 首页's top was last in view: what `r`
    /// reports. Posts published here are in view at once, so they never count.
    public func unseenPostCount() throws -> Int {
        let seen = try unseenSince()
        return try database.queryFirst(
            "SELECT count(*) FROM posts WHERE (created_at, id) > (?, ?) AND in_timeline = 1", [seen.createdAt, seen.id]) { $0.int(0) } ?? 0
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
}
