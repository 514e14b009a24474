import Glibc
import Testing
@testable import WeiboStore

/// A file that is not ours, or is damaged, must be refused with a message
/// naming it and left byte-for-byte as it was.
@Suite("Refusing files that are not a weibo-tui store", .english)
struct FileSafetyTests {
    /// Puts `bytes` at dir/weibo.sqlite, opens the store, and checks the
    /// refusal and that the bytes did not change.
    private func expectRefusal(
        _ bytes: [UInt8], kind: StoreError.Kind, containing phrase: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/weibo.sqlite"
            writeBytes(path, bytes)
            chmod(path, 0o644)
            let error = #expect(throws: StoreError.self, sourceLocation: sourceLocation) {
                try openTestStore(dir)
            }
            #expect(error?.kind == kind, sourceLocation: sourceLocation)
            #expect(error?.path == path, sourceLocation: sourceLocation)
            #expect(error?.message.hasPrefix("weibo-tui: \(path) ") == true, "\(error?.message ?? "")", sourceLocation: sourceLocation)
            #expect(error?.message.contains(phrase) == true, "\(error?.message ?? "")", sourceLocation: sourceLocation)
            #expect(error?.message.hasSuffix("it was left untouched") == true, sourceLocation: sourceLocation)
            #expect(readBytes(path) == bytes, "the file changed", sourceLocation: sourceLocation)
            #expect(mode(path) == 0o644, sourceLocation: sourceLocation)
            #expect(!fileExists(path + "-wal"), sourceLocation: sourceLocation)
        }
    }

    /// The bytes of a valid, closed (checkpointed) store.
    private func validStoreBytes() throws -> [UInt8] {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            store.close()
            return try #require(readBytes(dir + "/weibo.sqlite"))
        }
    }

    @Test("a text file")
    func textFile() throws {
        try expectRefusal(
            Array("my shopping list\nmilk\neggs\n".utf8), kind: .notADatabase,
            containing: "is not a weibo-tui database (file is not a database)")
    }

    @Test("random bytes")
    func randomBytes() throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try expectRefusal(bytes, kind: .notADatabase, containing: "file is not a database")
    }

    @Test("a store whose first page was overwritten")
    func damagedFirstPage() throws {
        var bytes = try validStoreBytes()
        for i in 100..<600 { bytes[i] = 0xA5 }
        try expectRefusal(bytes, kind: .corrupt, containing: "is damaged")
    }

    @Test("a SQLite header with garbage after it")
    func truncatedHeader() throws {
        let bytes = Array(try validStoreBytes().prefix(60)) + [UInt8](repeating: 7, count: 4000)
        try expectRefusal(bytes, kind: .corrupt, containing: "is damaged")
    }

    @Test("a store cut short after its first page")
    func truncatedStore() throws {
        let full = try validStoreBytes()
        #expect(full.count > 8192)
        try expectRefusal(Array(full.prefix(4096)), kind: .corrupt, containing: "is damaged")
    }

    @Test("a valid store that lost only its first page's header magic")
    func badMagic() throws {
        var bytes = try validStoreBytes()
        bytes[0] = UInt8(ascii: "X")
        try expectRefusal(bytes, kind: .notADatabase, containing: "is not a weibo-tui database (file is not a database)")
    }

    @Test("another application's database (non-zero application_id)")
    func foreignApplicationID() throws {
        let bytes = try foreignDatabase(applicationID: 0x1234_5678, table: true)
        try expectRefusal(bytes, kind: .foreignDatabase, containing: "another application, application_id 0x12345678")
    }

    @Test("a SQLite database with someone else's tables and no application_id")
    func foreignTables() throws {
        let bytes = try foreignDatabase(applicationID: 0, table: true)
        try expectRefusal(bytes, kind: .foreignDatabase, containing: "holds another application's tables")
    }

    @Test("a store from a newer weibo-tui")
    func newerSchema() throws {
        let bytes = try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try store.database.transaction { try store.database.pragma("user_version = 999") }
            store.close()
            return try #require(readBytes(dir + "/weibo.sqlite"))
        }
        try expectRefusal(bytes, kind: .newerSchema, containing: "newer weibo-tui (schema 999")
    }

    /// The store is looked at through the connection that will then do the
    /// work, so closing it after a refusal must not checkpoint someone
    /// else's WAL into their file.
    @Test("another application's WAL-mode database keeps its file and its unmerged WAL")
    func foreignWALDatabase() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/weibo.sqlite"
            let other = try Database(path: path)
            try other.transaction {
                try other.pragma("application_id = 1234")
                try other.execute("CREATE TABLE invoices (n INTEGER)")
                try other.execute("INSERT INTO invoices VALUES (1), (2)")
            }
            other.setCheckpointOnClose(false)
            other.close()
            let mainBytes = try #require(readBytes(path))
            let walBytes = try #require(readBytes(path + "-wal"))
            #expect(!walBytes.isEmpty)

            let error = #expect(throws: StoreError.self) { try openTestStore(dir) }
            #expect(error?.kind == .foreignDatabase)
            #expect(error?.message.contains("application_id 0x4d2") == true, "\(error?.message ?? "")")
            // Compared first so a failure reports one line, not two files' bytes.
            let mainKept = readBytes(path) == mainBytes
            let walKept = readBytes(path + "-wal") == walBytes
            #expect(mainKept, "the database file changed")
            #expect(walKept, "the WAL changed or was checkpointed")
        }
    }

    @Test("an empty file, or an empty SQLite database, is simply a first run")
    func emptyIsFresh() throws {
        try withTemporaryDirectory { dir in
            writeBytes(dir + "/weibo.sqlite", [])
            let store = try openTestStore(dir)
            #expect(try store.postCount() == 5)
        }
        let empty = try foreignDatabase(applicationID: 0, table: false)
        try withTemporaryDirectory { dir in
            writeBytes(dir + "/weibo.sqlite", empty)
            let store = try openTestStore(dir)
            #expect(try store.postCount() == 5)
        }
    }

    @Test("a database path that is a folder is refused")
    func databaseIsAFolder() throws {
        try withTemporaryDirectory { dir in
            mkdir(dir + "/weibo.sqlite", 0o700)
            let error = #expect(throws: StoreError.self) { try openTestStore(dir) }
            #expect(error?.message.contains(dir + "/weibo.sqlite") == true)
        }
    }

    private func foreignDatabase(applicationID: Int32, table: Bool) throws -> [UInt8] {
        try withTemporaryDirectory { dir in
            let path = dir + "/other.sqlite"
            let db = try Database(path: path, configure: false)
            try db.transaction {
                try db.pragma("application_id = \(applicationID)")
                if table {
                    try db.execute("CREATE TABLE invoices (n INTEGER)")
                    try db.pragma("user_version = 1")
                } else {
                    // Leaves a valid header and an empty schema.
                    try db.execute("CREATE TABLE scratch (n INTEGER)")
                    try db.execute("DROP TABLE scratch")
                }
            }
            db.close()
            return try #require(readBytes(path))
        }
    }
}
