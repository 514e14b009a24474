import Glibc
import WeiboCore

/// The first screen as a clean exit left it, so the next start can draw its
/// first frame without waiting for the SQL that reads it (as the Weibo app
/// shows its cached feed at launch).
///
/// It is a hint, never the truth: it is used only while the database and
/// its WAL look exactly as they did when it was written (size and
/// modification time, to the nanosecond), and even then the app reads the
/// real first screen right after the first frame and redraws if they differ.
/// So a stale or damaged snapshot costs at most one frame of old content,
/// and a missing one only the time it would have saved.
///
/// File: a header (magic, format version, the file key, payload length and
/// checksum) and the payload (`SnapshotWriter`). Written to a temporary file
/// and renamed over the old one, so a kill mid-write leaves the old file.
public enum LaunchSnapshot {
    public static let fileName = "first-screen.snapshot"

    /// The snapshot of the store file `storeFile`: the sample's has the
    /// name it always had; an account's is named after its store, so an
    /// account's first frame is never drawn from another's.
    static func fileName(forStore storeFile: String) -> String {
        guard storeFile != DataDirectory.databaseFileName else { return fileName }
        let base = storeFile.hasSuffix(".sqlite") ? String(storeFile.dropLast(".sqlite".count)) : storeFile
        return "first-screen-\(base).snapshot"
    }
    /// Bump on any change to the payload but a post's columns; files of
    /// other versions are ignored.
    static let payloadRevision = 7
    /// The revision and a post's columns by name: a column added to
    /// `PostColumn.all` makes older files be ignored without a bump.
    static let formatVersion = Int64(bitPattern: checksum(
        Array("\(payloadRevision) \(PostColumn.all.map(\.name).joined(separator: " "))".utf8)))
    static let magic = Array("WBTUSNAP".utf8)
    /// Far above any first page of posts; a bigger file is not ours.
    static let maximumBytes = 4 << 20

    /// What the database files look like on disk. Any write SQLite makes
    /// (a commit to the WAL, a checkpoint into the database) changes a size
    /// or a modification time. The inode is left out on purpose: a copied
    /// data folder (`cp -p`) holds the same content and may keep its snapshot.
    struct FileKey: Equatable {
        var fields: [Int64]

        /// The key of the store `storeFile` in the data folder `directory`, as it is now.
        init(dataDirectory directory: String, storeFile: String = DataDirectory.databaseFileName) {
            let databasePath = DataDirectory.file(storeFile, in: directory)
            fields = []
            for path in [databasePath, databasePath + "-wal"] {
                var info = stat()
                if stat(path, &info) == 0 {
                    fields += [Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
                } else {
                    fields += [-1, 0, 0]
                }
            }
        }

        init(fields: [Int64]) { self.fields = fields }

        static let fieldCount = 6
    }

    // MARK: Reading and writing the file

    /// The snapshot left in the data folder `directory`, if there is one that
    /// is intact and the store's files still look as they did. Opens no
    /// database: this is what the first frame can show before the store is.
    public static func load(dataDirectory directory: String, storeFile: String = DataDirectory.databaseFileName) -> FirstScreen? {
        guard let bytes = readFile(DataDirectory.file(fileName(forStore: storeFile), in: directory)) else { return nil }
        return decode(bytes, expecting: FileKey(dataDirectory: directory, storeFile: storeFile))
    }

    /// Leaves `first` for the next start under `key`, or, when `first` is
    /// nil or cannot be drawn from, leaves none (an older file goes too).
    /// Best effort: a snapshot that cannot be written is simply not there.
    static func save(_ first: FirstScreen?, key: FileKey, dataDirectory: String, storeFile: String = DataDirectory.databaseFileName) {
        let target = DataDirectory.file(fileName(forStore: storeFile), in: dataDirectory)
        guard let first, let bytes = encode(first, key: key) else {
            unlink(target)
            return
        }
        let temporary = target + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return }
        let written = bytes.withUnsafeBytes { FileBytes.write(fd, $0) }
        if close(fd) == 0, written, rename(temporary, target) == 0 { return }
        unlink(temporary)
    }

    /// The file's bytes if it is a regular file of a plausible size. Whatever
    /// else sits under the name is passed over without waiting: O_NONBLOCK,
    /// because opening a FIFO for reading otherwise waits for a writer (for
    /// ever, before the terminal is even taken); O_NOFOLLOW, because a link
    /// (to /dev/zero, say) is not something a clean exit leaves.
    private static func readFile(_ path: String) -> [UInt8]? {
        guard case .success(let bytes) = FileBytes.readFile(path, maxBytes: maximumBytes), !bytes.isEmpty else { return nil }
        return bytes
    }

    // MARK: The bytes

    /// nil when the next start could not draw from it as it is: a timeline
    /// that failed to load is only re-read, and one with unseen posts is
    /// marked seen as it is shown, which takes the 首页 dot away.
    static func encode(_ first: FirstScreen, key: FileKey) -> [UInt8]? {
        guard case .success(let posts) = first.timeline, !first.counts.unseenPosts else { return nil }
        var payload = SnapshotWriter()
        payload.bool(first.colorsEnabled)
        payload.optional(first.localUser) { $0.user($1) }
        payload.int(posts.count)
        for post in posts { payload.post(post) }
        payload.counts(first.counts)
        payload.optional(first.openDraft) { $0.draft($1) }
        let pictures = first.pictures.filter { if case .pixels = $0.value { true } else { false } }
        payload.int(pictures.count)
        for (key, image) in pictures { payload.picture(key, image) }

        var file = SnapshotWriter()
        file.int(formatVersion)
        for field in key.fields { file.int(field) }
        file.int(payload.bytes.count)
        file.int(Int64(bitPattern: checksum(payload.bytes)))
        return magic + file.bytes + payload.bytes
    }

    /// The first screen in `bytes` if they are a whole snapshot of this
    /// format for files that look like `key`; nil for anything else.
    static func decode(_ bytes: [UInt8], expecting key: FileKey) -> FirstScreen? {
        guard bytes.starts(with: magic) else { return nil }
        var header = SnapshotReader(bytes, from: magic.count)
        do {
            guard try header.int64() == formatVersion else { return nil }
            var fields: [Int64] = []
            for _ in 0..<FileKey.fieldCount { fields.append(try header.int64()) }
            guard FileKey(fields: fields) == key else { return nil }
            let length = try header.int()
            let sum = UInt64(bitPattern: try header.int64())
            let start = magic.count + 8 * (FileKey.fieldCount + 3)
            guard length == bytes.count - start, checksum(bytes[start...]) == sum else { return nil }

            var payload = SnapshotReader(bytes, from: start)
            let colorsEnabled = try payload.bool()
            let localUser = try payload.isPresent() ? try payload.user() : nil
            let postCount = try payload.int()
            guard (0...AppState.timelinePageSize).contains(postCount) else { return nil }
            var posts: [Post] = []
            posts.reserveCapacity(postCount)
            for _ in 0..<postCount { posts.append(try payload.post()) }
            let counts = try payload.counts()
            let openDraft = try payload.isPresent() ? try payload.draft() : nil
            let pictureCount = try payload.int()
            guard (0...PictureBoard.capacity).contains(pictureCount) else { return nil }
            var pictures: [PictureKey: PictureImage] = [:]
            for _ in 0..<pictureCount {
                let (key, image) = try payload.picture()
                pictures[key] = image
            }
            guard payload.isAtEnd else { return nil }
            return FirstScreen(
                colorsEnabled: colorsEnabled, localUser: localUser, timeline: .success(posts),
                counts: counts, openDraft: openDraft, notice: nil, pictures: pictures)
        } catch {
            return nil
        }
    }

    /// FNV-1a, 64 bits: catches a torn or flipped file, which is all it is for.
    static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}

extension Store {
    /// Closes the store and leaves its first screen as the launch snapshot
    /// for the next start, with the pictures of `board` that screen draws.
    public func closeLeavingSnapshot(pictures board: PictureBoard = PictureBoard()) {
        closeLeavingSnapshot(pictures: board, afterReading: {})
    }

    /// The snapshot must hold what the files held when its key was taken: a
    /// write by another process (`post`, `simulate`) landing between the
    /// reading and the keying would otherwise leave old content under the
    /// new files' key, shown at the next start as if it were current.
    ///
    /// So the WAL is checkpointed and emptied first (then the close has
    /// nothing left to write, and the files keep the key), and the key is
    /// taken before and after the reading: any commit in between changes
    /// it, and then no snapshot is left. A checkpoint that another reader
    /// holds up only costs the snapshot (the close then moves the files).
    ///
    /// `afterReading` runs between reading the content and re-taking the
    /// key, so a test can put a write there.
    func closeLeavingSnapshot(pictures board: PictureBoard = PictureBoard(), afterReading: () -> Void) {
        // Before the key is taken: the fold may write.
        foldBeforeClose()
        database.checkpointEmptyingWAL()
        let storeFile = String(databasePath.split(separator: "/").last ?? "")
        let key = LaunchSnapshot.FileKey(dataDirectory: dataDirectory, storeFile: storeFile)
        var first = firstScreen()
        if case .success(let posts) = first.timeline { first.pictures = board.kept(for: posts) }
        afterReading()
        let unchanged = LaunchSnapshot.FileKey(dataDirectory: dataDirectory, storeFile: storeFile) == key
        database.close()
        LaunchSnapshot.save(unchanged ? first : nil, key: key, dataDirectory: dataDirectory, storeFile: storeFile)
    }
}
