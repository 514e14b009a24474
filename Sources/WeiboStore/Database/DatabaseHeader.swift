import Glibc

/// The first 100 bytes of a SQLite file, read without SQLite.
///
/// Why: SQLite cannot read a store with a hot rollback journal without
/// rolling the journal back, which writes the file. Whether that is ours to
/// do depends on whose file it is, and the header says so before anything
/// is written: the magic string, then `application_id` at offset 68.
struct DatabaseHeader {
    static let size = 100
    static let magic = Array("SQLite format 3\0".utf8)

    let bytes: [UInt8]

    /// The header of `path`; empty when it cannot be read (no file, a link,
    /// not a regular file, shorter than a header).
    init(path: String) {
        var bytes = [UInt8](repeating: 0, count: Self.size)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        var info = stat()
        if fd >= 0, fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, Self.size, 0) }
            self.bytes = count == Self.size ? bytes : []
        } else {
            self.bytes = []
        }
        if fd >= 0 { close(fd) }
    }

    var isSQLite: Bool { bytes.count == Self.size && Array(bytes[0..<16]) == Self.magic }

    /// `PRAGMA application_id`: a big-endian 32-bit integer at offset 68.
    var applicationID: Int32? {
        guard isSQLite else { return nil }
        return Int32(bitPattern: bytes[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }

    /// A weibo-tui store by its own header (see `DatabaseFile.applicationID`).
    var isWeiboStore: Bool { applicationID == DatabaseFile.applicationID }
}
