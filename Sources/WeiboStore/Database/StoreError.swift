import CSQLite
import WeiboCore
/// Everything the store can refuse or fail at, as one error type whose
/// `message` is a complete line fit for stderr: it starts with `weibo-tui:`
/// and names the file or folder involved, because "database is locked" alone
/// does not tell a user which of their files to look at.
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The database file is not SQLite at all (or its header is garbage).
        case notADatabase
        /// SQLite recognised the file but found it damaged.
        case corrupt
        /// A valid SQLite database that belongs to something else.
        case foreignDatabase
        /// Written by a newer weibo-tui whose schema this build does not know.
        case newerSchema
        /// The data folder cannot be resolved, created, or written.
        case dataDirectory
        /// The store's file (or its -wal, -shm, -journal) is a symbolic link:
        /// the store lives inside the data folder and links there are not followed.
        case symbolicLink
        /// A file SQLite keeps beside the store (-wal, -shm, -journal) is a
        /// FIFO, a folder or a device: opening it could block for ever.
        case notARegularFile
        /// The bundled sample data does not decode or does not fit the schema.
        case sampleData
        /// A write was attempted outside `Database.transaction`; a programming error.
        case writeOutsideTransaction
        /// Any other SQLite failure, with its primary result code.
        case sqlite(Int32)
    }

    public let kind: Kind
    /// The file or folder the error is about.
    public let path: String
    /// The user-facing line, e.g.
    /// `weibo-tui: /x/weibo.sqlite is not a weibo-tui database (file is not a database); it was left untouched`.
    public let message: String

    public init(_ kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    public var description: String { message }

    /// The reason as a notice in the app says it: a full disk in plain
    /// words (it is the one failure a user can fix there and then).
    public var reason: String {
        kind == .sqlite(SQLITE_FULL) ? tr("磁盘已满，请腾出空间", "The disk is full; free some space") : message
    }
}
