extension Migration {
    /// v19, a person's lists as opened lists (issue 32): the 关注 and 粉丝
    /// lists kept in settings (v18's `fetched_people:` keys: the sample's,
    /// and a web session's pages) are filed as the lists fetched when
    /// opened are (`opened_pages` and, in Weibo's order, `opened_items`,
    /// list `following` or `followers`, key the person's id): all the
    /// people kept as one page, whose next page is the one Weibo offered.
    /// The sample's ids are no numbers and stay text in those columns
    /// (`Store.personKey`). A setting that cannot be read is dropped: its
    /// list is asked of Weibo again when opened. No table changes.
    static let v19PeopleLists = Migration(version: 19, summary: "following and followers lists filed as opened lists") { database, _ in
        let kept = try database.query("SELECT key, value FROM settings WHERE key >= ? AND key < ?",
                                      [v18PeoplePrefix, v18PeoplePrefix + "\u{10FFFF}"]) { ($0.string(0), $0.string(1)) }
        for (key, value) in kept {
            let parts = key.dropFirst(v18PeoplePrefix.count).split(separator: ":", maxSplits: 1).map(String.init)
            let lines = value.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let head = lines[0].split(separator: " ")
            guard parts.count == 2, parts[0] == "fans" || parts[0] == "following", !parts[1].isEmpty,
                  head.count == 3, let at = Int64(head[0]) else { continue }
            let list = parts[0] == "fans" ? "followers" : "following"
            let person = Store.personKey(parts[1])
            let next: String? = Int(head[2]).map { "page:\($0)" }
            try database.execute("DELETE FROM opened_pages WHERE list = ? AND key = ?", [list, person])
            try database.execute("DELETE FROM opened_items WHERE list = ? AND key = ?", [list, person])
            try database.execute("INSERT INTO opened_pages (list, key, page, next_cursor, fetched_at) VALUES (?, ?, 1, ?, ?)",
                                 [list, person, next, at])
            let ids = lines.count > 1 ? lines[1].split(separator: " ").map(String.init) : []
            for (rank, id) in ids.enumerated() {
                try database.execute("INSERT INTO opened_items (list, key, page, rank, item_id) VALUES (?, ?, 1, ?, ?)",
                                     [list, person, rank, Store.personKey(id)])
            }
        }
        try database.execute("DELETE FROM settings WHERE key >= ? AND key < ?", [v18PeoplePrefix, v18PeoplePrefix + "\u{10FFFF}"])
    }
}
