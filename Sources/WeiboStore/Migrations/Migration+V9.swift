extension Migration {
    /// v9, a send's claim (issue 29): `sending_since` is set, in its own
    /// committed transaction, before an item's request leaves, and cleared
    /// when the answer (or the failure) is saved. A row still claimed when
    /// the next sender takes the outbox's lock was being sent by a process
    /// that died: it may be on Weibo, so it is looked for before any resend.
    static let v9SendClaim = Migration(version: 9, summary: "a send's claim in the outbox") { database, _ in
        try database.executeScript("ALTER TABLE outbox ADD COLUMN sending_since INTEGER;")
    }
}
