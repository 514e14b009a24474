import CSQLite

/// A thin, synchronous SQLite connection.
///
/// Why a wrapper at all: it fixes the connection settings every caller must
/// agree on (WAL, foreign keys, busy timeout), caches prepared statements,
/// turns result codes into `StoreError`s that name the file, and makes
/// `transaction { }` the only way to write.
///
/// Not thread-safe by design: one connection belongs to one isolation domain
/// (the app's main actor, or one test).
public final class Database {
    /// How to open the file; maps onto `SQLITE_OPEN_*`.
    public struct OpenFlags: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let readOnly = OpenFlags(rawValue: SQLITE_OPEN_READONLY)
        public static let readWrite = OpenFlags(rawValue: SQLITE_OPEN_READWRITE)
        public static let create = OpenFlags(rawValue: SQLITE_OPEN_CREATE)
        /// Refuse a path that is a symbolic link (SQLITE_CANTOPEN_SYMLINK).
        public static let noFollow = OpenFlags(rawValue: SQLITE_OPEN_NOFOLLOW)
    }

    /// How long a writer waits for another process's lock before failing.
    public static let busyTimeoutMilliseconds: Int32 = 5_000

    /// How much of the file reads may map (address space, not memory).
    static let mmapBytes = 256 << 20

    public let path: String
    private var handle: OpaquePointer?
    /// Prepared statements by SQL text. A statement is taken out while in use
    /// and put back afterwards, so re-entrant use of the same SQL gets a
    /// fresh statement instead of clobbering a running one.
    private var cache: [String: Statement] = [:]
    private var transactionDepth = 0

    /// Opens `path`. With `configure` (the default for read-write use) it also
    /// switches to WAL and turns foreign keys on; a read-only inspection passes
    /// `configure: false` so that nothing at all is written.
    public init(path: String, flags: OpenFlags = [.readWrite, .create], configure: Bool = true) throws {
        self.path = path
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(path, &db, flags.rawValue | SQLITE_OPEN_NOMUTEX, nil)
        handle = db
        guard rc == SQLITE_OK, db != nil else {
            let failure = error(rc, while: "open")
            close()
            throw failure
        }
        sqlite3_extended_result_codes(db, 1)
        // The search index's triggers call it on every write (migration v12).
        _ = SearchGramsFunction.register(on: db!)
        sqlite3_busy_timeout(db, Self.busyTimeoutMilliseconds)
        // Read pages straight from a mapping of the file rather than copying
        // each into a freshly allocated cache page: on the VMs this runs on a
        // first touch of new heap memory costs 1.5-3.5 µs, and the schema
        // and first screen read some thirty pages. Writes still go through
        // write(); nothing is written by setting it.
        _ = try? pragma("mmap_size = \(Self.mmapBytes)")
        if configure {
            do {
                try self.configure()
            } catch {
                close()
                throw error
            }
        }
    }

    /// Switches to WAL and turns foreign keys on: the settings every
    /// read-write user of the store relies on. Done by `init` unless it was
    /// told not to, so a connection can look at a file before it may write.
    func configure() throws {
        let mode = try pragma("journal_mode = WAL")
        guard mode?.lowercased() == "wal" else {
            throw StoreError(
                .sqlite(SQLITE_ERROR), path: path,
                message: "weibo-tui: \(path): cannot switch to WAL journal mode (got \(mode ?? "nothing"))")
        }
        _ = try pragma("foreign_keys = ON")
        // Keep the -wal and -shm files when the last connection closes, so
        // the next start opens them instead of creating two files (measured:
        // 0.07 ms of every start); a checkpoint trims the kept WAL to 4 MiB.
        var keep: Int32 = 1
        _ = sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &keep)
        _ = try pragma("journal_size_limit = \(4 << 20)")
    }

    /// Whether closing the last connection checkpoints the WAL into the main
    /// file (SQLite's default). Off while a file is still being inspected:
    /// a refused file must keep every byte, WAL content included.
    func setCheckpointOnClose(_ on: Bool) {
        if let handle { _ = weibo_sqlite_checkpoint_on_close(handle, on ? 1 : 0) }
    }

    /// Copies the WAL into the main file and empties it, unless another
    /// connection is using it: then it does what it can without waiting
    /// (busy timeout off for the call), since nothing depends on it.
    func checkpointEmptyingWAL() {
        guard let handle else { return }
        sqlite3_busy_timeout(handle, 0)
        _ = sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
        sqlite3_busy_timeout(handle, Self.busyTimeoutMilliseconds)
    }

    deinit { close() }

    /// Finalises cached statements and closes the connection. The last
    /// connection to close checkpoints the WAL back into the main file.
    public func close() {
        cache.removeAll()
        if let handle {
            sqlite3_close_v2(handle)
            self.handle = nil
        }
    }

    public var isOpen: Bool { handle != nil }

    /// True while a transaction (ours or SQLite's) is open on this connection.
    public var isInTransaction: Bool {
        guard let handle else { return false }
        return sqlite3_get_autocommit(handle) == 0
    }

    /// Rows changed by the most recent INSERT, UPDATE or DELETE.
    public var changes: Int { handle.map { Int(sqlite3_changes64($0)) } ?? 0 }

    /// Rows changed through this connection since it opened: grows with
    /// every write of ours.
    public var totalChanges: Int64 { handle.map { sqlite3_total_changes64($0) } ?? 0 }

    public var lastInsertRowID: Int64 { handle.map { sqlite3_last_insert_rowid($0) } ?? 0 }

    // MARK: Statements

    /// Prepares `sql` without caching it; the statement finalises when released.
    public func prepare(_ sql: String) throws -> Statement {
        guard let handle else { throw closedError() }
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &stmt, nil)
        guard rc == SQLITE_OK, let stmt else { throw error(rc, while: sql) }
        return Statement(handle: stmt, database: self, sql: sql)
    }

    /// Runs `body` with a cached, reset statement for `sql`.
    public func withStatement<T>(_ sql: String, _ body: (Statement) throws -> T) throws -> T {
        let statement = try cache.removeValue(forKey: sql) ?? prepare(sql)
        do {
            let result = try body(statement)
            statement.reset()
            cache[sql] = statement
            return result
        } catch {
            // A failed statement may hold a stale plan (e.g. its table was
            // dropped under it): let it go rather than cache it.
            statement.reset()
            throw error
        }
    }

    /// Runs one statement to completion with positional arguments.
    public func execute(_ sql: String, _ arguments: [any SQLBindable] = []) throws {
        try withStatement(sql) { statement in
            try statement.bind(arguments)
            while try statement.step() {}
        }
    }

    /// Runs one statement with named arguments (`[":key": value]`).
    public func execute(_ sql: String, named arguments: [String: any SQLBindable]) throws {
        try withStatement(sql) { statement in
            for (name, value) in arguments { try statement.bind(value, named: name) }
            while try statement.step() {}
        }
    }

    /// Runs a query and maps every row with `row`.
    public func query<T>(
        _ sql: String, _ arguments: [any SQLBindable] = [], _ row: (Statement) throws -> T
    ) throws -> [T] {
        try withStatement(sql) { statement in
            try statement.bind(arguments)
            var rows: [T] = []
            while try statement.step() { rows.append(try row(statement)) }
            return rows
        }
    }

    /// Runs a query and maps its first row, if any.
    public func queryFirst<T>(
        _ sql: String, _ arguments: [any SQLBindable] = [], _ row: (Statement) throws -> T
    ) throws -> T? {
        try withStatement(sql) { statement in
            try statement.bind(arguments)
            return try statement.step() ? try row(statement) : nil
        }
    }

    /// Runs several `;`-separated statements (used by migrations), each one
    /// prepared in turn; no parameters.
    public func executeScript(_ script: String) throws {
        guard let handle else { throw closedError() }
        var utf8 = Array(script.utf8CString)
        try utf8.withUnsafeMutableBufferPointer { buffer in
            var cursor: UnsafePointer<CChar>? = UnsafePointer(buffer.baseAddress!)
            while let start = cursor, start.pointee != 0 {
                var stmt: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let rc = sqlite3_prepare_v2(handle, start, -1, &stmt, &tail)
                guard rc == SQLITE_OK else { throw error(rc, while: String(cString: start)) }
                cursor = tail
                guard let stmt else { continue }  // whitespace or a comment
                let statement = Statement(handle: stmt, database: self, sql: String(cString: start))
                while try statement.step() {}
            }
        }
    }

    /// Reads a pragma, or sets one outside any transaction (connection set-up).
    /// Returns the first column of the first row, if any.
    @discardableResult
    func pragma(_ body: String) throws -> String? {
        let statement = try prepare("PRAGMA " + body)
        return try statement.step(guarded: false) ? statement.optionalString(0) : nil
    }

    /// Reads an integer pragma such as `user_version`.
    public func pragmaInt(_ name: String) throws -> Int64 {
        let statement = try prepare("PRAGMA " + name)
        return try statement.step(guarded: false) ? statement.int64(0) : 0
    }

    // MARK: Transactions

    /// Runs `body` in a transaction: `BEGIN IMMEDIATE` (take the write lock
    /// up front, so two processes cannot both read-then-fail-to-upgrade),
    /// `COMMIT` on return, `ROLLBACK` if it throws. Nested calls become
    /// savepoints, so an inner failure undoes only the inner work if the
    /// caller catches it.
    @discardableResult
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        let depth = transactionDepth
        let savepoint = "weibo_sp\(depth)"
        try control(depth == 0 ? "BEGIN IMMEDIATE" : "SAVEPOINT \(savepoint)")
        transactionDepth += 1
        let result: T
        do {
            result = try body()
        } catch {
            transactionDepth = depth
            rollback(depth: depth, savepoint: savepoint)
            throw error
        }
        transactionDepth = depth
        do {
            try control(depth == 0 ? "COMMIT" : "RELEASE \(savepoint)")
        } catch {
            rollback(depth: depth, savepoint: savepoint)
            throw error
        }
        return result
    }

    private func rollback(depth: Int, savepoint: String) {
        // SQLite may already have rolled back on its own (e.g. SQLITE_FULL);
        // a second ROLLBACK would only add a confusing error.
        guard isInTransaction else { return }
        if depth == 0 {
            try? control("ROLLBACK")
        } else {
            try? control("ROLLBACK TO \(savepoint)")
            try? control("RELEASE \(savepoint)")
        }
    }

    /// Transaction control statements bypass the write guard (BEGIN IMMEDIATE
    /// counts as a write to SQLite but is what opens the transaction).
    private func control(_ sql: String) throws {
        try withStatement(sql) { statement in
            while try statement.step(guarded: false) {}
        }
    }

    // MARK: Errors

    /// A `StoreError` for result code `rc`, naming the file.
    func error(_ rc: Int32, while context: String) -> StoreError {
        let primary = rc & 0xff
        let detail: String
        if let handle, let text = sqlite3_errmsg(handle) {
            detail = String(cString: text)
        } else {
            detail = String(cString: sqlite3_errstr(rc))
        }
        let kind: StoreError.Kind
        switch primary {
        case SQLITE_NOTADB: kind = .notADatabase
        case SQLITE_CORRUPT: kind = .corrupt
        default: kind = .sqlite(primary)
        }
        return StoreError(kind, path: path, message: "weibo-tui: \(path): \(detail)")
    }

    private func closedError() -> StoreError {
        StoreError(.sqlite(SQLITE_MISUSE), path: path, message: "weibo-tui: \(path): database is closed")
    }
}
