import Glibc
import WeiboCore

/// Where the user was (`ResumePoint`), kept beside the store it belongs to:
/// `place.json` for the sample, `place-account-UID.json` for an account, so
/// one account's pages are never opened on another's data.
///
/// A file of its own rather than a setting row: it is read before the
/// store is opened, for the first frame, and written as the user moves,
/// which a write to the store would answer by reading every view again.
/// Written to a temporary file and renamed, so a kill leaves the old one.
public enum ResumeFile {
    /// The sample's file; an account's is named after its store.
    public static let fileName = "place.json"
    /// Far above any real point (four stacks of pages and a few fields).
    static let maximumBytes = 64 << 10

    /// The file of the store file `storeFile`.
    public static func fileName(forStore storeFile: String) -> String {
        guard storeFile != DataDirectory.databaseFileName else { return fileName }
        let base = storeFile.hasSuffix(".sqlite") ? String(storeFile.dropLast(".sqlite".count)) : storeFile
        return "place-\(base).json"
    }

    /// What a start finds: no file (a first run), a point, or a file that
    /// is not one (damaged, foreign, of another format), ignored with a note.
    public enum Found: Equatable {
        case none
        case point(ResumePoint)
        case ignored(note: String)
    }

    /// The point left for the store `storeFile` in `directory`. Never
    /// blocks or fails: a FIFO, a link, a folder or garbage under the name
    /// is passed over (`FileBytes.readFile` opens it non-blocking).
    public static func load(dataDirectory directory: String, storeFile: String = DataDirectory.databaseFileName) -> Found {
        let name = fileName(forStore: storeFile)
        switch FileBytes.readFile(DataDirectory.file(name, in: directory), maxBytes: maximumBytes) {
        case .failure(.missing): return .none
        case .success(let bytes):
            if let point = ResumePoint(json: bytes) { return .point(point) }
            fallthrough
        default:
            return .ignored(note: tr("无法读取上次的位置（\(name)），从首页开始", "Could not read where you were (\(name)): starting at Home"))
        }
    }

    /// Leaves `point` for the next start; throws what went wrong.
    public static func save(_ point: ResumePoint, dataDirectory directory: String, storeFile: String = DataDirectory.databaseFileName) throws {
        let target = DataDirectory.file(fileName(forStore: storeFile), in: directory)
        let temporary = target + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw failure(temporary, errno) }
        let written = Array(point.json.utf8).withUnsafeBytes { FileBytes.write(fd, $0) }
        let writeErrno = errno
        guard close(fd) == 0, written, rename(temporary, target) == 0 else {
            let reason = written ? errno : writeErrno
            unlink(temporary)
            throw failure(target, reason)
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> StoreError {
        StoreError(.dataDirectory, path: path, message: "weibo-tui: \(path): " + String(cString: strerror(code)))
    }
}

extension Store {
    /// Leaves `point` beside this store for its next start.
    public func saveResumePoint(_ point: ResumePoint) throws {
        try ResumeFile.save(point, dataDirectory: dataDirectory, storeFile: String(databasePath.split(separator: "/").last ?? ""))
    }
}
