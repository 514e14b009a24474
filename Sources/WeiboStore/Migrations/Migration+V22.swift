extension Migration {
    /// v22, a miss of two common words in 5 ms at a million posts (issue
    /// 34): bitmaps of the posts holding each common token of the one- and
    /// two-character index, beside it. FTS5 reads every posting of an AND's
    /// tokens (6 ms for a token in a sixth of a million posts); a bitmap
    /// AND reads 512 bytes per 4,096 posts.
    ///
    /// A bitmap numbers posts densely (`posts_bits_posts.seq`; an account's
    /// post ids are Weibo's, far apart), in runs of ascending ids
    /// (`posts_bits_runs`), so that hits come newest first as the index's
    /// do. Which tokens are common, and the bitmaps themselves, are kept by
    /// `Store.foldSearchBits` as a store opens and closes, not by triggers:
    /// the posts above `posts_bits_state.top` are searched on their rows
    /// until folded. The triggers only note a post whose tokens changed
    /// since its bits were set (an edit, a delete, a new name), or one
    /// added below the top (an older post fetched later), with the tokens
    /// its bits were set from, so that the search checks it on its row and
    /// the next fold clears and sets its bits. The statements are v22's and
    /// stay as they are: a later change is a new migration.
    static let v22SearchBits = Migration(version: 22, summary: "bitmaps of the common search tokens") { database, _ in
        let numbered = { (row: String) in "EXISTS (SELECT 1 FROM posts_bits_posts WHERE id = \(row).id)" }
        let belowTop = { (row: String) in "\(row).id <= (SELECT top FROM posts_bits_state)" }
        let author = { (row: String) in "coalesce((SELECT name FROM users WHERE id = \(row).user_id), '')" }
        try database.executeScript("""
            CREATE TABLE posts_bits (
                token INTEGER NOT NULL,
                block INTEGER NOT NULL,
                bits BLOB NOT NULL,
                PRIMARY KEY (token, block)
            ) WITHOUT ROWID;
            CREATE TABLE posts_bits_tokens (token INTEGER PRIMARY KEY);
            CREATE TABLE posts_bits_posts (seq INTEGER PRIMARY KEY, id INTEGER NOT NULL UNIQUE);
            CREATE TABLE posts_bits_runs (
                first INTEGER PRIMARY KEY,
                last INTEGER NOT NULL,
                low INTEGER NOT NULL,
                high INTEGER NOT NULL
            );
            CREATE TABLE posts_bits_state (
                one INTEGER PRIMARY KEY CHECK (one = 1),
                top INTEGER NOT NULL,
                sampled INTEGER NOT NULL,
                generation INTEGER NOT NULL
            );
            INSERT INTO posts_bits_state (one, top, sampled, generation) VALUES (1, 0, 0, 0);
            CREATE TABLE posts_bits_dirty (id INTEGER PRIMARY KEY, grams TEXT NOT NULL);

            CREATE TRIGGER posts_bits_insert AFTER INSERT ON posts WHEN \(belowTop("NEW")) BEGIN
                INSERT OR IGNORE INTO posts_bits_dirty (id, grams) VALUES (NEW.id, '');
            END;
            CREATE TRIGGER posts_bits_delete AFTER DELETE ON posts WHEN \(numbered("OLD")) BEGIN
                INSERT OR IGNORE INTO posts_bits_dirty (id, grams)
                VALUES (OLD.id, weibo_search_grams(OLD.text, \(author("OLD"))));
            END;
            CREATE TRIGGER posts_bits_update AFTER UPDATE OF id, text, user_id ON posts
            WHEN (OLD.id IS NOT NEW.id OR OLD.text IS NOT NEW.text OR OLD.user_id IS NOT NEW.user_id)
                AND (\(numbered("OLD")) OR \(belowTop("NEW"))) BEGIN
                INSERT OR IGNORE INTO posts_bits_dirty (id, grams)
                SELECT OLD.id, weibo_search_grams(OLD.text, \(author("OLD"))) WHERE \(numbered("OLD"));
                INSERT OR IGNORE INTO posts_bits_dirty (id, grams) SELECT NEW.id, '' WHERE \(belowTop("NEW"));
            END;
            CREATE TRIGGER users_bits_rename AFTER UPDATE OF name ON users WHEN OLD.name IS NOT NEW.name BEGIN
                INSERT OR IGNORE INTO posts_bits_dirty (id, grams)
                SELECT p.id, weibo_search_grams(p.text, OLD.name) FROM posts p
                WHERE p.user_id = OLD.id AND \(numbered("p"));
            END;
            """)
    }
}
