import Testing
@testable import WeiboCore

/// Search pages drawn in English (`--lang en`): the same fixture as the
/// Chinese snapshots, so the two read side by side. Content (names,
/// posts, places) stays Chinese.
@Suite struct EnglishSearchSnapshotTests {
    @Test(arguments: [(80, 24), (40, 12)])
    func searchPages(width: Int, height: Int) {
        let scope = SearchScope.posts(.timeline)
        let found = SearchResults(posts: [Post(id: 1, userID: "u_b", authorName: "rain_in_重庆", text: "Rainy day in 重庆, 山城的雾好大。",
                                               createdAt: MessageSnapshotTests.clock.now - 300)])
        let posts: [Action] = [.search(.begin(scope))] + "rain".map { .search(.key(.char($0))) }
            + [.search(.resultsLoaded(scope, SearchQuery("rain"), found)), .search(.submit)]
        Snapshot.assert(Fixture.english(width, height, posts), named: "search-English-\(width)x\(height)")
        let none: [Action] = [.search(.begin(scope))] + "zz".map { .search(.key(.char($0))) }
            + [.search(.resultsLoaded(scope, SearchQuery("zz"), SearchResults()))]
        Snapshot.assert(Fixture.english(width, height, none), named: "search-none-English-\(width)x\(height)")
        let topic = SearchScope.topic("长沙美食")
        let topicPosts = SearchResults(posts: [Post(id: 2, userID: "u_a", authorName: "长沙吃货日记", text: "今天的臭豆腐太香了[哈哈] #长沙美食#",
                                                    createdAt: MessageSnapshotTests.clock.now - 7_200)])
        Snapshot.assert(Fixture.english(width, height, [.search(.openPage(topic)), .search(.resultsLoaded(topic, SearchQuery("#长沙美食#"), topicPosts))]),
                        named: "topic-English-\(width)x\(height)")
        let user = SearchScope.user(name: "长沙吃货日记")
        let person = SearchResults(user: User(id: "u_a", name: "长沙吃货日记", bio: "", followingCount: 12, followersCount: 1_234))
        Snapshot.assert(Fixture.english(width, height, [.search(.openPage(user)), .search(.resultsLoaded(user, SearchQuery(""), person))]),
                        named: "user-English-\(width)x\(height)")
    }
}
