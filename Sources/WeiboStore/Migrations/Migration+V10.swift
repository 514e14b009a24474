extension Migration {
    /// v10, 私信 on a web session (issue 30): a message keeps Weibo's id
    /// (`weibo_id`, unique; NULL for the sample's and a message not yet
    /// synced), so a conversation fetched again adds nothing twice; and the
    /// outbox takes `message` items, sent to `target_user_id`. SQLite
    /// cannot widen a CHECK in place: the outbox is rebuilt with its rows,
    /// its claim column and its AUTOINCREMENT counter (as v8 did).
    static let v10DirectMessages = Migration(version: 10, summary: "private messages from Weibo, and sent through the outbox") { database, _ in
        try database.executeScript("""
            ALTER TABLE messages ADD COLUMN weibo_id INTEGER;
            CREATE UNIQUE INDEX messages_by_weibo_id ON messages(weibo_id) WHERE weibo_id IS NOT NULL;
            CREATE TABLE outbox_v10 (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                kind TEXT NOT NULL CHECK (kind IN ('post', 'comment', 'reply', 'repost', 'like', 'unlike', 'message')),
                text TEXT NOT NULL,
                target_post_id INTEGER,
                target_comment_id INTEGER,
                target_user_id INTEGER,
                created_at INTEGER NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0,
                next_attempt_at INTEGER NOT NULL,
                last_error TEXT,
                outcome_unknown INTEGER NOT NULL DEFAULT 0 CHECK (outcome_unknown IN (0, 1)),
                failed INTEGER NOT NULL DEFAULT 0 CHECK (failed IN (0, 1)),
                sending_since INTEGER
            );
            INSERT INTO outbox_v10 (id, kind, text, target_post_id, target_comment_id, created_at, attempts, next_attempt_at,
                                    last_error, outcome_unknown, failed, sending_since)
                SELECT id, kind, text, target_post_id, target_comment_id, created_at, attempts, next_attempt_at,
                       last_error, outcome_unknown, failed, sending_since FROM outbox;
            CREATE TEMP TABLE outbox_counter AS SELECT seq FROM sqlite_sequence WHERE name = 'outbox';
            DROP TABLE outbox;
            ALTER TABLE outbox_v10 RENAME TO outbox;
            DELETE FROM sqlite_sequence WHERE name IN ('outbox', 'outbox_v10');
            INSERT INTO sqlite_sequence (name, seq)
                SELECT 'outbox', max(coalesce((SELECT seq FROM outbox_counter), 0), coalesce((SELECT max(id) FROM outbox), 0));
            DROP TABLE outbox_counter;
            """)
    }
}
