import CSQLite
import Glibc
import Testing
@testable import WeiboStore

/// Issue 11, points 4 and 5: where the store may be created, with what
/// mode, and which stores SQLite can recover are opened.
@Suite("Store files: links, modes, recovery", .english)
struct StoreFileRecoveryTests {
    private func storePath(_ dir: String) -> String { DataDirectory.file(DataDirectory.databaseFileName, in: dir) }

    // MARK: Point 4: only inside the data folder, only 0600

    @Test("a dangling symbolic link at weibo.sqlite is refused, naming it, and nothing is created at its target")
    func danglingLink() throws {
        try withTemporaryDirectory { dir in
            let path = storePath(dir)
            let target = dir + "/elsewhere.sqlite"
            symlink(target, path)
            let error = #expect(throws: StoreError.self) { try openTestStore(dir) }
            #expect(error?.kind == .symbolicLink)
            #expect(error?.message.hasPrefix("weibo-tui: \(path) is a symbolic link") == true, "\(error?.message ?? "")")
            #expect(error?.message.hasSuffix("it was left untouched") == true)
            #expect(!fileExists(target))
            #expect(!fileExists(path + "-wal") && !fileExists(path + "-shm"))
        }
    }

    @Test("a link to a real store elsewhere is refused too, and that store is not touched")
    func linkToAStore() throws {
        try withTemporaryDirectory { dir in
            let elsewhere = dir + "/elsewhere"
            let store = try openTestStore(elsewhere)
            store.close()
            let target = storePath(elsewhere)
            let before = try #require(readBytes(target))
            let data = dir + "/data"
            mkdir(data, 0o700)
            symlink(target, storePath(data))
            let error = #expect(throws: StoreError.self) { try openTestStore(data) }
            #expect(error?.kind == .symbolicLink && error?.path == storePath(data))
            #expect(readBytes(target) == before)
        }
    }

    @Test("a link at the -wal, -shm or -journal beside the store is refused, naming it", arguments: ["-wal", "-shm", "-journal"])
    func linkedSideFile(_ suffix: String) throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            store.close()
            let side = storePath(dir) + suffix
            unlink(side)
            symlink(dir + "/elsewhere", side)
            let error = #expect(throws: StoreError.self) { try openTestStore(dir) }
            #expect(error?.kind == .symbolicLink && error?.path == side)
            #expect(!fileExists(dir + "/elsewhere"))
        }
    }

    /// Issue 11, point 2 ("nothing the app opens at start-up may block"):
    /// a FIFO at `-journal` held the app on a blank screen for good, deaf
    /// to Ctrl-C and SIGTERM, as a FIFO snapshot did.
    @Test("a FIFO or a folder at the -wal, -shm or -journal is refused at once, naming it, and left as it was",
          arguments: ["-wal", "-shm", "-journal"], [true, false])
    func sideFileThatIsNotAFile(_ suffix: String, fifo: Bool) throws {
        try withTemporaryDirectory { dir in
            try openTestStore(dir).close()
            let side = storePath(dir) + suffix
            unlink(side)
            if fifo {
                #expect(mkfifo(side, 0o644) == 0)
                // Without the check SQLite's open of a FIFO -journal waits for
                // a writer: one comes after 3 s, so that fails the test
                // instead of hanging the suite.
                _ = system("timeout 5 sh -c 'sleep 3; : > \"$0\"' '\(side)' >/dev/null 2>&1 &")
            } else {
                #expect(mkdir(side, 0o755) == 0)
            }
            let error = #expect(throws: StoreError.self) { try openTestStore(dir) }
            #expect(error?.kind == .notARegularFile && error?.path == side, "\(error?.message ?? "opened")")
            #expect(error?.message == "weibo-tui: \(side) is not a regular file (SQLite keeps only regular files beside the store); remove it; it was left untouched")
            #expect(mode(side) == (fifo ? 0o644 : 0o755), "left as it was, not made 0600")
        }
    }

    @Test("an empty 0644 weibo.sqlite is adopted as 0600, and its -wal and -shm are 0600")
    func emptyWorldReadableFile() throws {
        try withTemporaryDirectory { dir in
            let path = storePath(dir)
            writeBytes(path, [])
            chmod(path, 0o644)
            let store = try openTestStore(dir)
            #expect(try store.postCount() == 5)
            for file in [path, path + "-wal", path + "-shm"] {
                #expect(mode(file) == 0o600, "\(file): \(String(mode(file), radix: 8))")
            }
        }
    }

    @Test("an existing store and its -wal and -shm left 0644 are made 0600 on open")
    func worldReadableStore() throws {
        try withTemporaryDirectory { dir in
            let path = storePath(dir)
            try openTestStore(dir).close()
            for file in [path, path + "-wal", path + "-shm"] { chmod(file, 0o644) }
            let store = try openTestStore(dir)
            #expect(try store.postCount() == 5)
            for file in [path, path + "-wal", path + "-shm"] {
                #expect(mode(file) == 0o600, "\(file): \(String(mode(file), radix: 8))")
            }
        }
    }

    /// Whether another process sees a lock held on the -shm file's
    /// "connection alive" byte (SQLite's DMS lock at offset 128): while it
    /// is held, no other process takes the store for unused and resets it.
    static func anotherProcessSeesTheStoreInUse(_ path: String) -> Bool {
        let script = """
            import fcntl, os, struct, sys
            fd = os.open(sys.argv[1], os.O_RDWR)
            answer = fcntl.fcntl(fd, fcntl.F_GETLK, struct.pack("hhqqi4x", fcntl.F_WRLCK, 0, 128, 1, 0))
            sys.exit(0 if struct.unpack("hhqqi4x", answer)[0] != fcntl.F_UNLCK else 1)
            """
        return system("python3 -c '\(script)' '\(path)-shm'") == 0
    }

    @Test("an open store keeps its locks: opening (and making files private) never drops them",
          arguments: [false, true])
    func openStoreKeepsItsLocks(worldReadable: Bool) throws {
        try withTemporaryDirectory { dir in
            let path = storePath(dir)
            try openTestStore(dir).close()
            if worldReadable { for file in [path, path + "-wal", path + "-shm"] { chmod(file, 0o644) } }
            let store = try openTestStore(dir)
            defer { store.close() }
            #expect(try store.postCount() == 5)
            #expect(Self.anotherProcessSeesTheStoreInUse(path))
        }
    }

    @Test("under umask 0 a new store and its -wal and -shm are still 0600")
    func umaskZero() throws {
        try withTemporaryDirectory { dir in
            let old = umask(0)
            defer { umask(old) }
            let store = try openTestStore(dir + "/new")
            #expect(try store.postCount() == 5)
            let path = storePath(dir + "/new")
            for file in [path, path + "-wal", path + "-shm"] {
                #expect(mode(file) == 0o600, "\(file): \(String(mode(file), radix: 8))")
            }
        }
    }

    // MARK: Point 5: what SQLite can recover is recovered

    /// The files of a rollback-journal database caught mid-transaction, as a
    /// crash leaves them: pages of the main file already overwritten, their
    /// originals in a hot `-journal`. Made by copying both files while a
    /// transaction that spilled its cache is still open.
    private func crashMidTransaction(_ source: String, into folder: String) throws {
        let db = try Database(path: source, flags: [.readWrite], configure: false)
        _ = try db.pragma("journal_mode = DELETE")
        _ = try db.pragma("cache_size = 1")
        struct Crash: Error {}
        let target = storePath(folder)
        do {
            try db.transaction {
                try db.execute("UPDATE posts SET text = text || ' changed', like_count = like_count + 1")
                try db.execute("INSERT INTO posts (user_id, text, created_at, source) SELECT user_id, text, created_at, source FROM posts")
                mkdir(folder, 0o700)
                for suffix in ["", "-journal"] {
                    writeBytes(target + suffix, try #require(readBytes(source + suffix)))
                }
                throw Crash()
            }
        } catch is Crash {}
        db.close()
        let journal = try #require(readBytes(target + "-journal"))
        #expect(journal.count > 512, "no hot journal was made")
    }

    @Test("a hot rollback journal is rolled back and the store opens, as it was before the transaction")
    func hotJournalIsRecovered() throws {
        try withTemporaryDirectory { dir in
            let original = dir + "/original"
            let store = try openTestStore(original)
            try store.seedGeneratedPosts(count: 3_000)  // enough pages for the cache to spill
            let before = try store.recentPosts(limit: 3_005)
            store.close()
            try crashMidTransaction(storePath(original), into: dir + "/crashed")

            let recovered = try openTestStore(dir + "/crashed")
            #expect(try recovered.recentPosts(limit: 10_000) == before)
            #expect(try recovered.database.pragma("journal_mode") == "wal")
            #expect(try recovered.database.query("PRAGMA integrity_check") { $0.string(0) } == ["ok"])
            #expect(!fileExists(storePath(dir + "/crashed") + "-journal") || readBytes(storePath(dir + "/crashed") + "-journal") == [])
            recovered.close()
            // And again: the fix is not a one-off.
            let again = try openTestStore(dir + "/crashed")
            #expect(try again.postCount() == before.count)
        }
    }

    @Test("another application's database with a hot journal is refused and both files are left as they were")
    func foreignHotJournalIsUntouched() throws {
        try withTemporaryDirectory { dir in
            let original = dir + "/original"
            let store = try openTestStore(original)
            try store.seedGeneratedPosts(count: 3_000)
            store.close()
            let raw = try rawDatabase(storePath(original))
            _ = try raw.pragma("application_id = 1234")
            raw.close()
            try crashMidTransaction(storePath(original), into: dir + "/crashed")
            let path = storePath(dir + "/crashed")
            let main = try #require(readBytes(path))
            let journal = try #require(readBytes(path + "-journal"))

            let error = #expect(throws: StoreError.self) { try openTestStore(dir + "/crashed") }
            #expect(error?.kind == .foreignDatabase, "\(error?.message ?? "")")
            #expect(error?.message.hasSuffix("it was left untouched") == true)
            let mainKept = readBytes(path) == main
            let journalKept = readBytes(path + "-journal") == journal
            #expect(mainKept && journalKept)
        }
    }

    @Test("the header is read without SQLite: magic and application_id")
    func header() throws {
        try withTemporaryDirectory { dir in
            try openTestStore(dir).close()
            #expect(DatabaseHeader(path: storePath(dir)).isWeiboStore)
            writeBytes(dir + "/text", Array(String(repeating: "not a database ", count: 10).utf8))
            #expect(!DatabaseHeader(path: dir + "/text").isSQLite)
            #expect(!DatabaseHeader(path: dir + "/missing").isSQLite)
        }
    }
}
