/// What the 消息 tab has loaded: conversations (paged), the @我的 / 评论 / 赞
/// lists, and open chats.
public struct MessageCenter: Hashable, Sendable {
    /// Conversations asked of the store at a time: a screen's worth (one
    /// row each, below the tab bar and the fixed rows), so opening 消息 reads
    /// what it shows however many there are; the next page comes as the
    /// selection nears the end (`PagedList.wantsMore`).
    public static func conversationPageSize(screenHeight: Int) -> Int { max(16, screenHeight) }
    public var conversations = PagedList<Conversation>()
    public var activities: [ActivityKind: [Activity]] = [:]
    public var chats: [String: ChatState] = [:]
    /// The conversation a wide terminal shows beside 消息's list (`ChatPreview`).
    public var previewChatID: String?
    public init() {}
}

/// One chat: the conversation, its messages oldest first, and the input line.
public struct ChatState: Hashable, Sendable {
    /// Messages asked of the store at a time.
    public static let pageSize = 50
    public var conversation: Conversation?
    public var messages: [Message] = []
    /// No older messages left to load.
    public var olderExhausted = false
    public var loadingOlder = false
    public var input = TextField(limit: 2_000, cap: .message)
    /// `@` typed in the input: the users offered.
    public var mention: MentionCompletion?
    /// Why the last message was not sent.
    public var message: String?
    public init() {}
}

extension ActivityKind {
    /// The row and page title in the message centre.
    public var title: String {
        switch self {
        case .mention: return tr("@我的", "Mentions")
        case .comment: return tr("评论", "Comments")
        case .like: return tr("赞", "Likes")
        }
    }
}
