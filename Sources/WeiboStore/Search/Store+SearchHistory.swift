import CSQLite
import WeiboCore

extension Store {
    /// Most searches kept; older ones fall off as new ones arrive.
    public static let searchHistoryLimit = 10

    /// Past search keywords, most recent first.
    public func searchHistory(limit: Int = Store.searchHistoryLimit) throws -> [String] {
        try repairingSearchHistory {
            // rowid, not searched_at, orders them: a re-search deletes and
            // re-inserts, so the newest always has the highest rowid even
            // within one second or if the clock steps back.
            try database.query(
                "SELECT keyword FROM search_history ORDER BY rowid DESC LIMIT ?", [max(0, limit)]
            ) { $0.string(0) }
        }
    }

    /// Remembers `keyword` (trimmed; blank ones are ignored) as the newest
    /// search; searching it again moves it to the front. Keeps at most
    /// `searchHistoryLimit` entries.
    public func recordSearch(_ keyword: String) throws {
        let keyword = Self.trimmed(keyword)
        guard !keyword.isEmpty else { return }
        try Self.refuseOversized([.searchKeyword: keyword])
        try repairingSearchHistory {
            try database.transaction {
                try database.execute("DELETE FROM search_history WHERE keyword = ?", [keyword])
                try database.execute(
                    "INSERT INTO search_history (keyword, searched_at) VALUES (?, ?)", [keyword, clock()])
                try database.execute(
                    """
                    DELETE FROM search_history WHERE rowid NOT IN
                        (SELECT rowid FROM search_history ORDER BY rowid DESC LIMIT ?)
                    """,
                    [Self.searchHistoryLimit])
            }
        }
    }

    /// Forgets every past search.
    public func clearSearchHistory() throws {
        try repairingSearchHistory {
            try database.transaction {
                try database.execute("DELETE FROM search_history")
            }
        }
    }

    /// Checks the table's shape at open, repairing it if it is wrong.
    func checkSearchHistory() throws {
        if try !searchHistoryIsSound() { try resetSearchHistory() }
    }

    /// Runs `body`; if it fails because the table is missing or misshapen
    /// (dropped or altered behind our back), rebuilds it, records a notice,
    /// and runs `body` once more. Search history is a convenience: losing it
    /// beats refusing to start.
    private func repairingSearchHistory<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as StoreError where error.kind == .sqlite(SQLITE_ERROR) {
            guard try !searchHistoryIsSound() else { throw error }
            try resetSearchHistory()
            return try body()
        }
    }

    private func searchHistoryIsSound() throws -> Bool {
        // table_info: cid, name, type, notnull, dflt_value, pk
        let columns = try database.query("PRAGMA table_info(search_history)") { row in
            (name: row.string(1), primaryKey: row.int(5))
        }
        let keyword = columns.first { $0.name == "keyword" }
        return keyword?.primaryKey == 1 && columns.contains { $0.name == "searched_at" }
    }

    private func resetSearchHistory() throws {
        try database.transaction {
            let kind = try database.queryFirst(
                "SELECT type FROM sqlite_schema WHERE name = 'search_history'") { $0.string(0) }
            if kind == "view" {
                try database.execute("DROP VIEW search_history")
            } else {
                try database.execute("DROP TABLE IF EXISTS search_history")
            }
            try database.execute(Schema.searchHistoryTable)
        }
        notice(tr("weibo-tui: \(databasePath) 中的搜索历史已损坏，已重置",
                   "weibo-tui: the search history in \(databasePath) was damaged and has been reset"))
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
