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

    func state(width: Int = 80, height: Int = 24) -> AppState {
        var s = Fixture.state(width: width, height: height)
        _ = reduce(&s, .discover(.placesLoaded(Self.places)))
        _ = reduce(&s, .discover(.suggestionsLoaded(history: ["长沙", "bj"], hot: ["长沙", "重庆", "香港"])))
        return s
    }

    func type(_ text: String, _ s: inout AppState) {
        for ch in text {
            for action in s.keymap.actions(for: .key(.char(ch)), in: s) { _ = reduce(&s, action) }
        }
    }

    @Test func slashFocusesTheSearchFromAnyTabAndAsksForThePlaces() {
        var s = AppState()
        _ = reduce(&s, .tabBar(.select(.profile)))
        let effects = reduce(&s, s.keymap.actions(for: .key(.char("/")), in: s)[0])
        #expect(s.selectedTab == .discover && s.isTypingInSearch)
        #expect(effects == [.discover(.loadPlaces)])
    }

    @Test func typingFiltersLiveAndEnterPushesThePlacePage() {
        var s = state()
        _ = reduce(&s, .discover(.beginSearch))
        type("bj", &s)
        #expect(s.discover.result?.matches.first?.place.name == "北京市")
        let effects = reduce(&s, s.keymap.actions(for: .key(.enter), in: s)[0])
        #expect(s.page.route == .place(code: 110000))
        #expect(!s.showsTabBar)
        #expect(effects == [.discover(.recordSearch("bj"))])
    }

    @Test func comingBackRestoresTheSearchExactly() {
        var s = state(height: 9)
        _ = reduce(&s, .discover(.beginSearch))
        type("ch", &s)
        _ = reduce(&s, .navigation(.move(2)))
        let before = (s.discover.query, s.page.selection, s.page.scrollTop)
        _ = reduce(&s, .navigation(.activate))
        #expect(s.page.route != .discover)
        _ = reduce(&s, s.keymap.actions(for: .key(.escape), in: s)[0])
        #expect(s.isTypingInSearch)
        #expect(s.discover.query == before.0 && s.page.selection == before.1 && s.page.scrollTop == before.2)
    }

    @Test func escLeavesTheSearchAndRestoresTheProvinceList() {
        var s = state()
        _ = reduce(&s, .tabBar(.select(.discover)))
        _ = reduce(&s, .navigation(.move(1)))
        _ = reduce(&s, .discover(.beginSearch))
        type("长沙", &s)
        _ = reduce(&s, s.keymap.actions(for: .key(.escape), in: s)[0])
        #expect(!s.discover.isSearching && s.discover.query.isEmpty && s.page.selection == 1)
    }

    @Test func lettersTypeWhileSearchingInsteadOfActingAsCommands() {
        var s = state()
        _ = reduce(&s, .discover(.beginSearch))
        type("q1jk/", &s)
        #expect(!s.quitRequested && s.selectedTab == .discover)
        #expect(s.discover.query == "q1jk/")
    }

    @Test func emptyFieldOffersRecentAndHotSearches() {
        var s = state()
        _ = reduce(&s, .discover(.beginSearch))
        let text = ScreenView.render(s).canvas.text
        #expect(text.contains("最近搜索") && text.contains("↺ 长沙") && text.contains("热门搜索") && text.contains("1 长沙"))
        // Row 0 is the most recent search: Enter puts it in the field.
        _ = reduce(&s, .navigation(.activate))
        #expect(s.discover.query == "长沙")
        #expect(s.discover.result?.matches.map(\.place.name) == ["长沙市", "长沙县"])
    }

    @Test func clearingHistoryIsAnEffect() {
        var s = state()
        _ = reduce(&s, .discover(.beginSearch))
        let effects = reduce(&s, s.keymap.actions(for: .key(.ctrl("x")), in: s)[0])
        #expect(effects == [.discover(.clearSearchHistory)] && s.discover.history.isEmpty)
    }

    @Test func provincesPushCitiesCitiesPushDistrictsAndPlacePagesShowTheirFacts() {
        var s = state()
        _ = reduce(&s, .tabBar(.select(.discover)))
        _ = reduce(&s, .navigation(.move(1)))   // 湖南省
        _ = reduce(&s, .navigation(.activate))
        #expect(s.page.route == .placeList(code: 430000))
        _ = reduce(&s, .navigation(.move(1)))   // 长沙市 (row 0 is 湖南省's own page)
        _ = reduce(&s, .navigation(.activate))
        #expect(s.page.route == .placeList(code: 430100))
        _ = reduce(&s, .navigation(.bottom))
        _ = reduce(&s, .navigation(.activate))
        guard case .place(let code) = s.page.route else { Issue.record("no place page"); return }
        let text = ScreenView.render(s).canvas.text
        let name = Self.places.directory.place(code: code)!.name
        #expect(text.contains("湖南省 › 长沙市 › \(name)"))
        #expect(text.contains(String(code)) && text.contains("县级"))
    }

    @Test func aRegionTheOfficialListDoesNotDivideSaysSo() {
        var s = state()
        _ = reduce(&s, .tabBar(.select(.discover)))
        _ = reduce(&s, .navigation(.bottom))   // 香港特别行政区
        _ = reduce(&s, .navigation(.activate))
        #expect(s.page.route == .place(code: 810000))
        let text = ScreenView.render(s).canvas.text
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
