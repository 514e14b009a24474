import Testing
@testable import WeiboCore

/// 热搜榜 on 发现: what is fetched when (only on opening 发现, at most every
/// `HotList.refreshSeconds`, only where the account's kind has it) and how
/// its rows fit any width.
@Suite struct HotListTests {
    static let now: Int64 = 1_709_518_800

    func state(_ kind: AccountKind?, hot: HotList = HotList()) -> AppState {
        var s = DiscoverScreenTests().state()
        s.info = AppInfo(account: kind == nil ? nil : "测试用户", accountKind: kind)
        s.clock = Clock(now: Self.now)
        _ = reduce(&s, .discover(.hotLoaded(hot)))
        return s
    }

    @Test func aWebSessionFetchesItOnOpeningDiscoverAndNotAgainWithinTheInterval() {
        var store = TestStore(state(.web))
        let fetch = Effect.app(.fetch(.list("hot")))
        store.send(.tabBar(.select(.discover)), effects: [.discover(.loadHot), fetch]) {
            $0.selectedTab = .discover
            $0.discover.hotAskedAt = Self.now
        }
        store.send(.tabBar(.select(.home)), effects: []) { $0.selectedTab = .home }
        // The fetch failed (nothing in the store): a minute later 发现 asks nothing.
        store.send(.app(.clockTicked(Clock(now: Self.now + 60)))) { $0.clock = Clock(now: Self.now + 60) }
        store.send(.tabBar(.select(.discover)), effects: [.discover(.loadHot)]) { $0.selectedTab = .discover }
        store.send(.tabBar(.select(.home))) { $0.selectedTab = .home }
        // The store's list is four minutes old at 5 min after the ask: still not due.
        let later = Self.now + HotList.refreshSeconds
        store.send(.discover(.hotLoaded(HotList(words: DiscoverScreenTests.hot.words, fetchedAt: later - 240)))) {
            $0.discover.hot = HotList(words: DiscoverScreenTests.hot.words, fetchedAt: later - 240)
        }
        store.send(.app(.clockTicked(Clock(now: later)))) { $0.clock = Clock(now: later) }
        store.send(.tabBar(.select(.discover)), effects: [.discover(.loadHot)]) { $0.selectedTab = .discover }
        store.send(.tabBar(.select(.home))) { $0.selectedTab = .home }
        // Five minutes after the last fetch it is asked again.
        store.send(.app(.clockTicked(Clock(now: later + 60)))) { $0.clock = Clock(now: later + 60) }
        store.send(.tabBar(.select(.discover)), effects: [.discover(.loadHot), fetch]) {
            $0.selectedTab = .discover
            $0.discover.hotAskedAt = later + 60
        }
    }

    @Test func theSampleAndAnOpenAPIAccountNeverAskForIt() {
        for kind in [nil, AccountKind.openAPI] {
            var store = TestStore(state(kind))
            store.send(.tabBar(.select(.discover)), effects: [.discover(.loadHot)]) { $0.selectedTab = .discover }
        }
    }

    @Test func aFetchThatLandsIsReadAgainByTheStoreReload() {
        var s = state(.web)
        _ = reduce(&s, .tabBar(.select(.discover)))
        #expect(reduce(&s, .app(.storeChanged)).contains(.discover(.loadHot)))
        var sample = DiscoverScreenTests().state()
        sample.discover.hot = HotList()
        #expect(!reduce(&sample, .app(.storeChanged)).contains(.discover(.loadHot)))
    }

    @Test func rowsComeBeforeTheProvincesAndOpenTheirWordsPosts() {
        var s = state(.web, hot: HotList(words: DiscoverScreenTests.hot.words, fetchedAt: Self.now - 180))
        _ = reduce(&s, .tabBar(.select(.discover)))
        let screen = DiscoverScreen()
        #expect(screen.rowCount(in: s) == 4 + DiscoverScreenTests.places.directory.rootCount)
        guard case .push(.weiboSearch(WeiboSearchQuery("长沙臭豆腐申遗"))) = screen.target(of: 0, in: s) else {
            Issue.record("row 0 opens its word's posts")
            return
        }
        guard case .push(.placeList(code: 110000)) = screen.target(of: 4, in: s) else {
            Issue.record("row 4 is the first province")
            return
        }
        let text = ScreenView.render(s).canvas.text
        #expect(text.contains("热搜榜 · 3分钟前更新"))
        #expect(text.contains(" 1 长沙臭豆腐申遗 沸") && text.contains("482.1万"))
        #expect(text.contains("── 全国省级行政区 · \(DiscoverScreenTests.places.directory.count) 个地点 ──"))
    }

    @Test func anOpenAPIAccountSaysInOneRowThatTheAPIHasNone() {
        var s = state(.openAPI)
        _ = reduce(&s, .tabBar(.select(.discover)))
        #expect(DiscoverScreen().rowCount(in: s) == 1 + DiscoverScreenTests.places.directory.rootCount)
        #expect(ScreenView.render(s).canvas.text.contains("微博开放接口不提供热搜榜"))
    }

    @Test func everyRowFitsEveryWidthAndCutsNoCharacterInHalf() {
        let s = state(.web, hot: DiscoverScreenTests.hot)
        for width in 1...100 {
            for row in 0..<DiscoverScreenTests.hot.words.count {
                let line = HotRows.line(row, in: s, width: width)
                let text = line.spans.map(\.text).joined()
                #expect(text.terminalWidth <= width, "row \(row) at \(width): \(text)")
                #expect(!text.unicodeScalars.contains("\u{FFFD}"))
            }
            let rule = HotRows.placesRule(DiscoverScreenTests.places, width: width)
            #expect(rule.spans.map(\.text).joined().terminalWidth <= width)
        }
    }

    static let found = WeiboSearchResults(posts: [
        Post(id: 12, userID: "u_a", authorName: "长沙吃货日记", text: "#长沙臭豆腐申遗# 终于等到了[哈哈]", createdAt: now - 300),
        Post(id: 11, userID: "u_b", authorName: "rain_in_重庆", text: "闻着就香", createdAt: now - 600),
    ], fetchedAt: now - 60, pages: 1, nextPage: 2)

    @Test func enterOnAHotWordOpensItsPostsFetchedWhenOpenedAndPagedOnAsked() {
        var store = TestStore(state(.web, hot: HotList(words: DiscoverScreenTests.hot.words, fetchedAt: Self.now)))
        store.send(.tabBar(.select(.discover)), effects: [.discover(.loadHot)]) { $0.selectedTab = .discover }
        let query = WeiboSearchQuery("长沙臭豆腐申遗")
        store.send(.navigation(.activate), effects: [.discover(.loadWeiboSearch(query)), .app(.fetch(.search(WeiboSearchQuery("长沙臭豆腐申遗"), page: 1)))]) {
            $0.stack.push(.weiboSearch(query))
        }
        store.send(.discover(.weiboSearchLoaded(query, Self.found))) { $0.discover.weiboSearches[query] = Self.found }
        let screen = WeiboSearchScreen(query: query)
        #expect(screen.rowCount(in: store.state) == 3)
        guard case .push(.post(id: 12)) = screen.target(of: 0, in: store.state), case .perform(let more) = screen.target(of: 2, in: store.state) else {
            Issue.record("a post opens its page; the last row asks for more")
            return
        }
        store.send(more, effects: [.app(.fetch(.search(WeiboSearchQuery("长沙臭豆腐申遗"), page: 2)))]) { $0.notice = "正在加载第 2 页…" }
        // The store changed (the page landed): the search is read again while its page is open.
        var after = store.state
        #expect(reduce(&after, .app(.storeChanged)).contains(.discover(.loadWeiboSearch(query))))
        let text = ScreenView.render(after).canvas.text
        #expect(text.contains(" 综合  实时  用户  话题   [ ] 切换 · 1分钟前更新") && text.contains("闻着就香") && text.contains("加载更多"))
    }

    @Test func theSampleOpensAHotWordWithoutGoingOnlineAndSaysSo() {
        var s = state(nil, hot: DiscoverScreenTests.hot)
        _ = reduce(&s, .tabBar(.select(.discover)))
        let effects = reduce(&s, .navigation(.activate))
        #expect(effects == [.discover(.loadWeiboSearch(WeiboSearchQuery("长沙臭豆腐申遗")))])
        #expect(ScreenView.render(s).canvas.text.contains("示例数据不联网"))
    }

    @Test(arguments: [(80, 24), (20, 8)])
    func aHotWordsPostsSnapshot(width: Int, height: Int) {
        var s = state(.web, hot: HotList(words: DiscoverScreenTests.hot.words, fetchedAt: Self.now))
        s.size = Size(width: width, height: height)
        _ = reduce(&s, .tabBar(.select(.discover)))
        _ = reduce(&s, .navigation(.activate))
        _ = reduce(&s, .discover(.weiboSearchLoaded(WeiboSearchQuery("长沙臭豆腐申遗"), Self.found)))
        Snapshot.assert(ScreenView.render(s), named: "weibo-search-\(width)x\(height)")
    }

    @Test func enterOnATopicInAPostOpensItsPageOnWeiboOnAWebSession() {
        let post = Post(id: 7, userID: "u_a", authorName: "长沙吃货日记", text: "#杭州暴雨# 问问 @夜航船的猫", createdAt: Self.now - 60)
        for kind in [AccountKind.web, .openAPI] {
            var s = state(kind)
            s.stack.push(.post(id: 7))
            _ = reduce(&s, .home(.postDetailLoaded(PostDetail(post: post, comments: []))))
            _ = reduce(&s, .search(.nextEntity))
            let enter = Keymap.standard.actions(for: .key(.enter), in: s)
            guard kind == .web else {
                guard case .search(.openPage(.topic("杭州暴雨")))? = enter.first else { Issue.record("the cached posts on the topic"); return }
                continue
            }
            let topic = WeiboSearchQuery("#杭州暴雨#")
            guard case .discover(.openWeiboSearch(topic))? = enter.first else { Issue.record("Weibo's topic page: \(enter)"); return }
            var store = TestStore(s)
            store.send(.discover(.openWeiboSearch(topic)), effects: [.discover(.loadWeiboSearch(topic)), .app(.fetch(.search(topic, page: 1)))]) {
                $0.stack.push(.weiboSearch(topic))
            }
        }
    }
}
