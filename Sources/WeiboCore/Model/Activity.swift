/// The three lists at the top of the 消息 tab: @我的, 评论, 赞.
public enum ActivityKind: String, Sendable, Hashable, CaseIterable {
    /// A post or comment by someone else that @ the local user.
    case mention
    /// A comment by someone else on one of the local user's posts.
    case comment
    /// A like by someone else on one of the local user's posts.
    case like
}

/// One row of an activity list: who did what, about which post, when.
public struct Activity: Sendable, Hashable, Identifiable {
    public var kind: ActivityKind
    /// Row id in the kind's own table (mentions, comments, post_likes).
    public var rowID: Int64
    /// Who mentioned, commented or liked.
    public var userID: String
    public var userName: String
    /// What they wrote: the mentioning post or comment, the comment; empty for a like.
    public var text: String
    /// The post it is about (Enter opens it): the mentioning post, or the
    /// local user's post that was commented on or liked.
    public var postID: Int64
    /// That post's text, for a one-line quote under the item.
    public var postText: String
    /// Unix seconds.
    public var createdAt: Int64
    /// Weibo gave only the day of the post or comment (see `Post.datedByDay`).
    public var datedByDay: Bool
    public var read: Bool

    public init(
        kind: ActivityKind, rowID: Int64, userID: String, userName: String, text: String,
        postID: Int64, postText: String, createdAt: Int64, datedByDay: Bool = false, read: Bool
    ) {
        self.kind = kind
        self.rowID = rowID
        self.userID = userID
        self.userName = userName
        self.text = text
        self.postID = postID
        self.postText = postText
        self.createdAt = createdAt
        self.datedByDay = datedByDay
        self.read = read
    }

    /// Unique across kinds.
    public var id: String { "\(kind.rawValue):\(rowID)" }

    /// Pass to the list call for the next (older) page.
    public var cursor: TimeCursor { TimeCursor(createdAt: createdAt, id: rowID) }
}
