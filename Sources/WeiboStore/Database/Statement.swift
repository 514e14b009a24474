import CSQLite
import WeiboCore

/// One prepared statement: bind parameters, step through rows, read typed
/// columns. The only way this package sends SQL to SQLite, so every value
/// travels as a bound parameter and never as SQL text.
public final class Statement {
    let handle: OpaquePointer
    /// The connection, for error messages and the write guard.
    unowned let database: Database
    public let sql: String
    /// Result column names to their indices, read once: the statement is
    /// cached by its SQL, so a query's names are looked up once per run of
    /// the app, and its rows are then read by name.
    private lazy var columnIndices: [String: Int32] = {
        var indices: [String: Int32] = [:]
        for index in 0..<columnCount where indices[columnName(index)] == nil { indices[columnName(index)] = index }
        return indices
    }()

    /// `PostColumn.read`'s column indices for this statement, found by name
    /// on its first row and kept with it: a listing of thousands of posts
    /// would otherwise look some forty names up per row.
    var postColumnIndices: (own: [Int32], original: [Int32], originalID: Int32)?

    init(handle: OpaquePointer, database: Database, sql: String) {
        self.handle = handle
        self.database = database
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    // MARK: Binding

    /// Binds `values` to parameters 1…n in order.
    public func bind(_ values: [any SQLBindable]) throws {
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Binds one value to the 1-based parameter `index`.
    public func bind(_ value: any SQLBindable, at index: Int32) throws {
        let rc = value.bind(to: handle, at: index)
        guard rc == SQLITE_OK else { throw database.error(rc, while: sql) }
    }

    /// Binds one value to a named parameter such as `:keyword`.
    public func bind(_ value: any SQLBindable, named name: String) throws {
        let index = sqlite3_bind_parameter_index(handle, name)
        guard index > 0 else {
            throw StoreError(
                .sqlite(SQLITE_RANGE), path: database.path,
                message: "weibo-tui: \(database.path): no parameter \(name) in \(sql)")
        }
        try bind(value, at: index)
    }

    /// Forgets the previous run and its bindings so the statement can be reused.
    public func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    // MARK: Stepping

    /// Advances to the next row: true when a row is ready to read, false when done.
    ///
    /// Refuses to run a statement that writes while no transaction is open:
    /// every write in this app goes through `Database.transaction`, and this
    /// check makes forgetting that a loud error instead of a silent autocommit.
    @discardableResult
    public func step() throws -> Bool {
        try step(guarded: true)
    }

    func step(guarded: Bool) throws -> Bool {
        if guarded && sqlite3_stmt_readonly(handle) == 0 && !database.isInTransaction {
            throw StoreError(
                .writeOutsideTransaction, path: database.path,
                message: "weibo-tui: \(database.path): write outside a transaction: \(sql)")
        }
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.error(rc, while: sql)
        }
    }

    // MARK: Columns (0-based)

    public var columnCount: Int32 { sqlite3_column_count(handle) }

    public func columnName(_ index: Int32) -> String {
        sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
    }

    public func isNull(_ index: Int32) -> Bool {
        sqlite3_column_type(handle, index) == SQLITE_NULL
    }

    public func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    public func int(_ index: Int32) -> Int { Int(sqlite3_column_int64(handle, index)) }

    public func bool(_ index: Int32) -> Bool { sqlite3_column_int64(handle, index) != 0 }

    public func double(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

    /// The column as text; NULL reads as the empty string.
    public func string(_ index: Int32) -> String {
        // column_text must come before column_bytes: it may convert the value.
        guard let bytes = sqlite3_column_text(handle, index) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, index))
        // Runs of combining marks are cut to what any script needs (a store
        // written before `TextCap`, or by hand, may hold 2 MB of them in one
        // post), so nothing read costs more to draw than honest text.
        return MarkRuns.limited(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    }

    /// The column's bytes (a BLOB; text reads as its UTF-8, NULL as none).
    public func bytes(_ index: Int32) -> [UInt8] {
        guard let raw = sqlite3_column_blob(handle, index) else { return [] }
        return Array(UnsafeRawBufferPointer(start: raw, count: Int(sqlite3_column_bytes(handle, index))))
    }

    public func optionalString(_ index: Int32) -> String? {
        isNull(index) ? nil : string(index)
    }

    public func optionalInt64(_ index: Int32) -> Int64? {
        isNull(index) ? nil : int64(index)
    }

    // MARK: Columns by name

    /// A SELECT list of plain columns (of the table aliased `alias`, if
    /// given), each `AS` its own name: the name a reader then asks for.
    public static func selectList(_ columns: [String], of alias: String? = nil) -> String {
        columns.map { "\(alias.map { $0 + "." } ?? "")\($0) AS \($0)" }.joined(separator: ", ")
    }

    /// The index of the result column `name` (its `AS` name, which every
    /// reader gives: SQLite leaves the name of a bare expression unspecified).
    /// A name the query does not have is a mistake in this package's SQL.
    public func index(of name: String) -> Int32 {
        guard let index = columnIndices[name] else { preconditionFailure("no column \(name) in \(sql)") }
        return index
    }

    public func isNull(_ name: String) -> Bool { isNull(index(of: name)) }

    public func int64(_ name: String) -> Int64 { int64(index(of: name)) }

    public func int(_ name: String) -> Int { int(index(of: name)) }

    public func bool(_ name: String) -> Bool { bool(index(of: name)) }

    public func string(_ name: String) -> String { string(index(of: name)) }

    public func optionalString(_ name: String) -> String? { optionalString(index(of: name)) }

    public func optionalInt64(_ name: String) -> Int64? { optionalInt64(index(of: name)) }
}
