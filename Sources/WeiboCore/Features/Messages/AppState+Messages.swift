extension AppState {
    /// Conversations read at a time on this screen.
    var conversationPageSize: Int { MessageCenter.conversationPageSize(screenHeight: size.height) }

    /// The open chat, when the current page is one.
    var chatID: String? {
        if case .chat(let id) = page.route, modal == nil { return id }
        return nil
    }

    mutating func reduceMessages(_ action: MessagesAction) -> [Effect] {
        switch action {
        case .conversationsLoaded(let list, let reset, let limit):
            messages.conversations.receive(list, reset: reset, pageSize: limit)
            if page.route == .messages || page.route == .conversations { keepSelectionsVisible() }
            return []
        case .activityLoaded(let kind, let items):
            // What was unread when the list was opened stays marked while it
            // is open, though reading it marks it read in the store.
            let wasUnread = Set((messages.activities[kind] ?? []).filter { !$0.read }.map(\.id))
            messages.activities[kind] = items.map { item in
                var shown = item
                if wasUnread.contains(item.id) { shown.read = false }
                return shown
            }
            guard page.route == .activity(kind) else { return [] }
            keepSelectionsVisible()
            // An account's badge is Weibo's count, which can be above what is
            // cached unread: an open list with a badge is read either way.
            guard let newest = items.first, items.contains(where: { !$0.read }) || counts.unread[kind] > 0 else { return [] }
            return [.messages(.markActivityRead(kind, through: newest.cursor))]
        case .chatLoaded(let id, let conversation, let list, let older):
            var chat = messages.chats[id] ?? ChatState()
            if let conversation { chat.conversation = conversation }
            chat.loadingOlder = false
            if older {
                let known = Set(chat.messages.map(\.id))
                chat.messages = list.filter { !known.contains($0.id) } + chat.messages
                chat.olderExhausted = list.count < ChatState.pageSize
            } else {
                chat.messages = list
                chat.olderExhausted = list.count < ChatState.pageSize
            }
            messages.chats[id] = chat
            guard !older, chatID == id, let last = list.last(where: { !$0.sending }),
                  list.contains(where: { !$0.read && !$0.fromLocal }) else { return [] }
            return [.messages(.markConversationRead(id, through: last.id))]
        case .chatKey(let key):
            guard let id = chatID else { return [] }
            var chat = messages.chats[id] ?? ChatState()
            chat.message = nil
            if chat.input.overflows(key) { chat.message = chat.input.cap.inputRefusal }
            _ = chat.input.apply(key)
            chat.mention = MentionCompletion.detect(in: chat.input, previous: chat.mention)
            let effects = loadMentionCandidatesIfNeeded(chat.mention)
            messages.chats[id] = chat
            return effects + loadOlderMessagesIfNeeded(id)
        case .mentionCommand(let command):
            guard let id = chatID, var chat = messages.chats[id] else { return [] }
            chat.message = nil
            _ = mentionCommand(command, &chat.mention, &chat.input)
            messages.chats[id] = chat
            return []
        case .send:
            guard let id = chatID else { return [] }
            var chat = messages.chats[id] ?? ChatState()
            if chat.mention != nil {
                // Enter chooses from the open `@` list.
                _ = mentionCommand(.choose, &chat.mention, &chat.input)
                messages.chats[id] = chat
                return []
            }
            let text = chat.input.text
            guard !text.trimmingSpaces.isEmpty else {
                chat.message = tr("不能发送空消息", "Cannot send an empty message")
                messages.chats[id] = chat
                return []
            }
            chat.message = nil
            messages.chats[id] = chat
            // An account's message waits in the outbox and goes with the sync asked for now.
            guard info.isAccount else { return [.messages(.sendMessage(conversationID: id, text: text))] }
            return [.messages(.queueMessage(conversationID: id, text: text)), .app(.fetch(.newest))]
        case .scrollChat(let lines):
            return scrollChat(by: lines)
        case .pageChat(let pages):
            return scrollChat(by: pages * max(1, layout.content.height - 3))
        case .messageSent(let id):
            // The message itself arrives with the reload that follows the write.
            var chat = messages.chats[id] ?? ChatState()
            chat.input = TextField(limit: chat.input.limit, cap: chat.input.cap)
            chat.mention = nil
            messages.chats[id] = chat
            if chatID == id { page.scrollTop = 0 }
            return []
        case .messageRefused(let id, let why):
            messages.chats[id]?.message = why
            return []
        }
    }

    /// Rows up (+) from the newest message; ↑↓ also move in an open `@` list.
    private mutating func scrollChat(by rows: Int) -> [Effect] {
        guard let id = chatID else { return [] }
        if var chat = messages.chats[id], chat.mention != nil, abs(rows) == 1 {
            _ = mentionCommand(rows > 0 ? .up : .down, &chat.mention, &chat.input)
            messages.chats[id] = chat
            return []
        }
        page.scrollTop = max(0, page.scrollTop + rows)
        return loadOlderMessagesIfNeeded(id)
    }

    /// Scrolled to the top of what is loaded: ask for the page before it.
    private mutating func loadOlderMessagesIfNeeded(_ id: String) -> [Effect] {
        guard var chat = messages.chats[id], !chat.olderExhausted, !chat.loadingOlder, let first = chat.messages.first else { return [] }
        let content = layout.content
        // Within two lines of the oldest loaded message: the walk back reaches it.
        let needed = page.scrollTop + ChatScreen.viewportHeight(content) + 2
        guard ChatScreen.tail(chat, needed: needed, width: content.width, clock: clock).reachedStart else { return [] }
        chat.loadingOlder = true
        messages.chats[id] = chat
        return [.messages(.loadChat(id, before: first.cursor))]
    }

    /// The conversation list pages in like the timeline, under 消息 and on 私信.
    mutating func prefetchConversationsIfNeeded() -> [Effect] {
        let row: Int
        switch page.route {
        case .messages: row = page.selection - MessageScreen.fixedRows.count
        case .conversations: row = page.selection
        default: return []
        }
        guard modal == nil, messages.conversations.wantsMore(at: row),
              let last = messages.conversations.items.last else { return [] }
        messages.conversations.loading = true
        return [.messages(.loadConversations(before: last.cursor, limit: conversationPageSize))]
    }
}
