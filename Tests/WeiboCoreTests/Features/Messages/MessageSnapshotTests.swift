import Testing
@testable import WeiboCore

@Suite struct MessageSnapshotTests {
    static let clock = Clock(now: 1_796_011_200, utcOffset: 8 * 3_600)

    func state(width: Int, height: Int) -> AppState {
        var s = Fixture.state(width: width, height: height)
        s.clock = Self.clock
        let now = Self.clock.now
        _ = reduce(&s, .tabBar(.countsLoaded(StoreCounts(drafts: 2, myPosts: 8, unread: UnreadCounts(mentions: 3, comments: 12, likes: 0, messages: 104),
                                                 unseenPosts: true))))
        _ = reduce(&s, .messages(.conversationsLoaded([
            Conversation(id: "d1", userID: "u_a", userName: "长沙吃货小分队", lastMessage: "还有别吃太辣，长沙的辣跟重庆不一样，是鲜辣😄\n第二行",
                         lastMessageAt: now - 13 * 60, unreadCount: 3),
            Conversation(id: "d2", userID: "u_b", userName: "西湖边跑步的Kiki", lastMessage: "Deal. 周六见！",
                         lastMessageAt: now - 86_400 * 10, lastFromLocal: true),
            Conversation(id: "d3", userID: "u_c", userName: "很长很长很长很长很长很长很长的名字_with_latin", lastMessage: "\u{1B}[2J escape",
                         lastMessageAt: now - 400 * 86_400, unreadCount: 120),
        ], reset: true, limit: 50)))
        return s
    }

    @Test(arguments: [(80, 24), (40, 12), (200, 50)])
    func messageRoot(width: Int, height: Int) {
        var s = state(width: width, height: height)
        _ = reduce(&s, .tabBar(.select(.message)))
        let frame = ScreenView.render(s)
        Snapshot.assert(frame, named: "messages-\(width)x\(height)")
        #expect(frame.canvas.text.contains("99+"), "the 消息 badge caps at 99+")
    }

    @Test(arguments: [(80, 24), (41, 12)])
    func chat(width: Int, height: Int) {
        var s = state(width: width, height: height)
        _ = reduce(&s, .tabBar(.select(.message)))
        _ = reduce(&s, PageRows.move(to: .chat(id: "d1"), in: s))
        _ = reduce(&s, .navigation(.activate))
        let now = Self.clock.now
        _ = reduce(&s, .messages(.chatLoaded(id: "d1", nil, [
            Message(id: 1, conversationID: "d1", fromLocal: true, text: "你好，月底去长沙，想问下坡子街那家口味虾还在吗？", createdAt: now - 86_400 * 2),
            Message(id: 2, conversationID: "d1", fromLocal: false, text: "在的！不过现在要排队一个小时，建议下午四点去 [哈哈]", createdAt: now - 86_400 * 2 + 60),
            Message(id: 3, conversationID: "d1", fromLocal: true, text: "Great, thanks! 👍", createdAt: now - 600),
        ], older: false)))
        Snapshot.assert(ScreenView.render(s), named: "chat-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12), (200, 50)])
    func profile(width: Int, height: Int) {
        var s = state(width: width, height: height)
        _ = reduce(&s, .tabBar(.select(.profile)))
        let frame = ScreenView.render(s)
        Snapshot.assert(frame, named: "profile-\(width)x\(height)")
        #expect(frame.canvas.text.contains("微博 8") || width < 30)
    }

    /// 消息 selected and its conversation `d1` opened.
    func chatOpen() -> TestStore {
        var store = TestStore(state(width: 80, height: 24))
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: store.state.conversationPageSize))]) {
            $0.selectedTab = .message
        }
        let row = PageRows.index(opening: .chat(id: "d1"), in: store.state)
        store.send(PageRows.move(to: .chat(id: "d1"), in: store.state)) { $0.page.selection = row }
        store.send(.navigation(.activate), effects: [.messages(.loadChat("d1", before: nil))]) { $0.stack.push(.chat(id: "d1")) }
        return store
    }

    @Test func openingAConversationPushesTheChatAndHidesTheTabBar() {
        var store = chatOpen()
        #expect(!store.state.showsTabBar)
        #expect(store.state.acceptsTextRun, "the chat's input line has the keyboard")
        // An empty message is not sent: it says why.
        store.send(.messages(.send)) { $0.messages.chats["d1"] = { var c = ChatState(); c.message = "不能发送空消息"; return c }() }
        store.send(.messages(.chatKey(.text("你好")))) {
            $0.messages.chats["d1"]?.input.setText("你好")
            $0.messages.chats["d1"]?.message = nil
        }
        store.send(.messages(.send), effects: [.messages(.sendMessage(conversationID: "d1", text: "你好"))])
    }

    /// Issue 11, point 3: a paste of combining marks into the chat's input
    /// line stops at the 16 KB cap and says why, as the editor does.
    @Test func aPasteIntoTheChatStopsAtTheCapAndSaysWhy() {
        var store = chatOpen()
        let heavy = "e" + String(repeating: "\u{301}", count: 5_000)  // 10,001 bytes: one fits in 16 KB, two do not
        store.send(.messages(.chatKey(.text(heavy + heavy)))) {
            var chat = ChatState()
            chat.input.setText(heavy)
            chat.message = "私信不能超过 16 KB，多出的部分没有输入"
            $0.messages.chats["d1"] = chat
        }
        #expect(ScreenView.render(store.state).canvas.text.contains("私信不能超过 16 KB，多出的部分没有输入"))
        store.send(.messages(.send), effects: [.messages(.sendMessage(conversationID: "d1", text: heavy))]) {
            $0.messages.chats["d1"]?.message = nil
        }
    }

    @Test func activityListsPushAndLoad() {
        var store = TestStore(state(width: 80, height: 24))
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: store.state.conversationPageSize))]) {
            $0.selectedTab = .message
        }
        store.send(PageRows.move(to: .activity(.mention), in: store.state))
        store.send(.navigation(.activate), effects: [.messages(.loadActivity(.mention))]) { $0.stack.push(.activity(.mention)) }
    }

    @Test func badgesFollowTheCounts() {
        var store = TestStore(state(width: 80, height: 24))
        #expect(store.state.badge(for: .message) == .count(119) && store.state.badge(for: .home) == .dot && store.state.badge(for: .profile) == .dot)
        store.send(.tabBar(.countsLoaded(StoreCounts()))) { $0.counts = StoreCounts() }
        #expect(Tab.allCases.allSatisfy { store.state.badge(for: $0) == .none })
    }
}
