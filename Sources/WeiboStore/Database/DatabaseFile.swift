import CSQLite
import Glibc
import WeiboCore

/// Checks on the database file made *before* anything may write to it.
///
/// Why: switching to WAL and running migrations both write, so a file that
/// turns out to be someone's spreadsheet or a damaged store would be altered
/// if it were not looked at first. A refusal leaves it byte-for-byte as it was.
enum DatabaseFile {
    /// `PRAGMA application_id` of every weibo-tui store: "WBTU" in ASCII.
    /// Lets `file(1)` and this check tell our database from any other SQLite file.
    static let applicationID: Int32 = 0x5742_5455

    /// What the read-only look found.
    enum State: Equatable {
        /// No file, an empty file, or a SQLite file with nothing in it yet.
        case fresh
        /// Ours, at this schema version.
        case existing(version: Int64)
    }

    /// Creates an empty database file with mode 0600 if none exists, so that
    /// SQLite (which gives its -wal and -shm files the main file's mode)
    /// never creates anything readable by others. Returns true if it created one.
    /// A link or something other than a file beside it is refused first,
    /// so that a refusal creates nothing.
    @discardableResult
    static func createIfMissing(_ path: String) throws -> Bool {
        var info = stat()
        if lstat(path, &info) != 0 {
            try refuseLinks(path, info)
            try refuseSideFilesThatAreNotFiles(path)
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if fd < 0 {
            let code = errno
            if code == EEXIST { return false }
            throw StoreError(
                .dataDirectory, path: path,
                message: "weibo-tui: cannot create \(path): \(String(cString: strerror(code)))")
        }
        // open's mode is filtered by the umask; make it exactly 0600.
        fchmod(fd, 0o600)
        close(fd)
        return true
    }

    /// Removes the store at `path` if it is an empty regular file: what
    /// `createIfMissing` made for a store that was then refused.
    static func removeIfEmpty(_ path: String) {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 { unlink(path) }
    }

    /// Flags for every read-write open of the store: a symbolic link at its
    /// path is refused by SQLite too, not only by the checks here.
    static let openFlags: Database.OpenFlags = [.readWrite, .create, .noFollow]

    /// The files SQLite keeps beside the store.
    static func sideFiles(of path: String) -> [String] {
        [path + "-wal", path + "-shm", path + "-journal"]
    }

    /// Opens the store at `path` (which exists: see `createIfMissing`) and
    /// refuses anything that is not a weibo-tui store this build can open.
    /// `latestVersion` is the newest schema known.
    ///
    /// One connection does the looking and then the work, so SQLite reads
    /// the schema once. It may open read-write from the start because
    /// nothing below writes until the checks pass: reads never write the
    /// main file, and the checkpoint SQLite would run on close is off until
    /// then. The one read that can write is the rollback of a hot journal:
    /// for a file whose header says it is ours that is the recovery it
    /// needs (a read-only look could only fail, every start, "attempt to
    /// write a readonly database"); anything else with a `-journal` beside
    /// it is looked at through a read-only connection, so it is not touched.
    static func openChecked(_ path: String, latestVersion: Int64) throws -> (database: Database, state: State) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return (try Database(path: path, flags: openFlags), .fresh) }
        try refuseLinks(path, info)
        try refuseSideFilesThatAreNotFiles(path)
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw StoreError(
                .notADatabase, path: path,
                message: tr("weibo-tui: \(path) 不是 weibo-tui 的数据库（不是普通文件）；未做任何改动",
                             "weibo-tui: \(path) is not a weibo-tui database (not a regular file); it was left untouched"))
        }
        if info.st_size == 0 {
            try makePrivate(path)
            return (try Database(path: path, flags: openFlags), .fresh)
        }

        let lookReadOnly = exists(path + "-journal") && !DatabaseHeader(path: path).isWeiboStore
        // Opening a file whose header says WAL creates empty -wal/-shm files
        // beside it; if we refuse the file, take away what we added (only
        // what did not exist and is still empty, so a live connection
        // elsewhere is never disturbed).
        let sideFiles = [path + "-wal", path + "-shm"].filter { !exists($0) }
        let database: Database
        do {
            database = try Database(path: path, flags: lookReadOnly ? [.readOnly, .noFollow] : [.readWrite, .noFollow],
                                    configure: false)
        } catch let error as StoreError {
            throw refusal(path, error)
        }
        database.setCheckpointOnClose(false)
        let state: State
        do {
            state = try check(database, path: path, latestVersion: latestVersion)
            // A migration writes, and writing into a damaged file could
            // spread the damage: check the whole file first (too slow for
            // every start with a big store, so only then).
            if case .existing(let version) = state, version < latestVersion {
                try verifyIntegrity(database, path: path)
            }
        } catch {
            database.close()
            if !exists(path + "-wal") || isEmpty(path + "-wal") {
                for file in sideFiles where exists(file) { unlink(file) }
            }
            throw error
        }
        database.setCheckpointOnClose(true)
        // Making the files private opens and closes them, and closing any
        // descriptor of a file drops every POSIX lock this process holds on
        // it, SQLite's included: another process would then take the store
        // for unused and reset its -shm under our connection (a SIGBUS in
        // whichever process touched it next). So it is done only with the
        // connection closed, and only when a file needs it.
        if lookReadOnly || isShared(path) {
            database.close()
            try makePrivate(path)
            return (try Database(path: path, flags: openFlags), state)
        }
        try database.configure()
        return (database, state)
    }

    /// Refuses the store when its file or one beside it is a symbolic link
    /// (`info` is the store's own `lstat`): SQLite would create or write the
    /// link's target, wherever it is, with whatever mode it gets.
    private static func refuseLinks(_ path: String, _ info: stat) throws {
        var linked: String?
        if info.st_mode & S_IFMT == S_IFLNK { linked = path }
        for side in sideFiles(of: path) where linked == nil {
            var sideInfo = stat()
            if lstat(side, &sideInfo) == 0, sideInfo.st_mode & S_IFMT == S_IFLNK { linked = side }
        }
        guard let linked else { return }
        throw StoreError(
            .symbolicLink, path: linked,
            message: tr("weibo-tui: \(linked) 是符号链接；数据库放在数据文件夹里，那里的链接不会被跟随。请把文件本身放在那里，或删除这个链接；未做任何改动",
                         "weibo-tui: \(linked) is a symbolic link; the store lives inside the data folder and links there are not followed. Put the file itself there, or remove the link; it was left untouched"))
    }

    /// Refuses the store when a file SQLite keeps beside it is there but is
    /// not a regular file: SQLite opens a `-journal` to see whether it is
    /// hot, and a FIFO there blocks that open until a writer comes (for
    /// ever, with the terminal taken and signals not yet heard); a FIFO or
    /// folder at `-wal` or `-shm` fails later as an obscure I/O error.
    private static func refuseSideFilesThatAreNotFiles(_ path: String) throws {
        for side in sideFiles(of: path) {
            var info = stat()
            guard lstat(side, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { continue }
            throw StoreError(
                .notARegularFile, path: side,
                message: tr("weibo-tui: \(side) 不是普通文件（SQLite 在数据库旁只放普通文件）；请删除它；未做任何改动",
                             "weibo-tui: \(side) is not a regular file (SQLite keeps only regular files beside the store); remove it; it was left untouched"))
        }
    }

    /// Makes the store and the files beside it readable by their owner
    /// only (0600), as the files the app creates are: a store made by hand
    /// or by an older version may be 0644, and SQLite gives new -wal and
    /// -shm files the store's mode. Done on the open descriptor (no link
    /// followed, no race with a rename).
    /// Whether the store or a file beside it is readable by others, by name
    /// (`lstat` opens nothing, so no lock of ours is dropped).
    static func isShared(_ path: String) -> Bool {
        ([path] + sideFiles(of: path)).contains { file in
            var info = stat()
            return lstat(file, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_mode & 0o077 != 0
        }
    }

    /// Never with a connection open in this process (see `openChecked`).
    static func makePrivate(_ path: String) throws {
        for file in [path] + sideFiles(of: path) {
            let fd = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o077 != 0 else { continue }
            if fchmod(fd, 0o600) != 0 {
                let code = errno
                throw StoreError(
                    .dataDirectory, path: file,
                    message: tr("weibo-tui: \(file) 其他用户可读，且无法改为仅自己可读：", "weibo-tui: \(file) is readable by other users and cannot be made private: ")
                        + String(cString: strerror(code)))
            }
        }
    }

    private static func check(_ database: Database, path: String, latestVersion: Int64) throws -> State {
        do {
            // Counting sqlite_schema parses the header and the schema page:
            // the cheapest read that fails on a non-database, a damaged first
            // page, or a truncated file (the header claims more pages than
            // the file holds). application_id and user_version are header
            // fields SQLite reads without checking; one statement asks all
            // three (the pragmas as table-valued functions).
            let (objects, application, version) = try database.queryFirst("""
                SELECT (SELECT count(*) FROM sqlite_schema), application_id, user_version
                FROM pragma_application_id, pragma_user_version
                """) { ($0.int64(0), Int32(truncatingIfNeeded: $0.int64(1)), $0.int64(2)) } ?? (0, 0, 0)
            if application != 0 && application != applicationID {
                throw StoreError(
                    .foreignDatabase, path: path,
                    message: tr("weibo-tui: \(path) 不是 weibo-tui 的数据库（它属于另一个应用，application_id \(hex(application))）；未做任何改动",
                                 "weibo-tui: \(path) is not a weibo-tui database (it belongs to another application, application_id \(hex(application))); it was left untouched"))
            }
            if application == 0 {
                if objects == 0 && version == 0 { return .fresh }
                throw StoreError(
                    .foreignDatabase, path: path,
                    message: tr("weibo-tui: \(path) 不是 weibo-tui 的数据库（里面是另一个应用的表）；未做任何改动",
                                 "weibo-tui: \(path) is not a weibo-tui database (it holds another application's tables); it was left untouched"))
            }
            if version > latestVersion {
                throw StoreError(
                    .newerSchema, path: path,
                    message: tr("weibo-tui: \(path) 由更新版本的 weibo-tui 写入（结构版本 \(version)，本版本最高认识 \(latestVersion)）；未做任何改动",
                                 "weibo-tui: \(path) was written by a newer weibo-tui (schema \(version), this one knows up to \(latestVersion)); it was left untouched"))
            }
            return .existing(version: version)
        } catch let error as StoreError {
            throw refusal(path, error)
        }
    }

    /// `PRAGMA quick_check`: every page and index, without writing.
    private static func verifyIntegrity(_ database: Database, path: String) throws {
        do {
            let result = try database.query("PRAGMA quick_check(1)") { $0.string(0) }
            if let first = result.first, first != "ok" {
                throw StoreError(
                    .corrupt, path: path,
                    message: tr("weibo-tui: \(path) 已损坏（\(first)）；未做任何改动", "weibo-tui: \(path) is damaged (\(first)); it was left untouched"))
            }
        } catch let error as StoreError {
            throw refusal(path, error)
        }
    }

    /// Rewords SQLite's own complaint as the user-facing refusal.
    private static func refusal(_ path: String, _ error: StoreError) -> StoreError {
        switch error.kind {
        case .notADatabase:
            return StoreError(
                .notADatabase, path: path,
                message: tr("weibo-tui: \(path) 不是 weibo-tui 的数据库（不是数据库文件）；未做任何改动",
                             "weibo-tui: \(path) is not a weibo-tui database (file is not a database); it was left untouched"))
        case .corrupt:
            return StoreError(
                .corrupt, path: path,
                message: tr("weibo-tui: \(path) 已损坏（数据库文件格式错误）；未做任何改动",
                             "weibo-tui: \(path) is damaged (database disk image is malformed); it was left untouched"))
        case .sqlite(SQLITE_READONLY):
            // Only a file that is not ours is looked at read-only: its hot
            // journal is for its own application to roll back.
            return StoreError(
                .foreignDatabase, path: path,
                message: tr("weibo-tui: \(path) 不是 weibo-tui 的数据库（文件头没有标明，且带着待恢复的回滚日志）；未做任何改动",
                             "weibo-tui: \(path) is not a weibo-tui database (its header does not say so, and it has a rollback journal to recover); it was left untouched"))
        default:
            return error
        }
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    private static func isEmpty(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_size == 0
    }

    private static func hex(_ value: Int32) -> String {
        "0x" + String(UInt32(bitPattern: value), radix: 16)
    }
}
