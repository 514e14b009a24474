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

    @Test("消息 on an account: 赞 and 私信 say 不可用 and open nothing; @我的 and 评论 open as on the sample")
    func messageRows() {
        var store = Self.account()
        store.send(.tabBar(.select(.message)), effects: [.loadConversations(before: nil, limit: 50)]) { $0.selectedTab = .message }
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("赞") && text.contains("私信"))
        #expect(text.components(separatedBy: "不可用").count - 1 == 2)
        store.send(.navigation(.move(2))) { $0.page.selection = 2 }
        store.send(.navigation(.activate)) { $0.notice = Unavailable.likesList.message }
        store.send(.navigation(.move(1))) { $0.page.selection = 3; $0.notice = nil }
        store.send(.navigation(.activate)) { $0.notice = Unavailable.directMessages.message }
        store.send(.navigation(.move(-3))) { $0.page.selection = 0; $0.notice = nil }
        store.send(.navigation(.activate), effects: [.loadActivity(.mention)]) { $0.stack.push(.activity(.mention)) }
    }

    @Test("the sample's 消息 has no 不可用")
    func sampleRows() {
        var store = StaleViewReducerTests.home(3)
        store.send(.tabBar(.select(.message)), effects: [.loadConversations(before: nil, limit: 50)]) { $0.selectedTab = .message }
        #expect(!ScreenView.render(store.state).canvas.text.contains("不可用"))
    }

    @Test("l on an account's post says the API cannot like, and writes nothing")
    func likeIsNotFaked() {
        var store = Self.account()
        store.send(.home(.toggleLike)) { $0.notice = Unavailable.liking.message }
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
        sampleStore.send(.home(.deleteSelected)) { $0.modal = .confirmDelete(.post(9)) }
    }

    @Test("e on an account's 我 says the API cannot change the profile")
    func profileEditIsNotFaked() {
        var store = Self.account()
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        store.send(.profile(.editProfile)) { $0.notice = Unavailable.editingProfile.message }
    }
}
