import Testing
@testable import WeiboCore

/// Issue 32: a person's page asks Weibo for them when it opens (once,
/// by uid, only where the kind has other people's pages), and its 关注
/// button follows at once and asks before unfollowing.
@Suite struct PersonPageTests {
    static let hill = PersonCardTests.hill  // 6002, 互相关注

    /// 首页 on `kind` (nil: the sample) with the person page of `user` opened; the effects of opening it and of the store's answer.
    static func open(_ user: User, kind: AccountKind?) -> (AppState, [Effect]) {
        var state = ReducerFixture.home(0).state
        if let kind { state.info.account = "测试用户"; state.info.accountKind = kind }
        let scope = SearchScope.user(name: user.name)
        var effects = reduce(&state, .search(.openPage(scope)))
        effects += reduce(&state, .search(.resultsLoaded(scope, SearchQuery(""), SearchResults(posts: [], user: user))))
        return (state, effects)
    }

    static func keys(_ state: AppState, _ key: Key) -> [String] {
        state.keymap.actions(for: .key(key), in: state).map { "\($0)" }
    }

    @Test("a web session's person page asks for the person by uid once as it opens; the reload its write causes asks nothing")
    func fetchedWhenOpened() {
        var (state, effects) = Self.open(Self.hill, kind: .web)
        #expect(effects.contains(.app(.fetch(.person(6002)))))
        #expect(effects.filter { if case .app(.fetch) = $0 { true } else { false } }.count == 1)
        let scope = SearchScope.user(name: "山间小路")
        // What the fetch wrote comes back as a reload: no second fetch.
        #expect(!reduce(&state, .search(.resultsLoaded(scope, SearchQuery(""), SearchResults(posts: [], user: Self.hill))))
            .contains(.app(.fetch(.person(6002)))))
        // Left and opened again: asked again, since it is looked at again.
        _ = reduce(&state, .navigation(.back))
        _ = reduce(&state, .search(.openPage(scope)))
        #expect(reduce(&state, .search(.resultsLoaded(scope, SearchQuery(""), SearchResults(posts: [], user: Self.hill))))
            == [.app(.fetch(.person(6002)))])
    }

    @Test("scrolled past the posts the store holds, the next page of their list Weibo has is asked, each once; its end asks nothing")
    func olderPosts() {
        let scope = SearchScope.user(name: "山间小路")
        let posts = (1...4).map { ReducerFixture.post(Int64(10 - $0), by: Self.hill) }
        func loaded(_ posts: [Post], pages: Int, more: Bool) -> Action {
            var results = SearchResults(posts: posts, user: Self.hill)
            results.progress = OpenedListProgress(pages: pages, more: more, fetchedAt: ReducerFixture.clock.now)
            return .search(.resultsLoaded(scope, SearchQuery(""), results))
        }
        var state = ReducerFixture.home(0).state
        state.info.account = "测试用户"
        state.info.accountKind = .web
        _ = reduce(&state, .search(.openPage(scope)))
        #expect(reduce(&state, loaded(posts, pages: 1, more: true)) == [.app(.fetch(.person(6002)))], "opening asks for the card and page 1 alone")
        // Within three of the end (the second of four), once moved: page 2 of their list.
        #expect(reduce(&state, .navigation(.move(1))) == [.app(.fetch(.opened(OpenedPage(.userPosts, key: 6002, page: 2))))])
        #expect(reduce(&state, .navigation(.move(1))) == [], "asked once")
        // The page brought two more: near their end, page 3.
        let more = posts + [ReducerFixture.post(3, by: Self.hill), ReducerFixture.post(2, by: Self.hill)]
        #expect(reduce(&state, loaded(more, pages: 2, more: true)) == [])
        #expect(reduce(&state, .navigation(.move(1))) == [.app(.fetch(.opened(OpenedPage(.userPosts, key: 6002, page: 3))))])
        // Weibo said it was the last: nothing more is asked.
        #expect(reduce(&state, loaded(more, pages: 3, more: false)) == [])
        #expect(reduce(&state, .navigation(.move(-1))) == [] && reduce(&state, .navigation(.move(1))) == [])
    }

    @Test("the sample, an Open API account, the account itself and a name the store does not know ask Weibo nothing")
    func notFetched() {
        for kind in [nil, AccountKind.openAPI] {
            #expect(!Self.open(Self.hill, kind: kind).1.contains { if case .app(.fetch) = $0 { true } else { false } })
        }
        var me = Self.hill
        me.isLocal = true
        #expect(!Self.open(me, kind: .web).1.contains { if case .app(.fetch) = $0 { true } else { false } })
        var state = ReducerFixture.home(0).state
        state.info.account = "测试用户"
        state.info.accountKind = .web
        let scope = SearchScope.user(name: "没这个人")
        _ = reduce(&state, .search(.openPage(scope)))
        #expect(reduce(&state, .search(.resultsLoaded(scope, SearchQuery(""), SearchResults(posts: [], user: nil)))) == [])
    }

    @Test("F follows at once through the outbox and asks for a sync; on 已关注 it asks first, n keeps the follow, y unfollows")
    func follow() {
        var stranger = Self.hill
        stranger.following = false
        stranger.followsMe = false
        var (state, _) = Self.open(stranger, kind: .web)
        #expect(Self.keys(state, .char("F")) == ["\(Action.search(.toggleFollow))"])
        #expect(reduce(&state, .search(.toggleFollow)) == [.search(.queueFollow(uid: 6002, follow: true)), .app(.fetch(.newest))])
        #expect(state.modal == nil)

        (state, _) = Self.open(Self.hill, kind: .web)
        #expect(reduce(&state, .search(.toggleFollow)) == [])
        #expect(state.modal == .search(.confirmUnfollow(uid: 6002, name: "山间小路")))
        #expect(Self.keys(state, .char("n")) == ["\(Action.search(.confirmUnfollowCommand(.no)))"])
        #expect(reduce(&state, .search(.confirmUnfollowCommand(.no))) == [])
        #expect(state.modal == nil)
        _ = reduce(&state, .search(.toggleFollow))
        #expect(ScreenView.render(state).canvas.text.contains("取消关注 @山间小路？"))
        #expect(reduce(&state, .search(.confirmUnfollowCommand(.yes))) == [.search(.queueFollow(uid: 6002, follow: false)), .app(.fetch(.newest))])
        #expect(state.modal == nil)
    }

    @Test("F on the sample and on an Open API account says why not, and queues nothing")
    func followRefused() {
        var (sample, _) = Self.open(Self.hill, kind: nil)
        #expect(reduce(&sample, .search(.toggleFollow)) == [])
        #expect(sample.notice == "示例数据不能关注别人；请先登录网页会话")
        var (open, _) = Self.open(Self.hill, kind: .openAPI)
        #expect(reduce(&open, .search(.toggleFollow)) == [])
        #expect(open.notice == Unavailable.following.message(for: .openAPI) && open.modal == nil)
    }

    @Test("a click on the card's 已关注 is the follow key; a click on a post's author's name opens their page")
    func clicks() {
        let (state, _) = Self.open(Self.hill, kind: .web)
        let label = SearchScreen.followColumns(Self.hill, width: 80)!
        let content = state.layout.content
        let click = { (x: Int, y: Int) in state.keymap.actions(for: .mouse(MouseEvent(kind: .press, x: x, y: y)), in: state).map { "\($0)" } }
        #expect(click(content.x + label.lowerBound, content.y) == ["\(Action.search(.toggleFollow))"])
        #expect(click(content.x + label.upperBound - 1, content.y) == ["\(Action.search(.toggleFollow))"])
        #expect(click(content.x + 1, content.y) != ["\(Action.search(.toggleFollow))"], "the name is no button")

        // 首页: the first post's name opens its author; the rest of the row opens the post.
        var home = ReducerFixture.home(3).state
        let top = home.layout.content.y + home.listGeometry.headerHeight
        let onName = home.keymap.actions(for: .mouse(MouseEvent(kind: .press, x: home.layout.content.x + 2, y: top)), in: home)
        for action in onName { _ = reduce(&home, action) }
        #expect(home.page.route == .route(ofPerson: "长沙吃货日记"))
        let home2 = ReducerFixture.home(3).state
        let onText = home2.keymap.actions(for: .mouse(MouseEvent(kind: .press, x: home2.layout.content.x + 2, y: top + 2)), in: home2)
        #expect(onText.map { "\($0)" } == ["\(Action.navigation(.activateRow(0)))"])
    }
}

/// 发现's search of all Weibo: its own key and field, the history and the
/// hot words while the field is empty, Weibo asked on Enter alone, and
/// Weibo's tabs (综合 / 实时 / 用户 / 话题) on the results.
@Suite struct WeiboSearchFieldTests {
    static func discover() -> AppState {
        var state = ReducerFixture.home(0).state
        state.info.account = "测试用户"
        state.info.accountKind = .web
        _ = reduce(&state, .tabBar(.select(.discover)))
        _ = reduce(&state, .discover(.hotLoaded(HotList(words: [HotWord(rank: 1, word: "终端里刷微博"), HotWord(rank: 2, word: "周末去看星空")],
                                                                 fetchedAt: 1))))
        return state
    }

    @Test("s on 发现 opens the field (/ still searches the places); typing asks nothing, Enter remembers the words and asks Weibo")
    func field() {
        var state = Self.discover()
        #expect(PersonPageTests.keys(state, .char("s")) == ["\(Action.search(.begin(.weibo)))"])
        #expect(PersonPageTests.keys(state, .char("/")) == ["\(Action.discover(.beginSearch))"])
        #expect(reduce(&state, .search(.begin(.weibo))) == [.discover(.loadWeiboHistory)])
        #expect(state.page.route == .search(.weibo) && state.isTypingInFind)
        for c in "山间" { #expect(reduce(&state, .search(.key(.char(c)))) == []) }
        let query = WeiboSearchQuery("山间")
        #expect(reduce(&state, .search(.submit))
                    == [.discover(.recordWeiboSearch("山间")), .discover(.loadWeiboSearch(query)), .app(.fetch(.search(query, page: 1)))])
        #expect(state.page.route == .weiboSearch(query))
        // Esc comes back to the field emptied, not typing: the words head the history.
        _ = reduce(&state, .navigation(.back))
        #expect(state.page.route == .search(.weibo) && !state.isTypingInFind && state.searches[.weibo]?.field.text == "")
    }

    @Test("an empty field lists the searches typed before, then the hot words not among them; Enter on one searches it")
    func suggestions() {
        var state = Self.discover()
        _ = reduce(&state, .search(.begin(.weibo)))
        _ = reduce(&state, .discover(.weiboHistoryLoaded(["山间", "周末去看星空"])))
        let screen = SearchScreen(scope: .weibo)
        #expect((0..<screen.rowCount(in: state)).map { WeiboSearchSuggestions.word($0, in: state) } == ["山间", "周末去看星空", "终端里刷微博"])
        #expect(screen.rowLines(0, in: state, width: 40)[0].spans.map(\.text).joined() == " 最近 山间")
        #expect(screen.rowLines(2, in: state, width: 40)[0].spans.map(\.text).joined() == " 热搜 终端里刷微博")
        guard case .perform(let action)? = screen.target(of: 2, in: state) else { Issue.record("no target"); return }
        #expect("\(action)" == "\(Action.discover(.searchWeibo("终端里刷微博")))")
        // Ctrl-X in the field clears the history.
        #expect(PersonPageTests.keys(state, .ctrl("x")) == ["\(Action.discover(.clearWeiboHistory))"])
        _ = reduce(&state, .search(.key(.char("x"))))
        #expect(screen.rowCount(in: state) == 0, "words typed: Enter searches them")
    }

    @Test("] and [ step through 综合, 实时, 用户 and 话题, each fetched as it opens; a person opens their page, a topic its page")
    func tabs() {
        var state = Self.discover()
        _ = reduce(&state, .discover(.searchWeibo("山间")))
        #expect(PersonPageTests.keys(state, .char("]")) == ["\(Action.discover(.switchWeiboKind(1)))"])
        let people = WeiboSearchQuery("山间", kind: .users)
        _ = reduce(&state, .discover(.switchWeiboKind(1)))
        #expect(reduce(&state, .discover(.switchWeiboKind(1)))
                    == [.discover(.loadWeiboSearch(people)), .app(.fetch(.search(people, page: 1)))])
        #expect(state.page.route == .weiboSearch(people) && state.stack.pages.count == 2)
        _ = reduce(&state, .discover(.weiboSearchLoaded(people, WeiboSearchResults(people: [PersonPageTests.hill], fetchedAt: 1, pages: 1, nextPage: 2))))
        let screen = WeiboSearchScreen(query: people)
        #expect(screen.rowCount(in: state) == 2, "the person, then the row asking for more")
        #expect(screen.header(in: state, width: 80)[0].spans.map(\.text).joined().hasPrefix(" 综合  实时  用户  话题   [ ] 切换"))
        guard case .perform(let open)? = screen.target(of: 0, in: state) else { Issue.record("no target"); return }
        #expect("\(open)" == "\(Action.search(.openPage(.user(name: "山间小路"))))")
        guard case .perform(let more)? = screen.target(of: 1, in: state) else { Issue.record("no more row"); return }
        #expect(reduce(&state, more) == [.app(.fetch(.search(people, page: 2)))])

        let topics = WeiboSearchQuery("山间", kind: .topics)
        _ = reduce(&state, .discover(.switchWeiboKind(1)))
        _ = reduce(&state, .discover(.weiboSearchLoaded(topics, WeiboSearchResults(topics: [FoundTopic(name: "山间话题1", summary: "1亿阅读")], fetchedAt: 1))))
        #expect(WeiboSearchScreen(query: topics).rowLines(0, in: state, width: 40).map { $0.spans.map(\.text).joined() }.prefix(2)
                    == [" #山间话题1#", " 1亿阅读"])
        guard case .perform(let topic)? = WeiboSearchScreen(query: topics).target(of: 0, in: state) else { Issue.record("no target"); return }
        #expect("\(topic)" == "\(Action.discover(.openWeiboSearch(WeiboSearchQuery("#山间话题1#"))))")
        // Round the end, back to 综合.
        _ = reduce(&state, .discover(.switchWeiboKind(1)))
        #expect(state.page.route == .weiboSearch(WeiboSearchQuery("山间")))
        _ = reduce(&state, .discover(.switchWeiboKind(-1)))
        #expect(state.page.route == .weiboSearch(topics))
    }
}

/// A person's 关注 and 粉丝 lists: pushed from their page (`w`, `W`),
/// their first page asked as they open, Weibo's next on the last row;
/// people open their pages.
@Suite struct PeopleListTests {
    @Test("o and O push whom they follow and who follows them, asked as they open; the last row asks for the next page")
    func lists() {
        var (state, _) = PersonPageTests.open(PersonPageTests.hill, kind: .web)
        #expect(PersonPageTests.keys(state, .char("w")) == ["\(Action.search(.openPeople(fans: false)))"])
        #expect(PersonPageTests.keys(state, .char("W")) == ["\(Action.search(.openPeople(fans: true)))"])
        let scope = SearchScope.people(uid: "6002", name: "山间小路", fans: true)
        #expect(reduce(&state, .search(.openPeople(fans: true))) == [.search(.find(scope, SearchQuery(""), limit: SearchState.pageSize))])
        #expect(state.page.route == .search(scope))
        #expect(SearchScreen(scope: scope).title(in: state) == "山间小路的粉丝")
        // Nothing kept yet: its first page is asked for, once.
        #expect(reduce(&state, .search(.resultsLoaded(scope, SearchQuery(""), SearchResults())))
                    == [.app(.fetch(.opened(OpenedPage(.followers, key: 6002))))])
        var kept = SearchResults()
        kept.people = [User(id: "6003", name: "lee_walks", bio: "walking", followingCount: 9, followersCount: 7)]
        kept.progress = OpenedListProgress(pages: 1, more: true, fetchedAt: ReducerFixture.clock.now)
        #expect(reduce(&state, .search(.resultsLoaded(scope, SearchQuery(""), kept))) == [], "the reload its write causes asks nothing")
        let screen = SearchScreen(scope: scope)
        #expect(screen.rowCount(in: state) == 2)
        #expect(screen.rowLines(0, in: state, width: 40).map { $0.spans.map(\.text).joined() }.prefix(2) == [" lee_walks", " 粉丝 7 · walking"])
        guard case .perform(let open)? = screen.target(of: 0, in: state), case .perform(let more)? = screen.target(of: 1, in: state) else {
            Issue.record("no targets")
            return
        }
        #expect("\(open)" == "\(Action.search(.openPage(.user(name: "lee_walks"))))")
        #expect(reduce(&state, more) == [.app(.fetch(.opened(OpenedPage(.followers, key: 6002, page: 2))))])
        // At its end the last row says so and asks nothing.
        kept.progress = OpenedListProgress(pages: 2, more: false, fetchedAt: ReducerFixture.clock.now)
        _ = reduce(&state, .search(.resultsLoaded(scope, SearchQuery(""), kept)))
        #expect(screen.target(of: 1, in: state) == nil)
        #expect(reduce(&state, .search(.morePeople)) == [])
        #expect(screen.rowLines(1, in: state, width: 40).map { $0.spans.map(\.text).joined() }.joined().contains("没有更多了"))
    }

    @Test("the sample opens its own lists from the store, asking Weibo nothing; so does 我 with w and W")
    func sampleLists() {
        var (sample, _) = PersonPageTests.open(PersonPageTests.hill, kind: nil)
        let scope = SearchScope.people(uid: PersonPageTests.hill.id, name: PersonPageTests.hill.name, fans: false)
        #expect(Self.onlyFinds(reduce(&sample, .search(.openPeople(fans: false)))) == scope)
        #expect(sample.page.route == .search(scope) && sample.notice == nil)
        var me = sampleState()
        _ = reduce(&me, .tabBar(.select(.profile)))
        let mine = SearchScope.people(uid: "u_me", name: "夜航船的猫", fans: true)
        #expect(PersonPageTests.keys(me, .char("W")) == ["\(Action.search(.openPeople(fans: true)))"])
        #expect(Self.onlyFinds(reduce(&me, .search(.openPeople(fans: true)))) == mine)
        #expect(me.page.route == .search(mine))
    }

    /// The scope of the one store question `effects` ask, nil for anything else (a fetch).
    static func onlyFinds(_ effects: [Effect]) -> SearchScope? {
        guard effects.count == 1, case .search(.find(let scope, _, _))? = effects.first else { return nil }
        return scope
    }

    @Test("an Open API account says why there is no list, and pushes nothing")
    func refused() {
        var (open, _) = PersonPageTests.open(PersonPageTests.hill, kind: .openAPI)
        #expect(reduce(&open, .search(.openPeople(fans: false))) == [] && open.notice == Unavailable.people.message(for: .openAPI))
        #expect(open.stack.pages.count == 2)
    }
}
