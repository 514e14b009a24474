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
        send(&s, .selectTab(.profile), .move(3), .activate)   // push 设置
        #expect(s.page.route == .settings)
        #expect(!s.showsTabBar)
        send(&s, .selectTab(.home))
        #expect(s.selectedTab == .home && s.showsTabBar)
        send(&s, .selectTab(.profile))
        #expect(s.page.route == .settings, "profile's stack was kept")
    }

    @Test func selectingTheCurrentTabPopsToRootAndScrollsToTop() {
        var s = state()
        send(&s, .selectTab(.profile), .move(4), .activate)
        #expect(s.page.route == .about)
        send(&s, .selectTab(.profile))
        #expect(s.page.route == .profile && s.page.selection == 0 && s.page.scrollTop == 0)
    }

    @Test func backPopsAndRestoresTheSelection() {
        var s = state()
        send(&s, .selectTab(.profile), .move(4), .activate, .back)
        #expect(s.page.route == .profile && s.page.selection == 4)
        send(&s, .back)
        #expect(s.page.route == .profile, "back at the root does nothing")
    }

    @Test func popToRootFromDeepInTheStack() {
        var s = state()
        send(&s, .selectTab(.profile), .move(3), .activate)
        s.stack.push(.about)
        send(&s, .popToRoot)
        #expect(s.stack.isAtRoot && s.showsTabBar)
    }

    @Test func composePopupIsAModalThatLeavesTheTabExactlyAsItWas() {
        var s = state()
        send(&s, .selectTab(.profile), .move(1))
        let before = s
        send(&s, .openCompose, .composeMove(dx: 1, dy: 1), .composeChoose(0), .closeModal)
        #expect(s.modal == nil)
        #expect(s.stacks == before.stacks && s.selectedTab == before.selectedTab)
    }

    @Test func composeMoreTurnsToPageTwoAndBack() {
        var s = state()
        send(&s, .openCompose, .composeChoose(5))
        guard case .compose(let menu)? = s.modal else { Issue.record("no popup"); return }
        #expect(menu.page == 1)
        send(&s, .composeChoose(4))
        guard case .compose(let back)? = s.modal else { Issue.record("no popup"); return }
        #expect(back.page == 0 && back.selection == 5)
    }

    @Test func everyComposeItemLeadsSomewhere() {
        for (page, count) in [(0, 5), (1, 4)] {
            for index in 0..<count {
                var s = state()
                send(&s, .openCompose)
                if page == 1 { send(&s, .composeChoose(5)) }
                send(&s, .composeChoose(index))
                guard let modal = s.modal else { Issue.record("item \(page).\(index) closed the popup"); continue }
                if case .compose = modal { Issue.record("item \(page).\(index) is a dead end") }
                #expect(s.stacks == state().stacks)
            }
        }
    }

    @Test func cycleTabWrapsBothWays() {
        var s = state()
        send(&s, .cycleTab(-1))
        #expect(s.selectedTab == .profile)
        send(&s, .cycleTab(1))
        #expect(s.selectedTab == .home)
    }

    @Test func toggleColoursAsksTheShellToPersistIt() {
        var s = state()
        send(&s, .selectTab(.profile), .move(3), .activate)
        let effects = send(&s, .activate)
        #expect(!s.colorsEnabled)
        #expect(effects == [.saveSetting(key: SettingKey.colors, value: "off")])
    }

    @Test func quitIsAnEffect() {
        var s = state()
        #expect(send(&s, .quit) == [.quit])
        #expect(s.quitRequested)
    }

    @Test func selectionStaysVisibleThroughResizes() {
        var s = state()
        send(&s, .selectTab(.profile), .move(3), .activate)
        s.stack.push(.about)
        send(&s, .bottom)
        for h in [24, 12, 9, 7, 30, 8] {
            send(&s, .resize(Size(width: 40, height: h)))
            let list = s.listGeometry
            let visible = ListViewport.visibleRows(scrollTop: s.page.scrollTop, count: list.count,
                                                   viewportHeight: list.viewportHeight, height: list.height)
            #expect(visible.contains(s.page.selection) || list.viewportHeight <= 0, "height \(h)")
        }
    }
}

@Suite struct KeymapTests {
    @Test func digitsSwitchTabsAndQuitWorks() {
        let s = AppState()
        #expect(Keymap.actions(for: .key(.char("2")), in: s).first.map { "\($0)" } == "\(Action.selectTab(.message))")
        #expect("\(Keymap.actions(for: .key(.char("q")), in: s))" == "\([Action.quit])")
        #expect("\(Keymap.actions(for: .key(.ctrl("c")), in: s))" == "\([Action.quit])")
    }

    @Test func clicksOnTheTabBarSelectTabsAndTheCentreOpensCompose() {
        let s = AppState(size: Size(width: 81, height: 24))
        let layout = TabBarView.layout(for: s)
        for slot in layout.slots {
            let actions = Keymap.actions(for: .mouse(MouseEvent(kind: .press, x: slot.x, y: 23)), in: s)
            if let tab = Tab(slotIndex: slot.index) {
                #expect("\(actions)" == "\([Action.selectTab(tab)])")
            } else {
                #expect("\(actions)" == "\([Action.openCompose])")
            }
        }
    }

    @Test func inThePopupDigitsChooseItems() {
        var s = AppState()
        s.modal = .compose(ComposeMenuState())
        #expect("\(Keymap.actions(for: .key(.char("6")), in: s))" == "\([Action.composeChoose(5)])")
        #expect("\(Keymap.actions(for: .key(.escape), in: s))" == "\([Action.closeModal])")
    }
}
