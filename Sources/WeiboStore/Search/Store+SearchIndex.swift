import WeiboCore

/// The backfill of migration v12's one- and two-character index: the rows
/// a store held before v12 wait in `posts_grams_pending` and
/// `messages_grams_pending` until indexed here.
extension Store {
    /// Rows indexed per transaction: about half a second of work, so another
    /// writer waits well within its busy timeout, and a kill loses at most one
    /// batch's work (the rows stay pending; nothing is lost).
    public static let searchIndexBatch = 20_000

    /// Told how far the backfill has come, `(indexed, total)`: once before
    /// the first batch (`(0, total)`, so the user sees at once why the open
    /// takes seconds, not only after a first batch of half a second or more)
    /// and after each batch. Nil by default; the command line sets it to write
    /// a line on a terminal's stderr, the app to draw one on its terminal.
    nonisolated(unsafe) public static var searchIndexProgress: ((Int, Int) -> Void)?

    /// How many rows still wait for the index, posts and messages.
    public func pendingSearchIndexRows() throws -> Int {
        try database.queryFirst(
            "SELECT (SELECT count(*) FROM posts_grams_pending) + (SELECT count(*) FROM messages_grams_pending)") { Int($0.int64(0)) } ?? 0
    }

    /// Indexes every pending row, newest first, `batch` rows a transaction,
    /// telling `progress` before the first and after each. Several
    /// processes may run it at once: each batch reads what is pending under
    /// the write lock.
    public func indexPendingSearchGrams(batch: Int = Store.searchIndexBatch, progress: ((Int, Int) -> Void)? = Store.searchIndexProgress) throws {
        let hasPending = try database.queryFirst(
            "SELECT EXISTS (SELECT 1 FROM posts_grams_pending) OR EXISTS (SELECT 1 FROM messages_grams_pending)") { $0.int64(0) != 0 } ?? false
        guard hasPending else { return }
        let total = try pendingSearchIndexRows()
        progress?(0, total)
        while true {
            let left = try database.transaction { () -> Int in
                try indexBatch(table: "posts", batch: batch, source: """
                    SELECT p.id, weibo_search_grams(p.text, coalesce(u.name, ''))
                    FROM posts_grams_pending q CROSS JOIN posts p ON p.id = q.id LEFT JOIN users u ON u.id = p.user_id
                    WHERE q.id >= ?
                    """)
                try indexBatch(table: "messages", batch: batch, source: """
                    SELECT m.id, weibo_search_grams(m.text)
                    FROM messages_grams_pending q CROSS JOIN messages m ON m.id = q.id
                    WHERE q.id >= ?
                    """)
                return try pendingSearchIndexRows()
            }
            progress?(max(0, total - left), total)
            if left == 0 { return }
        }
    }

    /// Indexes the newest `batch` pending rows of `table` (`posts`,
    /// `messages`) from `source` (their ids and tokens, `?` the lowest id).
    private func indexBatch(table: String, batch: Int, source: String) throws {
        let pending = "\(table)_grams_pending"
        guard let lowest = try database.queryFirst(
            "SELECT min(id) FROM (SELECT id FROM \(pending) ORDER BY id DESC LIMIT ?)", [max(1, batch)], { $0.optionalInt64(0) }) ?? nil
        else { return }
        try database.execute("INSERT INTO \(table)_grams (rowid, grams) \(source)", [lowest])
        try database.execute("DELETE FROM \(pending) WHERE id >= ?", [lowest])
    }
}
