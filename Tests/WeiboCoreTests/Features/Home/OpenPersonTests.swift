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

/// A person's page: the card says where the account stands and the
/// verified reason; M opens 私信 where the account's kind has it.
@Suite struct PersonCardTests {
    static let hill = User(id: "6002", name: "山间小路", bio: "走路", followingCount: 56, followersCount: 12_000, postsCount: 1234,
                           verified: true, verifiedReason: "户外博主", following: true, followsMe: true)

    /// `user`'s page open and answered, on `kind` (nil: the sample).
    static func page(_ user: User, kind: AccountKind?, width: Int = 80) -> AppState {
        var state = ReducerFixture.home(0).state
        state.size = Size(width: width, height: 24)
        if let kind { state.info.account = "测试用户"; state.info.accountKind = kind }
        let scope = SearchScope.user(name: user.name)
        _ = reduce(&state, .search(.openPage(scope)))
        _ = reduce(&state, .search(.resultsLoaded(scope, SearchQuery(""), SearchResults(posts: [], user: user))))
        return state
    }

    static func header(_ state: AppState, width: Int = 80) -> [String] {
        SearchScreen(scope: .user(name: "山间小路")).header(in: state, width: width).map { $0.spans.map(\.text).joined() }
    }

    @Test("the card: 互相关注 beside the name, the verified reason, 私信's key; +关注 and 已关注 as Weibo says")
    func card() {
        let web = Self.header(Self.page(Self.hill, kind: .web))
        #expect(Array(web.prefix(4)) == [" 山间小路  互相关注", " V 认证：户外博主", " 走路", " 微博 1234   关注 56   粉丝 1.2万   F 取消关注   M 私信   w/W 关注/粉丝"])
        var hill = Self.hill
        hill.followsMe = false
        #expect(Self.header(Self.page(hill, kind: .web))[0] == " 山间小路  已关注")
        hill.following = false
        #expect(Self.header(Self.page(hill, kind: .web))[0] == " 山间小路  +关注")
        hill.following = nil
        hill.verified = false
        #expect(Array(Self.header(Self.page(hill, kind: .web)).prefix(2)) == [" 山间小路", " 走路"], "unknown: no word at all")
        // An Open API account says in one line what it cannot show, and has no 私信.
        let open = Self.header(Self.page(Self.hill, kind: .openAPI))
        #expect(open.contains(" " + Unavailable.people.message) && !open.joined().contains("私信"))
        // The sample holds its people's 关注 and 粉丝: w / W are offered there too.
        #expect(Self.header(Self.page(Self.hill, kind: nil)).contains { $0.hasSuffix("w/W 关注/粉丝") })
        // Narrow: each line within the width, measured as glibc does.
        for line in Self.header(Self.page(Self.hill, kind: .web, width: 20), width: 20) { #expect(line.terminalWidth <= 20, "\(line)") }
    }

    @Test("M on a person's page opens their 私信: an account's by uid, the sample's own conversation; the Open API says why not")
    func directMessage() {
        var web = TestStore(Self.page(Self.hill, kind: .web))
        web.press(.char("M"), effects: [.messages(.loadChat("dm_6002", before: nil)), .app(.fetch(.chat("6002")))]) {
            $0.stack.push(.chat(id: "dm_6002"))
        }
        var open = TestStore(Self.page(Self.hill, kind: .openAPI))
        open.press(.char("M")) { $0.notice = Unavailable.directMessages.message }
        var sample = TestStore(Self.page(Self.hill, kind: nil))
        sample.press(.char("M")) { $0.notice = "示例数据里没有和 @山间小路 的私信" }
        var withConversation = Self.page(Self.hill, kind: nil)
        withConversation.messages.conversations.items = [Conversation(id: "d9", userID: "6002", userName: "山间小路", lastMessage: "好",
                                                                      lastMessageAt: 1, unreadCount: 0)]
        var store = TestStore(withConversation)
        store.press(.char("M"), effects: [.messages(.loadChat("d9", before: nil))]) { $0.stack.push(.chat(id: "d9")) }
    }
}
