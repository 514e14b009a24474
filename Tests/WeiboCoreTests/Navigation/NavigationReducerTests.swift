import Testing
@testable import WeiboCore

/// Moving through a tab's stack: back restores where the page below was
/// left; the root stays put; popToRoot clears the stack at once.
@Suite struct NavigationReducerTests {
    @Test func backPopsAndRestoresTheSelection() {
        var store = TestStore(sampleState())
        let about = ProfileRows.index(of: .about)
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        store.send(ProfileRows.move(to: .about)) { $0.page.selection = about }
        store.send(.navigation(.activate)) { $0.stack.push(.about) }
        store.send(.navigation(.back)) { $0.stack.pop() }
        #expect(store.state.page.route == .profile && store.state.page.selection == about)
        // Back at the root does nothing.
        store.send(.navigation(.back))
    }

    @Test func popToRootFromDeepInTheStack() {
        var s = sampleState()
        send(&s, ProfileRows.open(.settings))
        s.stack.push(.about)
        var store = TestStore(s)
        store.send(.navigation(.popToRoot)) { $0.stack.popToRoot() }
        #expect(store.state.stack.isAtRoot && store.state.showsTabBar)
    }
}
