/// The ordered list of migrations and the code that applies them.
///
/// `PRAGMA user_version` holds the number of the last migration applied.
/// Each migration runs in its own `BEGIN IMMEDIATE` transaction that also
/// bumps `user_version`, so a kill part-way leaves the store at the previous
/// version, intact, and the next start simply retries. For a new store, v1
/// creates the tables *and* seeds the sample in one transaction: a first run
/// killed midway leaves either nothing or a complete store.
enum Schema {
    /// Append new versions at the end; never edit or reorder released ones.
    static let migrations: [Migration] = [
        .v1Foundation,
        .v2PostsCommentsDrafts,
        .v3MessagesActivity,
        .v4Search,
        .v5TimelineMembership,
        .v6Outbox,
        .v7SamplePictures,
        .v8OutboxLikes,
        .v9SendClaim,
        .v10DirectMessages,
        .v11RealReplies,
        .v12ShortWordIndex,
        .v13People,
        .v14Favorites,
        .v15PostPage,
        .v16ComposeMedia,
        .v17Groups,
        .v18SampleFollows,
        .v19PeopleLists,
        .v20SampleThreads,
        .v21SampleHotPosts,
        .v22SearchBits,
    ]

    static var latestVersion: Int64 { migrations.last?.version ?? 0 }

    /// The current shape of `search_history`, used by v1 and by the repair in
    /// `Store+SearchHistory`. If a later migration changes this table, update
    /// this constant together with it.
    static let searchHistoryTable = """
        CREATE TABLE search_history (
            keyword TEXT PRIMARY KEY NOT NULL,
            searched_at INTEGER NOT NULL
        )
        """

    /// Brings `database` up to `latestVersion`. Returns the versions applied.
    @discardableResult
    static func migrate(_ database: Database, context: Migration.Context) throws -> [Int64] {
        var applied: [Int64] = []
        for migration in migrations {
            try database.transaction {
                // Read under the write lock: another process may have migrated
                // between our check and our BEGIN IMMEDIATE.
                let current = try database.pragmaInt("user_version")
                guard current < migration.version else { return }
                guard current == migration.version - 1 else {
                    throw StoreError(
                        .newerSchema, path: database.path,
                        message: "weibo-tui: \(database.path) has schema version \(current), which no migration leads from")
                }
                try migration.apply(database, context)
                try database.pragma("user_version = \(migration.version)")
                applied.append(migration.version)
            }
        }
        return applied
    }
}
