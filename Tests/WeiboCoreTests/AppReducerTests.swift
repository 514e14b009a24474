import Testing
@testable import WeiboCore

/// What concerns the whole app, and moving through a stack: back, the root,
/// the colours setting, quitting, resizes.
@Suite struct AppReducerTests {
    @Test func backPopsAndRestoresTheSelection() {
        var s = sampleState()
        send(&s, ProfileRows.open(.about) + [.navigation(.back)])
        #expect(s.page.route == .profile && s.page.selection == ProfileRows.index(of: .about))
        send(&s, .navigation(.back))
        #expect(s.page.route == .profile, "back at the root does nothing")
    }

    @Test func popToRootFromDeepInTheStack() {
        var s = sampleState()
        send(&s, ProfileRows.open(.settings))
        s.stack.push(.about)
        send(&s, .navigation(.popToRoot))
        #expect(s.stack.isAtRoot && s.showsTabBar)
    }

    @Test func toggleColoursAsksTheShellToPersistIt() {
        var s = sampleState()
        send(&s, ProfileRows.open(.settings))
        let effects = send(&s, .navigation(.activate))
        #expect(!s.colorsEnabled)
        #expect(effects == [.app(.saveSetting(key: SettingKey.colors, value: "off"))])
    }

    @Test func quitIsAnEffect() {
        var s = sampleState()
        #expect(send(&s, .app(.quit)) == [.app(.quit)])
        #expect(s.quitRequested)
    }

    @Test func selectionStaysVisibleThroughResizes() {
        var s = sampleState()
        send(&s, ProfileRows.open(.settings))
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
}
