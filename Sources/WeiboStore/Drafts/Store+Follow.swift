import WeiboCore

extension Store {
    /// Follows (or unfollows) the person `uid` on a web session: their card
    /// shows 已关注 (or +关注) at once (the one rule: every view reads it
    /// from here), and the outbox holds the request until Weibo has it, in
    /// ONE transaction. A pending opposite request for the same person that
    /// was never sent cancels out instead; one that may have reached Weibo
    /// stays, and this one follows it. Nil when the store does not know
    /// them (their page was never fetched); the person as they now read.
    @discardableResult
    public func queueFollow(uid: Int64, _ follow: Bool) throws -> User? {
        let kind: OutboxKind = follow ? .follow : .unfollow, opposite: OutboxKind = follow ? .unfollow : .follow
        let now = clock()
        guard try user(id: String(uid)) != nil else { return nil }
        try database.transaction {
            try database.execute("UPDATE users SET following = ? WHERE id = ? AND coalesce(following, -1) != ?",
                                 [follow, String(uid), follow])
            guard database.changes > 0 else { return }
            try database.execute(
                "DELETE FROM outbox WHERE kind = ? AND target_user_id = ? AND attempts = 0 AND outcome_unknown = 0",
                [opposite.rawValue, uid])
            guard database.changes == 0 else { return }
            try database.execute(
                "INSERT INTO outbox (kind, text, target_user_id, created_at, next_attempt_at) VALUES (?, '', ?, ?, ?)",
                [kind.rawValue, uid, now, now])
        }
        return try user(id: String(uid))
    }

    /// Weibo has the follow or unfollow of `uid`: the person keeps what
    /// Weibo now says of them (`person`, when its answer carried them), or
    /// at least whether they are followed, and the item leaves the outbox.
    public func markSent(id: Int64, follow: Bool, uid: Int64, person: User?) throws {
        try database.transaction {
            if let person { try saveFetched(users: [person], timeline: []) }
            try database.execute("UPDATE users SET following = ? WHERE id = ?", [follow, String(uid)])
            try database.execute("DELETE FROM outbox WHERE id = ?", [id])
        }
    }

    /// The pending follow or unfollow of `uid`, if one waits in the outbox.
    public func pendingFollow(uid: Int64) throws -> OutboxItem? {
        try database.queryFirst(
            "SELECT \(Self.outboxColumns) FROM outbox WHERE kind IN ('follow', 'unfollow') AND target_user_id = ? ORDER BY id DESC LIMIT 1",
            [uid], Self.readOutboxItem)
    }
}
