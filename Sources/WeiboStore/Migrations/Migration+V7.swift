import WeiboCore

extension Migration {
    /// v7, the sample's pictures (issue 15): posts with 1, 2, 4 and 9
    /// pictures (`kind` photo, `media_path` the `sample:` addresses one a
    /// line), a repost of one, and their comments. A fresh store already
    /// has them from v1–v3 and this adds nothing; a sample store made by
    /// an older build gets them here, on its first run's clock so they sit
    /// among the posts they were written beside. Only the posts marked
    /// `addedIn: 7` are added, so a sample post the user deleted does not
    /// come back. An account's store has no sample posts: nothing is added.
    static let v7SamplePictures = Migration(version: 7, summary: "the sample's picture posts") { database, context in
        let sample = try context.sample()
        let firstRun = try firstRunAt(database, context: context)
        let added = sample.posts.filter { $0.addedIn == 7 }
        guard !added.isEmpty else { return }
        var inserted: Set<String> = []
        for post in added {
            // INSERT … SELECT: no row when the author is missing or the post is there.
            try database.execute(
                """
                INSERT INTO posts (user_id, text, created_at, source, repost_count, comment_count, like_count,
                                   liked, sample_key, kind, media_path)
                SELECT u.id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM users u WHERE u.id = ?
                ON CONFLICT (sample_key) DO NOTHING
                """,
                [post.text, firstRun - Int64(post.minutesAgo) * 60, post.source ?? "", post.reposts ?? 0,
                 post.comments ?? 0, post.likes ?? 0, post.liked ?? false, post.id,
                 PostKind(stored: post.kind ?? "text").rawValue, post.mediaPath, post.user])
            if database.changes > 0 { inserted.insert(post.id) }
        }
        for post in added where inserted.contains(post.id) {
            guard let original = post.repostOf else { continue }
            try database.execute(
                "UPDATE posts SET repost_of = (SELECT id FROM posts WHERE sample_key = ?) WHERE sample_key = ?",
                [original, post.id])
        }
        for comment in sample.comments ?? [] where inserted.contains(comment.post) {
            try database.execute(
                """
                INSERT INTO comments (post_id, user_id, text, created_at, sample_key, read)
                SELECT p.id, u.id, ?, ?, ?, ? FROM posts p JOIN users u ON u.id = ?
                WHERE p.sample_key = ?
                ON CONFLICT (sample_key) DO NOTHING
                """,
                [comment.text, firstRun - Int64(comment.minutesAgo) * 60, comment.id, comment.read ?? true,
                 comment.user, comment.post])
        }
    }
}
