import Glibc
import WeiboData

/// The place catalogue inflated once per build and machine, kept in the
/// data folder (`places-VERSION.wtp`) and mapped by every later process:
/// inflating the 2.4 MB catalogue took 8–10 ms of each `cities search` and
/// of the app's first place search, where mapping the kept copy takes a
/// few tenths of a millisecond. Only a cache: missing, damaged or
/// unwritable, the catalogue is inflated in memory as before.
///
/// The file is the inflated bytes, then their fingerprint (8 bytes,
/// little-endian, `weibo_data_fingerprint`), checked on every map. Its name
/// carries the deflated stream's own check (its last four bytes, the
/// adler32 of what it inflates to) and length, so another build's catalogue
/// is never taken for this one; writing a new one removes the others.
public enum PlaceCatalogCache {
    static let prefix = "places-"
    static let suffix = ".wtp"
    /// The cache's name in the man page's FILES.
    public static let fileNamePattern = prefix + "VERSION" + suffix

    /// What the embedded stream `packed` inflates to, in bytes (0: not one).
    static func inflatedLength(_ packed: UnsafeBufferPointer<UInt8>) -> Int {
        packed.baseAddress.map { weibo_data_inflated_length($0, packed.count) } ?? 0
    }

    /// The cache's name for the embedded stream `packed`; nil if it is not one.
    static func fileName(packed: UnsafeBufferPointer<UInt8>) -> String? {
        let length = inflatedLength(packed)
        guard length > 0 else { return nil }
        let check = packed.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return prefix + String(check, radix: 16) + "-" + String(length) + suffix
    }

    /// The kept catalogue in `folder`, mapped for the process's lifetime;
    /// nil unless it is a regular file of ours of exactly `length` bytes and
    /// its fingerprint holds.
    static func map(folder: String, name: String, length: Int) -> UnsafeBufferPointer<UInt8>? {
        let fd = open(folder + "/" + name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid(),
              Int(info.st_size) == length + 8 else { return nil }
        guard let mapped = mmap(nil, length + 8, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0), mapped != MAP_FAILED else {
            return nil
        }
        let bytes = mapped.assumingMemoryBound(to: UInt8.self)
        let stored = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[length + $1]) << (8 * $1) }
        guard weibo_data_fingerprint(bytes, length) == stored else {
            munmap(mapped, length + 8)
            return nil
        }
        return UnsafeBufferPointer(start: bytes, count: length)
    }

    /// Keeps `bytes` in `folder` as `name` (written aside, then renamed into
    /// place, so a reader never sees half a file), and removes the other
    /// builds' copies. Any failure leaves no file and is not reported.
    static func save(_ bytes: UnsafeBufferPointer<UInt8>, folder: String, name: String) {
        guard let base = bytes.baseAddress else { return }
        let path = folder + "/" + name
        let aside = folder + "/." + name + ".\(getpid())"
        let fd = open(aside, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        var trailer = weibo_data_fingerprint(base, bytes.count).littleEndian
        let whole = withUnsafeBytes(of: &trailer) { trailerBytes in
            writeAll(fd, UnsafeRawBufferPointer(bytes)) && writeAll(fd, trailerBytes)
        }
        close(fd)
        guard whole, rename(aside, path) == 0 else {
            unlink(aside)
            return
        }
        removeOthers(in: folder, keeping: name)
    }

    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    private static func removeOthers(in folder: String, keeping name: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let other = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if other != name, other.hasPrefix(prefix), other.hasSuffix(suffix) { unlink(folder + "/" + other) }
        }
    }

    /// The folder to keep the catalogue in: `path` if it is a folder of
    /// ours already (never created or followed through a link here).
    static func usableFolder(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == geteuid() else { return nil }
        return path
    }
}
