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
        ], reset: true)))
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

    @Test func openingAConversationPushesTheChatAndHidesTheTabBar() {
        var s = state(width: 80, height: 24)
        _ = reduce(&s, .tabBar(.select(.message)))
        _ = reduce(&s, PageRows.move(to: .chat(id: "d1"), in: s))
        let effects = reduce(&s, .navigation(.activate))
        #expect(s.page.route == .chat(id: "d1") && !s.showsTabBar)
        #expect(effects == [.messages(.loadChat("d1", before: nil))])
        #expect(s.acceptsTextRun, "the chat's input line has the keyboard")
        #expect(reduce(&s, .messages(.send)).isEmpty, "an empty message is not sent")
        _ = reduce(&s, .messages(.chatKey(.text("你好"))))
        #expect(reduce(&s, .messages(.send)) == [.messages(.sendMessage(conversationID: "d1", text: "你好"))])
    }

    /// Issue 11, point 3: a paste of combining marks into the chat's input
    /// line stops at the 16 KB cap and says why, as the editor does.
    @Test func aPasteIntoTheChatStopsAtTheCapAndSaysWhy() {
        var s = state(width: 80, height: 24)
        _ = reduce(&s, .tabBar(.select(.message)))
        _ = reduce(&s, PageRows.move(to: .chat(id: "d1"), in: s))
        _ = reduce(&s, .navigation(.activate))
        let heavy = "e" + String(repeating: "\u{301}", count: 5_000)  // 10,001 bytes: one fits in 16 KB, two do not
        _ = reduce(&s, .messages(.chatKey(.text(heavy + heavy))))
        #expect(ScreenView.render(s).canvas.text.contains("私信不能超过 16 KB，多出的部分没有输入"))
        #expect(reduce(&s, .messages(.send)) == [.messages(.sendMessage(conversationID: "d1", text: heavy))])
    }

    @Test func activityListsPushAndLoad() {
        var s = state(width: 80, height: 24)
        _ = reduce(&s, .tabBar(.select(.message)))
        #expect(reduce(&s, .navigation(.activate)) == [.messages(.loadActivity(.mention))])
        #expect(s.page.route == .activity(.mention))
    }

    @Test func badgesFollowTheCounts() {
        var s = state(width: 80, height: 24)
        #expect(s.badge(for: .message) == .count(119) && s.badge(for: .home) == .dot && s.badge(for: .profile) == .dot)
        _ = reduce(&s, .tabBar(.countsLoaded(StoreCounts())))
        #expect(s.badge(for: .message) == .none && s.badge(for: .home) == .none && s.badge(for: .profile) == .none)
    }
}
