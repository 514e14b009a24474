import Glibc
import WeiboCore

/// The app's local data: one SQLite file in the data folder, opened,
/// checked, migrated and seeded by `open`, then read and written through
/// small synchronous methods that hand out plain values (`User`, `Post`).
///
/// Every write runs in a transaction (the `Database` refuses anything else).
/// Not thread-safe: the app's main actor owns it.
public final class Store {
    /// Unix seconds from the system clock; tests inject their own.
    public static let systemClock: @Sendable () -> Int64 = { Int64(time(nil)) }

    /// The folder holding the database: absolute when the app passes one,
    /// with every symbolic link on its way resolved (`DataDirectory.prepare`).
    public let dataDirectory: String
    /// `dataDirectory/weibo.sqlite`, or an account's `account-UID.sqlite`.
    public let databasePath: String
    let database: Database
    let clock: @Sendable () -> Int64
    /// True for a Weibo account's cache (opened by `openAccount`), false
    /// for the bundled sample: what the source can show and where its
    /// unread counts come from differ (see `offers`, `unreadCounts`).
    public let isAccount: Bool
    /// How the account reaches Weibo (nil for the sample, or an account
    /// opened by uid alone): a web session has lists the Open API has not.
    public internal(set) var accountKind: AccountKind?
    /// Things the store fixed on its own and the user should hear about
    /// (e.g. a damaged search history that was reset). Drained by `takeNotices`.
    public private(set) var notices: [String] = []

    private init(dataDirectory: String, databasePath: String, database: Database, clock: @escaping @Sendable () -> Int64, isAccount: Bool) {
        self.dataDirectory = dataDirectory
        self.databasePath = databasePath
        self.database = database
        self.clock = clock
        self.isAccount = isAccount
    }

    /// Opens (creating on first run) the store in `dataDirectory`.
    ///
    /// Creates the folder (0700) and file (0600) if missing; refuses, without
    /// changing a byte, a file that is not a weibo-tui database, is damaged,
    /// or comes from a newer version; then migrates to the latest schema,
    /// seeding a new store from the bundled sample.
    public static func open(
        dataDirectory: String, clock: @escaping @Sendable () -> Int64 = Store.systemClock
    ) throws -> Store {
        try open(dataDirectory: dataDirectory, clock: clock, sample: { try SampleData.bundled() })
    }

    /// Opens (creating on first use) the cache of the Weibo account `uid`:
    /// its own file beside the sample's (`account-UID.sqlite`), so an
    /// account's data never mixes with the sample's or another account's.
    /// Same schema and migrations as the sample store, so every read works
    /// on it; seeded with only the account's own user (`name`), no sample.
    public static func openAccount(
        dataDirectory: String, uid: Int64, name: String, fileName: String? = nil,
        clock: @escaping @Sendable () -> Int64 = Store.systemClock
    ) throws -> Store {
        let me = SampleData.User(id: String(uid), name: name)
        return try open(dataDirectory: dataDirectory, fileName: fileName ?? accountFileName(uid: uid), clock: clock,
                        sample: { SampleData(localUser: me.id, users: [me], posts: []) }, isAccount: true)
    }

    /// The cache of `account`, in the file of its kind (`Account.storeFileName`).
    public static func openAccount(
        dataDirectory: String, account: Account, clock: @escaping @Sendable () -> Int64 = Store.systemClock
    ) throws -> Store {
        let store = try openAccount(dataDirectory: dataDirectory, uid: account.uid, name: account.screenName,
                                    fileName: account.storeFileName, clock: clock)
        store.accountKind = account.kind
        return store
    }

    /// The store file of the Open API account `uid`.
    public static func accountFileName(uid: Int64) -> String { "account-\(uid).sqlite" }

    /// The store file of the web session of `uid`.
    public static func webSessionFileName(uid: Int64) -> String { "web-\(uid).sqlite" }

    /// `open` with the sample supplied, so tests can seed known content.
    static func open(
        dataDirectory: String, fileName: String = DataDirectory.databaseFileName, clock: @escaping @Sendable () -> Int64,
        sample: @escaping () throws -> SampleData, isAccount: Bool = false, indexesPendingSearch: Bool = true
    ) throws -> Store {
        // The folder as SQLite must see it: no link on its way (`prepare`).
        let folder = try DataDirectory.prepare(dataDirectory)
        let path = DataDirectory.file(fileName, in: folder)

        let created = try DatabaseFile.createIfMissing(path)
        let database: Database, state: DatabaseFile.State
        do {
            (database, state) = created
                ? (try Database(path: path, flags: DatabaseFile.openFlags), .fresh)
                : try DatabaseFile.openChecked(path, latestVersion: Schema.latestVersion)
        } catch {
            // A refusal leaves nothing behind, not even the empty file made for it.
            if created { DatabaseFile.removeIfEmpty(path) }
            throw error
        }
        // An up-to-date store has nothing to migrate: skip the write lock each
        // migration's transaction would take just to find that out.
        if state != .existing(version: Schema.latestVersion) {
            try Schema.migrate(database, context: Migration.Context(now: clock(), sample: sample))
        }
        let store = Store(dataDirectory: folder, databasePath: path, database: database, clock: clock, isAccount: isAccount)
        try store.checkSearchHistory()
        // Rows from before migration v12 (or a backfill a kill cut short).
        if indexesPendingSearch {
            try store.indexPendingSearchGrams()
            // The bitmaps only speed a search up: one that cannot be folded
            // now (the disk full, another writer holding the lock past its
            // timeout) leaves the newer posts to the index, and the next open
            // tries again.
            try? store.foldSearchBits()
        }
        return store
    }

    /// Closes the connection (checkpointing the WAL). Further calls fail.
    public func close() {
        foldBeforeClose()
        database.close()
    }

    /// The posts this process wrote go into the search's bitmaps before it
    /// ends (`foldSearchBits`); a fold that cannot run now is left to the
    /// next open.
    func foldBeforeClose() {
        try? foldSearchBits(resample: false, progress: nil)
    }

    /// The schema version (`PRAGMA user_version`) of the open store.
    public func schemaVersion() throws -> Int64 {
        try database.pragmaInt("user_version")
    }

    /// Returns and forgets the pending notices.
    public func takeNotices() -> [String] {
        defer { notices.removeAll() }
        return notices
    }

    func notice(_ message: String) {
        notices.append(message)
    }
}
