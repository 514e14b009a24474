/// What is waiting in the 消息 tab, per kind, as the store counts it from
/// its read flags (one SQL query, so the badge never disagrees with the lists).
public struct UnreadCounts: Sendable, Hashable {
    /// Posts and comments by others that @ the local user.
    public var mentions: Int
    /// Comments by others on the local user's posts.
    public var comments: Int
    /// Likes by others on the local user's posts.
    public var likes: Int
    /// Direct messages from others.
    public var messages: Int

    public init(mentions: Int = 0, comments: Int = 0, likes: Int = 0, messages: Int = 0) {
        self.mentions = mentions
        self.comments = comments
        self.likes = likes
        self.messages = messages
    }

    /// What the 消息 tab's badge shows (as `99+` above 99).
    public var total: Int { mentions + comments + likes + messages }

    /// The count for one of the three activity lists.
    public subscript(kind: ActivityKind) -> Int {
        switch kind {
        case .mention: return mentions
        case .comment: return comments
        case .like: return likes
        }
    }
}
