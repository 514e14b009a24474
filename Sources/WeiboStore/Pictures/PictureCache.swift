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
///
/// An address whose bytes are not a picture (corrupt, cut short, huge, an
/// error page) keeps a failure record instead (`WBPF1`, the URL, the
/// failure's name), in the same file and counted in the same cap, so the
/// app shows its placeholder and its reason without fetching it again and
/// again. A download that broke off keeps nothing: it is tried again.
public struct PictureCache: Sendable {
    public static let folderName = "pictures"
    /// Weibo's thumbnails are a few KB to a few hundred: thousands fit.
    public static let defaultCapBytes = 64 << 20
    /// A temporary file older than this was left by a process that died.
    static let staleTemporarySeconds = 60
    static let magic = Array("WBPC1\n".utf8)
    static let failureMagic = Array("WBPF1\n".utf8)
    /// A failure record's longest name, with room to spare.
    static let maximumRecordBytes = 4096

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

    /// What is kept for `url`: its picture, why it is not one, or nothing.
    /// A hit, either kind, becomes the most recently used.
    public func lookup(_ url: String) -> PictureLookup {
        let path = self.path(for: url)
        guard case .success(let content) = FileBytes.readFile(path, maxBytes: capBytes + Self.maximumRecordBytes) else { return .missing }
        let address = Array(url.utf8) + [10]
        let found: PictureLookup
        if Self.starts(content, with: Self.magic + address) {
            found = .bytes(Array(content[(Self.magic.count + address.count)...]))
        } else if Self.starts(content, with: Self.failureMagic + address),
                  let failure = PictureCacheFailure(name: String(decoding: content[(Self.failureMagic.count + address.count)...], as: UTF8.self)) {
            found = .failed(failure)
        } else {
            return .missing
        }
        _ = utimensat(AT_FDCWD, path, nil, AT_SYMLINK_NOFOLLOW)
        return found
    }

    /// Keeps `bytes` as the picture of `url` (whole, or not at all), then
    /// trims the cache to its cap. A picture bigger than the cap is not kept.
    public func store(_ bytes: [UInt8], for url: String) throws {
        try write(Self.magic + Array(url.utf8) + [10] + bytes, for: url)
    }

    /// Keeps why the bytes of `url` are no picture, in place of the
    /// picture (replacing one kept before), counted in the cap like one.
    public func storeFailure(_ failure: PictureCacheFailure, for url: String) throws {
        try write(Self.failureMagic + Array(url.utf8) + [10] + Array(failure.name.utf8), for: url)
    }

    private static func starts(_ content: [UInt8], with header: [UInt8]) -> Bool {
        content.count >= header.count && content[..<header.count].elementsEqual(header)
    }

    /// Writes `content` under a temporary name and renames it over the
    /// file of `url`: the file is whole or not there.
    private func write(_ content: [UInt8], for url: String) throws {
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
