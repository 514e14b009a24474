/// One row of the 私信 list: the other person, the last message and how
/// many of theirs are unread.
public struct Conversation: Sendable, Hashable, Identifiable {
    /// Stable text id (`d1` from the sample, `dm_<user id>` when made here).
    public var id: String
    /// The other person.
    public var userID: String
    public var userName: String
    /// The newest message's text; empty for a conversation with no messages yet.
    public var lastMessage: String
    /// Unix seconds of the newest message (of the conversation's creation when empty).
    public var lastMessageAt: Int64
    /// Whether the newest message is the local user's.
    public var lastFromLocal: Bool
    /// Their messages not yet read.
    public var unreadCount: Int

    public init(
        id: String, userID: String, userName: String, lastMessage: String, lastMessageAt: Int64,
        lastFromLocal: Bool = false, unreadCount: Int = 0
    ) {
        self.id = id
        self.userID = userID
        self.userName = userName
        self.lastMessage = lastMessage
        self.lastMessageAt = lastMessageAt
        self.lastFromLocal = lastFromLocal
        self.unreadCount = unreadCount
    }

    /// Pass to `conversations(limit:before:)` for the next (older) page.
    public var cursor: ConversationCursor { ConversationCursor(lastMessageAt: lastMessageAt, id: id) }
}

/// Where a page of the newest-first conversation list ended.
public struct ConversationCursor: Sendable, Hashable {
    public var lastMessageAt: Int64
    public var id: String

    public init(lastMessageAt: Int64, id: String) {
        self.lastMessageAt = lastMessageAt
        self.id = id
    }
}
