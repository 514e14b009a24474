import Testing
@testable import WeiboCore

/// 发现 and its place pages drawn in English (`--lang en`): the same
/// fixture as the Chinese snapshots, so the two read side by side.
/// Content (names, posts, places) stays Chinese.
@Suite struct EnglishDiscoverSnapshotTests {
    @Test(arguments: [(80, 24), (40, 12)])
    func discover(width: Int, height: Int) {
        let tab: [Action] = [.tabBar(.select(.discover))]
        Snapshot.assert(Fixture.english(width, height, tab, places: true), named: "discover-English-\(width)x\(height)")
        let search = tab + [.discover(.beginSearch)]
        Snapshot.assert(Fixture.english(width, height, search, places: true), named: "discover-suggestions-English-\(width)x\(height)")
        Snapshot.assert(Fixture.english(width, height, search + [.discover(.searchKeyword("changsha"))], places: true),
                        named: "discover-results-English-\(width)x\(height)")
        Snapshot.assert(Fixture.english(width, height, search + [.discover(.searchKeyword("zzzz"))], places: true),
                        named: "discover-none-English-\(width)x\(height)")
        Snapshot.assert(Fixture.english(width, height, tab + [.discover(.openPlace(code: 430100))], places: true),
                        named: "place-English-\(width)x\(height)")
        // 香港: the official list stops at the region, and the page says why.
        Snapshot.assert(Fixture.english(width, height, tab + [.discover(.openPlace(code: 810000))], places: true),
                        named: "place-hongkong-English-\(width)x\(height)")
    }
}
