import Glibc

/// Tells the shell when the store's files changed, so that an idle app
/// asks SQLite nothing until another process (`weibo-tui post`, the sync
/// child, a second app) has written: inotify on the data folder, events
/// kept only for the database and its WAL (and rollback journal), whose
/// writes are every commit and checkpoint. The shell's poll waits on `fd`;
/// `takeChanges` then says whether the store's `data_version` is worth
/// reading. Reads make no events (no `IN_ACCESS` is asked), nor do SQLite's
/// writes to the `-shm` file, which go through a shared mapping.
///
/// The folder rather than the files: the WAL is made and removed as
/// connections come and go, and a watch on a file ends with the file.
@MainActor
public final class StoreWatch {
    /// Readable when events are queued (non-blocking).
    public let fd: Int32
    private let names: Set<String>

    /// A watch on the folder of `databasePath`; nil where inotify cannot be
    /// had (then the shell polls, as without one).
    public init?(databasePath: String) {
        let slash = databasePath.lastIndex(of: "/")
        let folder = slash.map { $0 == databasePath.startIndex ? "/" : String(databasePath[..<$0]) } ?? "."
        let base = slash.map { String(databasePath[databasePath.index(after: $0)...]) } ?? databasePath
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
        guard inotify_add_watch(fd, folder, mask) >= 0 else {
            close(fd)
            return nil
        }
        self.fd = fd
        names = [base, base + "-wal", base + "-journal"]
    }

    /// Reads every queued event; true when one was about the store's files,
    /// or events were lost (the queue overflowed), or the watch ended.
    public func takeChanges() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            changed = Self.events(buffer[0..<count], concern: names) || changed
        }
        return changed
    }

    /// Whether any of the `struct inotify_event`s in `bytes` concerns one of
    /// `names`, or says events were lost or the watch is gone.
    nonisolated static func events(_ bytes: ArraySlice<UInt8>, concern names: Set<String>) -> Bool {
        let header = MemoryLayout<inotify_event>.size
        var offset = bytes.startIndex
        var concerned = false
        while offset + header <= bytes.endIndex {
            func word(_ at: Int) -> UInt32 {
                UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
            }
            let mask = word(offset + 4), length = Int(word(offset + 12))
            let nameStart = offset + header, nameEnd = min(bytes.endIndex, nameStart + length)
            let name = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
            if mask & UInt32(IN_Q_OVERFLOW | IN_IGNORED) != 0 || names.contains(String(decoding: name, as: UTF8.self)) {
                concerned = true
            }
            offset = nameStart + length
        }
        return concerned
    }

    deinit { close(fd) }
}
