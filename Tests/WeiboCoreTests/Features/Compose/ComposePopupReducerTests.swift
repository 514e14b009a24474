import Testing
@testable import WeiboCore

/// The compose popup: a dialog over the tab that leaves it as it was, two
/// pages of items, each of which leads somewhere.
@Suite struct ComposePopupReducerTests {
    @Test func composePopupIsAModalThatLeavesTheTabExactlyAsItWas() {
        var s = sampleState()
        send(&s, .tabBar(.select(.profile)), .navigation(.move(1)))
        // The whole state is asserted at each step: the tab under the popup never changes.
        var store = TestStore(s)
        store.send(.compose(.openPopup)) { $0.modal = .compose(.popup(ComposeMenuState())) }
        store.send(.compose(.popupMove(dx: 1, dy: 1))) { $0.modal = .compose(.popup(ComposeMenuState(selection: 4))) }
        store.send(.compose(.popupChoose(PopupItems.index(of: .text)))) { $0.editor = EditorState(draft: ComposeDraft(mode: .post(.text))) }
        store.send(.compose(.closePopup)) { $0.modal = nil }
    }

    @Test func composeMoreTurnsToPageTwoAndBack() {
        var store = TestStore(sampleState())
        store.send(.compose(.openPopup)) { $0.modal = .compose(.popup(ComposeMenuState())) }
        store.send(.compose(.popupChoose(PopupItems.index(of: .more)))) { $0.modal = .compose(.popup(ComposeMenuState(page: 1, selection: 0))) }
        // Back on the first page, 更多 is selected.
        store.send(.compose(.popupChoose(PopupItems.index(of: .backToFirst)))) {
            $0.modal = .compose(.popup(ComposeMenuState(page: 0, selection: PopupItems.index(of: .more))))
        }
    }

    /// Every item, on either page, opens a dialog or an editor of its own.
    @Test func everyComposeItemLeadsSomewhere() {
        for item in ComposeItem.allCases where item != .more && item != .backToFirst {
            var s = sampleState()
            send(&s, PopupItems.open(item))
            guard let modal = s.modal else { Issue.record("\(item) closed the popup"); continue }
            if case .compose(.popup) = modal { Issue.record("\(item) is a dead end") }
            #expect(s.stacks == sampleState().stacks)
        }
    }

    @Test func inThePopupDigitsChooseItems() {
        var s = AppState()
        s.modal = .compose(.popup(ComposeMenuState()))
        #expect("\(s.keymap.actions(for: .key(.char("6")), in: s))" == "\([Action.compose(.popupChoose(5))])")
        #expect("\(s.keymap.actions(for: .key(.escape), in: s))" == "\([Action.compose(.closePopup)])")
    }
}
