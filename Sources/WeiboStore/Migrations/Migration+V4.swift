extension Migration {
    /// v4, search (issue 14): full-text indexes over posts (text and
    /// author's name) and messages, with the trigram tokenizer, which needs
    /// no word breaks and so finds Chinese as well as English.
    ///
    /// Both are external-content tables: the index holds only the trigrams,
    /// not a second copy of the text. Triggers keep them in step with every
    /// insert, delete and edit, a user's new name included; `rebuild` indexes
    /// what an existing store already holds.
    static let v4Search = Migration(version: 4, summary: "full-text search of posts and messages") { database, _ in
        try database.executeScript("""
            CREATE VIEW posts_search_source AS
                SELECT p.id AS id, p.text AS text, coalesce(u.name, '') AS author
                FROM posts p LEFT JOIN users u ON u.id = p.user_id;
            CREATE VIRTUAL TABLE posts_fts USING fts5(
                text, author, content = 'posts_search_source', content_rowid = 'id', tokenize = 'trigram');

            CREATE TRIGGER posts_fts_insert AFTER INSERT ON posts BEGIN
                INSERT INTO posts_fts (rowid, text, author)
                VALUES (NEW.id, NEW.text, coalesce((SELECT name FROM users WHERE id = NEW.user_id), ''));
            END;
            CREATE TRIGGER posts_fts_delete AFTER DELETE ON posts BEGIN
                INSERT INTO posts_fts (posts_fts, rowid, text, author)
                VALUES ('delete', OLD.id, OLD.text, coalesce((SELECT name FROM users WHERE id = OLD.user_id), ''));
            END;
            CREATE TRIGGER posts_fts_update AFTER UPDATE OF text, user_id ON posts BEGIN
                INSERT INTO posts_fts (posts_fts, rowid, text, author)
                VALUES ('delete', OLD.id, OLD.text, coalesce((SELECT name FROM users WHERE id = OLD.user_id), ''));
                INSERT INTO posts_fts (rowid, text, author)
                VALUES (NEW.id, NEW.text, coalesce((SELECT name FROM users WHERE id = NEW.user_id), ''));
            END;
            CREATE TRIGGER users_fts_rename AFTER UPDATE OF name ON users WHEN OLD.name IS NOT NEW.name BEGIN
                INSERT INTO posts_fts (posts_fts, rowid, text, author)
                SELECT 'delete', id, text, OLD.name FROM posts WHERE user_id = OLD.id;
                INSERT INTO posts_fts (rowid, text, author)
                SELECT id, text, NEW.name FROM posts WHERE user_id = NEW.id;
            END;
            INSERT INTO posts_fts (posts_fts) VALUES ('rebuild');

            CREATE VIRTUAL TABLE messages_fts USING fts5(
                text, content = 'messages', content_rowid = 'id', tokenize = 'trigram');
            CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
                INSERT INTO messages_fts (rowid, text) VALUES (NEW.id, NEW.text);
            END;
            CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
                INSERT INTO messages_fts (messages_fts, rowid, text) VALUES ('delete', OLD.id, OLD.text);
            END;
            CREATE TRIGGER messages_fts_update AFTER UPDATE OF text ON messages BEGIN
                INSERT INTO messages_fts (messages_fts, rowid, text) VALUES ('delete', OLD.id, OLD.text);
                INSERT INTO messages_fts (rowid, text) VALUES (NEW.id, NEW.text);
            END;
            INSERT INTO messages_fts (messages_fts) VALUES ('rebuild');
            """)
    }
}
