import Testing
import WeiboCore
@testable import WeiboStore

@Suite("Unread activity: mentions, comments, likes")
struct ActivityTests {
    @Test("seeded activity: recent is unread, old or flagged is read; the local user's own never counts")
    func seededCounts() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            #expect(try store.unreadCounts() == UnreadCounts(mentions: 2, comments: 2, likes: 1, messages: 3))
            #expect(try store.unreadCounts().total == 8)

            let mentions = try store.mentions()
            #expect(mentions.map(\.text) == ["@我 同感", "@我 快来看", "很久以前 @我"])
            #expect(mentions.map(\.read) == [false, false, true])
            #expect(mentions[0].postID == 3 && mentions[0].userName == "Bob" && mentions[0].postText == "转发微博")
            #expect(mentions[1].postID == 6 && mentions[1].userID == "u_a")

            let comments = try store.commentsOnMyPosts()
            #expect(comments.map(\.text) == ["@我 同感", "转得好", "已读过", "旧评论"])
            #expect(comments.map(\.read) == [false, false, true, true])
            #expect(comments.allSatisfy { $0.postID == 3 && $0.kind == .comment })

            let likes = try store.likesOnMyPosts()
            #expect(likes.map(\.userID) == ["u_a", "u_b"])
            #expect(likes.map(\.read) == [false, true])
            #expect(likes[0].createdAt == fixedNow - 240 && likes[0].text == "")
        }
    }

    @Test("every count equals its list's unread items")
    func countsMatchLists() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            try store.simulateActivity(count: 9)
            let counts = try store.unreadCounts()
            for kind in ActivityKind.allCases {
                #expect(try store.activity(kind, limit: 10_000).filter { !$0.read }.count == counts[kind])
                #expect(try store.activity(kind, limit: 10_000, unreadOnly: true).count == counts[kind])
            }
            let unreadMessages = try store.conversations(limit: 10_000).map(\.unreadCount).reduce(0, +)
            #expect(unreadMessages == counts.messages)
        }
    }

    @Test("marking a list read clears exactly that count")
    func markRead() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            #expect(try store.markRead(.comment) == 2)
            #expect(try store.unreadCounts() == UnreadCounts(mentions: 2, comments: 0, likes: 1, messages: 3))
            #expect(try store.markRead(.comment) == 0)
            #expect(try store.markRead(.like) == 1)
            #expect(try store.markRead(.mention) == 2)
            #expect(try store.unreadCounts() == UnreadCounts(messages: 3))
            #expect(try store.commentsOnMyPosts().allSatisfy(\.read))
        }
    }

    @Test("marking read through what was shown leaves newer arrivals unread")
    func markReadThrough() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            let shown = try store.mentions()
            try store.simulateActivity(count: 2)   // a message and a new mention
            #expect(try store.markRead(.mention, through: shown.first?.cursor) == 2)
            #expect(try store.unreadCounts().mentions == 1)
            #expect(try store.mentions().first?.read == false)
        }
    }

    @Test("simulate raises the counts by exactly what it reports, and cycles the kinds", arguments: [1, 2, 4, 7, 12])
    func simulate(_ count: Int) throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            let before = try store.unreadCounts()
            let postsBefore = try store.postCount()
            let added = try store.simulateActivity(count: count)
            #expect(added.total == count)
            let after = try store.unreadCounts()
            #expect(after == UnreadCounts(
                mentions: before.mentions + added.mentions, comments: before.comments + added.comments,
                likes: before.likes + added.likes, messages: before.messages + added.messages))
            // message, mention, comment, like, …; only two likes are possible
            // (u_a and u_b on p008), later ones become messages.
            #expect(added.mentions == (count + 2) / 4 && added.comments == (count + 1) / 4)
            #expect(added.likes == min(2, count / 4) && added.messages == (count + 3) / 4 + count / 4 - added.likes)
            #expect(try store.postCount() == postsBefore + added.mentions)
        }
    }

    @Test("simulated comments and likes move the posts' counts; impossible likes become messages")
    func simulateCounts() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            func totals() throws -> (comments: Int, likes: Int) {
                let mine = try [3, 8].map { try #require(try store.post(id: $0)) }
                return (mine.map(\.commentCount).reduce(0, +), mine.map(\.likeCount).reduce(0, +))
            }
            let start = try totals()
            #expect(try store.simulateActivity(count: 4) == UnreadCounts(mentions: 1, comments: 1, likes: 1, messages: 1))
            #expect(try totals() == (start.comments + 1, start.likes + 1))
            #expect(try store.simulateActivity(count: 4) == UnreadCounts(mentions: 1, comments: 1, likes: 1, messages: 1))
            // u_a and u_b have now liked both of 我's posts: the like turns into a message.
            #expect(try store.simulateActivity(count: 4) == UnreadCounts(mentions: 1, comments: 1, likes: 0, messages: 2))
            #expect(try totals() == (start.comments + 3, start.likes + 2))
            #expect(try store.likesOnMyPosts().filter { $0.createdAt == fixedNow }.map(\.postID) == [8, 8])
        }
    }

    @Test("simulated mentions light the 首页 dot until the timeline is viewed")
    func homeDot() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            #expect(try store.hasUnseenPosts() == false)
            let top = try #require(try store.recentPosts(limit: 1).first)
            try store.setTimelineLastViewed(top.cursor)
            #expect(try store.timelineLastViewed() == top.cursor)
            #expect(try store.hasUnseenPosts() == false)
            try store.simulateActivity(count: 2)
            #expect(try store.hasUnseenPosts())
            #expect(try store.hasPostsNewer(than: top.cursor))
            let newest = try #require(try store.recentPosts(limit: 1).first)
            try store.setTimelineLastViewed(newest.cursor)
            try store.setTimelineLastViewed(top.cursor)   // never moves back
            #expect(try store.timelineLastViewed() == newest.cursor)
            #expect(try store.hasUnseenPosts() == false)
        }
    }

    @Test("activity lists page by keyset without repeats")
    func paging() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            for _ in 0..<5 { try store.simulateActivity(count: 8) }
            for kind in ActivityKind.allCases {
                let all = try store.activity(kind, limit: 10_000)
                var seen: [Activity] = []
                var cursor: TimeCursor?
                while true {
                    let page = try store.activity(kind, limit: 3, before: cursor)
                    guard let last = page.last else { break }
                    seen += page
                    cursor = last.cursor
                }
                #expect(seen == all, "\(kind)")
            }
        }
    }
}
