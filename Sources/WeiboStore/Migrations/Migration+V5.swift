extension Migration {
    /// v5, an account's cache (issue 13): a repost's original arrives with
    /// the home timeline but is not itself in it (the user may not follow
    /// its author). It is kept as a row, so the repost can quote it, with
    /// `in_timeline = 0`, so the timeline does not list it as a post of its
    /// own. Every existing post is in the timeline, as before.
    static let v5TimelineMembership = Migration(version: 5, summary: "posts kept only as a repost's original") { database, _ in
        try database.executeScript("""
            ALTER TABLE posts ADD COLUMN in_timeline INTEGER NOT NULL DEFAULT 1 CHECK (in_timeline IN (0, 1));
            """)
    }
}
