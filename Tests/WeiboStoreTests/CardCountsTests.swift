import Testing
import WeiboCore
@testable import WeiboStore

/// 我's 微博 count is Weibo's (the card's `statuses_count`), kept in the
/// user's row; a user object that does not carry it leaves it as it was.
@Suite("Weibo's counts on the cards", .english)
struct CardCountsTests {
    @Test func theCardsCountIsKeptAndAShortUserObjectDoesNotEraseIt() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: 1001, name: "测试用户")
            defer { store.close() }
            #expect(try store.localUser().postsCount == nil, "nothing from Weibo yet")
            let card = User(id: "1001", name: "测试用户", followingCount: 56, followersCount: 12_000, postsCount: 1234, isLocal: true)
            try store.saveFetched(users: [card], timeline: [])
            #expect(try store.localUser() == card)
            // A comment's author object, without statuses_count.
            try store.saveFetched(users: [User(id: "1001", name: "测试用户", followingCount: 56, followersCount: 12_000)], timeline: [])
            #expect(try store.localUser().postsCount == 1234)
            #expect(try store.user(id: "1001")?.cardPostCount(cached: 3) == 1234)
        }
    }

    @Test func theSamplesUserHasNoCountFromWeiboAndCountsItsPosts() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let me = try store.localUser()
            #expect(me.postsCount == nil)
            #expect(me.cardPostCount(cached: try store.counts(localUserID: me.id).myPosts) == store.postCountByLocalUser())
        }
    }
}

private extension Store {
    func postCountByLocalUser() -> Int { (try? postCount(by: localUser().id)) ?? -1 }
}
