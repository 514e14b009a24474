import Glibc

/// A large file read a piece at a time (a video sent in chunks): never
/// held whole in memory.
extension FileBytes {
    /// The size of the regular file at `path` (links followed), if it
    /// holds at most `maxBytes`.
    public static func size(of path: String, maxBytes: Int) -> Result<Int, ReadFailure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(errno == ENOENT ? .missing : .unreadable(errno: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        guard info.st_size <= maxBytes else { return .failure(.tooLarge) }
        return .success(Int(info.st_size))
    }

    /// Exactly `length` bytes of the file at `path` from `offset`; nil when
    /// it cannot be opened or ends first (it changed since it was measured).
    public static func read(_ path: String, offset: Int, length: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard lseek(fd, off_t(offset), SEEK_SET) == off_t(offset) else { return nil }
        return read(fd, size: length)
    }
}
