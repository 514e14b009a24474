import Testing
import WeiboCore
@testable import WeiboStore

/// A post or comment Weibo dated by the day only keeps that mark in the
/// cache, sorts by that day's midnight in Beijing, and gives way to the
/// exact time when a reply brings one.
@Suite("Days as days in the cache", .english)
struct DayDateStoreTests {
    let uid: Int64 = 1001
    /// 2024-06-14 00:00 in Beijing.
    let june14: Int64 = 1_718_294_400

    func users() -> [User] { [User(id: "1001", name: "测试用户"), User(id: "2002", name: "山间小路")] }

    @Test func aDayIsKeptAsADayAndOrderedByItsMidnight() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
            defer { store.close() }
            let day = Post(id: 20, userID: "2002", authorName: "山间小路", text: "六月十四日", createdAt: june14, datedByDay: true)
            let evening = Post(id: 10, userID: "2002", authorName: "山间小路", text: "那天晚上", createdAt: june14 + 20 * 3600)
            let before = Post(id: 30, userID: "2002", authorName: "山间小路", text: "前一天", createdAt: june14 - 3600)
            try store.saveFetched(users: users(), timeline: [day, evening, before])
            let posts = try store.recentPosts(limit: 10)
            #expect(posts.map(\.text) == ["那天晚上", "六月十四日", "前一天"])
            #expect(posts.map(\.datedByDay) == [false, true, false])
        }
    }

    @Test func anExactTimeReplacesADayButADayNeverReplacesAnExactTime() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
            defer { store.close() }
            let exact = june14 + 9 * 3600 + 300
            // A profile card's `06-14`, then the feed's full date.
            try store.saveFetched(users: users(), timeline: [Post(id: 1, userID: "2002", authorName: "山间小路", text: "a", createdAt: june14, datedByDay: true)])
            try store.saveFetched(users: users(), timeline: [Post(id: 1, userID: "2002", authorName: "山间小路", text: "a", createdAt: exact)])
            let first = try #require(try store.post(id: 1))
            #expect(first.createdAt == exact && !first.datedByDay)
            // And back: the day does not overwrite the moment.
            try store.saveFetched(users: users(), timeline: [Post(id: 1, userID: "2002", authorName: "山间小路", text: "a", createdAt: june14, datedByDay: true)])
            let again = try #require(try store.post(id: 1))
            #expect(again.createdAt == exact && !again.datedByDay)
        }
    }

    @Test func aDayCachedUnmarkedByAnOlderBuildIsMarkedWhenWeiboGivesItAgain() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
            defer { store.close() }
            try store.saveFetched(users: users(), timeline: [Post(id: 1, userID: "2002", authorName: "山间小路", text: "a", createdAt: june14)])
            #expect(try store.post(id: 1)?.datedByDay == false, "as an older build kept 06-14: its midnight, unmarked")
            try store.saveFetched(users: users(), timeline: [Post(id: 1, userID: "2002", authorName: "山间小路", text: "a", createdAt: june14, datedByDay: true)])
            #expect(try store.post(id: 1)?.datedByDay == true)
            // A moment that is not that midnight stays a moment.
            try store.saveFetched(users: users(), timeline: [Post(id: 2, userID: "2002", authorName: "山间小路", text: "b", createdAt: june14 + 60)])
            try store.saveFetched(users: users(), timeline: [Post(id: 2, userID: "2002", authorName: "山间小路", text: "b", createdAt: june14, datedByDay: true)])
            let moment = try #require(try store.post(id: 2))
            #expect(moment.createdAt == june14 + 60 && !moment.datedByDay)
        }
    }

    @Test func aCommentDatedByTheDayIsReadBackAsOne() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户")
            defer { store.close() }
            let post = Post(id: 1, userID: "2002", authorName: "山间小路", text: "a", createdAt: june14 - 86_400)
            let comment = WeiboCore.Comment(id: 5, postID: 1, userID: "2002", authorName: "山间小路", text: "好", createdAt: june14, datedByDay: true)
            try store.saveFetched(post: post, comments: [comment], users: users())
            let read = try store.comments(on: 1)
            #expect(read.map(\.datedByDay) == [true] && read[0].createdAt == june14)
        }
    }
}
