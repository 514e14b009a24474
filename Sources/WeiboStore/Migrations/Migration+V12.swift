extension Migration {
    /// v12, every search complete and indexed (issue 34): words of one or
    /// two characters, which the trigram index cannot answer, get an index
    /// of their own beside it. `posts_grams` (a post's text and its author's
    /// name) and `messages_grams` hold every character and every pair of
    /// neighbouring characters (`SearchGrams`), as FTS5 tokens: contentless
    /// (no copy of the text), `detail = none` (which rows, not where in
    /// them), the smallest FTS5 keeps. The store's function
    /// `weibo_search_grams` spells the tokens; triggers keep the tables in
    /// step with every insert, edit and delete, and a user's new name.
    ///
    /// The rows a store already holds are listed in `posts_grams_pending`
    /// and `messages_grams_pending` rather than indexed here, so that the
    /// migration stays short at any size (a million posts take some twenty
    /// seconds to index, longer than another writer waits for the lock).
    /// `Store.indexPendingSearchGrams` indexes them afterwards, newest first,
    /// in batches that each commit on their own; until a row is indexed the
    /// search scans it (it is still found), and the triggers leave it to the
    /// backfill: a contentless index must never be told to delete a row it
    /// does not hold.
    static let v12ShortWordIndex = Migration(version: 12, summary: "an index for words of one and two characters") { database, _ in
        try database.executeScript("""
            CREATE VIRTUAL TABLE posts_grams USING fts5(
                grams, content = '', columnsize = 0, detail = none, tokenize = 'ascii');
            CREATE TABLE posts_grams_pending (id INTEGER PRIMARY KEY);
            INSERT INTO posts_grams_pending (id) SELECT id FROM posts;

            CREATE TRIGGER posts_grams_insert AFTER INSERT ON posts BEGIN
                DELETE FROM posts_grams_pending WHERE id = NEW.id;
                INSERT INTO posts_grams (rowid, grams)
                VALUES (NEW.id, weibo_search_grams(NEW.text, coalesce((SELECT name FROM users WHERE id = NEW.user_id), '')));
            END;
            CREATE TRIGGER posts_grams_delete AFTER DELETE ON posts BEGIN
                INSERT INTO posts_grams (posts_grams, rowid, grams)
                SELECT 'delete', OLD.id, weibo_search_grams(OLD.text, coalesce((SELECT name FROM users WHERE id = OLD.user_id), ''))
                WHERE NOT EXISTS (SELECT 1 FROM posts_grams_pending WHERE id = OLD.id);
                DELETE FROM posts_grams_pending WHERE id = OLD.id;
            END;
            CREATE TRIGGER posts_grams_update AFTER UPDATE OF text, user_id ON posts
            WHEN NOT EXISTS (SELECT 1 FROM posts_grams_pending WHERE id = OLD.id) BEGIN
                INSERT INTO posts_grams (posts_grams, rowid, grams)
                VALUES ('delete', OLD.id, weibo_search_grams(OLD.text, coalesce((SELECT name FROM users WHERE id = OLD.user_id), '')));
                INSERT INTO posts_grams (rowid, grams)
                VALUES (NEW.id, weibo_search_grams(NEW.text, coalesce((SELECT name FROM users WHERE id = NEW.user_id), '')));
            END;
            CREATE TRIGGER users_grams_rename AFTER UPDATE OF name ON users WHEN OLD.name IS NOT NEW.name BEGIN
                INSERT INTO posts_grams (posts_grams, rowid, grams)
                SELECT 'delete', id, weibo_search_grams(text, OLD.name) FROM posts
                WHERE user_id = OLD.id AND id NOT IN (SELECT id FROM posts_grams_pending);
                INSERT INTO posts_grams (rowid, grams)
                SELECT id, weibo_search_grams(text, NEW.name) FROM posts
                WHERE user_id = NEW.id AND id NOT IN (SELECT id FROM posts_grams_pending);
            END;

            CREATE VIRTUAL TABLE messages_grams USING fts5(
                grams, content = '', columnsize = 0, detail = none, tokenize = 'ascii');
            CREATE TABLE messages_grams_pending (id INTEGER PRIMARY KEY);
            INSERT INTO messages_grams_pending (id) SELECT id FROM messages;

            CREATE TRIGGER messages_grams_insert AFTER INSERT ON messages BEGIN
                DELETE FROM messages_grams_pending WHERE id = NEW.id;
                INSERT INTO messages_grams (rowid, grams) VALUES (NEW.id, weibo_search_grams(NEW.text));
            END;
            CREATE TRIGGER messages_grams_delete AFTER DELETE ON messages BEGIN
                INSERT INTO messages_grams (messages_grams, rowid, grams)
                SELECT 'delete', OLD.id, weibo_search_grams(OLD.text)
                WHERE NOT EXISTS (SELECT 1 FROM messages_grams_pending WHERE id = OLD.id);
                DELETE FROM messages_grams_pending WHERE id = OLD.id;
            END;
            CREATE TRIGGER messages_grams_update AFTER UPDATE OF text ON messages
            WHEN NOT EXISTS (SELECT 1 FROM messages_grams_pending WHERE id = OLD.id) BEGIN
                INSERT INTO messages_grams (messages_grams, rowid, grams) VALUES ('delete', OLD.id, weibo_search_grams(OLD.text));
                INSERT INTO messages_grams (rowid, grams) VALUES (NEW.id, weibo_search_grams(NEW.text));
            END;
            """)
    }
}
