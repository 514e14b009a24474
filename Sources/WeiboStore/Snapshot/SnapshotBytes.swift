import WeiboCore

/// The launch snapshot's byte format: fixed-width little-endian integers,
/// strings as a length and their UTF-8, optionals behind a one-byte tag.
///
/// Why hand-rolled: the snapshot is read on the start-up path, where a
/// JSON decoder and its runtime cost more than the SQL it saves. The format
/// belongs to one build (`LaunchSnapshot.formatVersion`), so it needs no
/// schema evolution: any change bumps the version and old files are ignored.
struct SnapshotWriter {
    private(set) var bytes: [UInt8] = []

    mutating func int(_ value: Int64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func int(_ value: Int) { int(Int64(value)) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optional<T>(_ value: T?, _ write: (inout SnapshotWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func user(_ user: User) {
        string(user.id)
        string(user.name)
        string(user.bio)
        int(user.followingCount)
        int(user.followersCount)
        optional(user.postsCount) { $0.int($1) }
        bool(user.isLocal)
    }

    /// A post's columns in `PostColumn.all`'s order, then its original.
    mutating func post(_ post: Post) {
        for column in PostColumn.all { column.write(post, &self) }
        optional(post.original) { $0.post($1) }
    }

    mutating func draft(_ draft: Draft) {
        optional(draft.id) { $0.int($1) }
        string(draft.mode.rawValue)
        string(draft.kind.rawValue)
        optional(draft.targetPostID) { $0.int($1) }
        optional(draft.title) { $0.string($1) }
        string(draft.text)
        optional(draft.place) { $0.string($1) }
        optional(draft.rating) { $0.int($1) }
        optional(draft.mediaPath) { $0.string($1) }
        int(draft.cursor)
        int(draft.updatedAt)
        string(draft.visibility.rawValue)
    }

    mutating func counts(_ counts: StoreCounts) {
        int(counts.drafts)
        int(counts.myPosts)
        int(counts.unread.mentions)
        int(counts.unread.comments)
        int(counts.unread.likes)
        int(counts.unread.messages)
        bool(counts.unseenPosts)
        int(counts.outbox)
        int(counts.newPosts)
        optional(counts.readMarker) { $0.int($1.createdAt); $0.int($1.id) }
        int(counts.timelineGaps.count)
        for gap in counts.timelineGaps { int(gap.above); int(gap.below) }
    }

    /// A decoded picture (`PictureBoard.kept(for:)` keeps only pixels).
    mutating func picture(_ key: PictureKey, _ image: PictureImage) {
        guard case .pixels(let width, let height, let rgb) = image else { return }
        string(key.address)
        int(key.width)
        int(key.height)
        bool(key.fills)
        int(width)
        int(height)
        int(rgb.count)
        bytes.append(contentsOf: rgb)
    }
}

/// Reads what `SnapshotWriter` wrote; any byte out of place is `Malformed`,
/// never a crash or a read past the end.
struct SnapshotReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset: Int

    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func int64() throws(Malformed) -> Int64 {
        guard bytes.count - offset >= 8 else { throw Malformed() }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * index) }
        offset += 8
        return Int64(bitPattern: value)
    }

    mutating func int() throws(Malformed) -> Int {
        let value = try int64()
        guard let fitting = Int(exactly: value) else { throw Malformed() }
        return fitting
    }

    mutating func bool() throws(Malformed) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
        defer { offset += 1 }
        return bytes[offset] == 1
    }

    mutating func string() throws(Malformed) -> String {
        let count = try int()
        guard count >= 0, bytes.count - offset >= count else { throw Malformed() }
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    /// The tag `SnapshotWriter.optional` puts before a value that may be absent.
    mutating func isPresent() throws(Malformed) -> Bool { try bool() }

    mutating func optionalInt64() throws(Malformed) -> Int64? { try isPresent() ? try int64() : nil }

    mutating func optionalInt() throws(Malformed) -> Int? { try isPresent() ? try int() : nil }

    mutating func optionalString() throws(Malformed) -> String? { try isPresent() ? try string() : nil }

    mutating func raw<T: RawRepresentable<String>>(_: T.Type) throws(Malformed) -> T {
        guard let value = T(rawValue: try string()) else { throw Malformed() }
        return value
    }

    mutating func user() throws(Malformed) -> User {
        User(id: try string(), name: try string(), bio: try string(),
             followingCount: try int(), followersCount: try int(), postsCount: try optionalInt(), isLocal: try bool())
    }

    /// A post and, for a repost, its original, which cannot itself quote
    /// another (Weibo flattens repost chains): so no file can nest deeper.
    mutating func post(isOriginal: Bool = false) throws(Malformed) -> Post {
        var post = PostColumn.unfilled
        for column in PostColumn.all { try column.load(&post, &self) }
        guard try isPresent() else { return post }
        guard !isOriginal else { throw Malformed() }
        post.original = try self.post(isOriginal: true)
        return post
    }

    mutating func draft() throws(Malformed) -> Draft {
        Draft(
            id: try optionalInt64(), mode: try raw(DraftMode.self), kind: try raw(PostKind.self),
            targetPostID: try optionalInt64(), title: try optionalString(), text: try string(),
            place: try optionalString(), rating: try optionalInt(), mediaPath: try optionalString(),
            cursor: try int(), updatedAt: try int64(), visibility: PostVisibility(stored: try string()))
    }

    mutating func counts() throws(Malformed) -> StoreCounts {
        var counts = StoreCounts(
            drafts: try int(), myPosts: try int(),
            unread: UnreadCounts(mentions: try int(), comments: try int(), likes: try int(), messages: try int()),
            unseenPosts: try bool(), outbox: try int())
        counts.newPosts = try int()
        if try isPresent() { counts.readMarker = PostCursor(createdAt: try int64(), id: try int64()) }
        let gaps = try int()
        guard (0...Store.timelineGapsKept).contains(gaps) else { throw Malformed() }
        for _ in 0..<gaps {
            counts.timelineGaps.append(TimelineGap(above: try int64(), below: try int64()))
        }
        return counts
    }

    /// A picture's pixels: three bytes for each of width × height, within
    /// what the app keeps (`PictureBoard.keptPictureBytes`).
    mutating func picture() throws(Malformed) -> (PictureKey, PictureImage) {
        let key = PictureKey(address: try string(), width: try int(), height: try int(), fills: try bool())
        let width = try int(), height = try int(), count = try int()
        guard (1...4096).contains(key.width), (1...4096).contains(key.height), (1...4096).contains(width),
              (1...4096).contains(height), count == width * height * 3, count <= PictureBoard.keptPictureBytes,
              bytes.count - offset >= count else { throw Malformed() }
        defer { offset += count }
        return (key, .pixels(width: width, height: height, rgb: Array(bytes[offset..<offset + count])))
    }
}
