import WeiboCore

extension Migration {
    /// v2, home and compose (issue 4): posts learn their kind and what it
    /// attaches; comments (seeded from the sample) and drafts arrive.
    ///
    /// Comments are placed on the clock of the first run (`first_run_at`),
    /// not of this upgrade, so an old store's seeded comments sit beside the
    /// posts they answer. Sample comments whose post or author this store
    /// does not have (a store seeded from an older, smaller sample) are
    /// skipped rather than failing the upgrade.
    static let v2PostsCommentsDrafts = Migration(version: 2, summary: "post kinds, comments, drafts") { database, context in
        try database.executeScript("""
            ALTER TABLE posts ADD COLUMN kind TEXT NOT NULL DEFAULT 'text';
            ALTER TABLE posts ADD COLUMN title TEXT;
            ALTER TABLE posts ADD COLUMN place TEXT;
            ALTER TABLE posts ADD COLUMN rating INTEGER CHECK (rating BETWEEN 1 AND 5);
            ALTER TABLE posts ADD COLUMN media_path TEXT;

            CREATE TABLE comments (
                id INTEGER PRIMARY KEY,
                post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
                user_id TEXT NOT NULL REFERENCES users(id),
                text TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                sample_key TEXT UNIQUE
            );
            -- A post page's comments, newest first, by keyset: no sort.
            CREATE INDEX comments_by_post ON comments(post_id, created_at DESC, id DESC);

            CREATE TABLE drafts (
                id INTEGER PRIMARY KEY,
                mode TEXT NOT NULL CHECK (mode IN ('post', 'comment', 'repost')),
                kind TEXT NOT NULL DEFAULT 'text',
                target_post_id INTEGER REFERENCES posts(id) ON DELETE SET NULL,
                title TEXT,
                text TEXT NOT NULL DEFAULT '',
                place TEXT,
                rating INTEGER,
                media_path TEXT,
                cursor INTEGER NOT NULL DEFAULT 0,
                updated_at INTEGER NOT NULL
            );
            CREATE INDEX drafts_newest_first ON drafts(updated_at DESC, id DESC);
            """)
        try seedV2(database, context: context)
    }

    /// The sample's comments, and the kinds of sample posts that have one.
    private static func seedV2(_ database: Database, context: Context) throws {
        let sample = try context.sample()
        let firstRun = try firstRunAt(database, context: context)
        for post in sample.posts where post.kind != nil || post.title != nil || post.place != nil
            || post.rating != nil || post.mediaPath != nil {
            try database.execute(
                "UPDATE posts SET kind = ?, title = ?, place = ?, rating = ?, media_path = ? WHERE sample_key = ?",
                [PostKind(stored: post.kind ?? "text").rawValue, post.title, post.place,
                 post.rating.flatMap { (1...5).contains($0) ? $0 : nil }, post.mediaPath, post.id])
        }
        for comment in sample.comments ?? [] { try seedSampleComment(comment, database, firstRun: firstRun) }
    }

    /// One of the sample's comments, unless the store has it (v2; v20 its replies).
    static func seedSampleComment(_ comment: SampleData.Comment, _ database: Database, firstRun: Int64) throws {
        // INSERT … SELECT: no row when the post or the author is missing.
        try database.execute(
            """
            INSERT INTO comments (post_id, user_id, text, created_at, sample_key)
            SELECT p.id, u.id, ?, ?, ? FROM posts p JOIN users u ON u.id = ?
            WHERE p.sample_key = ?
            ON CONFLICT (sample_key) DO NOTHING
            """,
            [comment.text, firstRun - Int64(comment.minutesAgo) * 60, comment.id, comment.user, comment.post])
    }

    /// The time base of seeded rows: `first_run_at` (written by v1), else now.
    static func firstRunAt(_ database: Database, context: Context) throws -> Int64 {
        let stored = try database.queryFirst(
            "SELECT value FROM settings WHERE key = 'first_run_at'") { $0.string(0) }
        return stored.flatMap { Int64($0) } ?? context.now
    }
}
