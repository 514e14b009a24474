import WeiboCore

extension Store {
    /// A page of one of the app's post lists (首页, 我的微博, 赞), newest
    /// first, by keyset from whichever end the page asks for: the newest and
    /// the oldest pages cost one index walk of `limit` rows at any size.
    public func posts(_ list: PostListSource, _ page: PostPage, limit: Int = 20) throws -> [Post] {
        let filter = try postListFilter(list)
        let newestFirst: Bool, cursor: PostCursor
        switch page {
        case .newest: (newestFirst, cursor) = (true, PostCursor(createdAt: .max, id: .max))
        case .older(let before): (newestFirst, cursor) = (true, before)
        case .newer(let after): (newestFirst, cursor) = (false, after)
        case .oldest: (newestFirst, cursor) = (false, PostCursor(createdAt: .min, id: .min))
        }
        let rows = try database.query(
            Self.postSelect + """

                WHERE \(filter.clause) AND (p.created_at, p.id) \(newestFirst ? "<" : ">") (?, ?)
                ORDER BY p.created_at \(newestFirst ? "DESC" : "ASC"), p.id \(newestFirst ? "DESC" : "ASC")
                LIMIT ?
                """,
            filter.arguments + [cursor.createdAt, cursor.id, max(0, limit)], Self.readPost)
        return newestFirst ? rows : rows.reversed()
    }

    /// A list's loaded window read again: `window.count` posts from the
    /// newest, or from the post `window.through` down.
    public func posts(_ list: PostListSource, window: PostWindow) throws -> [Post] {
        guard let through = window.through else { return try posts(list, .newest, limit: window.count) }
        // Strictly older than the next id in the same second: `through` itself included.
        return try posts(list, .older(than: PostCursor(createdAt: through.createdAt, id: through.id + 1)), limit: window.count)
    }

    /// How many posts arrived since 首页's top was last in view: what `r`
    /// reports. Posts published here are in view at once, so they never count.
    public func unseenPostCount() throws -> Int {
        let seen = try unseenSince()
        return try database.queryFirst(
            "SELECT count(*) FROM posts WHERE (created_at, id) > (?, ?) AND in_timeline = 1", [seen.createdAt, seen.id]) { $0.int(0) } ?? 0
    }

    private func postListFilter(_ list: PostListSource) throws -> (clause: String, arguments: [any SQLBindable]) {
        switch list {
        case .timeline: return ("p.in_timeline = 1", [])
        case .mine: return ("p.user_id = ?", [try localUser().id])
        case .liked: return ("p.liked = 1", [])
        }
    }
}
