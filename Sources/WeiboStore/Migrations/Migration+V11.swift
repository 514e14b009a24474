extension Migration {
    /// v11, what Weibo says kept as it says it (issue 30).
    /// `dated_by_day` on posts and comments is 1 when Weibo gave only the
    /// day (`06-14`, `2019-06-14`): `created_at` is then that day's midnight
    /// in Beijing, which keeps Weibo's order, and the day is shown as that
    /// day in every time zone instead of the moment's date in the local one.
    /// `users.posts_count` is Weibo's count of a person's posts (the card's
    /// `statuses_count`), NULL while Weibo has not said: 我 then counts the
    /// cached posts, as the sample always does.
    /// `video_url`, `video_page_url`, `video_seconds`: a post's video (a
    /// stream Weibo lists, or a video file attached here; its page; its
    /// length), NULL for a post without one; its cover is `media_path`.
    static let v11RealReplies = Migration(version: 11, summary: "days as days, Weibo's post counts, videos") { database, _ in
        try database.executeScript("""
            ALTER TABLE posts ADD COLUMN dated_by_day INTEGER NOT NULL DEFAULT 0 CHECK (dated_by_day IN (0, 1));
            ALTER TABLE comments ADD COLUMN dated_by_day INTEGER NOT NULL DEFAULT 0 CHECK (dated_by_day IN (0, 1));
            ALTER TABLE users ADD COLUMN posts_count INTEGER;
            ALTER TABLE posts ADD COLUMN video_url TEXT;
            ALTER TABLE posts ADD COLUMN video_page_url TEXT;
            ALTER TABLE posts ADD COLUMN video_seconds INTEGER;
            """)
    }
}
