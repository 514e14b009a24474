import Testing
@testable import WeiboCore

@Suite struct ReducerTests {
    func state() -> AppState {
        var s = AppState(info: AppInfo(dataDirectory: "/tmp/d"), size: Size(width: 80, height: 24))
        s.localUser = User(id: "u_me", name: "夜航船的猫", bio: "bio", followingCount: 12, followersCount: 34567, isLocal: true)
        return s
    }

    @discardableResult
    func send(_ s: inout AppState, _ actions: Action...) -> [Effect] {
        actions.flatMap { reduce(&s, $0) }
    }

    @Test func selectingATabKeepsEveryOtherStack() {
        var s = state()
        send(&s, .tabBar(.select(.profile)), .navigation(.move(3)), .navigation(.activate))   // push 设置
        #expect(s.page.route == .settings)
        #expect(!s.showsTabBar)
        send(&s, .tabBar(.select(.home)))
        #expect(s.selectedTab == .home && s.showsTabBar)
        send(&s, .tabBar(.select(.profile)))
        #expect(s.page.route == .settings, "profile's stack was kept")
    }

    @Test func selectingTheCurrentTabPopsToRootAndScrollsToTop() {
        var s = state()
        send(&s, .tabBar(.select(.profile)), .navigation(.move(4)), .navigation(.activate))
        #expect(s.page.route == .about)
        send(&s, .tabBar(.select(.profile)))
        #expect(s.page.route == .profile && s.page.selection == 0 && s.page.scrollTop == 0)
    }

    @Test func backPopsAndRestoresTheSelection() {
        var s = state()
        send(&s, .tabBar(.select(.profile)), .navigation(.move(4)), .navigation(.activate), .navigation(.back))
        #expect(s.page.route == .profile && s.page.selection == 4)
        send(&s, .navigation(.back))
        #expect(s.page.route == .profile, "back at the root does nothing")
    }

    @Test func popToRootFromDeepInTheStack() {
        var s = state()
        send(&s, .tabBar(.select(.profile)), .navigation(.move(3)), .navigation(.activate))
        s.stack.push(.about)
        send(&s, .navigation(.popToRoot))
        #expect(s.stack.isAtRoot && s.showsTabBar)
    }

    @Test func composePopupIsAModalThatLeavesTheTabExactlyAsItWas() {
        var s = state()
        send(&s, .tabBar(.select(.profile)), .navigation(.move(1)))
        let before = s
        send(&s, .compose(.openPopup), .compose(.popupMove(dx: 1, dy: 1)), .compose(.popupChoose(0)), .compose(.closePopup))
        #expect(s.modal == nil)
        #expect(s.stacks == before.stacks && s.selectedTab == before.selectedTab)
    }

    @Test func composeMoreTurnsToPageTwoAndBack() {
        var s = state()
        send(&s, .compose(.openPopup), .compose(.popupChoose(5)))
        guard case .compose(let menu)? = s.modal else { Issue.record("no popup"); return }
        #expect(menu.page == 1)
        send(&s, .compose(.popupChoose(4)))
        guard case .compose(let back)? = s.modal else { Issue.record("no popup"); return }
        #expect(back.page == 0 && back.selection == 5)
    }

    @Test func everyComposeItemLeadsSomewhere() {
        for (page, count) in [(0, 5), (1, 4)] {
            for index in 0..<count {
                var s = state()
                send(&s, .compose(.openPopup))
                if page == 1 { send(&s, .compose(.popupChoose(5))) }
                send(&s, .compose(.popupChoose(index)))
                guard let modal = s.modal else { Issue.record("item \(page).\(index) closed the popup"); continue }
                if case .compose = modal { Issue.record("item \(page).\(index) is a dead end") }
                #expect(s.stacks == state().stacks)
            }
        }
    }

    @Test func cycleTabWrapsBothWays() {
        var s = state()
        send(&s, .tabBar(.cycle(-1)))
        #expect(s.selectedTab == .profile)
        send(&s, .tabBar(.cycle(1)))
        #expect(s.selectedTab == .home)
    }

    @Test func toggleColoursAsksTheShellToPersistIt() {
        var s = state()
        send(&s, .tabBar(.select(.profile)), .navigation(.move(3)), .navigation(.activate))
        let effects = send(&s, .navigation(.activate))
        #expect(!s.colorsEnabled)
        #expect(effects == [.app(.saveSetting(key: SettingKey.colors, value: "off"))])
    }

    @Test func quitIsAnEffect() {
        var s = state()
        #expect(send(&s, .app(.quit)) == [.app(.quit)])
        #expect(s.quitRequested)
    }

    @Test func selectionStaysVisibleThroughResizes() {
        var s = state()
        send(&s, .tabBar(.select(.profile)), .navigation(.move(3)), .navigation(.activate))
        s.stack.push(.about)
        send(&s, .navigation(.bottom))
        for h in [24, 12, 9, 7, 30, 8] {
            send(&s, .app(.resize(Size(width: 40, height: h))))
            let list = s.listGeometry
            let visible = ListViewport.visibleRows(scrollTop: s.page.scrollTop, count: list.count,
                                                   viewportHeight: list.viewportHeight, height: list.height)
            #expect(visible.contains(s.page.selection) || list.viewportHeight <= 0, "height \(h)")
        }
    }
}

@Suite struct KeyInputTests {
    @Test func digitsSwitchTabsAndQuitWorks() {
        let s = AppState()
        #expect(s.keymap.actions(for: .key(.char("2")), in: s).first.map { "\($0)" } == "\(Action.tabBar(.select(.message)))")
        #expect("\(s.keymap.actions(for: .key(.char("q")), in: s))" == "\([Action.app(.quit)])")
        #expect("\(s.keymap.actions(for: .key(.ctrl("c")), in: s))" == "\([Action.app(.quit)])")
    }

    @Test func clicksOnTheTabBarSelectTabsAndTheCentreOpensCompose() {
        let s = AppState(size: Size(width: 81, height: 24))
        let layout = TabBarView.layout(for: s)
        for slot in layout.slots {
            let actions = s.keymap.actions(for: .mouse(MouseEvent(kind: .press, x: slot.x, y: 23)), in: s)
            if let tab = Tab(slotIndex: slot.index) {
                #expect("\(actions)" == "\([Action.tabBar(.select(tab))])")
            } else {
                #expect("\(actions)" == "\([Action.compose(.openPopup)])")
            }
        }
    }

    @Test func inThePopupDigitsChooseItems() {
        var s = AppState()
        s.modal = .compose(ComposeMenuState())
        #expect("\(s.keymap.actions(for: .key(.char("6")), in: s))" == "\([Action.compose(.popupChoose(5))])")
        #expect("\(s.keymap.actions(for: .key(.escape), in: s))" == "\([Action.compose(.closePopup)])")
    }
}
