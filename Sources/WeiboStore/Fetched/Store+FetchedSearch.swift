import WeiboCore

/// A search of all Weibo (a hot word's posts, a topic's page): its posts
/// saved as any fetched post (not made 首页's), and which they are, in
/// Weibo's order, kept in one setting a query with the pages fetched and
/// the next one, so the page shows offline. The newest `searchesKept`
/// queries are kept; an older one's list is forgotten (its posts stay).
extension Store {
    static let fetchedSearchPrefix = "fetched_search:"
    /// How many searches keep their lists.
    public static let searchesKept = 20

    /// Saves page `page` of `query`: page 1 replaces what was kept, a later
    /// page adds its posts after those kept (none twice). `next` is the
    /// page Weibo offers after it, nil at the end.
    public func saveFetchedSearch(_ query: WeiboSearchQuery, page: Int, posts: [Post], users: [User], next: Int?, at now: Int64) throws {
        try database.transaction {
            _ = try saveTimeline(users: users, posts: [], fromHomeTimeline: false)
            var ids = page > 1 ? try searchIDs(query).ids : []
            for post in posts where try saveFetchedPost(post, inTimeline: false) != nil && !ids.contains(post.id) {
                ids.append(post.id)
            }
            let head = "\(now) \(page) \(next.map(String.init) ?? "-")"
            try setSetting(Self.fetchedSearchPrefix + query.text, head + "\n" + ids.map(String.init).joined(separator: " "))
            try forgetOldSearches()
        }
    }

    /// What the store holds of `query`: its posts in Weibo's order (those
    /// deleted since left out), empty before its first page came.
    public func searchResults(_ query: WeiboSearchQuery) throws -> WeiboSearchResults {
        let kept = try searchIDs(query)
        guard let head = kept.head else { return WeiboSearchResults() }
        return WeiboSearchResults(posts: try kept.ids.compactMap { try post(id: $0) }, fetchedAt: head.at, pages: head.page, nextPage: head.next)
    }

    private func searchIDs(_ query: WeiboSearchQuery) throws -> (head: (at: Int64, page: Int, next: Int?)?, ids: [Int64]) {
        guard let text = try setting(Self.fetchedSearchPrefix + query.text) else { return (nil, []) }
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let fields = lines[0].split(separator: " ")
        guard fields.count == 3, let at = Int64(fields[0]), let page = Int(fields[1]) else { return (nil, []) }
        let ids = lines.count > 1 ? lines[1].split(separator: " ").compactMap { Int64($0) } : []
        return ((at, page, Int(fields[2])), ids)
    }

    /// Keeps the newest `searchesKept` searches' lists.
    private func forgetOldSearches() throws {
        let keys = try database.query("SELECT key, value FROM settings WHERE key >= ? AND key < ?",
                                      [Self.fetchedSearchPrefix, Self.fetchedSearchPrefix + "\u{10FFFF}"]) { row in
            (row.string(0), Int64(row.string(1).prefix { $0 != " " }) ?? 0)
        }
        for (key, _) in keys.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.searchesKept) {
            try setSetting(key, nil)
        }
    }
}
