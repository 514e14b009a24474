import Glibc
import WeiboCore

/// Whole reads and writes on a descriptor, retried across EINTR and short
/// counts: the files the store leaves beside the database (the launch
/// snapshot, cached pictures) are complete or not there.
public enum FileBytes {
    /// Why `readFile` read nothing.
    public enum ReadFailure: Error, Equatable {
        /// Nothing at the path (ENOENT).
        case missing
        case notRegular, tooLarge
        /// The system's reason (errno), for a message that says why.
        case unreadable(errno: Int32)
    }

    /// A regular file whole, if it holds at most `maxBytes`. Opened without
    /// blocking (a FIFO would wait for a writer for ever) and, unless
    /// `followingLinks`, without following a link.
    public static func readFile(_ path: String, maxBytes: Int, followingLinks: Bool = false) -> Result<[UInt8], ReadFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return .failure(errno == ENOENT ? .missing : .unreadable(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(errno: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        guard info.st_size <= maxBytes else { return .failure(.tooLarge) }
        // Short of its size: cut while it was read, or a read that failed.
        guard let bytes = read(fd, size: Int(info.st_size)) else { return .failure(.unreadable(errno: EIO)) }
        return .success(bytes)
    }

    /// Exactly `size` bytes from `fd`, or nil when it ends or fails first.
    static func read(_ fd: Int32, size: Int) -> [UInt8]? {
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size {
                let n = Glibc.read(fd, buffer.baseAddress! + done, size - done)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                done += n
            }
            complete = done == size
            count = done
        }
        return complete ? bytes : nil
    }

    /// All of `bytes` to `fd`; false when a write fails.
    static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            done += n
        }
        return true
    }
}

extension FileBytes {
    /// What the first bytes of the file at `path` say it is (`MediaType`,
    /// by content, whatever its name), a leading `~/` read as the home
    /// folder; nil for anything else or a file that cannot be read.
    public static func mediaType(at path: String) -> MediaType? {
        let fd = open(expandingHome(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var header = [UInt8](repeating: 0, count: MediaType.headerLength)
        let n = header.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
        return n > 0 ? MediaType.sniff(Array(header.prefix(n))) : nil
    }

    /// `~` and `~/…` in the user's home, as a shell reads a path typed.
    public static func expandingHome(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = getenv("HOME") else { return path }
        return String(cString: home) + path.dropFirst()
    }
}
