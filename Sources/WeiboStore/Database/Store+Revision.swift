import WeiboCore

/// Where the store's content stands: changes when anything is committed,
/// by this connection or by another process (the `post` and `simulate`
/// commands, a second app). Equal revisions mean nothing changed.
public struct StoreRevision: Hashable, Sendable {
    /// SQLite's `PRAGMA data_version`: moves when another connection commits.
    var dataVersion: Int64
    /// Rows this connection changed since it opened.
    var ownChanges: Int64

    public init(dataVersion: Int64, ownChanges: Int64) {
        self.dataVersion = dataVersion
        self.ownChanges = ownChanges
    }
}

extension Store {
    /// Cheap enough to ask on every idle tick: one pragma that reads the
    /// WAL index in shared memory, no page of the file.
    public func revision() throws -> StoreRevision {
        StoreRevision(dataVersion: try database.pragmaInt("data_version"), ownChanges: database.totalChanges)
    }
}
