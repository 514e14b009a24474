import Testing
@testable import WeiboCore

/// On a Weibo account, what the Open API does not offer is said, never
/// faked: 消息's 赞 and 私信 rows, and liking a post.
@Suite struct AccountScreenTests {
    static func account() -> TestStore {
        var state = StaleViewReducerTests.home(3).state
        state.info.account = "测试用户"
        return TestStore(state)
    }

    @Test("消息 on a web session: 赞 opens its list; 私信 alone says 不可用")
    func webSessionLikesRow() {
        var store = Self.account()
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: 50))]) { $0.selectedTab = .message }
        var web = store.state
        web.info.accountKind = .web
        store = TestStore(web)
        #expect(ScreenView.render(store.state).canvas.text.components(separatedBy: "不可用").count - 1 == 1)
        store.send(.navigation(.move(2))) { $0.page.selection = 2 }
        store.send(.navigation(.activate), effects: [.messages(.loadActivity(.like))]) { $0.stack.push(.activity(.like)) }
    }

    @Test("消息 on an account: 赞 and 私信 say 不可用 and open nothing; @我的 and 评论 open as on the sample")
    func messageRows() {
        var store = Self.account()
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: 50))]) { $0.selectedTab = .message }
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("赞") && text.contains("私信"))
        #expect(text.components(separatedBy: "不可用").count - 1 == 2)
        store.send(.navigation(.move(2))) { $0.page.selection = 2 }
        store.send(.navigation(.activate)) { $0.notice = Unavailable.likesList.message }
        store.send(.navigation(.move(1))) { $0.page.selection = 3; $0.notice = nil }
        store.send(.navigation(.activate)) { $0.notice = Unavailable.directMessages.message }
        // With 私信 reported unread, the count is marked seen: it cannot be read here.
        store.send(.tabBar(.countsLoaded(StoreCounts(unread: UnreadCounts(messages: 2))))) { $0.counts.unread.messages = 2 }
        store.send(.navigation(.activate), effects: [.messages(.markDirectMessagesSeen)])
        store.send(.navigation(.move(-3))) { $0.page.selection = 0; $0.notice = nil }
        store.send(.navigation(.activate), effects: [.messages(.loadActivity(.mention))]) { $0.stack.push(.activity(.mention)) }
    }

    @Test("the sample's 消息 has no 不可用")
    func sampleRows() {
        var store = StaleViewReducerTests.home(3)
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: 50))]) { $0.selectedTab = .message }
        #expect(!ScreenView.render(store.state).canvas.text.contains("不可用"))
    }

    @Test("l on an account's post says the API cannot like, and writes nothing")
    func likeIsNotFaked() {
        var store = Self.account()
        store.send(.home(.toggleLike)) { $0.notice = Unavailable.liking.message }
    }

    @Test("a web session's 赞 and 私信 rows say what this client does not read yet, not the Open API's words")
    func webSessionRows() {
        var state = Self.account().state
        state.info.accountKind = .web
        var store = TestStore(state)
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: 50))]) { $0.selectedTab = .message }
        store.send(.navigation(.move(3))) { $0.page.selection = 3 }
        store.send(.navigation(.activate)) { $0.notice = Unavailable.directMessages.message(for: .web) }
        #expect(!Unavailable.directMessages.message(for: .web).contains("Open API") && !Unavailable.directMessages.message(for: .web).contains("开放接口"))
        #expect(Unavailable.likesList.message(for: .openAPI) == Unavailable.likesList.message)
    }

    @Test("l on a web session's post likes it through the outbox and asks for the sync that sends it")
    func webSessionLikes() {
        var state = Self.account().state
        state.info.accountKind = .web
        var store = TestStore(state)
        let post = state.home.postLists[.timeline]!.items[state.page.selection]
        store.send(.home(.toggleLike), effects: [.home(.queueLike(postID: post.id, liked: !post.liked)), .app(.fetch(.newest))])
    }

    @Test("d on an account's own post says where to delete it, and opens no dialog")
    func deleteIsNotFaked() {
        var state = StaleViewReducerTests.home(0).state
        state.info.account = "测试用户"
        _ = reduce(&state, .home(.postsLoaded(.timeline, [StaleViewReducerTests.post(9, by: StaleViewReducerTests.me)], .newest)))
        var store = TestStore(state)
        store.send(.home(.deleteSelected)) { $0.notice = Unavailable.deleting.message }
        var sample = StaleViewReducerTests.home(0).state
        _ = reduce(&sample, .home(.postsLoaded(.timeline, [StaleViewReducerTests.post(9, by: StaleViewReducerTests.me)], .newest)))
        var sampleStore = TestStore(sample)
        sampleStore.send(.home(.deleteSelected)) { $0.modal = .home(.confirmDelete(.post(9))) }
    }

    @Test("e on an account's 我 says the API cannot change the profile")
    func profileEditIsNotFaked() {
        var store = Self.account()
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        store.send(.profile(.editProfile)) { $0.notice = Unavailable.editingProfile.message }
    }

    @Test("an account's 首页 that reaches the end of its cache asks Weibo for the page before it; the sample's does not")
    func endOfTheCacheAsksForOlder() {
        var account = Self.account().state
        var sample = StaleViewReducerTests.home(3).state
        let oldest = [StaleViewReducerTests.post(0, secondsAgo: 9_999)]
        let asked = reduce(&account, .home(.postsLoaded(.timeline, oldest, .older(than: PostCursor(createdAt: 0, id: 1)))))
        #expect(asked.contains(.app(.fetch(.older))))
        #expect(!reduce(&sample, .home(.postsLoaded(.timeline, oldest, .older(than: PostCursor(createdAt: 0, id: 1))))).contains(.app(.fetch(.older))))
        // A full page is not the end: nothing is asked.
        var full = Self.account().state
        let page = (0..<AppState.timelinePageSize).map { StaleViewReducerTests.post(Int64(-$0), secondsAgo: 5_000 + Int64($0)) }
        #expect(!reduce(&full, .home(.postsLoaded(.timeline, page, .older(than: PostCursor(createdAt: 0, id: 1))))).contains(.app(.fetch(.older))))
    }
}

@Suite struct OutboxScreenTests {
    static let item = OutboxItem(id: 7, kind: .post, text: "离线时写的", createdAt: 1_800_000_000 - 60, attempts: 1,
                                 nextAttemptAt: 1_800_000_000 + 30, lastError: "无法连接 https://api.weibo.com")

    @Test("Ctrl-S on an account queues the post and asks for a send; its end says 已发送 and brings it into view")
    func composeQueues() {
        var store = AccountScreenTests.account()
        store.send(.compose(.queued), effects: [.compose(.editorClosed), .app(.fetch(.newest))]) {
            $0.compose.awaitingSend = .post
            $0.notice = "正在发送…"
        }
        store.send(.home(.fetchFinished(.newest, failure: nil)), effects: [.home(.refreshTimeline)])
        store.send(.home(.refreshed(newPosts: 1))) {
            $0.compose.awaitingSend = nil
            $0.notice = "已发送"
        }
    }

    @Test("a comment's send ends with 已发送 where the user is: no jump to the top of 首页")
    func commentStaysPut() {
        var store = AccountScreenTests.account()
        store.send(.home(.comment)) { $0.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .comment(postID: 3))))) }
        store.send(.compose(.queued), effects: [.compose(.editorClosed), .app(.fetch(.newest))]) {
            $0.modal = nil
            $0.compose.awaitingSend = .comment
            $0.notice = "正在发送…"
        }
        store.send(.home(.fetchFinished(.newest, failure: nil))) {
            $0.compose.awaitingSend = nil
            $0.notice = "已发送"
        }
    }

    @Test("a send that fails says why, as a send")
    func sendFails() {
        var store = AccountScreenTests.account()
        store.send(.compose(.queued), effects: [.compose(.editorClosed), .app(.fetch(.newest))]) {
            $0.compose.awaitingSend = .post
            $0.notice = "正在发送…"
        }
        store.send(.home(.fetchFinished(.newest, failure: "无法连接"))) {
            $0.compose.awaitingSend = nil
            $0.notice = "发送失败：无法连接"
        }
    }

    @Test("我 on an account lists 待发送 with its count (and no 赞); Enter on an item sends it now; d asks, y takes it out")
    func outboxPage() {
        var store = AccountScreenTests.account()
        store.send(.profile(.userLoaded(StaleViewReducerTests.me)))
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        store.send(.tabBar(.countsLoaded(StoreCounts(outbox: 1)))) { $0.counts.outbox = 1 }
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("待发送") && !text.contains(" 赞 "))
        #expect(!text.contains("e 编辑资料"))
        let outbox = ProfileRows.index(of: .outbox, in: store.state)
        store.send(.navigation(.move(outbox))) { $0.page.selection = outbox }
        store.send(.navigation(.activate), effects: [.profile(.loadOutbox)]) { $0.stack.push(.outbox) }
        store.send(.profile(.outboxLoaded([Self.item]))) { $0.profile.outbox = [Self.item] }
        #expect(ScreenView.render(store.state).canvas.text.contains("离线时写的"))
        store.send(.navigation(.activate), effects: [.profile(.retryOutboxItem(7)), .app(.fetch(.newest))]) {
            $0.compose.awaitingSend = .post
            $0.notice = "正在发送…"
        }
        store.send(.profile(.deleteSelectedDraft)) { $0.modal = .home(.confirmDelete(.outboxItem(7))); $0.notice = nil }
        store.send(.home(.confirmDeleteCommand(.yes)), effects: [.profile(.cancelOutboxItem(7))]) {
            $0.modal = nil
            $0.notice = "已取消发送"
        }
    }

    @Test("the sample's 我 has 赞 and no 待发送")
    func sampleProfile() {
        var store = StaleViewReducerTests.home(1)
        store.send(.profile(.userLoaded(StaleViewReducerTests.me)))
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("赞") && !text.contains("待发送"))
    }
}

@Suite struct AccountBadgeTests {
    @Test("a list opened with a badge is marked read though every cached item was read: the badge is Weibo's count")
    func badgeAboveTheCacheIsCleared() {
        var store = AccountScreenTests.account()
        store.send(.tabBar(.countsLoaded(StoreCounts(unread: UnreadCounts(comments: 3))))) { $0.counts.unread.comments = 3 }
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: 50))]) { $0.selectedTab = .message }
        store.send(.navigation(.move(1))) { $0.page.selection = 1 }
        store.send(.navigation(.activate), effects: [.messages(.loadActivity(.comment))]) { $0.stack.push(.activity(.comment)) }
        let read = Activity(kind: .comment, rowID: 1, userID: "u_a", userName: "晴天小猫", text: "好", postID: 1,
                            postText: "第1条", createdAt: 1_799_999_000, read: true)
        store.send(.messages(.activityLoaded(.comment, [read])), effects: [.messages(.markActivityRead(.comment, through: read.cursor))]) {
            $0.messages.activities[.comment] = [read]
        }
    }
}
