import Testing
@testable import WeiboCore

/// 我's pages drawn in English (`--lang en`): the same fixture as the
/// Chinese snapshots, so the two read side by side. Content (names,
/// posts, places) stays Chinese.
@Suite struct EnglishProfileSnapshotTests {
    static let drafts = [
        Draft(id: 2, kind: .longPost, title: "长沙三日", text: "Day one: 臭豆腐 on 坡子街", updatedAt: MessageSnapshotTests.clock.now - 600),
        Draft(id: 1, mode: .comment, targetPostID: 2, text: "看起来好香", updatedAt: MessageSnapshotTests.clock.now - 86_400 * 3),
    ]

    @Test(arguments: [(80, 24), (40, 12)])
    func profilePages(width: Int, height: Int) {
        let me: [Action] = [.tabBar(.countsLoaded(StoreCounts(drafts: 2, myPosts: 8))), .tabBar(.select(.profile))]
        Snapshot.assert(Fixture.english(width, height, me), named: "profile-English-\(width)x\(height)")
        func page(_ route: Route) -> [Action] { me + [ProfileRows.move(to: route), .navigation(.activate)] }
        Snapshot.assert(Fixture.english(width, height, page(.drafts) + [.profile(.draftsLoaded([]))]), named: "drafts-empty-English-\(width)x\(height)")
        Snapshot.assert(Fixture.english(width, height, page(.drafts) + [.profile(.draftsLoaded(Self.drafts))]), named: "drafts-English-\(width)x\(height)")
        Snapshot.assert(Fixture.english(width, height, page(.settings)), named: "settings-English-\(width)x\(height)")
        Snapshot.assert(Fixture.english(width, height, page(.about)), named: "about-English-\(width)x\(height)")
        Snapshot.assert(Fixture.english(width, height, me + [.profile(.editProfile)]), named: "profile-editor-English-\(width)x\(height)")
    }
}
