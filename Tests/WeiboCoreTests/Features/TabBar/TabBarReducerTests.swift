import Testing
@testable import WeiboCore

/// Switching tabs: each tab keeps its own stack; the current tab again goes
/// back to its root.
@Suite struct TabBarReducerTests {
    @Test func selectingATabKeepsEveryOtherStack() {
        var s = sampleState()
        send(&s, ProfileRows.open(.settings))
        #expect(s.page.route == .settings)
        #expect(!s.showsTabBar)
        send(&s, .tabBar(.select(.home)))
        #expect(s.selectedTab == .home && s.showsTabBar)
        send(&s, .tabBar(.select(.profile)))
        #expect(s.page.route == .settings, "profile's stack was kept")
    }

    @Test func selectingTheCurrentTabPopsToRootAndScrollsToTop() {
        var s = sampleState()
        send(&s, ProfileRows.open(.about))
        #expect(s.page.route == .about)
        send(&s, .tabBar(.select(.profile)))
        #expect(s.page.route == .profile && s.page.selection == 0 && s.page.scrollTop == 0)
    }

    @Test func cycleTabWrapsBothWays() {
        var store = TestStore(sampleState())
        store.send(.tabBar(.cycle(-1))) { $0.selectedTab = .profile }
        store.send(.tabBar(.cycle(1))) { $0.selectedTab = .home }
    }
}
