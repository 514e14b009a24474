import Testing
@testable import WeiboCore
@testable import WeiboStore

/// `PostColumn.all` is the one list of a post's columns: these fail when it
/// and `Post` disagree, or when a path a post travels (a row, the launch
/// snapshot) loses one of them.
@Suite("Post columns")
struct PostColumnsTests {
    /// Every field of a repost and its original away from `PostColumn.unfilled`.
    static let full: Post = {
        let original = Post(
            id: 7, userID: "1", authorName: "我", text: "原文", createdAt: 1_700_000_000, source: "iPhone",
            repostCount: 1, commentCount: 2, likeCount: 3, liked: true, kind: .checkIn,
            title: "原标题", place: "重庆市", rating: 5, mediaPath: "/o.jpg", datedByDay: true,
            video: PostVideo(stream: "https://f.video.weibocdn.com/o.mp4", page: "https://video.weibo.com/show?fid=1034:7", seconds: 83), favorited: true, favoritedAt: 1_709_000_060)
        var repost = Post(
            id: 8, userID: "1", authorName: "我", text: "转发理由", createdAt: 1_700_000_100, source: "Android",
            repostCount: 4, commentCount: 5, likeCount: 6, liked: true, repostOf: 7, kind: .longPost,
            title: "标题", place: "成都市", rating: 4, mediaPath: "/a.jpg", datedByDay: true,
            video: PostVideo(stream: "/home/me/a.mp4", page: "https://video.weibo.com/show?fid=1034:8", seconds: 5), favorited: true, favoritedAt: 1_709_000_000)
        repost.original = original
        return repost
    }()

    @Test("the list has a column for every field a Post carries, and the fixture sets every one")
    func everyField() {
        let fields = Mirror(reflecting: Self.full).children.compactMap(\.label).filter { $0 != "originalBox" }
        #expect(fields.count == PostColumn.all.count, "Post has \(fields), PostColumn.all \(PostColumn.all.map(\.name))")
        let unfilled = Dictionary(uniqueKeysWithValues: Mirror(reflecting: PostColumn.unfilled).children.map { ($0.label!, "\($0.value)") })
        for child in Mirror(reflecting: Self.full).children where child.label != "originalBox" {
            #expect("\(child.value)" != unfilled[child.label!], "the fixture leaves \(child.label!) as an unfilled post has it")
        }
        #expect(Set(PostColumn.all.map(\.name)).count == PostColumn.all.count, "a column named twice")
    }

    @Test("the launch snapshot keeps every column of a repost and its original")
    func snapshotKeepsEveryColumn() throws {
        var writer = SnapshotWriter()
        writer.post(Self.full)
        var reader = SnapshotReader(writer.bytes)
        #expect(try reader.post() == Self.full)
        #expect(reader.isAtEnd)
    }

    @Test("a post read from the store has every column it was written with, and its original's")
    func storeReadsEveryColumn() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: 1, name: "我")
            try store.database.transaction {
                for post in [Self.full.original!, Self.full] {
                    try store.database.execute(
                        """
                        INSERT INTO posts (id, user_id, text, created_at, source, repost_count, comment_count, like_count,
                                           liked, repost_of, kind, title, place, rating, media_path, dated_by_day,
                                           video_url, video_page_url, video_seconds, favorited, favorited_at, in_timeline)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
                        """,
                        [post.id, post.userID, post.text, post.createdAt, post.source, post.repostCount, post.commentCount,
                         post.likeCount, post.liked, post.repostOf, post.kind.rawValue, post.title, post.place, post.rating,
                         post.mediaPath, post.datedByDay, post.videoStream, post.videoPage, post.videoSeconds, post.favorited, post.favoritedAt])
                }
            }
            #expect(try store.post(id: 8) == Self.full)
            #expect(try store.recentPosts(limit: 1) == [Self.full])
        }
    }

    @Test("every column the list takes from posts is one the schema has")
    func columnsAreInTheSchema() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: 1, name: "我")
            let schema = Set(try store.database.query("SELECT name FROM pragma_table_info('posts')") { $0.string(0) })
            for column in PostColumn.all where column.table == .posts {
                #expect(schema.contains(column.column), "\(column.column)")
            }
        }
    }

    @Test("rows are read by their result names, whatever the order of the SELECT")
    func readsByName() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: 1, name: "我")
            let row = try store.database.queryFirst("SELECT 'b' AS second, 1 AS first, NULL AS third") { row in
                (row.int("first"), row.string("second"), row.optionalString("third"), row.index(of: "second"))
            }
            #expect(row?.0 == 1 && row?.1 == "b" && row?.2 == nil && row?.3 == 0)
        }
    }
}
