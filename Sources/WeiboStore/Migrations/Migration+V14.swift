import WeiboCore

extension Migration {
    /// v14, favourites (收藏, issue 32). A post keeps whether the account
    /// favourited it (`favorited`, what every view marks at once) and when
    /// (`favorited_at`: Weibo lists favourites by it, and a later order of
    /// 我 › 收藏 can follow it without another migration). The outbox
    /// takes `favorite` and `unfavorite` items, sent to `target_post_id`;
    /// SQLite cannot widen a CHECK in place, so the outbox is rebuilt with
    /// its rows, its claim column and its AUTOINCREMENT counter (as v13 did).
    static let v14Favorites = Migration(version: 14, summary: "favourites, and favourites through the outbox") { database, context in
        try database.executeScript("""
            ALTER TABLE posts ADD COLUMN favorited INTEGER NOT NULL DEFAULT 0 CHECK (favorited IN (0, 1));
            ALTER TABLE posts ADD COLUMN favorited_at INTEGER;
            CREATE TABLE outbox_v14 (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                kind TEXT NOT NULL CHECK (kind IN ('post', 'comment', 'reply', 'repost', 'like', 'unlike', 'message', 'follow', 'unfollow',
                                                   'favorite', 'unfavorite')),
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
            INSERT INTO outbox_v14 SELECT id, kind, text, target_post_id, target_comment_id, target_user_id, created_at, attempts,
                                          next_attempt_at, last_error, outcome_unknown, failed, sending_since FROM outbox;
            CREATE TEMP TABLE outbox_counter AS SELECT seq FROM sqlite_sequence WHERE name = 'outbox';
            DROP TABLE outbox;
            ALTER TABLE outbox_v14 RENAME TO outbox;
            DELETE FROM sqlite_sequence WHERE name IN ('outbox', 'outbox_v14');
            INSERT INTO sqlite_sequence (name, seq)
                SELECT 'outbox', max(coalesce((SELECT seq FROM outbox_counter), 0), coalesce((SELECT max(id) FROM outbox), 0));
            DROP TABLE outbox_counter;
            """)
        try seedV14(database, context: context)
    }

    /// The sample's favourites, so 我 › 收藏 has something offline: its
    /// posts marked `favorited`, in the sample's order (the first one the
    /// newest favourite). Only the sample's own rows (`sample_key`) are
    /// touched; an account's store has none.
    private static func seedV14(_ database: Database, context: Context) throws {
        let favorites = try context.sample().posts.filter { $0.favorited == true }
        for (index, post) in favorites.enumerated() {
            try database.execute("UPDATE posts SET favorited = 1, favorited_at = ? WHERE sample_key = ?",
                                 [context.now - Int64(index) * 60, post.id])
        }
    }
}
