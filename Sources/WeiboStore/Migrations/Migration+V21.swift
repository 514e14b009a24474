import WeiboCore

extension Migration {
    /// v21, the sample's hot words open offline (issue 32): each word of
    /// its 热搜榜 with posts in sample.json (`hotWords[].posts`, written for
    /// the project) gets them as a search of all Weibo would have left
    /// them: posts of the sample's people kept outside 首页 (`in_timeline`
    /// 0), and the word's 综合 (the file's order) and 实时 (newest first)
    /// lists as `Store.saveFetchedSearch` keeps them, one page, no more.
    /// Fresh sample stores get them here too (v1 knows nothing of them); an
    /// account's store is left alone.
    static let v21SampleHotPosts = Migration(version: 21, summary: "the sample's hot words' posts") { database, context in
        let sample = try context.sample()
        guard try database.queryFirst("SELECT count(*) FROM users WHERE id = ? AND is_local = 1", [sample.localUser], { $0.int(0) }) ?? 0 > 0,
              try database.queryFirst("SELECT count(*) FROM posts WHERE sample_key IS NOT NULL", [], { $0.int(0) }) ?? 0 > 0 else { return }
        let firstRun = try firstRunAt(database, context: context)
        for word in sample.hotWords ?? [] {
            var kept: [(id: Int64, at: Int64)] = []
            for post in word.posts ?? [] {
                let at = firstRun - Int64(post.minutesAgo) * 60
                try database.execute(
                    """
                    INSERT INTO posts (user_id, text, created_at, source, repost_count, comment_count, like_count,
                                       liked, sample_key, in_timeline)
                    SELECT u.id, ?, ?, ?, ?, ?, ?, ?, ?, 0 FROM users u WHERE u.id = ?
                    ON CONFLICT (sample_key) DO NOTHING
                    """,
                    [post.text, at, post.source ?? "", post.reposts ?? 0, post.comments ?? 0, post.likes ?? 0,
                     post.liked ?? false, post.id, post.user])
                if let id = try database.queryFirst("SELECT id FROM posts WHERE sample_key = ?", [post.id], { $0.int64(0) }) {
                    kept.append((id, at))
                }
            }
            guard !kept.isEmpty else { continue }
            for (kind, ids) in [(WeiboSearchKind.posts, kept), (.realtime, kept.sorted { $0.at > $1.at })] {
                try database.execute("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)",
                                     [Store.fetchedSearchKey(WeiboSearchQuery(word.word, kind: kind)),
                                      "\(firstRun) 1 -\n" + ids.map { String($0.id) }.joined(separator: " ")])
            }
        }
    }
}
