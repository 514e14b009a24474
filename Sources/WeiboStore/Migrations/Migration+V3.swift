extension Migration {
    /// v3, the message centre (issue 5): conversations and messages, likes
    /// by others on the local user's posts, mentions, and read flags on
    /// comments, so every unread count is a COUNT over a read flag.
    ///
    /// `conversations.last_message_id/last_at` are kept by a trigger on
    /// message insert, so the list is one walk of an index (thousands of
    /// conversations cost what twenty do) and can never disagree with the
    /// messages themselves.
    static let v3MessagesActivity = Migration(version: 3, summary: "messages, likes, mentions, read flags") { database, context in
        try database.executeScript("""
            ALTER TABLE comments ADD COLUMN read INTEGER NOT NULL DEFAULT 1 CHECK (read IN (0, 1));
            CREATE INDEX comments_unread ON comments(post_id) WHERE read = 0;
            CREATE INDEX comments_newest_first ON comments(created_at DESC, id DESC);
            -- My posts and "comments/likes on my posts" look posts up by author.
            CREATE INDEX posts_by_user ON posts(user_id, created_at DESC, id DESC);

            CREATE TABLE conversations (
                id TEXT PRIMARY KEY NOT NULL,
                user_id TEXT NOT NULL REFERENCES users(id),
                last_message_id INTEGER,
                last_at INTEGER NOT NULL DEFAULT 0
            );
            CREATE INDEX conversations_newest_first ON conversations(last_at DESC, id DESC);
            CREATE INDEX conversations_by_user ON conversations(user_id);

            CREATE TABLE messages (
                id INTEGER PRIMARY KEY,
                conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
                from_local INTEGER NOT NULL CHECK (from_local IN (0, 1)),
                text TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                read INTEGER NOT NULL DEFAULT 1 CHECK (read IN (0, 1))
            );
            CREATE INDEX messages_by_conversation ON messages(conversation_id, created_at, id);
            CREATE INDEX messages_unread ON messages(conversation_id) WHERE read = 0 AND from_local = 0;

            CREATE TRIGGER messages_keep_last AFTER INSERT ON messages BEGIN
                UPDATE conversations SET last_message_id = NEW.id, last_at = NEW.created_at
                WHERE id = NEW.conversation_id
                  AND (last_message_id IS NULL OR NEW.created_at > last_at
                       OR (NEW.created_at = last_at AND NEW.id > last_message_id));
            END;

            CREATE TABLE post_likes (
                post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
                user_id TEXT NOT NULL REFERENCES users(id),
                created_at INTEGER NOT NULL,
                read INTEGER NOT NULL DEFAULT 1 CHECK (read IN (0, 1)),
                PRIMARY KEY (post_id, user_id)
            );
            CREATE INDEX post_likes_newest_first ON post_likes(created_at DESC);
            CREATE INDEX post_likes_unread ON post_likes(post_id) WHERE read = 0;

            CREATE TABLE mentions (
                id INTEGER PRIMARY KEY,
                post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
                comment_id INTEGER REFERENCES comments(id) ON DELETE CASCADE,
                user_id TEXT NOT NULL REFERENCES users(id),
                created_at INTEGER NOT NULL,
                read INTEGER NOT NULL DEFAULT 1 CHECK (read IN (0, 1))
            );
            CREATE INDEX mentions_newest_first ON mentions(created_at DESC, id DESC);
            CREATE INDEX mentions_unread ON mentions(id) WHERE read = 0;
            """)
        try seedV3(database, context: context)
    }

    /// Seeded activity newer than this (before the first run) starts
    /// unread, older is read: the sample has no read flags for likes and
    /// comments, and "yesterday's news is read" gives a believable inbox.
    static let seedUnreadWindow: Int64 = 86_400

    private static func seedV3(_ database: Database, context: Context) throws {
        let sample = try context.sample()
        let firstRun = try firstRunAt(database, context: context)
        func isUnread(_ time: Int64, _ flag: Bool?) -> Bool {
            flag.map { !$0 } ?? (time > firstRun - seedUnreadWindow)
        }
        guard let me = try database.queryFirst(
            "SELECT id, name FROM users WHERE is_local = 1", [], { (id: $0.string(0), name: $0.string(1)) }) else { return }

        // Read flags of the seeded comments (v2 seeded them all read).
        for comment in sample.comments ?? [] {
            let time = firstRun - Int64(comment.minutesAgo) * 60
            if isUnread(time, comment.read) {
                try database.execute("UPDATE comments SET read = 0 WHERE sample_key = ? AND user_id != ?", [comment.id, me.id])
            }
        }
        for like in sample.likes ?? [] {
            let time = firstRun - Int64(like.minutesAgo) * 60
            try database.execute(
                """
                INSERT INTO post_likes (post_id, user_id, created_at, read)
                SELECT p.id, u.id, ?, ? FROM posts p JOIN users u ON u.id = ?
                WHERE p.sample_key = ?
                ON CONFLICT DO NOTHING
                """,
                [time, !isUnread(time, like.read), like.user, like.post])
        }
        for conversation in sample.conversations ?? [] {
            guard try database.queryFirst("SELECT 1 FROM users WHERE id = ?", [conversation.with], { _ in true }) != nil
            else { continue }
            try database.execute(
                "INSERT INTO conversations (id, user_id, last_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                [conversation.id, conversation.with, firstRun])
            for message in conversation.messages {
                let fromLocal = message.from == me.id
                let time = firstRun - Int64(message.minutesAgo) * 60
                try database.execute(
                    "INSERT INTO messages (conversation_id, from_local, text, created_at, read) VALUES (?, ?, ?, ?, ?)",
                    [conversation.id, fromLocal, message.text, time, fromLocal || (message.read ?? true)])
            }
        }
        // Mentions: every post and comment by someone else naming @me, as
        // the store records them on insert from now on.
        let needle = "@" + me.name
        let posts = try database.query(
            "SELECT id, user_id, text, created_at FROM posts WHERE user_id != ? AND instr(text, ?) > 0 ORDER BY id",
            [me.id, needle]) { (id: $0.int64(0), user: $0.string(1), text: $0.string(2), at: $0.int64(3)) }
        for post in posts {
            try database.execute(
                "INSERT INTO mentions (post_id, user_id, created_at, read) VALUES (?, ?, ?, ?)",
                [post.id, post.user, post.at, !isUnread(post.at, nil)])
        }
        let comments = try database.query(
            "SELECT id, post_id, user_id, created_at FROM comments WHERE user_id != ? AND instr(text, ?) > 0 ORDER BY id",
            [me.id, needle]) { (id: $0.int64(0), post: $0.int64(1), user: $0.string(2), at: $0.int64(3)) }
        for comment in comments {
            try database.execute(
                "INSERT INTO mentions (post_id, comment_id, user_id, created_at, read) VALUES (?, ?, ?, ?, ?)",
                [comment.post, comment.id, comment.user, comment.at, !isUnread(comment.at, nil)])
        }
    }
}
