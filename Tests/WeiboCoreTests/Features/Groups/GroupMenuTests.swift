import Testing
@testable import WeiboCore

/// 首页's title menu: 全部关注 or a group, its posts from the store, an
/// account asking Weibo only for what the user opened, the choice kept
/// with where the user was.
@Suite struct GroupMenuTests {
    static let food = FeedGroup(id: "g_food", name: "美食")
    static let work = FeedGroup(id: "g_work", name: "同事")

    static func home(_ info: AppInfo = AppInfo()) -> AppState {
        var s = AppState(info: info, size: Size(width: 80, height: 24))
        s.clock = ReducerFixture.clock
        _ = reduce(&s, .home(.postsLoaded(.timeline, (1...5).map { ReducerFixture.post(Int64($0)) }, .newest)))
        return s
    }

    @Test("z opens the menu on 首页; picking a group shows its posts, read from the store, under its name")
    func pickAGroup() {
        var s = Self.home()
        _ = send(&s, .navigation(.move(2)))
        #expect(send(&s, .groups(.openMenu)) == [.groups(.load)], "the sample asks Weibo nothing")
        #expect(s.modal == .groups(GroupMenu()))
        _ = send(&s, .groups(.loaded([Self.work, Self.food])))
        #expect(s.modal == .groups(GroupMenu(groups: [Self.work, Self.food], selection: 0)))
        _ = send(&s, .groups(.menuCommand(.down, number: nil)), .groups(.menuCommand(.down, number: nil)))
        let effects = send(&s, .groups(.menuCommand(.choose, number: nil)))
        #expect(s.modal == nil && s.groups.chosen == Self.food && s.homeList == .group("g_food"))
        #expect(effects == [.home(.loadPosts(.group("g_food"), .newest))])
        #expect(s.page.selection == 0, "a group starts at its top")
        _ = send(&s, .home(.postsLoaded(.group("g_food"), [ReducerFixture.post(9)], .newest)))
        #expect(Screens.screen(for: .home).post(at: 0, in: s)?.id == 9)
        #expect(NavBarTitle.of(s) == "美食 ▾")
        #expect(s.resumePoint.group == Self.food)
        // Opened again, the group shown is picked; 1 (全部关注) goes back.
        _ = send(&s, .groups(.openMenu), .groups(.loaded([Self.work, Self.food])))
        #expect(s.modal == .groups(GroupMenu(groups: [Self.work, Self.food], selection: 2)))
        _ = send(&s, .groups(.menuCommand(.chooseItem, number: 1)))
        #expect(s.groups.chosen == nil && s.homeList == .timeline && s.home.postLists[.group("g_food")] == nil)
        #expect(NavBarTitle.of(s) == "全部关注 ▾")
    }

    /// Where `text` is drawn on the screen: its column and line.
    static func position(of text: String, in s: AppState) -> (x: Int, y: Int)? {
        let lines = ScreenView.render(s).canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let y = lines.firstIndex(where: { $0.contains(text) }), let range = lines[y].range(of: text) else { return nil }
        return (String(lines[y][..<range.lowerBound]).terminalWidth, y)
    }

    static func click(_ point: (x: Int, y: Int), _ s: AppState) -> [Action] {
        MouseMap.actions(for: MouseEvent(kind: .press, x: point.x, y: point.y), in: s)
    }

    @Test("a click on a row of the menu chooses it exactly as Enter on it does; elsewhere it does nothing")
    func clickChooses() throws {
        var open = Self.home(AppInfo(account: "网页用户", accountKind: .web))
        _ = send(&open, .groups(.openMenu), .groups(.loaded([Self.work, Self.food])))
        // A click on 美食 (the third row), the selection still on 全部关注.
        var clicked = open
        var effects: [Effect] = []
        for action in Self.click(try #require(Self.position(of: "美食", in: open)), open) { effects += send(&clicked, action) }
        var entered = open
        let enterEffects = send(&entered, .groups(.menuCommand(.down, number: nil)), .groups(.menuCommand(.down, number: nil)),
                                .groups(.menuCommand(.choose, number: nil)))
        #expect(clicked.groups.chosen == Self.food && clicked.modal == nil)
        #expect(clicked == entered && effects == enterEffects)
        #expect(effects.contains(.app(.fetch(.group("g_food")))))
        // The box's title, its hint and the screen outside choose nothing and leave it open.
        for text in ["切换分组", "选择"] {
            #expect(Self.click(try #require(Self.position(of: text, in: open)), open).isEmpty, "\(text)")
        }
        #expect(Self.click((0, 12), open).isEmpty)
        // 全部关注, clicked while a group is shown, goes back.
        var back = clicked
        _ = send(&back, .groups(.openMenu), .groups(.loaded([Self.work, Self.food])))
        #expect(NavBarTitle.of(back) == "美食 ▾", "so 全部关注 is drawn only in the menu")
        for action in Self.click(try #require(Self.position(of: "全部关注", in: back)), back) { _ = send(&back, action) }
        #expect(back.groups.chosen == nil && back.modal == nil && back.homeList == .timeline)
    }

    @Test("the key is 首页's alone, and Esc closes the menu leaving 首页 as it was")
    func onlyOnHome() {
        var s = Self.home()
        #expect(s.keymap.actions(for: .key(.char("z")), in: s).map { "\($0)" } == ["\(Action.groups(.openMenu))"])
        _ = send(&s, .groups(.openMenu), .groups(.menuCommand(.closePopup, number: nil)))
        #expect(s.modal == nil && s.groups.chosen == nil)
        _ = send(&s, .navigation(.activate))
        #expect(s.page.route != .home)
        #expect(send(&s, .groups(.openMenu)).isEmpty && s.modal == nil)
    }

    @Test("a web session asks Weibo for the groups as the menu opens and for a group as it is chosen or refreshed")
    func webAsksWhenOpened() {
        var s = Self.home(AppInfo(account: "网页用户", accountKind: .web))
        #expect(send(&s, .groups(.openMenu)) == [.groups(.load), .app(.fetch(.list(FeedGroupList.listName)))])
        _ = send(&s, .groups(.loaded([Self.work])))
        #expect(send(&s, .groups(.menuCommand(.chooseItem, number: 2))) == [.home(.loadPosts(.group("g_work"), .newest)), .app(.fetch(.group("g_work")))])
        // Empty while Weibo is asked: it says so, not that the group has nothing.
        _ = send(&s, .home(.postsLoaded(.group("g_work"), [], .newest)))
        #expect(Screens.screen(for: .home).emptyMessage(in: s) == "正在从微博读取这个分组…")
        _ = send(&s, .home(.fetchFinished(.group("g_work"), failure: nil)))
        #expect(Screens.screen(for: .home).emptyMessage(in: s) == "这个分组里还没有微博")
        #expect(send(&s, .home(.refresh)) == [.home(.loadPosts(.group("g_work"), .newest)), .app(.fetch(.group("g_work")))])
    }

    @Test("a group's older page is asked of Weibo only when the user scrolls past its last post, once for each")
    func olderPageWhenScrolledPast() {
        var s = Self.home(AppInfo(account: "网页用户", accountKind: .web))
        _ = send(&s, .groups(.openMenu), .groups(.loaded([Self.work])), .groups(.menuCommand(.chooseItem, number: 2)))
        let older = Effect.app(.fetch(.olderInGroup("g_work")))
        let shown = (11...13).map { ReducerFixture.post(Int64($0)) }.sorted { $0.id > $1.id }
        #expect(!send(&s, .home(.postsLoaded(.group("g_work"), shown, .newest))).contains(older), "chosen: its newest only")
        #expect(!send(&s, .home(.fetchFinished(.group("g_work"), failure: nil))).contains(older))
        // Down to the last post: nothing yet; one more, onto the end row, asks.
        #expect(!send(&s, .navigation(.move(1)), .navigation(.move(1))).contains(older))
        #expect(send(&s, .navigation(.move(1))) == [older])
        #expect(s.page.selection == 3)
        let endRow = { ScreenView.render(s).canvas.text.contains("正在从微博读取更早的微博…") }
        #expect(endRow())
        // Moving about there, the answer and the reload it causes ask nothing more.
        #expect(!send(&s, .navigation(.move(-1)), .navigation(.move(1))).contains(older))
        #expect(!send(&s, .home(.fetchFinished(.olderInGroup("g_work"), failure: nil))).contains(older))
        #expect(!endRow() && ScreenView.render(s).canvas.text.contains(PostListScreen.endMarker))
        #expect(!send(&s, .home(.postsReloaded(.group("g_work"), shown))).contains(older))
        // What came is read from the store; past its last post, the next older page.
        #expect(!send(&s, .home(.postsLoaded(.group("g_work"), [ReducerFixture.post(5)], .older(than: shown[2].cursor)))).contains(older))
        #expect(s.page.selection == 3 && Screens.screen(for: .home).post(at: 3, in: s)?.id == 5)
        #expect(send(&s, .navigation(.move(1))) == [older])
        // Another group starts afresh; 全部关注 asks for its own older page as before, never a group's.
        _ = send(&s, .groups(.choose(nil)))
        #expect(s.groups.olderAsked == nil)
    }

    @Test("the sample's groups are its own: scrolling past a group's end asks nothing")
    func sampleAsksNothingOlder() {
        var s = Self.home()
        _ = send(&s, .groups(.openMenu), .groups(.loaded([Self.work])), .groups(.menuCommand(.chooseItem, number: 2)))
        _ = send(&s, .home(.postsLoaded(.group("g_work"), [ReducerFixture.post(3)], .newest)))
        #expect(send(&s, .navigation(.move(1))).isEmpty && s.page.selection == 1)
    }

    @Test("an Open API account says in one line that it has no groups")
    func openAPI() {
        var s = Self.home(AppInfo(account: "开放平台用户"))
        #expect(send(&s, .groups(.openMenu)).isEmpty)
        #expect(s.modal == nil && s.notice == Unavailable.groups.message)
    }

    @Test("the group comes back with where the user was, in the file's JSON")
    func resumes() {
        let point = ResumePoint(group: Self.food)
        #expect(!point.isStart)
        #expect(ResumePoint(json: Array(point.json.utf8))?.group == Self.food)
        var s = Self.home()
        let effects = send(&s, .resume(.restore(point)))
        #expect(s.groups.chosen == Self.food && effects.contains(.home(.loadPosts(.group("g_food"), .newest))))
    }
}

/// What 首页's bar says, as it draws it.
enum NavBarTitle {
    static func of(_ s: AppState) -> String { Screens.screen(for: s.page.route).barTitle(in: s) }
}
