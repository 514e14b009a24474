import WeiboCore

extension Store {
    private static let draftColumns = Statement.selectList([
        "id", "mode", "kind", "target_post_id", "title", "text", "place", "rating", "media_path", "cursor", "updated_at", "visibility",
    ])

    /// Saves `draft` (stamped now) and returns its id: an update when
    /// `draft.id` names a stored draft, else a new draft. A draft whose id is
    /// gone (deleted meanwhile) is stored afresh rather than dropped: losing
    /// the user's words is the worse mistake.
    @discardableResult
    public func saveDraft(_ draft: Draft) throws -> Int64 {
        try Self.refuseOversized([.body: draft.text, .title: draft.title, .place: draft.place, .filePath: draft.mediaPath])
        let values: [any SQLBindable] = [
            draft.mode.rawValue, draft.kind.rawValue, draft.targetPostID, draft.title, draft.text,
            draft.place, draft.rating, draft.mediaPath, max(0, draft.cursor), clock(), draft.visibility.rawValue,
        ]
        return try database.transaction {
            if let id = draft.id {
                try database.execute(
                    """
                    UPDATE drafts SET mode = ?, kind = ?, target_post_id = ?, title = ?, text = ?, place = ?,
                                      rating = ?, media_path = ?, cursor = ?, updated_at = ?, visibility = ?
                    WHERE id = ?
                    """, values + [id])
                if database.changes > 0 { return id }
            }
            try database.execute(
                """
                INSERT INTO drafts (mode, kind, target_post_id, title, text, place, rating, media_path, cursor, updated_at, visibility)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, values)
            return database.lastInsertRowID
        }
    }

    /// Every draft, most recently saved first.
    public func drafts(limit: Int = 1_000) throws -> [Draft] {
        try database.query(
            "SELECT \(Self.draftColumns) FROM drafts ORDER BY updated_at DESC, id DESC LIMIT ?",
            [max(0, limit)], Self.readDraft)
    }

    /// The draft with `id`, if it still exists.
    public func draft(id: Int64) throws -> Draft? {
        try database.queryFirst("SELECT \(Self.draftColumns) FROM drafts WHERE id = ?", [id], Self.readDraft)
    }

    /// Deletes a draft; deleting one that is already gone is not an error.
    public func deleteDraft(id: Int64) throws {
        try database.transaction {
            try database.execute("DELETE FROM drafts WHERE id = ?", [id])
        }
    }

    /// How many drafts exist (the 我 tab's dot shows while this is above 0).
    public func draftCount() throws -> Int {
        try database.queryFirst("SELECT count(*) FROM drafts") { $0.int(0) } ?? 0
    }

    private static func readDraft(_ row: Statement) -> Draft {
        var draft = Draft(
            id: row.int64("id"), mode: DraftMode(rawValue: row.string("mode")) ?? .post,
            kind: PostKind(stored: row.string("kind")), targetPostID: row.optionalInt64("target_post_id"),
            title: row.optionalString("title"), text: row.string("text"), place: row.optionalString("place"),
            rating: row.optionalInt64("rating").map { Int($0) }, mediaPath: row.optionalString("media_path"),
            cursor: row.int("cursor"), updatedAt: row.int64("updated_at"))
        draft.visibility = PostVisibility(stored: row.optionalString("visibility"))
        return draft
    }
}
