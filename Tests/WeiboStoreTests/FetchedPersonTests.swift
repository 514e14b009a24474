import Testing
import WeiboCore
@testable import WeiboStore

/// A person's page saved when it was opened: the first page of their
/// posts (`OpenedListName.userPosts`, `saveFetchedPosts`), then their card.
@Suite struct FetchedPersonTests {
    let uid: Int64 = 1001

    @Test("their card wins over a post's short user object; their posts are cached, not put on 首页, filed as their list; twice is once")
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
            let page = OpenedPage(.userPosts, key: 2002)
            #expect(try store.saveFetchedPosts(page, posts: posts, users: [short, quoted], next: "since:49", at: 5_000) == 2,
                    "the post whose author is unknown is skipped")
            try store.saveFetched(person: card)
            #expect(try store.user(id: "2002") == card)
            #expect(try store.openedProgress(page.id) == OpenedListProgress(pages: 1, more: true, fetchedAt: 5_000))
            #expect(try store.openedCursor(for: OpenedPage(.userPosts, key: 2002, page: 2)) == .after("since:49"))
            #expect(try store.post(id: 50)?.original?.authorName == "lee_walks")
            #expect(try store.recentPosts().isEmpty, "opening someone's page puts nothing on 首页")
            #expect(try store.saveFetchedPosts(page, posts: posts, users: [short, quoted], next: nil, at: 5_001) == 0, "none new")
            try store.saveFetched(person: card)
            let found = try store.searchPosts(.user(name: "山间小路"), SearchQuery(""), limit: 10)
            #expect(found.posts.map(\.id) == [50, 49])
            #expect(found.progress == OpenedListProgress(pages: 1, more: false, fetchedAt: 5_001), "the page reads how far the list went")
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
