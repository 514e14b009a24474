/// One post of the timeline, with its author's display name already joined in
/// and, for a repost, the original post it quotes.
public struct Post: Sendable, Hashable, Identifiable {
    /// Row id in the store; user posts get ids above the seeded ones.
    public var id: Int64
    /// The author's `User.id`.
    public var userID: String
    /// The author's name at the time of reading, so a cell needs no second look-up.
    public var authorName: String
    public var text: String
    /// Unix seconds.
    public var createdAt: Int64
    /// Client name shown as "来自 …"; empty when unknown.
    public var source: String
    public var repostCount: Int
    public var commentCount: Int
    public var likeCount: Int
    /// Whether the local user has liked it.
    public var liked: Bool
    /// Weibo gave only the day (`06-14`, `2019-06-14`): `createdAt` is
    /// its midnight in Beijing, and the post shows as that day in every
    /// time zone (`RelativeTime.format(_:byDay:clock:)`). Kept beside
    /// `liked`: between `createdAt` and `source`, Swift 6.3.1's runtime
    /// misread `HomeAction.dismissLink` when printing it and crashed.
    public var datedByDay: Bool
    /// Whether the account has favourited it (收藏): shown as ★ at once,
    /// from the store, while the outbox takes it to Weibo.
    public var favorited: Bool
    /// When it was favourited (Unix seconds; Weibo's order for what it
    /// lists): 我 › 收藏 is ordered by it, newest first.
    public var favoritedAt: Int64?
    /// Row id of the post this one reposts, if any (kept even when the
    /// original could not be loaded, so the cell can say it was deleted).
    public var repostOf: Int64?
    /// Which compose item made it; `.text` for plain posts and the sample's.
    public var kind: PostKind
    /// Title line of a long post (长微博).
    public var title: String?
    /// Check-in place name or path (签到).
    public var place: String?
    /// 点评 rating, 1…5.
    public var rating: Int?
    /// Attached local photo or video path.
    public var mediaPath: String?
    /// A video's stream (or file path), page and length in seconds
    /// (`video`); nil for a post without one. Its cover is `mediaPath`.
    public var videoStream: String?
    public var videoPage: String?
    public var videoSeconds: Int?
    /// Boxed because a struct cannot contain itself directly.
    private var originalBox: Box?

    /// The reposted post, one level deep (Weibo flattens repost chains).
    public var original: Post? {
        get { originalBox?.post }
        set { originalBox = newValue.map(Box.init) }
    }

    /// The keyset cursor that fetches the posts after this one.
    public var cursor: PostCursor { PostCursor(createdAt: createdAt, id: id) }

    public init(
        id: Int64, userID: String, authorName: String, text: String, createdAt: Int64,
        source: String = "", repostCount: Int = 0, commentCount: Int = 0, likeCount: Int = 0,
        liked: Bool = false, repostOf: Int64? = nil, original: Post? = nil,
        kind: PostKind = .text, title: String? = nil, place: String? = nil, rating: Int? = nil,
        mediaPath: String? = nil, datedByDay: Bool = false, video: PostVideo? = nil, favorited: Bool = false,
        favoritedAt: Int64? = nil
    ) {
        self.id = id
        self.userID = userID
        self.authorName = authorName
        self.text = text
        self.createdAt = createdAt
        self.source = source
        self.repostCount = repostCount
        self.commentCount = commentCount
        self.likeCount = likeCount
        self.liked = liked
        self.repostOf = repostOf
        self.originalBox = original.map(Box.init)
        self.kind = kind
        self.title = title
        self.place = place
        self.rating = rating
        self.mediaPath = mediaPath
        self.datedByDay = datedByDay
        self.favorited = favorited
        self.favoritedAt = favoritedAt
        self.videoStream = video?.stream
        self.videoPage = video?.page
        self.videoSeconds = video?.seconds
    }

    /// When it was written, as the cells say it: a moment in the clock's
    /// zone, or the day Weibo gave.
    public func time(clock: Clock) -> String { RelativeTime.format(createdAt, byDay: datedByDay, clock: clock) }

    /// Immutable reference holder; compared and hashed by the post it holds.
    private final class Box: Sendable, Hashable {
        let post: Post
        init(_ post: Post) { self.post = post }
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.post == rhs.post }
        func hash(into hasher: inout Hasher) { hasher.combine(post) }
    }
}
