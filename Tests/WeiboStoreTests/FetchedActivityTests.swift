import Testing
import WeiboCore
@testable import WeiboStore

/// An account's 消息 and 我 as a sync saves them: in the sample's activity
/// tables, once; its badges from the API's counts less what was read here;
/// and what the Open API does not offer said, not shown empty.
@Suite("An account's inbox in the store", .english)
struct FetchedActivityTests {
    let me = "1001"

    func open(_ dir: String) throws -> Store {
        try Store.openAccount(dataDirectory: dir, uid: 1001, name: "测试用户")
    }

    func post(_ id: Int64, by user: String, _ text: String, at time: Int64) -> Post {
        Post(id: id, userID: user, authorName: "", text: text, createdAt: time)
    }

    func comment(_ id: Int64, by user: String, _ text: String, on post: Post, at time: Int64) -> FetchedComment {
        FetchedComment(comment: Comment(id: id, postID: post.id, userID: user, authorName: "", text: text, createdAt: time), post: post)
    }

    /// A mention by post, a mention in a comment on someone else's post,
    /// two comments on the account's post (one also a mention) and the
    /// account's own posts.
    func inbox() -> FetchedInbox {
        let mine = post(500, by: me, "我的微博", at: 1_000)
        let theirs = post(600, by: "2002", "别人的微博", at: 1_100)
        let mentionInComment = comment(701, by: "2001", "@测试用户 看这里", on: theirs, at: 1_300)
        return FetchedInbox(
            users: [User(id: "2001", name: "晴天小猫"), User(id: "2002", name: "山间小路")],
            mentionPosts: [post(800, by: "2001", "@测试用户 来看看", at: 1_200)],
            mentionComments: [mentionInComment, comment(703, by: "2001", "@测试用户 同意", on: mine, at: 1_500)],
            commentsToMe: [comment(702, by: "2002", "写得好", on: mine, at: 1_400), comment(703, by: "2001", "@测试用户 同意", on: mine, at: 1_500)],
            ownPosts: [mine, post(499, by: me, "更早的", at: 900)])
    }

    @Test func theInboxFillsTheSamplesListsOnceAndSavingAgainAddsNothing() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            #expect(try store.saveFetched(inbox: inbox()) == InboxAdded(mentions: 3, comments: 2, ownPosts: 2))
            #expect(try store.mentions().map(\.text) == ["@测试用户 同意", "@测试用户 看这里", "@测试用户 来看看"])
            #expect(try store.mentions().map(\.postID) == [500, 600, 800])
            #expect(try store.mentions().map(\.userName) == ["晴天小猫", "晴天小猫", "晴天小猫"])
            #expect(try store.commentsOnMyPosts().map(\.text) == ["@测试用户 同意", "写得好"])
            #expect(try store.commentsOnMyPosts().allSatisfy { $0.postText == "我的微博" && !$0.read })

            #expect(try store.saveFetched(inbox: inbox()) == InboxAdded())
            #expect(try store.mentions().count == 3 && store.commentsOnMyPosts().count == 2)
            #expect(try store.comments(on: 600, limit: 10).map(\.id) == [701])
        }
    }

    @Test func ownAndMentioningPostsAreNotTheHomeTimelines() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try store.saveFetched(inbox: inbox())
            #expect(try store.recentPosts(limit: 10).isEmpty)
            #expect(try store.posts(.timeline, .newest, limit: 10).isEmpty)
            #expect(try store.posts(.mine, .newest, limit: 10).map(\.id) == [500, 499])
            #expect(try store.newestTimelinePostID() == nil)
            // The home timeline brings one of them itself: it is a timeline post then, and stays one.
            #expect(try store.saveFetched(users: [], timeline: [post(500, by: me, "我的微博", at: 1_000)]) == 1)
            try store.saveFetched(inbox: inbox())
            #expect(try store.recentPosts(limit: 10).map(\.id) == [500])
        }
    }

    @Test func itemsByUnknownAuthorsOrOnUnknownPostsAreSkipped() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let mine = post(500, by: me, "我的微博", at: 1_000)
            let gone = post(600, by: "9999", "作者已注销", at: 1_100)
            let added = try store.saveFetched(inbox: FetchedInbox(
                users: [User(id: "2001", name: "晴天小猫")],
                mentionPosts: [post(800, by: "9998", "@测试用户 谁", at: 1_200), post(801, by: "2001", "@测试用户 在", at: 1_201)],
                mentionComments: [comment(701, by: "2001", "@测试用户 看", on: gone, at: 1_300)],
                commentsToMe: [comment(702, by: "9997", "谁写的", on: mine, at: 1_400), comment(703, by: "2001", "好", on: mine, at: 1_500)],
                ownPosts: [mine]))
            #expect(added == InboxAdded(mentions: 1, comments: 1, ownPosts: 1))
            #expect(try store.mentions().map(\.postID) == [801])
            #expect(try store.commentsOnMyPosts().map(\.text) == ["好"])
            #expect(try store.post(id: 600) == nil && store.post(id: 800) == nil)
        }
    }

    @Test func eachListsCursorIsItsNewestCachedItem() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            #expect(try store.inboxCursors() == InboxCursors())
            try store.saveFetched(inbox: inbox())
            #expect(try store.inboxCursors() == InboxCursors(mentionPosts: 800, mentionComments: 703, commentsToMe: 703, ownPosts: 500))
        }
    }

    // MARK: the badge

    @Test func theBadgeIsWhatTheAPIReportedNotTheRowsCounted() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let reported = UnreadCounts(mentions: 2, comments: 1, likes: 0, messages: 4)
            try store.saveFetched(users: [], timeline: [], inbox: inbox(), unread: reported)
            // 私信 counts only where the user can open them: not on the Open API.
            var shown = reported
            shown.messages = 0
            #expect(try store.unreadCounts() == shown)
            #expect(try store.counts(localUserID: me).unread == shown)
            #expect(store.firstScreen().counts.unread == shown)
            // The lists follow: only the newest `reported` items stay unread.
            #expect(try store.mentions().map(\.read) == [false, false, true])
            #expect(try store.commentsOnMyPosts().map(\.read) == [false, true])
        }
    }

    @Test func readingAListHereZeroesItsKindUntilTheServerReportsMore() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try store.saveFetched(users: [], timeline: [], inbox: inbox(), unread: UnreadCounts(mentions: 2, comments: 2, messages: 1))
            try store.markRead(.mention)
            #expect(try store.unreadCounts() == UnreadCounts(mentions: 0, comments: 2, messages: 0))
            // The server did not hear of it: the same report keeps it at 0.
            try store.saveFetchedUnread(UnreadCounts(mentions: 2, comments: 2, messages: 1))
            #expect(try store.unreadCounts().mentions == 0)
            // One more on the server: only the new one shows, in the badge and the list.
            let more = FetchedInbox(mentionPosts: [post(802, by: "2002", "@测试用户 又来", at: 1_600)])
            try store.saveFetched(users: [], timeline: [], inbox: more, unread: UnreadCounts(mentions: 3, comments: 2, messages: 1))
            #expect(try store.unreadCounts().mentions == 1)
            #expect(try store.mentions().map(\.read) == [false, true, true, true])
            // Read in another client (the server's count reset), then one new: it shows.
            try store.saveFetchedUnread(UnreadCounts(mentions: 0, comments: 2, messages: 1))
            #expect(try store.unreadCounts().mentions == 0)
            try store.saveFetchedUnread(UnreadCounts(mentions: 1, comments: 2, messages: 1))
            #expect(try store.unreadCounts().mentions == 1)
            #expect(try store.unreadCounts().comments == 2)
        }
    }

    @Test func readingUpToAnItemLeavesWhatCameAfterUnread() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try store.saveFetched(users: [], timeline: [], inbox: inbox(), unread: UnreadCounts(comments: 2))
            let older = try #require(store.commentsOnMyPosts().last)
            try store.markRead(.comment, through: older.cursor)
            #expect(try store.unreadCounts().comments == 1)
            #expect(try store.commentsOnMyPosts().map(\.read) == [false, true])
        }
    }

    /// The badge counts only what the user can open: the Open API has no
    /// 私信, so Weibo's dm count never shows; a web session's 私信 count is
    /// its conversations' unread messages, and reading one clears it.
    @Test func directMessagesCountOnlyWhereTheyCanBeOpened() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try store.saveFetchedUnread(UnreadCounts(messages: 3))
            #expect(try store.unreadCounts().messages == 0 && store.fetchedUnreadCounts() == UnreadCounts(messages: 3))
            let web = try Store.openAccount(dataDirectory: dir, account: Account(webUID: 1001, screenName: "测试用户", cookies: "SUB=x", st: nil))
            defer { web.close() }
            try web.saveFetched(conversations: [FetchedConversation(userID: "2001", lastText: "在吗", lastAt: 100, lastMessageID: 9,
                                                                    lastFromMe: false, unread: 1)],
                                users: [User(id: "2001", name: "晴天小猫")])
            try web.saveFetchedUnread(UnreadCounts(messages: 3))
            #expect(try web.unreadCounts().messages == 1)
            try web.markConversationRead(Store.conversationID(with: "2001"))
            #expect(try web.unreadCounts().messages == 0)
        }
    }

    @Test func beforeTheFirstSyncAnAccountHasNothingUnread() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            #expect(try store.unreadCounts() == UnreadCounts())
            try store.saveFetched(inbox: inbox())
            #expect(try store.unreadCounts() == UnreadCounts())
        }
    }

    @Test func theSampleKeepsCountingItsOwnRows() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            defer { store.close() }
            let counted = try store.unreadCounts()
            try store.saveFetchedUnread(UnreadCounts(mentions: 40, comments: 40, likes: 40, messages: 40))
            #expect(try store.unreadCounts() == counted)
            #expect(try store.counts(localUserID: store.localUser().id).unread == counted)
        }
    }

    /// A web session's 赞 (`message/attitude`) in the sample's table: once a
    /// person and post, unread, listed as the sample's; the cursor is the
    /// newest like's time; a like of someone else's post is not 赞.
    @Test func aWebSessionsLikesAreSavedOnceAndListed() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let mine = post(500, by: me, "我的微博", at: 1_000)
            var likes = inbox()
            likes.likesToMe = [FetchedLike(userID: "2002", post: mine, createdAt: 1_600),
                               FetchedLike(userID: "2001", post: mine, createdAt: 1_700),
                               FetchedLike(userID: "2001", post: post(600, by: "2002", "别人的微博", at: 1_100), createdAt: 1_650),
                               FetchedLike(userID: "9999", post: mine, createdAt: 1_800)]
            #expect(try store.saveFetched(inbox: likes).likes == 2)
            let listed = try store.activity(.like)
            #expect(listed.map(\.userName) == ["晴天小猫", "山间小路"])
            #expect(listed.allSatisfy { $0.postText == "我的微博" && !$0.read })
            #expect(try store.inboxCursors().likesToMe == 1_700)
            #expect(try store.saveFetched(inbox: likes).likes == 0)
            #expect(try store.activity(.like).count == 2)
        }
    }

    // MARK: what the source offers

    @Test func anAccountOffersNoLikesListAndNoDirectMessages() throws {
        try withTemporaryDirectory { dir in
            let account = try open(dir)
            defer { account.close() }
            #expect(account.isAccount && !account.offersDirectMessages)
            #expect(account.offers(.mention) && account.offers(.comment) && !account.offers(.like))
            let sample = try Store.open(dataDirectory: dir)
            defer { sample.close() }
            #expect(!sample.isAccount && sample.offersDirectMessages)
            #expect(ActivityKind.allCases.allSatisfy(sample.offers))
            let web = try Store.openAccount(dataDirectory: dir, account: Account(webUID: 1001, screenName: "测试用户", cookies: "SUB=x", st: nil))
            defer { web.close() }
            #expect(ActivityKind.allCases.allSatisfy(web.offers) && web.offersDirectMessages)
        }
    }
}
