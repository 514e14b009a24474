import CSQLite

/// A Swift value that can be bound to a `?` or `:name` parameter of a prepared
/// statement. Values are always bound, never spliced into SQL text.
public protocol SQLBindable {
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32
}

extension Int: SQLBindable {
    public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement, index, Int64(self))
    }
}

extension Int64: SQLBindable {
    public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement, index, self)
    }
}

extension Bool: SQLBindable {
    public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement, index, self ? 1 : 0)
    }
}

extension Double: SQLBindable {
    public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_double(statement, index, self)
    }
}

extension String: SQLBindable {
    /// Bound with an explicit byte length, so text holding NUL or anything
    /// else survives verbatim; SQLITE_TRANSIENT makes SQLite copy the bytes.
    public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        let length = sqlite3_uint64(utf8.count)
        return withCString { text in
            sqlite3_bind_text64(statement, index, text, length, weibo_sqlite_transient(), UInt8(SQLITE_UTF8))
        }
    }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        switch self {
        case .none: sqlite3_bind_null(statement, index)
        case .some(let value): value.bind(to: statement, at: index)
        }
    }
}

/// An explicit SQL NULL for argument lists, where `nil` alone has no type.
public struct SQLNull: SQLBindable {
    public init() {}
    public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_null(statement, index)
    }
}

/// Bytes bound as a BLOB (a search bitmap's block), copied by SQLite.
public struct SQLBlob: SQLBindable {
    public let bytes: [UInt8]
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        bytes.withUnsafeBytes { raw in
            // An empty blob still binds a blob, not NULL: a zero-length
            // pointer SQLite reads nothing from.
            sqlite3_bind_blob64(statement, index, raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1), sqlite3_uint64(raw.count), weibo_sqlite_transient())
        }
    }
}

/// Integers bound as one JSON array, for `IN (SELECT value FROM json_each(?))`:
/// a list of any length in one parameter, one prepared statement for all.
public struct SQLIntegers: SQLBindable {
    public let values: [Int64]
    public init<S: Sequence>(_ values: S) where S.Element == Int64 { self.values = Array(values) }
    public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        ("[" + values.map(String.init).joined(separator: ",") + "]").bind(to: statement, at: index)
    }
}
