/// A conversation: messages oldest to newest with the newest at the bottom,
/// theirs on the left and mine on the right, wrapped by display width, and
/// a one-line input under them. `page.scrollTop` counts lines scrolled up.
struct ChatScreen: Screen {
    let id: String

    func title(in state: AppState) -> String {
        let conversation = state.messages.chats[id]?.conversation ?? state.messages.conversations.items.first { $0.id == id }
        return conversation.map { Sanitizer.sanitize($0.userName) } ?? tr("私信", "Direct messages")
    }

    func rowCount(in state: AppState) -> Int { 0 }
    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] { [] }

    /// Rows the messages get: the content less the rule and input line.
    static func viewportHeight(_ content: Rect) -> Int { max(0, content.height - 3) }

    /// The lines of one message: a time stamp when it follows a gap, then the bubble.
    static func lines(of message: Message, after previous: Message?, width: Int, clock: Clock) -> [Line] {
        var lines: [Line] = []
        if previous == nil || message.createdAt - previous!.createdAt > 300 {
            let time = RelativeTime.format(message.createdAt, clock: clock)
            lines.append(Line(TextLayout.repeated(" ", count: max(0, (width - time.terminalWidth) / 2)) + time, .muted))
        }
        let bubbleWidth = max(4, width * 2 / 3)
        let wrapped = RichText.lines(message.text, width: bubbleWidth - 2)
        for line in wrapped {
            if message.fromLocal {
                let pad = max(0, width - line.width - 2)
                lines.append(Line([Span(TextLayout.repeated(" ", count: pad))] + line.spans.map { Span($0.text, $0.style.on(.selection)) } + [Span(" ")]))
            } else {
                lines.append(Line([Span(" ")] + line.spans))
            }
        }
        // An account's message still in the outbox says so under its bubble.
        if let state = message.outbox {
            let note = state.note
            lines.append(Line(TextLayout.repeated(" ", count: max(0, width - note.terminalWidth - 1)) + note, .muted))
        }
        return lines
    }

    /// The last `needed` lines of the chat (fewer when it is shorter), walking
    /// back from the newest message, and whether that walk reached the oldest
    /// one loaded. Work is bounded by the screen and the scroll, never by how
    /// many messages are loaded.
    static func tail(_ chat: ChatState, needed: Int, width: Int, clock: Clock) -> (lines: [Line], reachedStart: Bool) {
        var collected: [Line] = []
        var index = chat.messages.count - 1
        while index >= 0 && collected.count < needed {
            let previous = index > 0 ? chat.messages[index - 1] : nil
            collected.insert(contentsOf: lines(of: chat.messages[index], after: previous, width: width, clock: clock), at: 0)
            index -= 1
        }
        return (collected, index < 0)
    }

    func drawBody(in state: AppState, into canvas: inout Canvas, rect: Rect) -> Bool {
        let chat = state.messages.chats[id] ?? ChatState()
        let viewport = Self.viewportHeight(rect)
        var (collected, reachedStart) = Self.tail(chat, needed: viewport + max(0, state.page.scrollTop),
                                                  width: rect.width, clock: state.clock)
        if reachedStart && chat.loadingOlder { collected.insert(Line(tr(" 正在加载更早的消息…", " Loading earlier messages…"), .muted), at: 0) }
        let scroll = min(max(0, state.page.scrollTop), max(0, collected.count - viewport))
        let end = collected.count - scroll
        let start = max(0, end - viewport)
        var y = rect.y + viewport - (end - start)
        for line in collected[start..<end] {
            line.draw(into: &canvas, x: rect.x, y: y, maxX: rect.maxX)
            y += 1
        }
        if chat.messages.isEmpty {
            canvas.draw(tr(" 还没有消息，打个招呼吧", " No messages yet. Say hello"), x: rect.x, y: rect.y, style: .muted, maxX: rect.maxX)
        }
        let ruleY = rect.y + viewport
        let status = chat.message ?? Keymap.hints([state.keymap.hint(.send, in: .chat, tr("发送", "send")),
                                                   state.keymap.hint([.up, .down], in: .chat, tr("翻看", "scroll")),
                                                   state.keymap.hint(.back, in: .chat, tr("返回", "back"))])
        canvas.draw(TextLayout.rule(width: rect.width), x: rect.x, y: ruleY, style: .muted)
        canvas.draw(" " + TextLayout.truncate(status, toWidth: max(0, rect.width - 2)), x: rect.x, y: ruleY + 1,
                    style: chat.message == nil ? .muted : .badge, maxX: rect.maxX)
        let field = chat.input.visible(width: max(1, rect.width - 3))
        canvas.draw(" › ", x: rect.x, y: ruleY + 2, style: .accent)
        if chat.input.isEmpty { canvas.draw(tr("发私信…", "Write a message…"), x: rect.x + 3, y: ruleY + 2, style: .muted, maxX: rect.maxX) }
        canvas.draw(field.text, x: rect.x + 3, y: ruleY + 2, maxX: rect.maxX)
        if let mention = chat.mention {
            EditorView.drawMentions(state.mentionCandidates(mention.query), selection: mention.selection, into: &canvas,
                                    above: ruleY, cursor: Point(x: rect.x + 3 + field.cursorColumn, y: ruleY + 2))
        }
        return true
    }

    func cursor(in state: AppState, content: Rect) -> Point? {
        let chat = state.messages.chats[id] ?? ChatState()
        let field = chat.input.visible(width: max(1, content.width - 3))
        return Point(x: content.x + 3 + field.cursorColumn, y: content.y + Self.viewportHeight(content) + 2)
    }
}
