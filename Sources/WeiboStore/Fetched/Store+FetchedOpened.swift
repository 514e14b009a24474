import WeiboCore

/// Lists fetched when the user opens them, for one thing (a post's
/// reposts, likes, comments; a comment's replies): each page fetched is
/// filed in `opened_pages` with where the next starts, so the next page
/// is asked from there and the app knows whether there is one, offline
/// too. Page 1 starts the list afresh. The newest `openedListsKept` lists
/// are kept; their items stay where they are (posts, comments, likes).
extension Store {
    public static let openedListsKept = 200

    /// Where page `page` of its list starts: nil for page 1, the cursor
    /// the page before it gave, `.end` when it gave none or was never fetched.
    public func openedCursor(for page: OpenedPage) throws -> OpenedCursor {
        guard page.page > 1 else { return .start }
        let next = try database.queryFirst("SELECT next_cursor FROM opened_pages WHERE list = ? AND key = ? AND page = ?",
                                           [page.list.rawValue, page.key, page.page - 1]) { $0.optionalString(0) }
        return (next ?? nil).map(OpenedCursor.after) ?? .end
    }

    /// How far the list `id` is fetched; nil before its first page.
    public func openedProgress(_ id: OpenedListID) throws -> OpenedListProgress? {
        try openedProgress(id.list, key: id.key)
    }

    /// `openedProgress` by a key as bound: a person's lists are filed under
    /// their id, which is text on the sample (`personKey`).
    func openedProgress(_ list: OpenedListName, key: any SQLBindable) throws -> OpenedListProgress? {
        let progress = try database.queryFirst(
            """
            SELECT count(*), max(fetched_at), (SELECT next_cursor IS NOT NULL FROM opened_pages
                                               WHERE list = ?1 AND key = ?2 ORDER BY page DESC LIMIT 1)
            FROM opened_pages WHERE list = ?1 AND key = ?2
            """, [list.rawValue, key]) { row in
            OpenedListProgress(pages: Int(row.int64(0)), more: row.bool(2), fetchedAt: row.int64(1))
        }
        return progress.flatMap { $0.pages > 0 ? $0 : nil }
    }

    /// Files page `page` (its `items` in order, for a list whose order no
    /// column holds), the caller holding the transaction.
    func recordOpenedPage(_ page: OpenedPage, next: String?, at now: Int64, items: [Int64] = []) throws {
        let list = page.list.rawValue
        if page.page == 1 {
            try database.execute("DELETE FROM opened_pages WHERE list = ? AND key = ?", [list, page.key])
            try database.execute("DELETE FROM opened_items WHERE list = ? AND key = ?", [list, page.key])
        }
        try database.execute("INSERT OR REPLACE INTO opened_pages (list, key, page, next_cursor, fetched_at) VALUES (?, ?, ?, ?, ?)",
                             [list, page.key, page.page, next, now])
        try database.execute("DELETE FROM opened_items WHERE list = ? AND key = ? AND page = ?", [list, page.key, page.page])
        for (rank, item) in items.enumerated() {
            try database.execute("INSERT INTO opened_items (list, key, page, rank, item_id) VALUES (?, ?, ?, ?, ?)",
                                 [list, page.key, page.page, rank, item])
        }
        // The lists opened longest ago go; what they showed stays cached.
        let stale = """
            (list, key) IN (SELECT list, key FROM opened_pages GROUP BY list, key
                            ORDER BY max(fetched_at) DESC, list, key LIMIT -1 OFFSET \(Self.openedListsKept))
            """
        try database.execute("DELETE FROM opened_items WHERE " + stale)
        try database.execute("DELETE FROM opened_pages WHERE " + stale)
    }

    /// The items of list `id` in the order it was fetched, each once.
    func openedItems(_ id: OpenedListID) throws -> [Int64] {
        try openedItems(id.list, key: id.key).compactMap { Int64($0) }
    }

    /// `openedItems` by a key as bound, read as text (the sample's people
    /// are filed by their own ids); `page`: that page's alone.
    func openedItems(_ list: OpenedListName, key: any SQLBindable, page: Int? = nil) throws -> [String] {
        var seen = Set<String>()
        var arguments: [any SQLBindable] = [list.rawValue, key]
        if let page { arguments.append(page) }
        return try database.query("SELECT item_id FROM opened_items WHERE list = ? AND key = ?" + (page == nil ? "" : " AND page = ?")
                                  + " ORDER BY page, rank", arguments) { $0.string(0) }.filter { seen.insert($0).inserted }
    }
}

/// Where a page of a list fetched when opened starts.
public enum OpenedCursor: Equatable, Sendable {
    /// Its first page.
    case start
    /// After the page that gave this cursor.
    case after(String)
    /// Nowhere: the list ended, or the page before it was never fetched.
    case end
}
