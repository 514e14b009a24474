import WeiboCore

extension Store {
    /// Adds `count` generated posts by the sample's other users, in ONE
    /// transaction through one cached statement (100,000 take about a
    /// second), spread back in time from now, 37 seconds apart, below every
    /// existing post's time. For benchmarks and paging tests only: the texts
    /// mix Chinese, English, emoji, topics and mentions, and their lengths
    /// vary so cells wrap to different heights. `throughTriggers` leaves the
    /// search indexes' insert triggers in place, so each post is indexed as
    /// any write's is (what a write costs, for bench-find).
    public func seedGeneratedPosts(count: Int, throughTriggers: Bool = false) throws {
        guard count > 0 else { return }
        let authors = try database.query("SELECT id FROM users WHERE is_local = 0 ORDER BY id") { $0.string(0) }
        guard !authors.isEmpty else { return }
        let oldest = try database.queryFirst("SELECT min(created_at) FROM posts") { $0.optionalInt64(0) } ?? nil
        let start = min(oldest ?? clock(), clock()) - 60
        let pieces = [
            "今天的晚霞好看到不真实🌇", "Deploy on Friday? 不存在的[doge]", "#周末去哪儿# 西湖边走了一圈，人比荷花多",
            "有没有人和我一样，一到周一就困", "Swift 6 的并发检查终于全绿了 ✅", "@重庆雨天_Lin 火锅约起来！",
            "楼下的猫又胖了[喵喵]", "读书笔记：慢慢来，比较快。", "地铁上看完了一整集，差点坐过站",
            "雨一直下，气氛不算融洽[允悲]", "New keyboard day ⌨️ 手感绝了", "这条微博没有什么内容，只是想说晚安🌙",
        ]
        try database.transaction {
            // The search indexes are filled in one pass each after the rows,
            // not by the insert triggers row by row (about four times faster
            // at a million posts); the triggers are put back as they were, in
            // the same transaction, so no other writer ever sees one missing.
            let triggers = throughTriggers ? [] : try database.query(
                "SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name IN ('posts_fts_insert', 'posts_grams_insert') ORDER BY name"
            ) { $0.string(0) }
            let firstID = (try database.queryFirst("SELECT coalesce(max(id), 0) FROM posts") { $0.int64(0) } ?? 0) + 1
            for name in ["posts_fts_insert", "posts_grams_insert"] where !throughTriggers {
                try database.execute("DROP TRIGGER IF EXISTS \(name)")
            }
            for i in 0..<count {
                var text = pieces[i % pieces.count]
                for extra in 0..<(i % 4) { text += " " + pieces[(i * 7 + extra) % pieces.count] }
                try database.execute(
                    """
                    INSERT INTO posts (user_id, text, created_at, source, repost_count, comment_count, like_count)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                    [authors[i % authors.count], text + " #\(i)", start - Int64(i) * 37, "weibo-tui bench",
                     (i * 13) % 1_000, (i * 7) % 300, (i * 131) % 150_000])
            }
            if !throughTriggers {
                try database.execute(
                    "INSERT INTO posts_fts (rowid, text, author) SELECT id, text, author FROM posts_search_source WHERE id >= ?", [firstID])
                try database.execute(
                    "INSERT INTO posts_grams (rowid, grams) SELECT id, weibo_search_grams(text, author) FROM posts_search_source WHERE id >= ?",
                    [firstID])
            }
            for trigger in triggers { try database.execute(trigger) }
        }
    }
}
