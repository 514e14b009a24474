import Testing
import WeiboAPI
import WeiboCore

/// A post page's lists on both routes (WebPostPage.swift): who liked a
/// post, a root comment's replies, and what comments say of their likes
/// and threads, from fixtures in the shapes public clients read.
@Suite("Web: a post page's likes and threads, and comments' likes")
struct WebPostPageTests {
    static let now = WebFixture.now
    func bytes(_ name: String) -> [UInt8] { WebFixture.bytes(name) }

    @Test("the requests: attitudes/show and likeShow by page, hotFlowChild and buildComments at fetch_level 1 by cursor")
    func requests() {
        let likes = WebRequest.postLikes(postID: 42, page: 2)
        #expect(likes.host == .web && likes.path == "api/attitudes/show" && likes[parameter: "id"] == "42" && likes[parameter: "page"] == "2")
        let thread = WebRequest.commentReplies(commentID: 7)
        #expect(thread.path == "comments/hotFlowChild" && thread[parameter: "cid"] == "7" && thread[parameter: "max_id"] == "0"
            && thread[parameter: "max_id_type"] == "0")
        #expect(WebRequest.commentReplies(commentID: 7, cursor: .maxID("99"))[parameter: "max_id"] == "99")
        let desktopLikes = WebRequest.desktopPostLikes(postID: 42, page: 3)
        #expect(desktopLikes.host == .desktop && desktopLikes.path == "ajax/statuses/likeShow" && desktopLikes[parameter: "page"] == "3"
            && desktopLikes[parameter: "attitude_type"] == "0" && desktopLikes[parameter: "attitude_enable"] == "1"
            && desktopLikes[parameter: "count"] == "10")
        let desktopThread = WebRequest.desktopCommentReplies(commentID: 7, authorUID: 1001, cursor: .maxID("99"))
        #expect(desktopThread.path == "ajax/statuses/buildComments" && desktopThread[parameter: "id"] == "7"
            && desktopThread[parameter: "fetch_level"] == "1" && desktopThread[parameter: "flow"] == "1"
            && desktopThread[parameter: "is_mix"] == "1" && desktopThread[parameter: "max_id"] == "99"
            && desktopThread[parameter: "count"] == "20" && desktopThread[parameter: "uid"] == "1001")
    }

    @Test("attitudes/show: likers with their times, a like without a user skipped, pages up to max")
    func likes() throws {
        let page = try WebResponse.postLikes(status: 200, body: bytes("attitudes-show.json"), page: 1, now: Self.now)
        #expect(page.items.map(\.user.id) == [1002, 1003] && page.skipped == 1 && page.totalNumber == 23)
        #expect(page.items[0].createdAt == 1_709_517_900 && page.items[1].createdAt == Self.now - 300)
        #expect(page.items[0].user.followersCount == 12_000 && page.items[1].user.verifiedReason == "摄影博主")
        #expect(page.next == .page(2))
        #expect(try WebResponse.postLikes(status: 200, body: bytes("attitudes-show.json"), page: 3, now: Self.now).isEnd)
        let none = try WebResponse.postLikes(status: 200, body: bytes("attitudes-show-empty.json"), page: 1, now: Self.now)
        #expect(none.items.isEmpty && none.isEnd, "nobody liked it comes as ok: 0")
    }

    @Test("hotFlowChild: the replies in data, each under the root asked; one without a time skipped; max_id pages")
    func thread() throws {
        let page = try WebResponse.commentReplies(status: 200, body: bytes("hotflowchild.json"), rootID: 5_007_654_400_003_001, now: Self.now)
        #expect(page.items.map(\.id) == [5_007_654_400_003_005, 5_007_654_400_003_006] && page.skipped == 1)
        #expect(page.items.allSatisfy { $0.rootID == 5_007_654_400_003_001 })
        #expect(page.items[0].likeCount == 2 && page.items[0].text == "回复@晴天小猫:同意")
        #expect(page.next == .maxID("137298765432101") && page.totalNumber == 12)
        let last = try WebResponse.commentReplies(status: 200, body: bytes("hotflowchild-last.json"), rootID: 5_007_654_400_003_001, now: Self.now)
        #expect(last.items.count == 1 && last.isEnd)
        #expect(throws: APIError.signedOut) {
            try WebResponse.commentReplies(status: 200, body: Array(#"{"ok": -100, "url": "https://passport.weibo.cn"}"#.utf8), rootID: 1, now: Self.now)
        }
    }

    @Test("likeShow: each like's user, a time when given, one without a user skipped, pages up to max_page")
    func desktopLikes() throws {
        let page = try WebResponse.desktopPostLikes(status: 200, body: bytes("desktop-likeshow.json"), page: 1, now: Self.now)
        #expect(page.items.map(\.user.id) == [1002, 1003] && page.skipped == 1 && page.totalNumber == 23)
        #expect(page.items[0].createdAt == 1_709_517_900 && page.items[1].createdAt == nil)
        #expect(page.items[0].user.followersCount == 12_000 && page.next == .page(2))
        #expect(try WebResponse.desktopPostLikes(status: 200, body: bytes("desktop-likeshow.json"), page: 3, now: Self.now).isEnd)
    }

    @Test("buildComments at fetch_level 1: the thread's replies under the root, like_counts, max_id")
    func desktopThread() throws {
        let page = try WebResponse.desktopCommentReplies(status: 200, body: bytes("desktop-thread.json"), rootID: 5_007_654_400_003_001,
                                                         now: Self.now)
        #expect(page.items.map(\.id) == [5_007_654_400_003_005] && page.skipped == 1)
        #expect(page.items[0].rootID == 5_007_654_400_003_001 && page.items[0].likeCount == 7 && page.items[0].text == "回复@晴天小猫:同意")
        #expect(page.next == .maxID("139298765432101"))
    }

    @Test("hotflow's comments: their likes (a number or Weibo's 1.1万), a root's replies in all, a reply's root")
    func commentCounts() throws {
        let comments = try WebResponse.comments(status: 200, body: bytes("comments-hotflow.json"), now: Self.now)
        #expect(comments.items.map(\.likeCount) == [5, 11_000, 0])
        #expect(comments.items[1].replyCount == 1 && comments.items[1].rootID == nil)
        #expect(comments.items[2].rootID == 5_007_654_400_003_001)
        #expect(comments.items[2].comment().rootID == 5_007_654_400_003_001 && comments.items[1].comment().likeCount == 11_000)
        let desktop = try WebResponse.desktopComments(status: 200, body: bytes("desktop-comments.json"), now: Self.now)
        #expect(desktop.items.contains { $0.likeCount > 0 })
    }
}

/// Comments newest first (按时间) on both routes.
@Suite("Web: a post's comments newest first")
struct WebNewestCommentsTests {
    static let now = WebFixture.now
    func bytes(_ name: String) -> [UInt8] { WebFixture.bytes(name) }

    @Test("api/comments/show by page and buildComments at flow=1 by cursor")
    func requests() {
        let mobile = WebRequest.commentsNewest(postID: 42, page: 2)
        #expect(mobile.host == .web && mobile.path == "api/comments/show" && mobile[parameter: "id"] == "42" && mobile[parameter: "page"] == "2")
        let desktop = WebRequest.desktopCommentsNewest(postID: 42, cursor: .maxID("99"))
        #expect(desktop.host == .desktop && desktop.path == "ajax/statuses/buildComments" && desktop[parameter: "flow"] == "1"
            && desktop[parameter: "id"] == "42" && desktop[parameter: "max_id"] == "99" && desktop[parameter: "fetch_level"] == "0")
        #expect(WebRequest.desktopCommentsNewest(postID: 42)[parameter: "max_id"] == nil)
    }

    @Test("api/comments/show: data.data newest first, a reply under the comment it answers, one unreadable skipped, pages up to max")
    func decode() throws {
        let page = try WebResponse.commentsNewest(status: 200, body: bytes("comments-show.json"), page: 1, now: Self.now)
        #expect(page.items.map(\.id) == [5_007_654_400_003_006, 5_007_654_400_003_002] && page.skipped == 1 && page.totalNumber == 31)
        #expect(page.items[0].rootID == 5_007_654_400_003_001 && page.items[0].likeCount == 1 && page.items[1].rootID == nil)
        #expect(page.items[0].text == "回复@晴天小猫:我也觉得" && page.next == .page(2))
        #expect(try WebResponse.commentsNewest(status: 200, body: bytes("comments-show.json"), page: 4, now: Self.now).isEnd)
        let none = try WebResponse.commentsNewest(status: 200, body: Array(#"{"ok": 0, "msg": "还没有人评论"}"#.utf8), page: 1, now: Self.now)
        #expect(none.items.isEmpty && none.isEnd)
    }
}
