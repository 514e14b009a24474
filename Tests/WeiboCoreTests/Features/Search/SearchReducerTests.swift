import Testing
@testable import WeiboCore

/// Search through the reducer: the whole state and every effect asserted.
@Suite struct SearchReducerTests {
    static let clock = ReducerFixture.clock

    static func post(_ id: Int64, _ text: String) -> Post {
        Post(id: id, userID: "u_a", authorName: "阿猫", text: text, createdAt: clock.now - id)
    }

    /// What the keymap makes of `key` on the current screen.
    static func actions(_ key: Key, _ state: AppState) -> [Action] { Keymap.standard.actions(for: .key(key), in: state) }

    @Test("/ on 首页 pushes a post search; typing asks the store; Enter gives the keys to the results; n/N wrap")
    func searchPosts() {
        var store = ReducerFixture.home()
        #expect(Self.actions(.char("/"), store.state).count == 1)
        store.send(.search(.begin(.posts(.timeline)))) {
            $0.searches[.posts(.timeline)] = SearchState(isTyping: true)
            $0.stack.push(.search(.posts(.timeline)))
        }
        #expect(store.state.isTypingInFind)
        let query = SearchQuery("暴雨")
        store.send(.search(.key(.char("暴"))), effects: [.search(.find(.posts(.timeline), SearchQuery("暴"), limit: SearchState.pageSize))]) {
            $0.searches[.posts(.timeline)]?.field.setText("暴")
            $0.searches[.posts(.timeline)]?.loading = true
        }
        store.send(.search(.key(.char("雨"))), effects: [.search(.find(.posts(.timeline), query, limit: SearchState.pageSize))]) {
            $0.searches[.posts(.timeline)]?.field.setText("暴雨")
        }
        // An answer to an older question is dropped.
        store.send(.search(.resultsLoaded(.posts(.timeline), SearchQuery("暴"), SearchResults(posts: [Self.post(9, "暴")]))))
        let found = SearchResults(posts: [Self.post(3, "#杭州暴雨#"), Self.post(2, "暴雨预警")])
        store.send(.search(.resultsLoaded(.posts(.timeline), query, found))) {
            $0.searches[.posts(.timeline)]?.results = found
            $0.searches[.posts(.timeline)]?.answered = query
            $0.searches[.posts(.timeline)]?.loading = false
        }
        // While typing, n types; Enter hands the keys over and n steps.
        #expect(Self.actions(.enter, store.state).count == 1)
        store.send(.search(.submit)) { $0.searches[.posts(.timeline)]?.isTyping = false }
        guard case .search(.step(1))? = Self.actions(.char("n"), store.state).first else {
            Issue.record("n is not the next result"); return
        }
        store.send(.search(.step(1))) { $0.page.selection = 1 }
        store.send(.search(.step(1))) {
            $0.page.selection = 0
            $0.notice = "已到最后一条，回到第一条"
        }
        store.send(.search(.step(-1))) {
            $0.page.selection = 1
            $0.notice = "已到第一条，回到最后一条"
        }
        // A write anywhere: the search is asked again, for as many as it holds.
        store.send(.app(.storeChanged), effects: [
            .tabBar(.loadCounts), .profile(.loadLocalUser), .home(.reloadPosts(.timeline, PostWindow(count: 20, through: nil))),
            .search(.find(.posts(.timeline), query, limit: SearchState.pageSize)),
        ])
        // A result opens its post; there n turns to the next result's post, stopping at the ends.
        store.send(.search(.step(-1)), effects: []) {
            $0.page.selection = 0
            $0.notice = nil
        }
        store.send(.navigation(.activate), effects: [.home(.loadPostDetail(3))]) { $0.stack.push(.post(id: 3)) }
        store.send(.search(.step(1)), effects: [.home(.loadPostDetail(2))]) {
            $0.stack.pop()
            $0.page.selection = 1
            $0.stack.push(.post(id: 2))
        }
        store.send(.search(.step(1))) { $0.notice = "已是最后一条结果" }
        // / from the post page goes back to the open search, its field focused.
        store.send(.search(.begin(.posts(.timeline)))) {
            $0.stack.pop()
            $0.searches[.posts(.timeline)]?.isTyping = true
            $0.notice = nil
        }
        store.send(.search(.close)) { $0.stack.pop() }
    }

    @Test("a pasted page of text asks at most queryLimit characters (the soak monkey's spin)")
    func longPasteIsCut() {
        var store = ReducerFixture.home()
        store.send(.search(.begin(.posts(.timeline)))) {
            $0.searches[.posts(.timeline)] = SearchState(isTyping: true)
            $0.stack.push(.search(.posts(.timeline)))
        }
        let paste = String(repeating: "今天天气真好 ", count: 200)
        let kept = String(paste.prefix(SearchState.queryLimit))
        store.send(.search(.key(.text(paste))), effects: [.search(.find(.posts(.timeline), SearchQuery(kept), limit: SearchState.pageSize))]) {
            $0.searches[.posts(.timeline)]?.field.setText(kept)
            $0.searches[.posts(.timeline)]?.loading = true
        }
        #expect(store.state.searches[.posts(.timeline)]?.field.text.count == SearchState.queryLimit)
        #expect(SearchQuery(kept).terms.joined().count <= SearchState.queryLimit)
    }

    @Test("an emptied field asks nothing and forgets the answer")
    func emptyField() {
        var store = ReducerFixture.home()
        store.send(.search(.begin(.messages))) {
            $0.searches[.messages] = SearchState(isTyping: true)
            $0.stack.push(.search(.messages))
        }
        store.send(.search(.key(.char("a"))), effects: [.search(.find(.messages, SearchQuery("a"), limit: SearchState.pageSize))]) {
            $0.searches[.messages]?.field.setText("a")
            $0.searches[.messages]?.loading = true
        }
        store.send(.search(.key(.backspace))) {
            $0.searches[.messages]?.field.setText("")
            $0.searches[.messages]?.loading = false
        }
    }

    @Test("t picks a post's topics and names in turn; Enter opens the picked one's page")
    func topicPage() {
        var store = ReducerFixture.home()
        let post = Self.post(7, "#杭州暴雨# 问问 @夜航船的猫")
        let plain = ReducerFixture.post(5)
        store.send(.navigation(.activate), effects: [.home(.loadPostDetail(5))]) { $0.stack.push(.post(id: 5)) }
        store.send(.home(.postDetailLoaded(PostDetail(post: plain, comments: [])))) { $0.home.postDetails[5] = PostDetail(post: plain, comments: []) }
        store.send(.search(.nextEntity)) { $0.notice = "这条微博没有话题或 @" }
        store.send(.navigation(.back)) {
            $0.stack.pop()
            $0.notice = nil
        }
        store.send(.home(.postDetailLoaded(PostDetail(post: post, comments: [])))) { $0.home.postDetails[7] = PostDetail(post: post, comments: []) }
        // (a post page reached some other way, e.g. from a mention)
        var opened = store.state
        opened.stack.push(.post(id: 7))
        store = TestStore(opened)
        store.send(.search(.nextEntity)) { $0.page.entityFocus = 0 }
        guard case .search(.openPage(.topic("杭州暴雨")))? = Self.actions(.enter, store.state).first else {
            Issue.record("Enter does not open the topic"); return
        }
        store.send(.search(.nextEntity)) { $0.page.entityFocus = 1 }
        #expect(store.state.focusedEntity == .mention("夜航船的猫"))
        store.send(.search(.nextEntity)) { $0.page.entityFocus = nil }
        store.send(.search(.nextEntity)) { $0.page.entityFocus = 0 }
        let topic = SearchScope.topic("杭州暴雨")
        store.send(.search(.openPage(topic)), effects: [.search(.find(topic, SearchQuery("#杭州暴雨#"), limit: SearchState.pageSize))]) {
            $0.searches[topic] = SearchState(isTyping: false)
            $0.searches[topic]?.loading = true
            $0.stack.push(.search(topic))
        }
        // A topic page has no field: letters are commands.
        #expect(!store.state.isTypingInFind)
    }
}
