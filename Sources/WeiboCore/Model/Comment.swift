/// A comment under a post, with its author's name joined in. (Swift Testing
/// has a `Comment` type too: tests that import both write `WeiboCore.Comment`.)
public struct Comment: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var postID: Int64
    public var userID: String
    public var authorName: String
    public var text: String
    /// Unix seconds.
    public var createdAt: Int64
    /// Weibo gave only the day (see `Post.datedByDay`).
    public var datedByDay: Bool
    /// Its likes, as Weibo counted them when it came.
    public var likeCount: Int
    /// A root comment's replies in all, as Weibo counts them (共N条回复).
    public var replyCount: Int
    /// The root comment of the thread (楼中楼) a reply is in; nil for a root.
    public var rootID: Int64?

    public init(id: Int64, postID: Int64, userID: String, authorName: String, text: String, createdAt: Int64, datedByDay: Bool = false,
                likeCount: Int = 0, replyCount: Int = 0, rootID: Int64? = nil) {
        self.likeCount = likeCount
        self.replyCount = replyCount
        self.rootID = rootID
        self.id = id
        self.postID = postID
        self.userID = userID
        self.authorName = authorName
        self.text = text
        self.createdAt = createdAt
        self.datedByDay = datedByDay
    }

    /// When it was written, as the post page says it (see `Post.time`).
    public func time(clock: Clock) -> String { RelativeTime.format(createdAt, byDay: datedByDay, clock: clock) }

    /// Pass to `comments(on:limit:before:)` for the next (older) page.
    public var cursor: TimeCursor { TimeCursor(createdAt: createdAt, id: id) }
}
