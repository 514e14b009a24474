extension Migration {
    /// v13, people and follows (issue 32). A person keeps Weibo's verified
    /// mark and its reason (`verified`, `verified_reason`), and whether the
    /// account follows them and they it (`following`, `follows_me`: NULL
    /// while Weibo has not said, which is not "no"). The outbox takes
    /// `follow` and `unfollow` items, sent to `target_user_id`; SQLite
    /// cannot widen a CHECK in place, so the outbox is rebuilt with its
    /// rows, its claim column and its AUTOINCREMENT counter (as v10 did).
    static let v13People = Migration(version: 13, summary: "people's cards and follows, and follows through the outbox") { database, context in
        try database.executeScript("""
            ALTER TABLE users ADD COLUMN verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1));
            ALTER TABLE users ADD COLUMN verified_reason TEXT NOT NULL DEFAULT '';
            ALTER TABLE users ADD COLUMN following INTEGER CHECK (following IN (0, 1));
            ALTER TABLE users ADD COLUMN follows_me INTEGER CHECK (follows_me IN (0, 1));
            CREATE TABLE outbox_v13 (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                kind TEXT NOT NULL CHECK (kind IN ('post', 'comment', 'reply', 'repost', 'like', 'unlike', 'message', 'follow', 'unfollow')),
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
            INSERT INTO outbox_v13 SELECT id, kind, text, target_post_id, target_comment_id, target_user_id, created_at, attempts,
                                          next_attempt_at, last_error, outcome_unknown, failed, sending_since FROM outbox;
            CREATE TEMP TABLE outbox_counter AS SELECT seq FROM sqlite_sequence WHERE name = 'outbox';
            DROP TABLE outbox;
            ALTER TABLE outbox_v13 RENAME TO outbox;
            DELETE FROM sqlite_sequence WHERE name IN ('outbox', 'outbox_v13');
            INSERT INTO sqlite_sequence (name, seq)
                SELECT 'outbox', max(coalesce((SELECT seq FROM outbox_counter), 0), coalesce((SELECT max(id) FROM outbox), 0));
            DROP TABLE outbox_counter;
            """)
        try seedV13(database, context: context)
    }

    /// The sample's people gain their 认证 and whom the sample's user
    /// follows (and who follows it), so a person's page shows 已关注 and
    /// 互相关注 offline. Only the sample's own rows (their ids) are touched.
    private static func seedV13(_ database: Database, context: Context) throws {
        for user in try context.sample().users where user.verifiedReason != nil || user.followed != nil {
            try database.execute(
                "UPDATE users SET verified = ?, verified_reason = ?, following = ?, follows_me = ? WHERE id = ? AND is_local = 0",
                [user.verifiedReason != nil, user.verifiedReason ?? "", user.followed, user.followsMe, user.id])
        }
    }
}
