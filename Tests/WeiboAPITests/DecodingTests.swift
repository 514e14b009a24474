import Testing
import WeiboAPI
import WeiboCore

@Suite("Replies decoded: statuses, comments, users, counts, tokens")
struct DecodingTests {
    static let now: Int64 = 1_709_520_000

    @Test("a home timeline page: 64-bit ids, dates, anchors, reposts, pictures, long text, missing counts")
    func homeTimeline() throws {
        let page = try APIResponse.statusPage(status: 200, body: Fixtures.homeTimeline.bytes, now: Self.now)
        #expect(page.items.count == 2)
        #expect(page.nextCursor == 9_007_199_254_740_992 && page.totalNumber == 150 && !page.isEnd)

        let repost = page.items[0]
        #expect(repost.id == Fixtures.hugeID)
        #expect(repost.createdAt == 1_709_514_307)
        #expect(repost.source == "小米&手机")
        #expect(repost.user == WeiboUser(id: 1001, screenName: "晴天小猫", description: "爱拍照", followersCount: 120, friendsCount: 80, statusesCount: 9))
        #expect(repost.repostsCount == 3 && repost.commentsCount == 12 && repost.attitudesCount == 40)
        #expect(repost.pictureURLs.isEmpty && !repost.isLongText && !repost.deleted)

        let original = try #require(repost.retweeted)
        #expect(original.id == 2002 && original.createdAt == 1_709_474_400)
        #expect(original.source == "微博 weibo.com")
        #expect(original.isLongText)
        #expect(original.commentsCount == 4 && original.attitudesCount == 0)
        #expect(original.pictureURLs == ["http://img.example/thumb/a.jpg", "http://img.example/thumb/b.jpg"])
        #expect(original.user?.screenName == "山间小路" && original.user?.followersCount == 0)

        let plain = page.items[1]
        #expect(plain.id == Fixtures.bigID)
        #expect(plain.repostsCount == 0 && plain.commentsCount == 0 && plain.attitudesCount == 0)
        #expect(plain.source == "" && plain.retweeted == nil)
    }

    @Test("the last page is the real end; a deleted original keeps only its id")
    func lastPage() throws {
        let page = try APIResponse.statusPage(status: 200, body: Fixtures.lastPage.bytes, now: Self.now)
        #expect(page.isEnd)
        let original = try #require(page.items.first?.retweeted)
        #expect(original.deleted && original.user == nil && original.id == 4)
        #expect(try APIResponse.statusPage(status: 200, body: Fixtures.emptyPage.bytes, now: Self.now).isEnd)
    }

    @Test("comments carry their post and the comment they answer")
    func comments() throws {
        let page = try APIResponse.commentPage(status: 200, body: Fixtures.comments.bytes, now: Self.now)
        #expect(page.items.map(\.id) == [3002, 3001] && page.isEnd)
        let reply = page.items[0]
        #expect(reply.createdAt == 1_709_517_600 && reply.source == "网页")
        #expect(reply.status?.id == 2002 && reply.user?.screenName == "山间小路")
        #expect(reply.replyComment?.id == 3001 && reply.replyComment?.user?.screenName == "晴天小猫")
        #expect(page.items[1].replyComment == nil)
        let single = try APIResponse.comment(status: 200, body: Fixtures.singleComment.bytes, now: Self.now)
        #expect(single.id == 3003 && single.status == nil)
    }

    @Test("comments/show by page, newest first: the next page's max_id; a comment without a writer is kept as no one's")
    func newestComments() throws {
        let page = try APIResponse.commentPage(status: 200, body: Fixtures.newestComments.bytes, now: Self.now)
        #expect(page.items.map(\.id) == [3010, 3009, 3002] && !page.isEnd && page.nextCursor == 3001)
        #expect(page.items[0].user?.screenName == "lee_walks" && page.items[0].createdAt == 1_709_517_900)
        #expect(page.items[1].user == nil, "saved by no one: the list skips it")
        #expect(page.items[2].replyComment?.id == 3001 && page.items[2].status == nil)
    }

    @Test("a user, the unread counts, a token's info and a new token")
    func smallReplies() throws {
        let user = try APIResponse.user(status: 200, body: Fixtures.user.bytes, now: Self.now)
        #expect(user == WeiboUser(id: 1001, screenName: "晴天小猫", description: "爱拍照", followersCount: 120, friendsCount: 80, statusesCount: 9))
        #expect(user.user(localUID: 1001).postsCount == 9, "users/show's statuses_count is Weibo's count for 我's card")

        let unread = try APIResponse.unreadCount(status: 200, body: Fixtures.unread.bytes, now: Self.now)
        #expect(unread == WeiboUnreadCount(comments: 3, mentionStatuses: 4, mentionComments: 5, directMessages: 1, followers: 2))
        #expect(try APIResponse.unreadCount(status: 200, body: #"{"cmt": 1}"#.bytes, now: Self.now) == WeiboUnreadCount(comments: 1))

        let info = try APIResponse.tokenInfo(status: 200, body: Fixtures.tokenInfo.bytes, now: Self.now)
        #expect(info == WeiboTokenInfo(uid: 1001, appKey: "2233445566", createdAt: 1_700_000_000, expiresAt: Self.now + 157_679_471))
        #expect(info.secondsLeft(now: Self.now) == 157_679_471 && info.secondsLeft(now: info.expiresAt + 5) == 0)

        let token = try APIResponse.accessToken(status: 200, body: Fixtures.accessToken.bytes, now: Self.now)
        #expect(token.accessToken == "2.00SeCrEtToKeN" && token.uid == 1001 && token.expiresAt == Self.now + 157_679_999)
        for text in [token.description, "\(token)", String(reflecting: token)] {
            #expect(!text.contains("SeCrEt"), "\(text)")
        }
    }

    @Test("one status (show, share, repost) decodes alone")
    func singleStatus() throws {
        let status = try APIResponse.status(status: 200, body: Fixtures.singleStatus.bytes, now: Self.now)
        #expect(status.id == 7001 && status.text == "新的一条" && status.user?.id == 1001)
    }
}

extension Fixtures {
    static let singleComment = #"{"created_at": "Mon Mar 04 11:00:00 +0800 2024", "id": 3003, "text": "好", "user": {"id": 1001, "screen_name": "晴天小猫"}}"#
    static let singleStatus = #"{"created_at": "Mon Mar 04 11:00:00 +0800 2024", "id": 7001, "idstr": "7001", "text": "新的一条", "source": "<a href=\"x\">weibo-tui</a>", "user": {"id": 1001, "screen_name": "晴天小猫"}}"#
}
