import Testing
import WeiboCore
@testable import WeiboStore

/// A person's page saved when it was opened (`saveFetched(person:posts:users:)`).
@Suite struct FetchedPersonTests {
    let uid: Int64 = 1001

    @Test("their card wins over a post's short user object; their posts are cached, not put on 首页; twice is once")
    func personPage() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
            defer { store.close() }
            let card = User(id: "2002", name: "山间小路", bio: "走路", followingCount: 56, followersCount: 12_000, postsCount: 1234)
            let short = User(id: "2002", name: "山间小路", bio: "", followingCount: 0, followersCount: 0)
            let quoted = User(id: "2003", name: "lee_walks")
            let original = Post(id: 40, userID: "2003", authorName: "lee_walks", text: "原文", createdAt: 900)
            let posts = [Post(id: 50, userID: "2002", authorName: "山间小路", text: "转发", createdAt: 1_000, repostOf: 40, original: original),
                         Post(id: 49, userID: "2002", authorName: "山间小路", text: "第二条", createdAt: 950),
                         Post(id: 48, userID: "2999", authorName: "无人", text: "作者不明", createdAt: 940)]
            #expect(try store.saveFetched(person: card, posts: posts, users: [short, quoted]) == 2, "the post whose author is unknown is skipped")
            #expect(try store.user(id: "2002") == card)
            #expect(try store.post(id: 50)?.original?.authorName == "lee_walks")
            #expect(try store.recentPosts().isEmpty, "opening someone's page puts nothing on 首页")
            #expect(try store.saveFetched(person: card, posts: posts, users: [short, quoted]) == 2)
            #expect(try store.searchPosts(.user(name: "山间小路"), SearchQuery(""), limit: 10).posts.map(\.id) == [50, 49])
        }
    }
}

/// The sample's people carry 认证 and follows from v13 on, so a person's
/// page shows them offline.
@Suite struct SamplePeopleTests {
    @Test("a new sample store: 重庆雨天_Lin is verified and followed both ways, 绿茵场边的老K not followed, a stranger unknown")
    func samplePeople() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir)
            defer { store.close() }
            let lin = try #require(try store.user(named: "重庆雨天_Lin"))
            #expect(lin.verified && lin.verifiedReason == "旅行摄影博主" && lin.followState == .mutual)
            #expect(try store.user(named: "绿茵场边的老K")?.followState == .notFollowing)
            #expect(try store.user(named: "考研上岸了吗")?.following == nil)
            #expect(try store.localUser().followState == nil && store.localUser().verified == false)
        }
    }
}
