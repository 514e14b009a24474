/// The 消息 tab: conversations, @我的 / 评论 / 赞, chats.
public enum MessagesAction: Sendable {
    /// A page of conversations; `reset` replaces what is loaded.
    /// A page of at most `limit` (fewer: the list's end).
    case conversationsLoaded([Conversation], reset: Bool, limit: Int)
    case activityLoaded(ActivityKind, [Activity])
    /// Messages of a chat, oldest first; `older` prepends a page before what is loaded.
    case chatLoaded(id: String, Conversation?, [Message], older: Bool)
    /// A key for the open chat's input line.
    case chatKey(Key)
    /// A command of the open chat's `@` list (move, choose, close).
    case mentionCommand(Command)
    /// Send the input line (Enter).
    case send
    /// Scroll the open chat towards older (+) or newer (−) messages.
    case scrollChat(Int)
    case pageChat(Int)
    case messageSent(conversationID: String)
    case messageRefused(conversationID: String, String)

    var isResult: Bool {
        switch self {
        case .conversationsLoaded, .activityLoaded, .chatLoaded, .messageSent: return true
        case .chatKey, .mentionCommand, .send, .scrollChat, .pageChat, .messageRefused: return false
        }
    }
}
