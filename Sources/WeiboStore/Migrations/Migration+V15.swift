extension Migration {
    /// v15, the whole post page (issue 32). A comment keeps Weibo's count
    /// of its likes (`like_count`), a root comment its replies in all
    /// (`reply_count`, 共N条回复), a reply the root of its thread (楼中楼,
    /// `root_id`, NULL for a root): the thread reads its replies by it,
    /// and 按时间 the post's roots. A list fetched when opened, for one
    /// thing (a post's reposts, likes or comments, a comment's replies),
    /// keeps each page fetched in `opened_pages`: where the next starts
    /// (`next_cursor`, NULL at the list's end) and when it came. The one
    /// whose order no column holds, Weibo's 按热度 order of comments, keeps
    /// it in `opened_items`, by page and place. Reposts are found as the
    /// posts that repost the post (`posts_by_repost`), likers in `post_likes`.
    static let v15PostPage = Migration(version: 15, summary: "a post page's reposts, likes, comments in hot order and threads") { database, _ in
        try database.executeScript("""
            ALTER TABLE comments ADD COLUMN like_count INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE comments ADD COLUMN reply_count INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE comments ADD COLUMN root_id INTEGER;
            CREATE INDEX comments_by_root ON comments(root_id, created_at) WHERE root_id IS NOT NULL;
            CREATE INDEX posts_by_repost ON posts(repost_of, created_at DESC) WHERE repost_of IS NOT NULL;
            CREATE TABLE opened_pages (
                list TEXT NOT NULL,
                key INTEGER NOT NULL,
                page INTEGER NOT NULL CHECK (page >= 1),
                next_cursor TEXT,
                fetched_at INTEGER NOT NULL,
                PRIMARY KEY (list, key, page)
            ) WITHOUT ROWID;
            CREATE TABLE opened_items (
                list TEXT NOT NULL,
                key INTEGER NOT NULL,
                page INTEGER NOT NULL,
                rank INTEGER NOT NULL,
                item_id INTEGER NOT NULL,
                PRIMARY KEY (list, key, page, rank)
            ) WITHOUT ROWID;
            """)
    }
}
