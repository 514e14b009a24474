import WeiboCore

/// One column of a post as the app reads it: where the SELECT takes it
/// from, and how it moves into a `Post` from a row, and into the launch
/// snapshot and back.
///
/// Why a list: a post's columns used to be spelled out three times (the
/// SELECT, a reader counting positions, the snapshot's fields), and the
/// three had to agree by hand. Now `PostColumn.all` is the only list: a
/// new column of `posts` that a `Post` carries is one line there, beside
/// its migration and its field.
struct PostColumn: Sendable {
    enum Table: Sendable { case posts, author }

    /// The result column's name for a post; a repost's original has `o_` in front.
    let name: String
    let originalName: String
    let table: Table
    /// The column in `table`.
    let column: String
    let read: @Sendable (inout Post, Statement, Int32) -> Void
    let write: @Sendable (Post, inout SnapshotWriter) -> Void
    let load: @Sendable (inout Post, inout SnapshotReader) throws(SnapshotReader.Malformed) -> Void

    /// A column of `posts`, named in results as it is in the table.
    static func posts<Value: PostColumnValue>(_ column: String, _ field: WritableKeyPath<Post, Value> & Sendable) -> PostColumn {
        PostColumn(name: column, table: .posts, column: column, field)
    }

    /// A column of the author's `users` row, named `name` in results.
    static func author<Value: PostColumnValue>(
        _ column: String, as name: String, _ field: WritableKeyPath<Post, Value> & Sendable
    ) -> PostColumn {
        PostColumn(name: name, table: .author, column: column, field)
    }

    private init<Value: PostColumnValue>(name: String, table: Table, column: String, _ field: WritableKeyPath<Post, Value> & Sendable) {
        self.name = name
        self.originalName = "o_" + name
        self.table = table
        self.column = column
        read = { post, row, index in post[keyPath: field] = Value.read(row, at: index) }
        write = { post, snapshot in post[keyPath: field].write(to: &snapshot) }
        load = { post, snapshot throws(SnapshotReader.Malformed) in post[keyPath: field] = try Value.read(from: &snapshot) }
    }

    /// Every column a `Post` carries, in the launch snapshot's order.
    static let all: [PostColumn] = [
        .posts("id", \.id),
        .posts("user_id", \.userID),
        .author("name", as: "author_name", \.authorName),
        .posts("text", \.text),
        .posts("created_at", \.createdAt),
        .posts("source", \.source),
        .posts("repost_count", \.repostCount),
        .posts("comment_count", \.commentCount),
        .posts("like_count", \.likeCount),
        .posts("liked", \.liked),
        .posts("repost_of", \.repostOf),
        .posts("kind", \.kind),
        .posts("title", \.title),
        .posts("place", \.place),
        .posts("rating", \.rating),
        .posts("media_path", \.mediaPath),
        .posts("dated_by_day", \.datedByDay),
        .posts("video_url", \.videoStream),
        .posts("video_page_url", \.videoPage),
        .posts("video_seconds", \.videoSeconds),
        .posts("favorited", \.favorited),
        .posts("favorited_at", \.favoritedAt),
    ]

    /// The post every column is then written into.
    static let unfilled = Post(id: 0, userID: "", authorName: "", text: "", createdAt: 0)

    /// The SELECT list of a post (`post`, by `author`) and its original
    /// (`original`, by `originalAuthor`): the names `read` looks for.
    static func selection(post: String, author: String, original: String, originalAuthor: String) -> String {
        let own = all.map { "\($0.table == .posts ? post : author).\($0.column) AS \($0.name)" }
        let quoted = all.map { "\($0.table == .posts ? original : originalAuthor).\($0.column) AS \($0.originalName)" }
        return (own + quoted).joined(separator: ", ")
    }

    /// The post in `row` (a `selection`), with its original when it has one.
    static func read(_ row: Statement) -> Post {
        let indices = row.postColumnIndices ?? {
            let found = (own: all.map { row.index(of: $0.name) }, original: all.map { row.index(of: $0.originalName) },
                         originalID: row.index(of: "o_id"))
            row.postColumnIndices = found
            return found
        }()
        var post = read(row, at: indices.own)
        if !row.isNull(indices.originalID) { post.original = read(row, at: indices.original) }
        return post
    }

    private static func read(_ row: Statement, at indices: [Int32]) -> Post {
        var post = unfilled
        for (column, index) in zip(all, indices) { column.read(&post, row, index) }
        return post
    }
}

/// A type a post's column holds, read and written the same way wherever
/// it travels: a row's column, the launch snapshot's bytes. Its metatype
/// is Sendable because `PostColumn`'s `@Sendable` closures capture it.
protocol PostColumnValue: SendableMetatype {
    static func read(_ row: Statement, at index: Int32) -> Self
    func write(to snapshot: inout SnapshotWriter)
    static func read(from snapshot: inout SnapshotReader) throws(SnapshotReader.Malformed) -> Self
}

extension Int64: PostColumnValue {
    static func read(_ row: Statement, at index: Int32) -> Int64 { row.int64(index) }
    func write(to snapshot: inout SnapshotWriter) { snapshot.int(self) }
    static func read(from snapshot: inout SnapshotReader) throws(SnapshotReader.Malformed) -> Int64 { try snapshot.int64() }
}

extension Int: PostColumnValue {
    static func read(_ row: Statement, at index: Int32) -> Int { row.int(index) }
    func write(to snapshot: inout SnapshotWriter) { snapshot.int(self) }
    static func read(from snapshot: inout SnapshotReader) throws(SnapshotReader.Malformed) -> Int { try snapshot.int() }
}

extension Bool: PostColumnValue {
    static func read(_ row: Statement, at index: Int32) -> Bool { row.bool(index) }
    func write(to snapshot: inout SnapshotWriter) { snapshot.bool(self) }
    static func read(from snapshot: inout SnapshotReader) throws(SnapshotReader.Malformed) -> Bool { try snapshot.bool() }
}

extension String: PostColumnValue {
    static func read(_ row: Statement, at index: Int32) -> String { row.string(index) }
    func write(to snapshot: inout SnapshotWriter) { snapshot.string(self) }
    static func read(from snapshot: inout SnapshotReader) throws(SnapshotReader.Malformed) -> String { try snapshot.string() }
}

extension PostKind: PostColumnValue {
    /// An unknown stored kind reads as text (`PostKind(stored:)`); in a
    /// snapshot it means the file is not ours.
    static func read(_ row: Statement, at index: Int32) -> PostKind { PostKind(stored: row.string(index)) }
    func write(to snapshot: inout SnapshotWriter) { snapshot.string(rawValue) }
    static func read(from snapshot: inout SnapshotReader) throws(SnapshotReader.Malformed) -> PostKind { try snapshot.raw(PostKind.self) }
}

/// NULL in a row, the absent tag in a snapshot.
extension Optional: PostColumnValue where Wrapped: PostColumnValue {
    static func read(_ row: Statement, at index: Int32) -> Wrapped? {
        row.isNull(index) ? nil : Wrapped.read(row, at: index)
    }

    func write(to snapshot: inout SnapshotWriter) {
        snapshot.optional(self) { $1.write(to: &$0) }
    }

    static func read(from snapshot: inout SnapshotReader) throws(SnapshotReader.Malformed) -> Wrapped? {
        try snapshot.isPresent() ? try Wrapped.read(from: &snapshot) : nil
    }
}
