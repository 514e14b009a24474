extension Migration {
    /// v1, the foundation: settings, users, posts, search history; seeded
    /// with the sample's users and posts.
    ///
    /// Post ids: JSON ids ("p001") become integer row ids in file order
    /// (1, 2, 3, …) so keyset paging and foreign keys stay on integers; the
    /// JSON id is kept in `posts.sample_key` (NULL for posts written in the
    /// app) so later migrations can attach sample comments and likes to the
    /// right rows without relying on the numbering.
    static let v1Foundation = Migration(version: 1, summary: "settings, users, posts, search history") { database, context in
        try database.executeScript("""
            PRAGMA application_id = \(DatabaseFile.applicationID);

            CREATE TABLE settings (
                key TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL
            );

            CREATE TABLE users (
                id TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                bio TEXT NOT NULL DEFAULT '',
                following_count INTEGER NOT NULL DEFAULT 0,
                followers_count INTEGER NOT NULL DEFAULT 0,
                is_local INTEGER NOT NULL DEFAULT 0 CHECK (is_local IN (0, 1))
            );
            -- At most one local user.
            CREATE UNIQUE INDEX users_local ON users(is_local) WHERE is_local = 1;

            CREATE TABLE posts (
                id INTEGER PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id),
                text TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                source TEXT NOT NULL DEFAULT '',
                repost_count INTEGER NOT NULL DEFAULT 0,
                comment_count INTEGER NOT NULL DEFAULT 0,
                like_count INTEGER NOT NULL DEFAULT 0,
                liked INTEGER NOT NULL DEFAULT 0 CHECK (liked IN (0, 1)),
                repost_of INTEGER REFERENCES posts(id) ON DELETE SET NULL,
                sample_key TEXT UNIQUE
            );
            -- Newest-first keyset paging: WHERE (created_at, id) < (?, ?)
            -- ORDER BY created_at DESC, id DESC walks this index, no sort.
            CREATE INDEX posts_newest_first ON posts(created_at DESC, id DESC);

            \(Schema.searchHistoryTable);
            """)
        try seedV1(database, context: context)
    }

    /// Users (the local one flagged) and posts from the sample.
    private static func seedV1(_ database: Database, context: Context) throws {
        let sample = try context.sample()
        guard sample.users.contains(where: { $0.id == sample.localUser }) else {
            throw StoreError(
                .sampleData, path: "sample.json",
                message: "weibo-tui: the bundled sample data has no user \(sample.localUser) for localUser")
        }
        for user in sample.users {
            try database.execute(
                """
                INSERT INTO users (id, name, bio, following_count, followers_count, is_local)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
                [user.id, user.name, user.bio ?? "", user.following ?? 0, user.followers ?? 0,
                 user.id == sample.localUser])
        }
        var rowIDs: [String: Int64] = [:]
        for post in sample.posts {
            try database.execute(
                """
                INSERT INTO posts (user_id, text, created_at, source, repost_count, comment_count,
                                   like_count, liked, sample_key)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [post.user, post.text, context.now - Int64(post.minutesAgo) * 60, post.source ?? "",
                 post.reposts ?? 0, post.comments ?? 0, post.likes ?? 0, post.liked ?? false, post.id])
            rowIDs[post.id] = database.lastInsertRowID
        }
        // A second pass, because a repost may be listed before its original.
        for post in sample.posts {
            guard let key = post.repostOf else { continue }
            guard let original = rowIDs[key], let row = rowIDs[post.id] else {
                throw StoreError(
                    .sampleData, path: "sample.json",
                    message: "weibo-tui: the bundled sample post \(post.id) reposts unknown post \(key)")
            }
            try database.execute("UPDATE posts SET repost_of = ? WHERE id = ?", [original, row])
        }
        try database.execute(
            "INSERT INTO settings (key, value) VALUES ('first_run_at', ?)", [String(context.now)])
    }
}
