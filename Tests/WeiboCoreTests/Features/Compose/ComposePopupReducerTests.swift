import Testing
@testable import WeiboCore

/// The compose popup: a dialog over the tab that leaves it as it was, two
/// pages of items, each of which leads somewhere.
@Suite struct ComposePopupReducerTests {
    @Test func composePopupIsAModalThatLeavesTheTabExactlyAsItWas() {
        var s = sampleState()
        send(&s, .tabBar(.select(.profile)), .navigation(.move(1)))
        let before = s
        send(&s, .compose(.openPopup), .compose(.popupMove(dx: 1, dy: 1)), .compose(.popupChoose(0)), .compose(.closePopup))
        #expect(s.modal == nil)
        #expect(s.stacks == before.stacks && s.selectedTab == before.selectedTab)
    }

    @Test func composeMoreTurnsToPageTwoAndBack() {
        var store = TestStore(sampleState())
        store.send(.compose(.openPopup)) { $0.modal = .compose(.popup(ComposeMenuState())) }
        store.send(.compose(.popupChoose(5))) { $0.modal = .compose(.popup(ComposeMenuState(page: 1, selection: 0))) }
        store.send(.compose(.popupChoose(4))) { $0.modal = .compose(.popup(ComposeMenuState(page: 0, selection: 5))) }
    }

    @Test func everyComposeItemLeadsSomewhere() {
        for (page, count) in [(0, 5), (1, 4)] {
            for index in 0..<count {
                var s = sampleState()
                send(&s, .compose(.openPopup))
                if page == 1 { send(&s, .compose(.popupChoose(5))) }
                send(&s, .compose(.popupChoose(index)))
                guard let modal = s.modal else { Issue.record("item \(page).\(index) closed the popup"); continue }
                if case .compose(.popup) = modal { Issue.record("item \(page).\(index) is a dead end") }
                #expect(s.stacks == sampleState().stacks)
            }
        }
    }

    @Test func inThePopupDigitsChooseItems() {
        var s = AppState()
        s.modal = .compose(.popup(ComposeMenuState()))
        #expect("\(s.keymap.actions(for: .key(.char("6")), in: s))" == "\([Action.compose(.popupChoose(5))])")
        #expect("\(s.keymap.actions(for: .key(.escape), in: s))" == "\([Action.compose(.closePopup)])")
    }
}
