import Testing
import WeiboCore
@testable import WeiboStore

/// Builds a store file the way an older build would have left it: only the
/// migrations up to `version`, seeded from `json` at `now`.
func buildOldStore(_ directory: String, version: Int64, json: String = testSampleJSON, now: Int64 = fixedNow) throws {
    try buildOldStore(directory, version: version, sample: try SampleData.decode(json), now: now)
}

/// `buildOldStore` seeded from `sample` (e.g. the bundled one as an older build had it),
/// in `fileName` (an account's store, say).
func buildOldStore(_ directory: String, version: Int64, sample: SampleData, now: Int64 = fixedNow,
                   fileName: String = DataDirectory.databaseFileName) throws {
    let path = directory + "/" + fileName
    try DatabaseFile.createIfMissing(path)
    let database = try Database(path: path)
    defer { database.close() }
    let context = Migration.Context(now: now, sample: { sample })
    for migration in Schema.migrations where migration.version <= version {
        try database.transaction {
            try migration.apply(database, context)
            try database.pragma("user_version = \(migration.version)")
        }
    }
}

/// Row count of `table`, for "nothing was written" checks.
func rowCount(_ store: Store, _ table: String) throws -> Int {
    try store.database.queryFirst("SELECT count(*) FROM \(table)") { $0.int(0) } ?? 0
}

/// Every row of every table of interest, as text: equal before and after
/// means nothing at all was written.
func snapshot(_ store: Store) throws -> [String] {
    var rows: [String] = []
    for table in ["posts", "comments", "drafts", "settings"] {
        rows += try store.database.query("SELECT * FROM \(table) ORDER BY rowid") { row in
            (0..<row.columnCount).map { row.isNull($0) ? "∅" : row.string($0) }.joined(separator: "|")
        }
    }
    return rows
}
