import Testing
@testable import WeiboCore

/// 消息 on a Weibo account: what the Open API does not offer is said,
/// never faked: the 赞 and 私信 rows; a web session reads 赞.
@Suite struct AccountMessageRowsTests {
    @Test("消息 on a web session: 赞 opens its list; nothing says 不可用")
    func webSessionLikesRow() {
        var store = ReducerFixture.account()
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: store.state.conversationPageSize))]) { $0.selectedTab = .message }
        var web = store.state
        web.info.accountKind = .web
        store = TestStore(web)
        #expect(!ScreenView.render(store.state).canvas.text.contains("不可用"))
        store.send(PageRows.move(to: .like, in: store.state)) { $0.page.selection = PageRows.index(of: .like) }
        store.send(.navigation(.activate), effects: [.messages(.loadActivity(.like))]) { $0.stack.push(.activity(.like)) }
    }

    @Test("消息 on an account: 赞 and 私信 say 不可用 and open nothing; @我的 and 评论 open as on the sample")
    func messageRows() {
        var store = ReducerFixture.account()
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: store.state.conversationPageSize))]) { $0.selectedTab = .message }
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("赞") && text.contains("私信"))
        #expect(text.components(separatedBy: "不可用").count - 1 == 2)
        store.send(PageRows.move(to: .like, in: store.state)) { $0.page.selection = PageRows.index(of: .like) }
        store.send(.navigation(.activate)) { $0.notice = Unavailable.likesList.message }
        store.send(PageRows.move(to: .direct, in: store.state)) { $0.page.selection = PageRows.index(of: .direct); $0.notice = nil }
        store.send(.navigation(.activate)) { $0.notice = Unavailable.directMessages.message }
        store.send(PageRows.move(to: .mention, in: store.state)) { $0.page.selection = PageRows.index(of: .mention); $0.notice = nil }
        store.send(.navigation(.activate), effects: [.messages(.loadActivity(.mention))]) { $0.stack.push(.activity(.mention)) }
    }

    @Test("the sample's 消息 has no 不可用")
    func sampleRows() {
        var store = ReducerFixture.home(3)
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: store.state.conversationPageSize))]) { $0.selectedTab = .message }
        #expect(!ScreenView.render(store.state).canvas.text.contains("不可用"))
    }

    @Test("a web session's 私信 row opens its conversations, and a chat asks Weibo for its messages")
    func webSessionRows() {
        var state = ReducerFixture.account().state
        state.info.accountKind = .web
        var store = TestStore(state)
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: store.state.conversationPageSize))]) { $0.selectedTab = .message }
        store.send(PageRows.move(to: .direct, in: store.state)) { $0.page.selection = PageRows.index(of: .direct) }
        store.send(.navigation(.activate)) { $0.stack.push(.conversations) }
        #expect(store.state.appearEffects(of: .chat(id: "dm_2001")) == [.messages(.loadChat("dm_2001", before: nil)), .app(.fetch(.chat("2001")))])
        #expect(Unavailable.likesList.message(for: .openAPI) == Unavailable.likesList.message)
    }
}

@Suite struct AccountBadgeTests {
    @Test("a list opened with a badge is marked read though every cached item was read: the badge is Weibo's count")
    func badgeAboveTheCacheIsCleared() {
        var store = ReducerFixture.account()
        store.send(.tabBar(.countsLoaded(StoreCounts(unread: UnreadCounts(comments: 3))))) { $0.counts.unread.comments = 3 }
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: store.state.conversationPageSize))]) { $0.selectedTab = .message }
        store.send(PageRows.move(to: .comment, in: store.state)) { $0.page.selection = PageRows.index(of: .comment) }
        store.send(.navigation(.activate), effects: [.messages(.loadActivity(.comment))]) { $0.stack.push(.activity(.comment)) }
        let read = Activity(kind: .comment, rowID: 1, userID: "u_a", userName: "晴天小猫", text: "好", postID: 1,
                            postText: "第1条", createdAt: 1_799_999_000, read: true)
        store.send(.messages(.activityLoaded(.comment, [read])), effects: [.messages(.markActivityRead(.comment, through: read.cursor))]) {
            $0.messages.activities[.comment] = [read]
        }
    }
}

@Suite struct ConversationReloadTests {
    /// A web session's first conversations arrive with a sync, after 消息
    /// showed none: the empty list is read again like any loaded one.
    @Test("conversations loaded empty are read again after a write")
    func emptyConversationsReload() {
        var store = ReducerFixture.account()
        let load = Effect.messages(.loadConversations(before: nil, limit: store.state.conversationPageSize))
        #expect(!store.state.reloadEffects().contains(load), "never loaded: nothing to read again")
        store.send(.messages(.conversationsLoaded([], reset: true, limit: 50))) { $0.messages.conversations.exhausted = true }
        #expect(store.state.reloadEffects().contains(load))
    }
}
