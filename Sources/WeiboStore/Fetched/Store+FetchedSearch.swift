import WeiboCore

/// A search of all Weibo (a hot word's posts, a topic's page, 实时, 用户,
/// 话题): its posts and people saved as any fetched ones (not made
/// 首页's), and which they are, in Weibo's order, kept in one setting a
/// query with the pages fetched and the next one, so the page shows
/// offline; topics are no rows of their own, so their lines are kept in
/// the setting itself. The newest `searchesKept` queries of each kind keep
/// their lists; an older one's list is forgotten (its posts stay).
extension Store {
    static let fetchedSearchPrefix = "fetched_search:"
    /// How many searches keep their lists.
    public static let searchesKept = 20

    /// 综合 keeps the key it always had; the other tabs have their own.
    static func fetchedSearchPrefix(_ kind: WeiboSearchKind) -> String {
        kind == .posts ? fetchedSearchPrefix : "fetched_search_\(kind.rawValue):"
    }

    static func fetchedSearchKey(_ query: WeiboSearchQuery) -> String { fetchedSearchPrefix(query.kind) + query.text }

    /// Saves page `page` of `query`: page 1 replaces what was kept, a later
    /// page adds its posts after those kept (none twice). `next` is the
    /// page Weibo offers after it, nil at the end.
    public func saveFetchedSearch(_ query: WeiboSearchQuery, page: Int, posts: [Post], users: [User], next: Int?, at now: Int64) throws {
        try database.transaction {
            _ = try saveTimeline(users: users, posts: [], fromHomeTimeline: false)
            var ids = page > 1 ? try searchIDs(query).ids : []
            for post in posts where try saveFetchedPost(post, inTimeline: false) != nil && !ids.contains(String(post.id)) {
                ids.append(String(post.id))
            }
            try keep(query, page: page, next: next, at: now, lines: ids)
        }
    }

    /// 用户's page `page`: the people saved (cards, whether each follows
    /// the other), their ids kept in Weibo's order.
    public func saveFetchedSearch(_ query: WeiboSearchQuery, page: Int, people: [User], next: Int?, at now: Int64) throws {
        try database.transaction {
            _ = try saveTimeline(users: people, posts: [], fromHomeTimeline: false)
            var ids = page > 1 ? try searchIDs(query).ids : []
            for person in people where !ids.contains(person.id) { ids.append(person.id) }
            try keep(query, page: page, next: next, at: now, lines: ids)
        }
    }

    /// 话题's page `page`: each topic a line of its name and two lines.
    public func saveFetchedSearch(_ query: WeiboSearchQuery, page: Int, topics: [FoundTopic], next: Int?, at now: Int64) throws {
        try database.transaction {
            var lines = page > 1 ? try searchIDs(query).ids : []
            let names = Set(lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init) ?? "" })
            for topic in topics where !names.contains(Self.oneField(topic.name)) {
                lines.append([topic.name, topic.summary, topic.detail].map(Self.oneField).joined(separator: "\t"))
            }
            try keep(query, page: page, next: next, at: now, lines: lines)
        }
    }

    /// What the store holds of `query`: its posts (or people, or topics) in
    /// Weibo's order (those deleted since left out), empty before its first
    /// page came.
    public func searchResults(_ query: WeiboSearchQuery) throws -> WeiboSearchResults {
        let kept = try searchIDs(query)
        guard let head = kept.head else { return WeiboSearchResults() }
        var results = WeiboSearchResults(fetchedAt: head.at, pages: head.page, nextPage: head.next)
        switch query.kind {
        case .posts, .realtime: results.posts = try kept.ids.compactMap { try Int64($0).flatMap { try post(id: $0) } }
        case .users: results.people = try kept.ids.compactMap { try user(id: $0) }
        case .topics:
            results.topics = kept.ids.compactMap { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard let name = fields.first, !name.isEmpty else { return nil }
                return FoundTopic(name: name, summary: fields.count > 1 ? fields[1] : "", detail: fields.count > 2 ? fields[2] : "")
            }
        }
        return results
    }

    /// A topic's field on one line of the setting: no tab, no line break.
    private static func oneField(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }

    private func keep(_ query: WeiboSearchQuery, page: Int, next: Int?, at now: Int64, lines: [String]) throws {
        let head = "\(now) \(page) \(next.map(String.init) ?? "-")"
        // Posts and people are ids on one line; topics a line each.
        let body = query.kind == .topics ? lines.joined(separator: "\n") : lines.joined(separator: " ")
        try setSetting(Self.fetchedSearchKey(query), head + "\n" + body)
        try forgetOldSearches(Self.fetchedSearchPrefix(query.kind))
    }

    private func searchIDs(_ query: WeiboSearchQuery) throws -> (head: (at: Int64, page: Int, next: Int?)?, ids: [String]) {
        guard let text = try setting(Self.fetchedSearchKey(query)) else { return (nil, []) }
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let fields = lines[0].split(separator: " ")
        guard fields.count == 3, let at = Int64(fields[0]), let page = Int(fields[1]) else { return (nil, []) }
        let rest = lines.count > 1 ? lines[1] : ""
        let ids = query.kind == .topics ? rest.split(separator: "\n").map(String.init) : rest.split(separator: " ").map(String.init)
        return ((at, page, Int(fields[2])), ids)
    }

    /// Keeps the newest `searchesKept` searches' lists of one kind.
    private func forgetOldSearches(_ prefix: String) throws {
        let keys = try database.query("SELECT key, value FROM settings WHERE key >= ? AND key < ?",
                                      [prefix, prefix + "\u{10FFFF}"]) { row in
            (row.string(0), Int64(row.string(1).prefix { $0 != " " }) ?? 0)
        }
        for (key, _) in keys.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.searchesKept) {
            try setSetting(key, nil)
        }
    }
}

/// The searches of all Weibo typed on 发现 (its own field), newest first:
/// a setting, a query a line, so the field offers them when it is empty.
extension Store {
    static let weiboSearchHistoryKey = "weibo_search_history"
    /// Queries the history keeps.
    public static let weiboSearchHistoryKept = 20

    public func weiboSearchHistory() throws -> [String] {
        (try setting(Self.weiboSearchHistoryKey) ?? "").split(separator: "\n").map(String.init)
    }

    /// `text` to the top of the history (once), the oldest past the limit gone.
    public func recordWeiboSearch(_ text: String) throws {
        let line = String(text.map { $0.isNewline ? " " : $0 }).trimmingSpaces
        guard !line.isEmpty else { return }
        let kept = [line] + (try weiboSearchHistory()).filter { $0 != line }
        try setSetting(Self.weiboSearchHistoryKey, kept.prefix(Self.weiboSearchHistoryKept).joined(separator: "\n"))
    }

    public func clearWeiboSearchHistory() throws {
        try setSetting(Self.weiboSearchHistoryKey, nil)
    }
}
