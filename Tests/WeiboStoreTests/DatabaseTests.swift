import Testing
@testable import WeiboStore

@Suite("Database wrapper")
struct DatabaseTests {
    @Test("a read-write connection runs in WAL mode with foreign keys on")
    func connectionSettings() throws {
        try withTemporaryDirectory { dir in
            let db = try Database(path: dir + "/x.sqlite")
            #expect(try db.pragma("journal_mode") == "wal")
            #expect(try db.pragmaInt("foreign_keys") == 1)
            #expect(try db.pragmaInt("busy_timeout") == Int64(Database.busyTimeoutMilliseconds))
        }
    }

    @Test("a throw inside transaction rolls every write back")
    func rollbackOnThrow() throws {
        try withTemporaryDirectory { dir in
            let db = try Database(path: dir + "/x.sqlite")
            try db.transaction { try db.execute("CREATE TABLE t (v INTEGER)") }
            #expect(throws: TestFailure.self) {
                try db.transaction {
                    try db.execute("INSERT INTO t VALUES (?)", [1])
                    try db.execute("INSERT INTO t VALUES (?)", [2])
                    throw TestFailure("boom")
                }
            }
            #expect(try db.queryFirst("SELECT count(*) FROM t") { $0.int(0) } == 0)
            #expect(!db.isInTransaction)
        }
    }

    @Test("a nested transaction is a savepoint: its failure undoes only its own work")
    func nestedSavepoint() throws {
        try withTemporaryDirectory { dir in
            let db = try Database(path: dir + "/x.sqlite")
            try db.transaction {
                try db.execute("CREATE TABLE t (v INTEGER)")
                try db.execute("INSERT INTO t VALUES (1)")
                _ = try? db.transaction {
                    try db.execute("INSERT INTO t VALUES (2)")
                    throw TestFailure("inner")
                }
                try db.execute("INSERT INTO t VALUES (3)")
            }
            #expect(try db.query("SELECT v FROM t ORDER BY v") { $0.int(0) } == [1, 3])
        }
    }

    @Test("a write outside a transaction is refused, not silently autocommitted")
    func writeGuard() throws {
        try withTemporaryDirectory { dir in
            let db = try Database(path: dir + "/x.sqlite")
            try db.transaction { try db.execute("CREATE TABLE t (v INTEGER)") }
            let error = #expect(throws: StoreError.self) {
                try db.execute("INSERT INTO t VALUES (1)")
            }
            #expect(error?.kind == .writeOutsideTransaction)
            // Reads need no transaction.
            #expect(try db.queryFirst("SELECT count(*) FROM t") { $0.int(0) } == 0)
        }
    }

    @Test("text round-trips verbatim: quotes, SQL, NUL, emoji")
    func textRoundTrip() throws {
        try withTemporaryDirectory { dir in
            let db = try Database(path: dir + "/x.sqlite")
            try db.transaction { try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, s TEXT)") }
            let samples = ["'); DROP TABLE t;--", "a\u{0}b", "👨‍👩‍👧 [哈哈] \u{1B}[2J", "", "\"quoted\""]
            try db.transaction {
                for s in samples { try db.execute("INSERT INTO t (s) VALUES (?)", [s]) }
            }
            #expect(try db.query("SELECT s FROM t ORDER BY id") { $0.string(0) } == samples)
        }
    }

    @Test("named parameters, NULL binding and typed reads")
    func namedAndTyped() throws {
        try withTemporaryDirectory { dir in
            let db = try Database(path: dir + "/x.sqlite")
            try db.transaction {
                try db.execute("CREATE TABLE t (a INTEGER, b TEXT, c REAL, d INTEGER)")
                try db.execute(
                    "INSERT INTO t VALUES (:a, :b, :c, :d)",
                    named: [":a": Int64.max, ":b": String?.none, ":c": 1.5, ":d": true])
            }
            let row = try db.queryFirst("SELECT a, b, c, d FROM t") { row in
                (row.int64(0), row.optionalString(1), row.double(2), row.bool(3), row.isNull(1))
            }
            #expect(row?.0 == Int64.max)
            #expect(row?.1 == nil)
            #expect(row?.2 == 1.5)
            #expect(row?.3 == true)
            #expect(row?.4 == true)
        }
    }

    @Test("cached statements are reused, and re-entrant use of the same SQL works")
    func statementCache() throws {
        try withTemporaryDirectory { dir in
            let db = try Database(path: dir + "/x.sqlite")
            try db.transaction {
                try db.execute("CREATE TABLE t (v INTEGER)")
                for v in 1...3 { try db.execute("INSERT INTO t VALUES (?)", [v]) }
            }
            let sql = "SELECT v FROM t WHERE v >= ? ORDER BY v"
            let pairs = try db.query(sql, [1]) { outer in
                let v = outer.int(0)
                return try db.query(sql, [v]) { $0.int(0) }.count
            }
            #expect(pairs == [3, 2, 1])
            #expect(try db.query(sql, [2]) { $0.int(0) } == [2, 3])
        }
    }

    @Test("errors name the file")
    func errorNamesFile() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/x.sqlite"
            let db = try Database(path: path)
            let error = #expect(throws: StoreError.self) {
                _ = try db.query("SELECT * FROM missing") { $0.int(0) }
            }
            #expect(error?.message.contains(path) == true)
            #expect(error?.message.hasPrefix("weibo-tui: ") == true)
        }
    }
}
