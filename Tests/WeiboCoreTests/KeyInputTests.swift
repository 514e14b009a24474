import Testing
@testable import WeiboCore

/// What the keymap makes of keys and clicks anywhere: digits pick tabs, q
/// and Ctrl-C quit, a click on the tab bar picks what is under it.
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
