import WeiboCore

/// Runs 消息's effects: conversations, chats, @我的 / 评论 / 赞.
@MainActor
struct MessagesEffects: FeatureEffects {
    let store: any AppStore

    func run(_ effect: MessagesEffect) throws -> [Action] {
        switch effect {
        case .loadConversations(let before, let limit):
            let page = try store.conversations(limit: limit, before: before, unreadOnly: false)
            return [.messages(.conversationsLoaded(page, reset: before == nil, limit: limit))]
        case .loadActivity(let kind):
            return [.messages(.activityLoaded(kind, try store.activity(kind, limit: 200, before: nil, unreadOnly: false)))]
        case .markActivityRead(let kind, let through):
            try store.markRead(kind, through: through)
            return []
        case .loadChat(let id, let before):
            let conversation = try store.conversation(id: id)
            let messages = try store.messages(in: id, limit: ChatState.pageSize, before: before)
            return [.messages(.chatLoaded(id: id, conversation, messages, older: before != nil))]
        case .markConversationRead(let id, let through):
            try store.markConversationRead(id, through: through)
            return []
        case .sendMessage(let id, let text):
            _ = try store.send(text: text, to: id)
            return [.messages(.messageSent(conversationID: id))]
        case .queueMessage(let id, let text):
            guard let conversation = try store.conversation(id: id) else {
                throw Refusal(tr("这个会话已不存在", "This conversation no longer exists"))
            }
            _ = try store.queueMessage(text, to: conversation.userID)
            return [.messages(.messageSent(conversationID: id))]
        }
    }

    func failure(of effect: MessagesEffect) -> String {
        switch effect {
        case .sendMessage, .queueMessage: return tr("发送失败", "Could not send")
        case .markActivityRead, .markConversationRead: return tr("无法标记已读", "Could not mark as read")
        case .loadConversations, .loadChat: return tr("无法读取私信", "Could not read the messages")
        case .loadActivity: return tr("无法读取消息", "Could not read the notifications")
        }
    }

    /// A message that could not be sent stays in the chat's field.
    func refused(_ effect: MessagesEffect, _ message: String) -> [Action] {
        if case .sendMessage(let id, _) = effect { return [.messages(.messageRefused(conversationID: id, message))] }
        if case .queueMessage(let id, _) = effect { return [.messages(.messageRefused(conversationID: id, message))] }
        return [.app(.notify(message))]
    }
}
