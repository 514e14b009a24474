extension Migration {
    /// v6, an account's outbox (issue 13): what the user wrote, kept until
    /// Weibo returns its id. The targets are Weibo's ids with no foreign
    /// key: the post commented on may leave the cache, the words must not.
    /// `failed` marks an item Weibo refused for good (never retried by
    /// itself); `outcome_unknown` one that may have arrived (checked on
    /// Weibo before any resend). AUTOINCREMENT: an id is never given again,
    /// so `outbox cancel 3` cannot hit a newer item after #3 was sent.
    static let v6Outbox = Migration(version: 6, summary: "the outbox of an account") { database, _ in
        try database.executeScript("""
            CREATE TABLE outbox (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                kind TEXT NOT NULL CHECK (kind IN ('post', 'comment', 'reply', 'repost')),
                text TEXT NOT NULL,
                target_post_id INTEGER,
                target_comment_id INTEGER,
                created_at INTEGER NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0,
                next_attempt_at INTEGER NOT NULL,
                last_error TEXT,
                outcome_unknown INTEGER NOT NULL DEFAULT 0 CHECK (outcome_unknown IN (0, 1)),
                failed INTEGER NOT NULL DEFAULT 0 CHECK (failed IN (0, 1))
            );
            """)
    }
}
