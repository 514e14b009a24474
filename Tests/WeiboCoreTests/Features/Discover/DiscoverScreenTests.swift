import Testing
@testable import WeiboCore

/// The Discover flow on a small hand-made directory, so the tests show what
/// the screens do independent of the generated data.
@Suite struct DiscoverScreenTests {
    static let places: PlaceSearch = {
        typealias P = PlaceFixture
        return PlaceSearch(directory: try! PlaceDirectory(rows: [
            P.row(110000, "北京市", .province, nil, "bei jing shi", rank: 0),
            P.row(110101, "东城区", .district, 110000, "dong cheng qu"),
            P.row(430000, "湖南省", .province, nil, "hu nan sheng"),
            P.row(430100, "长沙市", .city, 430000, "chang sha shi", rank: 1),
            P.row(430121, "长沙县", .district, 430100, "chang sha xian"),
            P.row(430102, "芙蓉区", .district, 430100, "fu rong qu"),
            P.row(500000, "重庆市", .province, nil, "chong qing shi", rank: 0),
            P.row(810000, "香港特别行政区", .province, nil, "xiang gang te bie xing zheng qu"),
        ]))
    }()

    /// 热搜榜 as the sample's store gives it: a long word, a mark, no heat.
    static let hot = HotList(words: [
        HotWord(rank: 1, word: "长沙臭豆腐申遗", heat: 4_821_033, label: "沸"),
        HotWord(rank: 2, word: "在终端里刷微博是什么体验，一个很长很长很长很长的热搜词", heat: 3_102_877, label: "热"),
        HotWord(rank: 3, word: "Rainy day in 重庆", heat: 12_345, label: "新"),
        HotWord(rank: 4, word: "没有热度的词"),
    ])

    func state(width: Int = 80, height: Int = 24) -> AppState {
        var s = Fixture.state(width: width, height: height)
        _ = reduce(&s, .discover(.placesLoaded(Self.places)))
        _ = reduce(&s, .discover(.suggestionsLoaded(history: ["长沙", "bj"], hot: ["长沙", "重庆", "香港"])))
        _ = reduce(&s, .discover(.hotLoaded(Self.hot)))
        return s
    }

    func type(_ text: String, _ s: inout AppState) {
        for ch in text {
            for action in s.keymap.actions(for: .key(.char(ch)), in: s) { _ = reduce(&s, action) }
        }
    }

    /// What `text` in the search field finds, as the reducer asks for it.
    static func found(_ text: String) -> PlaceSearchResult {
        places.search(text, limit: DiscoverState.resultLimit)
    }

    /// The search begun from the Discover tab's root: the field has the
    /// keys, the province list's place is kept for afterwards.
    static func beginSearch(_ store: inout TestStore) {
        store.send(.discover(.beginSearch)) {
            $0.selectedTab = .discover
            $0.discover.browsePosition = $0.page
            $0.discover.isSearching = true
            $0.page.selection = 0
            $0.page.scrollTop = 0
        }
    }

    @Test func slashFocusesTheSearchFromAPlacePageAndAsksForThePlaces() {
        var store = TestStore(AppState())
        store.send(.tabBar(.select(.discover)), effects: [.discover(.loadPlaces), .discover(.loadHot)]) { $0.selectedTab = .discover }
        var onPlace = store.state
        onPlace.stack.push(.place(code: 430100))
        store = TestStore(onPlace)
        store.press(.char("/"), effects: [.discover(.loadPlaces)]) {
            $0.stack.popToRoot()
            $0.discover.isSearching = true
        }
        #expect(store.state.isTypingInSearch)
    }

    /// Issue 33 item 4: `/` on 我, 关于 or a picture jumped to 发现's place
    /// search; the README says `/` searches where you are.
    @Test("/ where there is nothing to search says so and stays", arguments: [Route.profile, .about, .settings, .drafts])
    func slashWithNothingToSearch(route: Route) {
        var s = AppState()
        _ = reduce(&s, .tabBar(.select(.profile)))
        if route != .profile { s.stack.push(route) }
        let before = s.stack
        #expect(s.keymap.actions(for: .key(.char("/")), in: s).map { "\($0)" } == ["\(Action.app(.notify("这一页没有可搜索的内容")))"])
        for action in s.keymap.actions(for: .key(.char("/")), in: s) { _ = reduce(&s, action) }
        #expect(s.selectedTab == .profile && s.stack == before && !s.isTypingInSearch)
        #expect(s.notice == "这一页没有可搜索的内容")
    }

    /// Issue 33 item 5: `/` changsha, a place opened, then `/` again and
    /// chengdu read `changshachengdu`.
    @Test func aNewSearchStartsEmptyAndOffersTheLastOne() {
        var store = TestStore(state())
        Self.beginSearch(&store)
        store.type("bj") {
            $0.discover.field.setText("bj")
            $0.discover.result = Self.found("bj")
        }
        store.press(.enter, effects: [.discover(.recordSearch("bj"))]) { $0.stack.push(.place(code: 110000)) }
        store.press(.char("/"), effects: [.discover(.recordSearch("bj"))]) {
            $0.stack.popToRoot()
            $0.discover.field = TextField()
            $0.discover.result = nil
        }
        store.type("cs") {
            $0.discover.field.setText("cs")
            $0.discover.result = Self.found("cs")
        }
        #expect(store.state.discover.query == "cs")
    }

    @Test func typingFiltersLiveAndEnterPushesThePlacePage() {
        var store = TestStore(state())
        Self.beginSearch(&store)
        store.type("bj") {
            $0.discover.field.setText("bj")
            $0.discover.result = Self.found("bj")
        }
        #expect(store.state.discover.result?.matches.first?.place.name == "北京市")
        store.press(.enter, effects: [.discover(.recordSearch("bj"))]) { $0.stack.push(.place(code: 110000)) }
        #expect(!store.state.showsTabBar)
    }

    @Test func comingBackRestoresTheSearchExactly() {
        var store = TestStore(state(height: 9))
        Self.beginSearch(&store)
        store.type("ch") {
            $0.discover.field.setText("ch")
            $0.discover.result = Self.found("ch")
        }
        // Down to a result below the first screenful, so there is a scroll to keep.
        let third = Self.found("ch").matches[2].place
        store.send(.navigation(.move(2))) { $0.page.selection = 2; $0.page.scrollTop = 1 }
        store.send(.navigation(.activate), effects: [.discover(.recordSearch("ch"))]) { $0.stack.push(.place(code: third.code)) }
        store.press(.escape) { $0.stack.pop() }
        #expect(store.state.isTypingInSearch && store.state.discover.query == "ch")
    }

    @Test func escLeavesTheSearchAndRestoresTheProvinceList() {
        var store = TestStore(state())
        store.send(.tabBar(.select(.discover)), effects: [.discover(.loadHot)]) { $0.selectedTab = .discover }
        let hunan = PageRows.index(opening: .placeList(code: 430000), in: store.state)
        store.send(PageRows.move(to: .placeList(code: 430000), in: store.state)) { $0.page.selection = hunan }
        Self.beginSearch(&store)
        store.type("长沙") {
            $0.discover.field.setText("长沙")
            $0.discover.result = Self.found("长沙")
        }
        store.press(.escape) {
            $0.discover.isSearching = false
            $0.discover.field = TextField()
            $0.discover.result = nil
            $0.page = $0.discover.browsePosition
        }
        #expect(store.state.page.selection == hunan && hunan > 0)
    }

    @Test func lettersTypeWhileSearchingInsteadOfActingAsCommands() {
        var store = TestStore(state())
        Self.beginSearch(&store)
        // Not quit, not a tab, not a move, not a new search: text.
        store.type("q1jk/") {
            $0.discover.field.setText("q1jk/")
            $0.discover.result = Self.found("q1jk/")
        }
    }

    @Test func emptyFieldOffersRecentAndHotSearches() {
        var store = TestStore(state())
        Self.beginSearch(&store)
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("最近搜索") && text.contains("↺ 长沙") && text.contains("热门搜索") && text.contains("1 长沙"))
        // Row 0 is the most recent search: Enter puts it in the field.
        store.send(.navigation(.activate)) {
            $0.discover.field.setText("长沙")
            $0.discover.result = Self.found("长沙")
        }
        #expect(store.state.discover.result?.matches.map(\.place.name) == ["长沙市", "长沙县"])
    }

    @Test func clearingHistoryIsAnEffect() {
        var store = TestStore(state())
        Self.beginSearch(&store)
        store.press(.ctrl("x"), effects: [.discover(.clearSearchHistory)]) { $0.discover.history = [] }
    }

    @Test func provincesPushCitiesCitiesPushDistrictsAndPlacePagesShowTheirFacts() {
        var store = TestStore(state())
        store.send(.tabBar(.select(.discover)), effects: [.discover(.loadHot)]) { $0.selectedTab = .discover }
        let hunan = PageRows.index(opening: .placeList(code: 430000), in: store.state)
        store.send(PageRows.move(to: .placeList(code: 430000), in: store.state)) { $0.page.selection = hunan }
        store.send(.navigation(.activate)) { $0.stack.push(.placeList(code: 430000)) }
        let changsha = PageRows.index(opening: .placeList(code: 430100), in: store.state)
        #expect(changsha > 0, "row 0 is 湖南省's own page")
        store.send(PageRows.move(to: .placeList(code: 430100), in: store.state)) { $0.page.selection = changsha }
        store.send(.navigation(.activate)) { $0.stack.push(.placeList(code: 430100)) }
        let districts = Self.places.directory.children(of: 430100)
        store.send(.navigation(.bottom)) { $0.page.selection = districts.count }
        let last = districts[districts.count - 1]
        store.send(.navigation(.activate)) { $0.stack.push(.place(code: last.code)) }
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("湖南省 › 长沙市 › \(last.name)"))
        #expect(text.contains(String(last.code)) && text.contains("县级"))
    }

    @Test func aRegionTheOfficialListDoesNotDivideSaysSo() {
        var store = TestStore(state())
        store.send(.tabBar(.select(.discover)), effects: [.discover(.loadHot)]) { $0.selectedTab = .discover }
        // 香港 has no children in the official list: its row opens its own page.
        let hongKong = PageRows.index(opening: .place(code: 810000), in: store.state)
        store.send(PageRows.move(to: .place(code: 810000), in: store.state)) { $0.page.selection = hongKong }
        store.send(.navigation(.activate)) { $0.stack.push(.place(code: 810000)) }
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("810000") && text.contains("民政部行政区划代码只列到特别行政区本身"))
    }

    /// The 签到 picker, Discover and `cities` share one matcher: the picker
    /// lists what the search ranks, in the same order.
    @Test func checkInPickerListsWhatTheSearchFinds() {
        let s = state()
        for query in ["长sha", "cs", "長沙", "重", "xi'an"] {
            var picker = PlacePickerState()
            picker.field.setText(query)
            #expect(s.placePickerResults(picker).map(\.code) == Self.places.search(query, limit: 50).matches.map(\.place.code),
                    "\(query)")
        }
        var picker = PlacePickerState()
        picker.field.setText("长sha")
        #expect(s.placePickerResults(picker).first?.name == "长沙市")
    }

    @Test func hotSearchesArePlacesThatSearchFindsWhole() {
        var s = state()
        _ = reduce(&s, .discover(.beginSearch))
        for hot in s.discover.hotSearches {
            _ = reduce(&s, .discover(.searchKeyword(hot)))
            #expect(s.discover.result?.matches.first?.spellsWholeName == true, "\(hot)")
        }
    }

    @Test func hotSearchGridFitsEveryWidth() {
        let words = ["杭州暴雨", "重庆40度", "考研成绩公布", "在终端里刷微博是什么体验", "五一"]
        for width in 1...120 {
            for cell in HotSearchGrid.layout(words, width: width) {
                #expect(cell.x + cell.text.terminalWidth <= max(width, 1))
            }
        }
    }

    @Test(arguments: [(80, 24), (40, 12), (200, 50)])
    func snapshots(width: Int, height: Int) {
        var s = state(width: width, height: height)
        _ = reduce(&s, .tabBar(.select(.discover)))
        Snapshot.assert(ScreenView.render(s), named: "discover-\(width)x\(height)")
        _ = reduce(&s, .discover(.beginSearch))
        Snapshot.assert(ScreenView.render(s), named: "discover-suggestions-\(width)x\(height)")
        type("changsha", &s)
        Snapshot.assert(ScreenView.render(s), named: "discover-results-\(width)x\(height)")
    }
}
