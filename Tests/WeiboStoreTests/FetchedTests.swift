import Glibc
import Testing
import WeiboCore
@testable import WeiboStore

/// An account's cache: its own file, no sample in it, and what a sync
/// saves kept once, with the API's 64-bit ids exact.
@Suite("An account's store", .english)
struct FetchedTests {
    let uid: Int64 = 1001
    /// Above 2^53: a Double would round it.
    let bigID: Int64 = 9_007_199_254_740_993

    func users() -> [User] {
        [User(id: "1001", name: "测试用户", bio: "在终端里刷微博", followingCount: 3, followersCount: 12),
         User(id: "2001", name: "晴天小猫"), User(id: "2002", name: "山间小路")]
    }

    func page() -> [Post] {
        let original = Post(id: bigID - 10, userID: "2002", authorName: "山间小路", text: "原微博", createdAt: 1_000)
        return [
            Post(id: bigID + 2, userID: "2001", authorName: "晴天小猫", text: "转发", createdAt: 3_000,
                 repostOf: original.id, original: original),
            Post(id: bigID, userID: "1001", authorName: "测试用户", text: "我的微博", createdAt: 2_000, likeCount: 1),
        ]
    }

    @Test func anAccountStoreIsItsOwnFileWithOnlyItsUser() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
            defer { store.close() }
            #expect(store.databasePath == dir + "/account-1001.sqlite")
            #expect(try store.recentPosts(limit: 100).isEmpty)
            #expect(try store.localUser().id == "1001")
            #expect(try store.schemaVersion() == Schema.latestVersion)
            #expect(mode(dir + "/account-1001.sqlite") == 0o600)
            #expect(!fileExists(dir + "/weibo.sqlite"))
        }
    }

    @Test func savingTheSamePageTwiceAddsNothing() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
            defer { store.close() }
            #expect(try store.saveFetched(users: users(), timeline: page()) == 2)
            #expect(try store.saveFetched(users: users(), timeline: page()) == 0)
            #expect(try store.postCount() == 3)
            #expect(try store.newestTimelinePostID() == bigID + 2)
        }
    }

    @Test func idsAboveTwoToTheFiftyThirdStayExact() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
            defer { store.close() }
            try store.saveFetched(users: users(), timeline: page())
            let posts = try store.recentPosts(limit: 10)
            #expect(posts.map(\.id) == [bigID + 2, bigID])
            #expect(posts[0].original?.id == bigID - 10)
            #expect(try store.post(id: bigID)?.text == "我的微博")
        }
    }

    @Test func aRepostsOriginalIsQuotedButNotListed() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
            defer { store.close() }
            try store.saveFetched(users: users(), timeline: page())
            #expect(try store.recentPosts(limit: 10).count == 2)
            #expect(try store.recentPosts(limit: 10)[0].original?.text == "原微博")
            // The app's 首页 pages and its "new posts" count agree with the first screen.
            #expect(try store.posts(.timeline, .newest, limit: 10).map(\.id) == [bigID + 2, bigID])
            #expect(try store.posts(.timeline, .oldest, limit: 10).map(\.id) == [bigID + 2, bigID])
            try store.setTimelineLastViewed(PostCursor(createdAt: 0, id: 0))
            #expect(try store.unseenPostCount() == 2)
            // The timeline brings the original itself later: now it is new there.
            let original = try #require(page()[0].original)
            #expect(try store.saveFetched(users: users(), timeline: [original]) == 1)
            #expect(try store.recentPosts(limit: 10).count == 3)
        }
    }

    @Test func countsAndNamesAreUpdatedInPlace() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "旧名字")
            defer { store.close() }
            try store.saveFetched(users: users(), timeline: page())
            var again = page()
            again[1].likeCount = 99
            try store.saveFetched(users: users(), timeline: again)
            #expect(try store.post(id: bigID)?.likeCount == 99)
            #expect(try store.localUser().name == "测试用户")
            #expect(try store.localUser().followersCount == 12)
        }
    }

    @Test func fetchedUnreadCountsAreKept() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
            defer { store.close() }
            #expect(try store.fetchedUnreadCounts() == nil)
            let counts = UnreadCounts(mentions: 2, comments: 3, likes: 0, messages: 1)
            try store.saveFetchedUnread(counts)
            #expect(try store.fetchedUnreadCounts() == counts)
        }
    }

    @Test("a post page's comments: someone else's on the account's post arrives unread, as from 评论; fetched twice, kept once")
    func postPageComments() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
            defer { store.close() }
            let mine = Post(id: 500, userID: "1001", authorName: "测试用户", text: "我的", createdAt: 1_000, commentCount: 1)
            let comment = WeiboCore.Comment(id: 900, postID: 500, userID: "2001", authorName: "晴天小猫", text: "好", createdAt: 1_100)
            try store.saveFetched(post: mine, comments: [comment], users: users())
            try store.saveFetched(post: mine, comments: [comment], users: users())
            let listed = try store.commentsOnMyPosts(limit: 10)
            #expect(listed.map(\.rowID) == [900] && listed.first?.read == false)
            #expect(try store.post(id: 500)?.commentCount == 1)
        }
    }
}
