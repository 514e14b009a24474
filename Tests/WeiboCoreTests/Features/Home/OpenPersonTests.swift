import Testing
@testable import WeiboCore

/// `u` and `U`: a person's page from a post, a post page, a repost's
/// original, and 消息's rows.
@Suite struct OpenPersonTests {
    static let writer = User(id: "u_b", name: "山间小路", bio: "", followingCount: 0, followersCount: 0, isLocal: false)
    static let eater = User(id: "u_a", name: "长沙吃货日记", bio: "", followingCount: 0, followersCount: 0, isLocal: false)

    /// The person page of `name` as opening it leaves the state.
    static func opened(_ name: String) -> (inout AppState) -> Void {
        { state in
            let scope = SearchScope.user(name: name)
            state.searches[scope] = SearchState(isTyping: false)
            state.searches[scope]?.loading = true
            state.stack.push(.search(scope))
        }
    }

    static func asked(_ name: String) -> [Effect] {
        [.search(.find(.user(name: name), SearchQuery(""), limit: SearchState.pageSize))]
    }

    /// 首页 holding `posts` alone.
    static func home(_ posts: [Post]) -> TestStore {
        var state = ReducerFixture.home(0).state
        _ = reduce(&state, .home(.postsLoaded(.timeline, posts, .newest)))
        return TestStore(state)
    }

    @Test("u on 首页 opens the selected post's author; on their own page u says so instead of opening it again")
    func authorFromList() {
        var store = ReducerFixture.home(3)
        store.press(.char("u"), effects: Self.asked("长沙吃货日记"), Self.opened("长沙吃货日记"))
        #expect(store.state.page.route == .route(ofPerson: "长沙吃货日记"))
        let scope = SearchScope.user(name: "长沙吃货日记")
        let found = SearchResults(posts: [ReducerFixture.post(3)], user: Self.eater)
        store.send(.search(.resultsLoaded(scope, SearchQuery(""), found))) {
            $0.searches[scope]?.results = found
            $0.searches[scope]?.answered = SearchQuery("")
            $0.searches[scope]?.loading = false
        }
        store.press(.char("u")) { $0.notice = "已在 @长沙吃货日记 的主页" }
    }

    @Test("U opens a repost's original's author and u the reposter; U on a post that is no repost says so")
    func repostOriginal() {
        var repost = ReducerFixture.post(60)
        repost.repostOf = 50
        repost.original = ReducerFixture.post(50, by: Self.writer)
        var store = Self.home([repost])
        store.press(.char("U"), effects: Self.asked("山间小路"), Self.opened("山间小路"))
        store.press(.escape) { $0.stack.pop() }
        store.press(.char("u"), effects: Self.asked("长沙吃货日记"), Self.opened("长沙吃货日记"))

        var plain = Self.home([ReducerFixture.post(1)])
        plain.press(.char("U")) { $0.notice = "这条微博不是转发" }
    }

    @Test("u on a post page opens the post's author")
    func authorFromPostPage() {
        var state = Self.home([ReducerFixture.post(1, by: Self.writer)]).state
        state.stack.push(.post(id: 1))
        state.home.postDetails[1] = PostDetail(post: ReducerFixture.post(1, by: Self.writer), comments: [])
        var store = TestStore(state)
        store.press(.char("u"), effects: Self.asked("山间小路"), Self.opened("山间小路"))
    }

    @Test("u on 消息 › 评论, @我的 and 赞 opens the row's person; on an empty list it is no command there")
    func personFromActivity() {
        for kind in [ActivityKind.comment, .mention, .like] {
            var state = ReducerFixture.home(0).state
            state.stack.push(.activity(kind))
            state.messages.activities[kind] = [Activity(kind: kind, rowID: 1, userID: "u_b", userName: "山间小路", text: "好",
                                                        postID: 1, postText: "第1条", createdAt: 1, read: true)]
            var store = TestStore(state)
            store.press(.char("u"), effects: Self.asked("山间小路"), Self.opened("山间小路"))

            state.messages.activities[kind] = []
            #expect(state.selectedPerson == nil)
            #expect(state.keymap.actions(for: .key(.char("u")), in: state).map { "\($0)" } == ["\(Action.app(.unboundKey))"])
        }
    }
}
