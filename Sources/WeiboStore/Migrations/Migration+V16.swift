extension Migration {
    /// v16, the editor's pictures and 可见范围 (issue 33). A draft keeps
    /// who may read the post (`visibility`: `public`, `friends`, `me`);
    /// its `media_path` already holds its files, one a line. The outbox
    /// keeps a post's files in their order (`media_path`) and its
    /// `visibility`, so what is sent is what the user chose, after a kill.
    static let v16ComposeMedia = Migration(version: 16, summary: "drafts' and the outbox's pictures and visibility") { database, _ in
        try database.executeScript("""
            ALTER TABLE drafts ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public';
            ALTER TABLE outbox ADD COLUMN media_path TEXT;
            ALTER TABLE outbox ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public';
            """)
    }
}
