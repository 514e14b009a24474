import Testing
@testable import WeiboCore

/// The place catalogue is inflated at its first use (it is compiled in
/// deflated): the shell asks for it once while nobody types (`.idle`), so that
/// 发现 opens at once. Asked for once, and never over a notice.
@Suite struct DiscoverIdleTests {
    @Test func anIdlePollLoadsThePlacesOnceAndKeepsTheNotice() {
        var s = sampleState()
        s.notice = "已保存到草稿箱"
        var store = TestStore(s)
        store.send(.app(.idle), effects: [.discover(.loadPlaces)])
        s = store.state
        _ = reduce(&s, .discover(.placesLoaded(DiscoverScreenTests.places)))
        store = TestStore(s)
        store.send(.app(.idle))
        #expect(store.state.notice == "已保存到草稿箱")
    }

    /// Opening 发现 after the idle work loaded them asks for nothing more.
    @Test func discoverAfterTheIdlePollFindsThePlacesLoaded() {
        var s = sampleState()
        _ = reduce(&s, .discover(.placesLoaded(DiscoverScreenTests.places)))
        let effects = reduce(&s, .tabBar(.select(.discover)))
        #expect(!effects.contains(.discover(.loadPlaces)))
    }
}
