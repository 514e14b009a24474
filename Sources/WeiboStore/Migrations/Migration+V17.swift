extension Migration {
    /// v17, groups (分组, issue 32): 首页's title switches between 全部关注
    /// and the account's groups. `feed_groups` holds the groups in Weibo's
    /// order, `feed_group_posts` which cached post is in which group's
    /// timeline (a group's page as Weibo sent it; a post may be in several).
    /// The sample gains groups of its people, their posts in them, and its
    /// posts' comment counts become the comments it holds (issue 33 item
    /// 6: a post said 评论 12 and showed none).
    static let v17Groups = Migration(version: 17, summary: "groups of the people followed, and their posts") { database, context in
        try database.executeScript("""
            CREATE TABLE feed_groups (
                gid TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                position INTEGER NOT NULL
            );
            CREATE TABLE feed_group_posts (
                gid TEXT NOT NULL REFERENCES feed_groups(gid) ON DELETE CASCADE,
                post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
                PRIMARY KEY (gid, post_id)
            ) WITHOUT ROWID;
            CREATE INDEX feed_group_posts_by_post ON feed_group_posts(post_id);
            """)
        try seedV17(database, context: context)
    }

    /// The sample's groups and, in each, its members' 首页 posts; its
    /// posts' comment counts as sample.json now gives them (the comments it
    /// holds) and those the user wrote since. Only on the sample's store:
    /// an account's has no sample posts.
    private static func seedV17(_ database: Database, context: Context) throws {
        guard try database.queryFirst("SELECT count(*) FROM posts WHERE sample_key IS NOT NULL", [], { $0.int(0) }) ?? 0 > 0 else { return }
        try countSampleComments(database, context: context)
        for (position, group) in (try context.sample().groups ?? []).enumerated() {
            try database.execute("INSERT INTO feed_groups (gid, name, position) VALUES (?, ?, ?)", [group.id, group.name, position])
            for member in group.members {
                try database.execute(
                    "INSERT OR IGNORE INTO feed_group_posts (gid, post_id) SELECT ?, id FROM posts WHERE user_id = ? AND in_timeline = 1 AND sample_key IS NOT NULL",
                    [group.id, member])
            }
        }
    }

    /// The sample's posts' comment counts as sample.json gives them (the
    /// comments it holds, replies too, as Weibo counts them) and those the
    /// user wrote since (v17; v20 after adding replies).
    static func countSampleComments(_ database: Database, context: Context) throws {
        for post in try context.sample().posts {
            try database.execute(
                """
                UPDATE posts SET comment_count = ? + (SELECT count(*) FROM comments c WHERE c.post_id = posts.id AND c.sample_key IS NULL)
                WHERE sample_key = ?
                """, [post.comments ?? 0, post.id])
        }
    }
}
