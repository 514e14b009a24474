import Glibc
import WeiboCore

/// Downloaded pictures kept in the data folder (`pictures/`, mode 0700,
/// each file 0600), so scrolling back or starting again costs no download.
/// Size-capped: when the files pass `capBytes`, the least recently used go
/// first (a read touches a file's time).
///
/// Only whole pictures are kept: a file is written under a temporary name
/// and renamed into place when complete, so a kill mid-write leaves no
/// half picture under a real name (`init` removes stale temporary files).
/// Whether the bytes are a picture is the caller's to check before `store`
/// (decode first): what is kept is what was shown.
///
/// Each file starts with the address it holds (`WBPC1`, the URL, a
/// newline): two addresses with the same short name never answer for
/// each other.
public struct PictureCache: Sendable {
    public static let folderName = "pictures"
    /// Weibo's thumbnails are a few KB to a few hundred: thousands fit.
    public static let defaultCapBytes = 64 << 20
    /// A temporary file older than this was left by a process that died.
    static let staleTemporarySeconds = 60
    static let magic = Array("WBPC1\n".utf8)

    public let directory: String
    public let capBytes: Int

    /// The cache under the data folder `dataDirectory`, created if missing.
    /// Throws `StoreError` when the folder cannot be made, or is a link or
    /// not a folder (it is never followed elsewhere).
    public init(dataDirectory: String, capBytes: Int = PictureCache.defaultCapBytes) throws {
        directory = DataDirectory.file(Self.folderName, in: dataDirectory)
        self.capBytes = capBytes
        if mkdir(directory, 0o700) != 0 && errno != EEXIST { throw failure(strerror: errno) }
        var info = stat()
        guard lstat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw StoreError(.dataDirectory, path: directory,
                             message: tr("weibo-tui: \(directory) 不是文件夹（或是链接）；图片缓存不可用",
                                         "weibo-tui: \(directory) is not a folder (or is a link); the picture cache is off"))
        }
        if info.st_mode & 0o077 != 0 { _ = chmod(directory, 0o700) }
        removeStaleTemporaries()
    }

    /// The picture kept for `url`, or nil; a hit becomes the most recently used.
    public func bytes(for url: String) -> [UInt8]? {
        let path = self.path(for: url)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= capBytes + 4096 else { return nil }
        guard let content = FileBytes.read(fd, size: Int(info.st_size)) else { return nil }
        let header = Self.magic + Array(url.utf8) + [10]
        guard content.count >= header.count, Array(content[..<header.count]) == header else { return nil }
        _ = futimens(fd, nil)
        return Array(content[header.count...])
    }

    /// Keeps `bytes` as the picture of `url` (whole, or not at all), then
    /// trims the cache to its cap. A picture bigger than the cap is not kept.
    public func store(_ bytes: [UInt8], for url: String) throws {
        let content = Self.magic + Array(url.utf8) + [10] + bytes
        guard content.count <= capBytes else { return }
        let target = path(for: url)
        let temporary = target + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw failure(strerror: errno) }
        let written = content.withUnsafeBytes { FileBytes.write(fd, $0) }
        let closed = close(fd) == 0
        guard written, closed, rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(strerror: code)
        }
        trim()
    }

    /// The bytes the cached pictures take.
    public var totalBytes: Int { entries().reduce(0) { $0 + $1.size } }

    /// Removes the least recently used pictures until the rest fit the cap.
    public func trim() {
        var files = entries().sorted { ($0.used, $0.name) < ($1.used, $1.name) }
        var total = files.reduce(0) { $0 + $1.size }
        while total > capBytes, !files.isEmpty {
            let oldest = files.removeFirst()
            if unlink(DataDirectory.file(oldest.name, in: directory)) == 0 { total -= oldest.size }
        }
    }

    /// The file of `url`: a 64-bit FNV-1a hash of the address, in hex.
    func path(for url: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return DataDirectory.file(String(repeating: "0", count: 16 - hex.count) + hex + ".pic", in: directory)
    }

    private struct Entry {
        var name: String
        var size: Int
        /// Last use, in nanoseconds.
        var used: Int64
    }

    /// The kept pictures (not temporary files), with their sizes and last use.
    private func entries() -> [Entry] {
        names().filter { $0.hasSuffix(".pic") }.compactMap { name in
            var info = stat()
            guard lstat(DataDirectory.file(name, in: directory), &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return Entry(name: name, size: Int(info.st_size),
                         used: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
        }
    }

    private func removeStaleTemporaries() {
        let now = time(nil)
        for name in names() where name.hasSuffix(".tmp") {
            var info = stat()
            let path = DataDirectory.file(name, in: directory)
            if lstat(path, &info) == 0, Int(now - info.st_mtim.tv_sec) >= Self.staleTemporarySeconds { unlink(path) }
        }
    }

    private func names() -> [String] {
        guard let folder = opendir(directory) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private func failure(strerror code: Int32) -> StoreError {
        StoreError(.dataDirectory, path: directory,
                   message: tr("weibo-tui: 无法使用图片缓存 \(directory)：", "weibo-tui: cannot use the picture cache \(directory): ")
                       + String(cString: Glibc.strerror(code)))
    }
}
