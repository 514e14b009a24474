extension Migration {
    /// v8, likes through the outbox (a web session can like): the outbox's
    /// `kind` also takes 'like' and 'unlike'. SQLite cannot widen a CHECK in
    /// place, so the table is rebuilt with its rows, and the AUTOINCREMENT
    /// counter is carried over: an id Weibo's answer already took out of the
    /// outbox is never given again (`outbox cancel 3` must not hit a newer #3).
    static let v8OutboxLikes = Migration(version: 8, summary: "likes in the outbox") { database, _ in
        try database.executeScript("""
            CREATE TABLE outbox_v8 (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                kind TEXT NOT NULL CHECK (kind IN ('post', 'comment', 'reply', 'repost', 'like', 'unlike')),
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
            INSERT INTO outbox_v8 SELECT id, kind, text, target_post_id, target_comment_id, created_at, attempts,
                next_attempt_at, last_error, outcome_unknown, failed FROM outbox;
            CREATE TEMP TABLE outbox_counter AS SELECT seq FROM sqlite_sequence WHERE name = 'outbox';
            DROP TABLE outbox;
            ALTER TABLE outbox_v8 RENAME TO outbox;
            DELETE FROM sqlite_sequence WHERE name IN ('outbox', 'outbox_v8');
            INSERT INTO sqlite_sequence (name, seq)
                SELECT 'outbox', max(coalesce((SELECT seq FROM outbox_counter), 0), coalesce((SELECT max(id) FROM outbox), 0));
            DROP TABLE outbox_counter;
            """)
    }
}
