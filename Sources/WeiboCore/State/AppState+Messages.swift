extension AppState {
    /// What a tab asks the store for when it comes to the front.
    func tabAppearEffects() -> [Effect] {
        switch selectedTab {
        case .discover: return loadPlacesIfNeeded()
        case .message: return [.loadConversations(before: nil)]
        case .home:
            // Coming back to 首页 with unseen posts: the top is now in view.
            if page.route == .home, page.scrollTop == 0, let newest = timeline.first { return [.markTimelineViewed(newest.cursor)] }
            return []
        case .profile: return []
        }
    }

    /// The open chat, when the current page is one.
    var chatID: String? {
        if case .chat(let id) = page.route, modal == nil { return id }
        return nil
    }

    mutating func reduceMessages(_ action: Action) -> [Effect] {
        switch action {
        case .conversationsLoaded(let list, let reset):
            messages.conversations.receive(list, reset: reset, pageSize: MessageCenter.conversationPageSize)
            if page.route == .messages { keepSelectionsVisible() }
            return []
        case .activityLoaded(let kind, let items):
            messages.activities[kind] = items
            if page.route == .activity(kind) { keepSelectionsVisible() }
            return []
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
            return []
        case .chatKey(let key):
            guard let id = chatID else { return [] }
            var chat = messages.chats[id] ?? ChatState()
            chat.message = nil
            if mentionKey(key, &chat.mention, &chat.input) {
                messages.chats[id] = chat
                return []
            }
            var effects: [Effect] = []
            switch key {
            case .enter:
                let text = chat.input.text
                if text.trimmingSpaces.isEmpty {
                    chat.message = "不能发送空消息"
                } else {
                    effects = [.sendMessage(conversationID: id, text: text)]
                }
            case .up: page.scrollTop += 1
            case .down: page.scrollTop = max(0, page.scrollTop - 1)
            case .pageUp: page.scrollTop += max(1, layout.content.height - 3)
            case .pageDown: page.scrollTop = max(0, page.scrollTop - max(1, layout.content.height - 3))
            default:
                if chat.input.overflows(key) { chat.message = chat.input.cap.inputRefusal }
                _ = chat.input.apply(key)
                chat.mention = MentionCompletion.detect(in: chat.input, previous: chat.mention)
                effects = loadMentionCandidatesIfNeeded(chat.mention)
            }
            messages.chats[id] = chat
            return effects + loadOlderMessagesIfNeeded(id)
        case .messageSent(let id, let message):
            var chat = messages.chats[id] ?? ChatState()
            chat.messages.append(message)
            chat.input = TextField(limit: chat.input.limit, cap: chat.input.cap)
            chat.mention = nil
            messages.chats[id] = chat
            if chatID == id { page.scrollTop = 0 }
            return []
        case .messageRefused(let id, let why):
            messages.chats[id]?.message = why
            return []
        case .simulate:
            return page.route == .about ? [.simulateActivity] : []
        default:
            return []
        }
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
        return [.loadChat(id, before: first.cursor)]
    }

    /// The conversation list pages in like the timeline.
    mutating func prefetchConversationsIfNeeded() -> [Effect] {
        guard modal == nil, page.route == .messages,
              messages.conversations.wantsMore(at: page.selection - MessageScreen.fixedRows.count),
              let last = messages.conversations.items.last else { return [] }
        messages.conversations.loading = true
        return [.loadConversations(before: last.cursor)]
    }
}
