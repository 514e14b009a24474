import Testing
@testable import WeiboCore

/// Where the user was, as a value: taken from the state, written as JSON
/// and read back, and put back on a fresh start's state (issue 33).
@Suite struct ResumePointTests {
    /// 发现 › 湖南省 › 长沙市 › 芙蓉区 with the search open, 首页 on its third post,
    /// a 首页 search with its query, 我 › 设置, the current tab 发现.
    static func travelled() -> AppState {
        var s = ReducerFixture.home(5).state
        _ = reduce(&s, .discover(.placesLoaded(DiscoverScreenTests.places)))
        _ = reduce(&s, .navigation(.move(2)))
        _ = reduce(&s, .search(.begin(.posts(.timeline))))
        for c in "第3" { _ = reduce(&s, .search(.key(.char(c)))) }
        _ = reduce(&s, .search(.submit))
        _ = reduce(&s, .tabBar(.select(.profile)))
        s.stack.push(.settings)
        _ = reduce(&s, .tabBar(.select(.discover)))
        s.stack.push(.placeList(code: 430000))
        s.stack.push(.placeList(code: 430100))
        s.page.selection = 2
        s.stack.push(.place(code: 430102))
        return s
    }

    @Test func theStateGivesItsPlace() {
        let point = Self.travelled().resumePoint
        #expect(point.tab == .discover)
        #expect(point.stacks[Tab.discover.rawValue].map(\.route) == [.discover, .placeList(code: 430000), .placeList(code: 430100), .place(code: 430102)])
        #expect(point.stacks[Tab.discover.rawValue][2].selection == 2)
        #expect(point.stacks[Tab.home.rawValue].map(\.route) == [.home, .search(.posts(.timeline))])
        // 首页's row is kept with its post, found again when new posts move it.
        #expect(point.stacks[Tab.home.rawValue][0].selection == 2 && point.stacks[Tab.home.rawValue][0].post == 3)
        #expect(point.stacks[Tab.profile.rawValue].map(\.route) == [.profile, .settings])
        #expect(point.queries == [.posts(.timeline): "第3"])
        #expect(!point.isStart)
        #expect(ReducerFixture.home(5).state.resumePoint.isStart)
    }

    @Test func itsTextReadsBackTheSame() {
        var point = Self.travelled().resumePoint
        point.placeQuery = "长sha \"引号\"\n"
        point.stacks[Tab.message.rawValue] = [ResumePoint.Page(route: .messages), ResumePoint.Page(route: .chat(id: "dm_1:2 x"), selection: 3)]
        point.stacks[Tab.profile.rawValue].append(ResumePoint.Page(route: .search(.topic("话题:带冒号"))))
        #expect(ResumePoint(json: Array(point.json.utf8)) == point)
        for route: Route in [.home, .messages, .discover, .profile, .settings, .about, .placeList(code: 1), .place(code: 2), .post(id: 3),
                             .myPosts, .likedPosts, .drafts, .outbox, .activity(.mention), .conversations, .chat(id: "c"),
                             .search(.posts(.mine)), .search(.posts(.liked)), .search(.messages), .search(.user(name: "名字")),
                             .weiboSearch(WeiboSearchQuery("热词"))] {
            #expect(route.resumeName.flatMap(Route.init(resumeName:)) == route, "\(route)")
        }
        // A viewer and the sign-in are moments, not places.
        #expect(Route.picture(PictureViewer(addresses: ["a"], index: 0)).resumeName == nil && Route.signIn.resumeName == nil)
    }

    @Test func anythingElseIsNotAPoint() {
        for text in ["", "garbage", "{}", "[1,2]", "{\"format\":2,\"tab\":\"home\",\"stacks\":[]}",
                     "{\"format\":1,\"tab\":\"nowhere\",\"stacks\":[]}", "{\"format\":1,\"tab\":\"home\"}"] {
            #expect(ResumePoint(json: Array(text.utf8)) == nil, "\(text)")
        }
        // A page the file cannot name ends its stack there; the rest stays.
        let odd = "{\"format\":1,\"tab\":\"profile\",\"stacks\":[[{\"route\":\"home\",\"row\":1,\"top\":0}],[],[],[{\"route\":\"profile\",\"row\":0,\"top\":0},{\"route\":\"settings\",\"row\":-1,\"top\":0},{\"route\":\"about\",\"row\":0,\"top\":0}]]}"
        let point = ResumePoint(json: Array(odd.utf8))
        #expect(point?.tab == .profile && point?.stacks[3].map(\.route) == [.profile] && point?.stacks[0].first?.selection == 1)
    }

    @Test func aFreshStartComesBackToWhereItWas() {
        let before = Self.travelled()
        var s = ReducerFixture.home(5).state
        _ = reduce(&s, .discover(.placesLoaded(DiscoverScreenTests.places)))
        let effects = reduce(&s, .resume(.restore(before.resumePoint)))
        #expect(s.selectedTab == .discover)
        #expect(s.stacks.map { $0.pages.map(\.route) } == before.stacks.map { $0.pages.map(\.route) })
        #expect(s.stacks[Tab.discover.rawValue].pages[2].selection == 2)
        #expect(s.stacks[Tab.home.rawValue].pages[0].selection == 2)
        #expect(s.searches[.posts(.timeline)]?.field.text == "第3" && s.searches[.posts(.timeline)]?.isTyping == false)
        // The search asks its question again; nothing else on these pages needs the store.
        #expect(effects.contains(.search(.find(.posts(.timeline), SearchQuery("第3"), limit: SearchState.pageSize))))
        #expect(s.resumePoint == before.resumePoint)
        #expect(s.resume.saved == before.resumePoint && !s.resumeNeedsSave)
        #expect(s.notice == nil)
    }

    @Test func newPostsAboveKeepThePostNotTheRow() {
        let point = ReducerFixture.home(5).state.with { _ = reduce(&$0, .navigation(.move(2))) }.resumePoint
        // Two posts arrived while the app was away: the post that was third is fifth.
        var s = ReducerFixture.home(7).state
        _ = reduce(&s, .resume(.restore(point)))
        #expect(s.page.selection == 4)
        #expect(s.timeline[s.page.selection].id == 3)
        // Left at the top, it opens at the top: the new posts are there.
        var top = ReducerFixture.home(7).state
        _ = reduce(&top, .resume(.restore(ReducerFixture.home(5).state.resumePoint)))
        #expect(top.page.selection == 0 && top.page.scrollTop == 0)
    }

    @Test func aPlaceThatIsGoneFallsBackToItsParent() {
        var point = Self.travelled().resumePoint
        point.stacks[Tab.discover.rawValue][3].route = .place(code: 999_999)
        var s = ReducerFixture.home(5).state
        _ = reduce(&s, .discover(.placesLoaded(DiscoverScreenTests.places)))
        _ = reduce(&s, .resume(.restore(point)))
        #expect(s.page.route == .placeList(code: 430100))
        #expect(s.notice == tr("上次的页面已不在，回到了上一层", "The page you were on is gone: back to the one above it"))
    }

    @Test func aDeepRowReadsTheListFarEnough() {
        var point = ResumePoint()
        point.stacks = [[ResumePoint.Page(route: .home, selection: 30, scrollTop: 28, post: 999)]]
        var s = ReducerFixture.home(5).state
        let effects = reduce(&s, .resume(.restore(point)))
        #expect(effects.contains(.home(.reloadPosts(.timeline, PostWindow(count: 50, through: nil)))))
        #expect(s.page.selection == 30)
    }

    @Test func savingWritesOnlyWhatChanged() {
        var s = ReducerFixture.home(5).state
        // A start that found nothing and stays at 首页's top leaves nothing.
        #expect(!s.resumeNeedsSave)
        _ = reduce(&s, .navigation(.move(1)))
        #expect(s.resumeNeedsSave)
        let point = s.resumePoint
        #expect(reduce(&s, .resume(.saveDue)) == [.resume(.save(point))])
        #expect(!s.resumeNeedsSave && reduce(&s, .resume(.saveDue)).isEmpty)
        // `set resume off`: nothing restored, nothing saved.
        s.resume.enabled = false
        _ = reduce(&s, .navigation(.move(1)))
        #expect(!s.resumeNeedsSave && reduce(&s, .resume(.saveDue)).isEmpty)
        var off = ReducerFixture.home(5).state
        off.resume.enabled = false
        _ = reduce(&off, .resume(.restore(Self.travelled().resumePoint)))
        #expect(off.selectedTab == .home && off.stack.depth == 1)
    }
}

private extension AppState {
    func with(_ change: (inout AppState) -> Void) -> AppState {
        var copy = self
        change(&copy)
        return copy
    }
}
