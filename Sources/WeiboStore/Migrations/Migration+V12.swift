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
        let author = { (row: String) in "coalesce((SELECT name FROM users WHERE id = \(row).user_id), '')" }
        try database.executeScript(
            shortWordIndex(on: "posts", columns: "text, user_id") { "weibo_search_grams(\($0).text, \(author($0)))" }
            + """
            CREATE TRIGGER users_grams_rename AFTER UPDATE OF name ON users WHEN OLD.name IS NOT NEW.name BEGIN
                INSERT INTO posts_grams (posts_grams, rowid, grams)
                SELECT 'delete', id, weibo_search_grams(text, OLD.name) FROM posts
                WHERE user_id = OLD.id AND id NOT IN (SELECT id FROM posts_grams_pending);
                INSERT INTO posts_grams (rowid, grams)
                SELECT id, weibo_search_grams(text, NEW.name) FROM posts
                WHERE user_id = NEW.id AND id NOT IN (SELECT id FROM posts_grams_pending);
            END;

            """
            + shortWordIndex(on: "messages", columns: "text") { "weibo_search_grams(\($0).text)" })
    }

    /// `TABLE_grams`, `TABLE_grams_pending` (every row TABLE holds now) and
    /// the triggers that keep the index in step with TABLE's inserts,
    /// deletes and edits of `columns`; `tokens("NEW")` is the SQL of a row's
    /// tokens. The statements are v12's and stay as they are: a later
    /// change is a new migration.
    private static func shortWordIndex(on table: String, columns: String, tokens: (String) -> String) -> String {
        let index = "\(table)_grams", pending = "\(table)_grams_pending"
        let isPending = { (row: String) in "EXISTS (SELECT 1 FROM \(pending) WHERE id = \(row).id)" }
        return """
            CREATE VIRTUAL TABLE \(index) USING fts5(
                grams, content = '', columnsize = 0, detail = none, tokenize = 'ascii');
            CREATE TABLE \(pending) (id INTEGER PRIMARY KEY);
            INSERT INTO \(pending) (id) SELECT id FROM \(table);

            CREATE TRIGGER \(index)_insert AFTER INSERT ON \(table) BEGIN
                DELETE FROM \(pending) WHERE id = NEW.id;
                INSERT INTO \(index) (rowid, grams) VALUES (NEW.id, \(tokens("NEW")));
            END;
            CREATE TRIGGER \(index)_delete AFTER DELETE ON \(table) BEGIN
                INSERT INTO \(index) (\(index), rowid, grams)
                SELECT 'delete', OLD.id, \(tokens("OLD")) WHERE NOT \(isPending("OLD"));
                DELETE FROM \(pending) WHERE id = OLD.id;
            END;
            CREATE TRIGGER \(index)_update AFTER UPDATE OF \(columns) ON \(table) WHEN NOT \(isPending("OLD")) BEGIN
                INSERT INTO \(index) (\(index), rowid, grams) VALUES ('delete', OLD.id, \(tokens("OLD")));
                INSERT INTO \(index) (rowid, grams) VALUES (NEW.id, \(tokens("NEW")));
            END;

            """
    }
}
