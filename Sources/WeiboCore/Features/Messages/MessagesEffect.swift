/// What 消息 asks of the store.
public enum MessagesEffect: Hashable, Sendable {
    /// Load conversations after the cursor, or the newest when nil.
    case loadConversations(before: ConversationCursor?, limit: Int)
    /// Load an @我的 / 评论 / 赞 list (answered with `activityLoaded`).
    case loadActivity(ActivityKind)
    /// What an on-screen @我的 / 评论 / 赞 list shows has been read.
    case markActivityRead(ActivityKind, through: TimeCursor)
    /// Load a chat's newest messages (or those before the cursor).
    case loadChat(String, before: TimeCursor?)
    /// What an on-screen chat shows has been read.
    case markConversationRead(String, through: Int64)
    case sendMessage(conversationID: String, text: String)
    /// An account's message into its outbox (answered as `sendMessage` is).
    case queueMessage(conversationID: String, text: String)
}
