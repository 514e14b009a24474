/// A wide terminal's pane on 消息 and 私信: the selected conversation's
/// newest messages, read from the store as its chat page reads them but
/// never marked read (only the chat page, opened, marks them: `chatLoaded`
/// marks a chat only when it is the page on screen).
extension AppState {
    /// Asks the store for the pane's conversation when the selection moves
    /// to another; the previous one's messages are dropped unless its chat
    /// page is open, so the chats held stay those on screen.
    mutating func previewChatEffects(_ wanted: String?) -> [Effect] {
        guard wanted != messages.previewChatID else { return [] }
        if let old = messages.previewChatID, !isOnAStack(.chat(id: old)) { messages.chats[old] = nil }
        messages.previewChatID = wanted
        guard let wanted, messages.chats[wanted] == nil else { return [] }
        return [.messages(.loadChat(wanted, before: nil))]
    }
}

enum ChatPreviewView {
    /// The person's name over a rule, then the newest messages that fit,
    /// the newest at the bottom as the chat page draws them.
    static func draw(_ id: String, _ state: AppState, into canvas: inout Canvas, rect: Rect) {
        let conversation = state.messages.conversations.items.first { $0.id == id } ?? state.messages.chats[id]?.conversation
        let name = conversation.map { Sanitizer.sanitize($0.userName) } ?? tr("私信", "Direct messages")
        canvas.draw(" " + TextLayout.truncate(name, toWidth: max(0, rect.width - 2)), x: rect.x, y: rect.y, style: .bold, maxX: rect.maxX)
        guard rect.height > 2 else { return }
        canvas.draw(TextLayout.rule(width: rect.width), x: rect.x, y: rect.y + 1, style: .muted, maxX: rect.maxX)
        let room = rect.height - 2
        guard let chat = state.messages.chats[id] else {
            canvas.draw(tr(" 正在加载…", " Loading…"), x: rect.x, y: rect.y + 2, style: .muted, maxX: rect.maxX)
            return
        }
        if chat.messages.isEmpty {
            canvas.draw(tr(" 还没有消息", " No messages yet"), x: rect.x, y: rect.y + 2, style: .muted, maxX: rect.maxX)
            return
        }
        let lines = ChatScreen.tail(chat, needed: room, width: rect.width, clock: state.clock).lines.suffix(room)
        var y = rect.maxY - lines.count
        for line in lines {
            line.draw(into: &canvas, x: rect.x, y: y, maxX: rect.maxX)
            y += 1
        }
    }
}
