import Testing
@testable import WeiboCore

/// Switching tabs: each tab keeps its own stack; the current tab again goes
/// back to its root.
@Suite struct TabBarReducerTests {
    /// 我 selected and its row for `route` opened.
    static func profileOpening(_ route: Route) -> TestStore {
        var store = TestStore(sampleState())
        let row = ProfileRows.index(of: route)
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        store.send(ProfileRows.move(to: route)) { $0.page.selection = row }
        store.send(.navigation(.activate)) { $0.stack.push(route) }
        return store
    }

    @Test func selectingATabKeepsEveryOtherStack() {
        var store = Self.profileOpening(.settings)
        #expect(!store.state.showsTabBar)
        store.send(.tabBar(.select(.home))) { $0.selectedTab = .home }
        #expect(store.state.showsTabBar)
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        #expect(store.state.page.route == .settings, "profile's stack was kept")
    }

    @Test func selectingTheCurrentTabPopsToRootAndScrollsToTop() {
        var store = Self.profileOpening(.about)
        store.send(.tabBar(.select(.profile))) {
            $0.stack.popToRoot()
            $0.page.selection = 0
            $0.page.scrollTop = 0
        }
    }

    @Test func cycleTabWrapsBothWays() {
        var store = TestStore(sampleState())
        store.send(.tabBar(.cycle(-1))) { $0.selectedTab = .profile }
        store.send(.tabBar(.cycle(1))) { $0.selectedTab = .home }
    }
}
