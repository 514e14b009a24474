import Testing
import WeiboAPI
import WeiboCore

@Suite("Web: the mobile web's replies decoded onto the model")
struct WebDecodingTests {
    static let now = WebFixture.now
    func bytes(_ name: String) -> [UInt8] { WebFixture.bytes(name) }

    @Test("api/config: the uid and the st token; its description hides the token")
    func config() throws {
        let config = try WebResponse.config(status: 200, body: bytes("config.json"), now: Self.now)
        #expect(config == WebConfig(uid: 1001, st: "a1b2c3"))
        #expect(!"\(config)".contains("a1b2c3") && !String(reflecting: config).contains("a1b2c3"))
        #expect(throws: APIError.signedOut) { try WebResponse.config(status: 200, body: bytes("config-signed-out.json"), now: Self.now) }
    }

    @Test("首页: HTML text, a repost of a long post with three pictures, counts like 1.2万, one bad post skipped")
    func friendsTimeline() throws {
        let page = try WebResponse.friendsTimeline(status: 200, body: bytes("feed-friends.json"), now: Self.now)
        #expect(page.items.map(\.id) == [5_007_654_321_098_765, 5_007_654_321_090_001, 5_007_654_321_070_001])
        #expect(page.skipped == 1 && page.next == .maxID("5007654321070000") && page.totalNumber == 150)

        let repost = page.items[0]
        #expect(repost.createdAt == 1_709_514_307 && repost.source == "iPhone 15 Pro")
        #expect(repost.text == "转发一下 //@山间小路:好看[心]")
        #expect(repost.user == WeiboUser(id: 1001, screenName: "晴天小猫", description: "爱拍照", followersCount: 120, friendsCount: 80, statusesCount: 9,
                                         following: false, followsMe: false))
        #expect(repost.repostsCount == 3 && repost.commentsCount == 12 && repost.attitudesCount == 40)
        #expect(repost.pictureURLs.isEmpty && !repost.isLongText)

        let original = try #require(repost.retweeted)
        #expect(original.id == 5_007_600_000_002_002 && original.createdAt == 1_709_474_400)
        #expect(original.text == "今天的晚霞[太开心]\n在#晚霞#里走了很久，风很大 & 很冷 ...")
        #expect(original.isLongText)
        #expect(original.commentsCount == 4 && original.attitudesCount == 1_000_000)
        #expect(original.user == WeiboUser(id: 1002, screenName: "山间小路", description: "走路 & 看山", followersCount: 12_000, friendsCount: 300, statusesCount: 4021))
        #expect(original.pictureURLs == (1...3).map { "https://wx\($0).sinaimg.cn/orj360/002abcly1hn00000\($0).jpg" })
        #expect(original.largePictureURLs == (1...3).map { "https://wx\($0).sinaimg.cn/large/002abcly1hn00000\($0).jpg" })

        let links = page.items[1]
        #expect(links.text == "新开的书店 https://books.example.com/open?a=1&b=2 1 < 2 > 0 \"好\" '书' 📚 见https://docs.example.org/a?x=1&y=2")
        #expect(links.pictureURLs == ["https://wx4.sinaimg.cn/orj360/003abcly1hn000010.jpg", "https://wx4.sinaimg.cn/orj360/003abcly1hn000011.jpg"],
                "pics as an object keyed 0, 1 keep their order")
        #expect(links.largePictureURLs.count == 2)

        let deleted = try #require(page.items[2].retweeted)
        #expect(deleted.deleted && deleted.user == nil && deleted.id == 5_007_600_000_001_001 && deleted.createdAt == 0)
        #expect(page.items[2].post.original == nil && page.items[2].post.repostOf == 5_007_600_000_001_001)
    }

    @Test("首页's last page ends the list")
    func lastPage() throws {
        let page = try WebResponse.friendsTimeline(status: 200, body: bytes("feed-friends-last.json"), now: Self.now)
        #expect(page.items.count == 1 && page.isEnd && page.items[0].source == "微博网页版")
    }

    @Test("我: the card from userInfo, the posts from card_type 9 with relative dates and since_id paging")
    func profile() throws {
        let user = try WebResponse.profile(status: 200, body: bytes("profile-card.json"), now: Self.now)
        #expect(user == WeiboUser(id: 1001, screenName: "晴天小猫", description: "爱拍照 & 爱猫", followersCount: 23_000, friendsCount: 80, statusesCount: 15_000,
                                  following: false, followsMe: false))

        let page = try WebResponse.userPosts(status: 200, body: bytes("profile-posts.json"), now: Self.now)
        #expect(page.items.map(\.text) == ["刚发的", "五分钟前", "三小时前", "昨天夜里", "闰日", "去年最后一天", "@山间小路 谢谢"])
        let today = WebFixture.today
        #expect(page.items.map(\.createdAt) == [Self.now, Self.now - 300, Self.now - 10_800, today - 2_700, today - 4 * 86_400, today - 64 * 86_400, 1_709_474_400])
        #expect(page.skipped == 1, "the post whose date reads as nothing")
        #expect(page.next == .sinceID("5007654321000003") && page.totalNumber == 9)
        #expect(page.items[6].repostsCount == 12_000 && page.items[6].attitudesCount == 1_000_000 && page.items[6].commentsCount == 2)

        let end = try WebResponse.userPosts(status: 200, body: bytes("profile-posts-end.json"), now: Self.now)
        #expect(end.items.isEmpty && end.isEnd)
    }

    @Test("a video post: page_info of type video (urls, media_info, page_pic, page_url) or mix_media_info, its cover the picture")
    func videos() throws {
        let page = try WebResponse.friendsTimeline(status: 200, body: bytes("feed-friends-video.json"), now: Self.now)
        #expect(page.items.count == 4 && page.skipped == 0)
        let cdn = "https://f.video.weibocdn.com/o0/"

        let snow = page.items[1]
        #expect(snow.video == WeiboVideo(
            stream: cdn + "snow720.mp4?label=mp4_720p&template=720x1280.24.0&Expires=1709525000&ssig=a3&KID=unistore,video",
            page: "https://video.weibo.com/show?fid=1034:5007654321188888&luicode=10000011&lfid=231522",
            seconds: 83, cover: "https://wx1.sinaimg.cn/orj480/001abcly1hn0000v1.jpg"), "urls' 720p first; 83.456 s rounds to 83")
        let post = snow.post
        #expect(post.video == PostVideo(stream: snow.video?.stream, page: snow.video?.page, seconds: 83))
        #expect(post.pictureAddresses == ["https://wx1.sinaimg.cn/orj480/001abcly1hn0000v1.jpg"], "the cover is the picture")
        #expect(post.kind == .text && post.attachmentLabel == "▶ 1:23" && post.attachmentLabel(picturesDrawn: true) == "▶ 1:23")

        let mixed = page.items[0]
        #expect(mixed.video?.stream == cdn + "mixhd.mp4?label=mp4_hd&Expires=1709525000&ssig=b3&KID=unistore,video", "stream_url_hd before stream_url")
        #expect(mixed.video?.page == "https://video.weibo.com/show?fid=1034:5007654321199999" && mixed.video?.seconds == 7, "a duration as text")
        #expect(mixed.post.pictureAddresses == ["https://wx3.sinaimg.cn/orj360/003abcly1hn000031.jpg"], "its own picture, not the cover")
        #expect(mixed.post.attachmentLabel == "▶ 0:07", "never [图片] on a video post")

        let repost = page.items[2].post
        #expect(repost.video == nil && repost.original?.video?.seconds == 3725)
        #expect(repost.playableVideo == repost.original?.video && repost.original?.attachmentLabel == "▶ 1:02:05")
        #expect(repost.original?.video?.stream == cdn + "oldld.mp4?label=mp4_ld")

        let article = page.items[3]
        #expect(article.video == nil && article.post.mediaPath == nil, "a webpage card is no video, and its picture is not the post's")
    }

    @Test("the card's counts as numbers or as 1.2万 are Weibo's; a user object without statuses_count has none, not 0")
    func cardCounts() throws {
        let card = try WebResponse.profile(status: 200, body: bytes("profile-card-counts.json"), now: Self.now)
        #expect(card == WeiboUser(id: 1002, screenName: "山间小路", description: "走路 & 看山", followersCount: 12_000, friendsCount: 56, statusesCount: 1234,
                                  verified: true, verifiedReason: "户外博主", following: true, followsMe: false))
        let text = try WebResponse.profile(status: 200, body: bytes("profile-card.json"), now: Self.now)
        #expect(text.statusesCount == 15_000 && text.followersCount == 23_000 && text.friendsCount == 80)
        #expect(card.user(localUID: 1002) == User(id: "1002", name: "山间小路", bio: "走路 & 看山", followingCount: 56, followersCount: 12_000,
                                                  postsCount: 1234, isLocal: true, verified: true, verifiedReason: "户外博主",
                                                  following: true, followsMe: false))

        let short = try WebResponse.userPosts(status: 200, body: bytes("profile-posts.json"), now: Self.now)
        #expect(short.items[0].user?.statusesCount == nil && short.items[0].user?.user(localUID: nil).postsCount == nil)
    }

    @Test("a person's card keeps the verified mark and reason and whether each follows the other; a post's short user object has none")
    func followState() throws {
        let card = try WebResponse.profile(status: 200, body: bytes("profile-card-counts.json"), now: Self.now)
        #expect(card.verified && card.verifiedReason == "户外博主" && card.following == true && card.followsMe == false)
        let mutual = try WebResponse.profile(status: 200, body: bytes("profile-card-mutual.json"), now: Self.now)
        #expect(mutual.id == 1003 && mutual.following == true && mutual.followsMe == true)
        #expect(mutual.verified && mutual.verifiedReason == "摄影师 & 作者", "the reason's entities decoded")
        let short = try WebResponse.userPosts(status: 200, body: bytes("profile-posts.json"), now: Self.now)
        #expect(short.items[0].user?.following == nil && short.items[0].user?.followsMe == nil)
    }

    @Test("the card must be the signed-in uid's: another's is refused in one line naming both")
    func cardOfAnotherUser() throws {
        #expect(try WebResponse.profile(status: 200, body: bytes("profile-card-counts.json"), now: Self.now, uid: 1002).id == 1002)
        let refused = #expect(throws: APIError.self) {
            try WebResponse.profile(status: 200, body: bytes("profile-card-counts.json"), now: Self.now, uid: 1001)
        }
        #expect(refused == .badResponse(.otherUser(path: "data.userInfo.id", expected: 1001, found: 1002)))
        #expect(Language.with(.en) { refused?.userMessage(now: Self.now) }
                == "The profile Weibo sent is not this account's: data.userInfo.id is 1002, the signed-in uid is 1001")
        #expect(refused?.isTransient == false)
    }

    @Test("older posts dated by the day only (06-14, 2019-06-14) say so, and keep Weibo's order")
    func daysOnly() throws {
        // 2024-07-01 10:00 in Beijing: 06-14 is this year's.
        let summer: Int64 = 1_719_799_200
        let page = try WebResponse.userPosts(status: 200, body: bytes("profile-posts-days.json"), now: summer)
        #expect(page.items.map(\.text) == ["夏至前的晚风", "六月十四日，山里下雨", "五年前的今天"])
        #expect(page.items.map(\.datedByDay) == [false, true, true])
        // 2024-06-30 21:40, then 2024-06-14 and 2019-06-14 at midnight in Beijing.
        #expect(page.items.map(\.createdAt) == [1_719_754_800, 1_718_294_400, 1_560_441_600])
        #expect(page.items.map(\.post.datedByDay) == [false, true, true])

        let comment = #"{"id": "7", "created_at": "06-14", "text": "好", "user": {"id": 1, "screen_name": "x"}}"#
        let comments = try WebResponse.comments(status: 200, body: #"{"ok": 1, "data": {"data": [\#(comment)], "max_id": 0}}"#.bytes, now: summer)
        #expect(comments.items.map(\.datedByDay) == [true] && comments.items[0].comment(postID: 1).datedByDay)
        #expect(comments.items[0].createdAt == 1_718_294_400)
    }

    @Test("a post's page: the post, its long text, its comments (replies after what they answer), its reposts")
    func postPage() throws {
        let status = try WebResponse.status(status: 200, body: bytes("status-show.json"), now: Self.now)
        #expect(status.id == 5_007_600_000_002_002 && status.isLongText && status.largePictureURLs == ["https://wx1.sinaimg.cn/large/002abcly1hn000001.jpg"])

        let long = try WebResponse.longText(status: 200, body: bytes("status-extend.json"), now: Self.now)
        #expect(long == "今天的晚霞[太开心]\n在#晚霞#里走了很久，风很大 & 很冷。\n\n第二段：回家的路上遇见了@晴天小猫，一起吃了面。")

        let comments = try WebResponse.comments(status: 200, body: bytes("comments-hotflow.json"), now: Self.now)
        #expect(comments.items.map(\.id) == [5_007_654_400_003_002, 5_007_654_400_003_001, 5_007_654_400_003_005])
        #expect(comments.items[0].text == "回复@晴天小猫:谢谢[抱抱]" && comments.items[0].source == "来自北京")
        #expect(comments.items[0].user?.followersCount == 12_000)
        #expect(comments.items[2].replyComment?.id == 5_007_654_400_003_001 && comments.items[1].replyComment == nil)
        #expect(comments.skipped == 1 && comments.totalNumber == 4)
        #expect(comments.next == .hotflow(maxID: "139212345678901", type: 0))
        #expect(try WebResponse.comments(status: 200, body: bytes("comments-hotflow-last.json"), now: Self.now).isEnd)
        let none = try WebResponse.comments(status: 200, body: bytes("comments-empty.json"), now: Self.now)
        #expect(none.items.isEmpty && none.isEnd, "no comments comes as ok: 0")

        let reposts = try WebResponse.reposts(status: 200, body: bytes("reposts.json"), page: 1, now: Self.now)
        #expect(reposts.items.count == 2 && reposts.next == .page(2) && reposts.totalNumber == 12)
        #expect(reposts.items[0].retweeted?.id == 5_007_600_000_002_002)
        #expect(try WebResponse.reposts(status: 200, body: bytes("reposts.json"), page: 2, now: Self.now).isEnd)
    }

    @Test("消息: the badge's counts, @我的 posts and comments, comments to me, likes")
    func messages() throws {
        let unread = try WebResponse.unread(status: 200, body: bytes("unread.json"), now: Self.now)
        #expect(unread == WeiboUnreadCount(comments: 3, mentionStatuses: 4, mentionComments: 5, directMessages: 1, followers: 2, likes: 6))
        #expect(unread.unreadCounts.likes == 6 && unread.unreadCounts.mentions == 9)

        let mentions = try WebResponse.mentions(status: 200, body: bytes("mentions-at.json"), page: 1, now: Self.now)
        #expect(mentions.items.map(\.text) == ["@晴天小猫 你看这个[doge]"] && mentions.next == .page(2))

        let atComments = try WebResponse.commentList(status: 200, body: bytes("mentions-cmt.json"), page: 1, now: Self.now)
        #expect(atComments.items.first?.status?.id == 5_007_600_000_002_002 && atComments.items.first?.text == "@晴天小猫 来看")

        let toMe = try WebResponse.commentList(status: 200, body: bytes("comments-to-me.json"), page: 3, now: Self.now)
        #expect(toMe.items.count == 2 && toMe.next == .page(4))
        #expect(toMe.items[1].replyComment?.id == 5_007_654_400_004_999 && toMe.items[1].text == "回复@晴天小猫:好的")

        let likes = try WebResponse.likes(status: 200, body: bytes("likes-to-me.json"), page: 1, now: Self.now)
        #expect(likes.items == [WebLike(id: 5_007_654_500_006_001, createdAt: 1_709_518_200,
                                        user: WeiboUser(id: 1002, screenName: "山间小路"),
                                        status: likes.items.first?.status)])
        #expect(likes.items.first?.status?.id == 5_007_654_321_098_765)
        #expect(try WebResponse.likes(status: 200, body: #"{"ok": 1, "data": []}"#.bytes, page: 2, now: Self.now).isEnd)
    }

    @Test("writes answer with the new post or comment; a like with ok")
    func writes() throws {
        let post = try WebResponse.status(status: 200, body: bytes("write-update.json"), now: Self.now)
        #expect(post.id == 5_007_654_321_111_111 && post.text == "你好，微博 [微笑]")
        let repost = try WebResponse.status(status: 200, body: bytes("write-repost.json"), now: Self.now)
        #expect(repost.id == 5_007_654_321_122_222 && repost.retweeted?.id == 5_007_600_000_002_002)
        let comment = try WebResponse.comment(status: 200, body: bytes("write-comment.json"), now: Self.now)
        #expect(comment.id == 5_007_654_400_007_001 && comment.text == "好看[赞]" && comment.status?.id == 5_007_600_000_002_002)
        let reply = try WebResponse.comment(status: 200, body: bytes("write-reply.json"), now: Self.now)
        #expect(reply.id == 5_007_654_400_007_002 && reply.replyComment?.id == 5_007_654_400_003_002)
        try WebResponse.attitude(status: 200, body: bytes("write-like.json"), now: Self.now)
        try WebResponse.attitude(status: 200, body: bytes("write-unlike.json"), now: Self.now)
        #expect(throws: APIError.api(code: 20016, message: "发微博太多啦，休息一会儿吧!")) {
            try WebResponse.attitude(status: 200, body: bytes("error-api.json"), now: Self.now)
        }
    }

    @Test("a page whose every entry is bad keeps its cursor: the list goes on past it")
    func badPageKeepsCursor() throws {
        let bad = #"{"id": "1", "created_at": "never", "user": {"id": 1, "screen_name": "x"}}"#
        let feed = try WebResponse.friendsTimeline(status: 200, body: #"{"ok": 1, "data": {"statuses": [\#(bad)], "max_id": 5}}"#.bytes, now: Self.now)
        #expect(feed.items.isEmpty && feed.skipped == 1 && feed.next == .maxID("5"))
        let posts = try WebResponse.userPosts(
            status: 200, body: #"{"ok": 1, "data": {"cardlistInfo": {"since_id": "9"}, "cards": [{"card_type": 9, "mblog": \#(bad)}]}}"#.bytes, now: Self.now)
        #expect(posts.items.isEmpty && posts.skipped == 1 && posts.next == .sinceID("9"))
        let comments = try WebResponse.comments(status: 200, body: #"{"ok": 1, "data": {"data": [\#(bad)], "max_id": 7, "max_id_type": 1}}"#.bytes, now: Self.now)
        #expect(comments.items.isEmpty && comments.skipped == 1 && comments.next == .hotflow(maxID: "7", type: 1))
        let furniture = try WebResponse.userPosts(
            status: 200, body: #"{"ok": 1, "data": {"cardlistInfo": {"since_id": "9"}, "cards": [{"card_type": 11}]}}"#.bytes, now: Self.now)
        #expect(furniture.isEnd, "a page of only furniture cards is the end")
    }

    @Test("every fixture that is a reply decodes without error through its decoder")
    func everyFixture() throws {
        // The fake server serves these same files: each must stay readable.
        for name in ["feed-friends.json", "feed-friends-last.json", "feed-friends-video.json"] { _ = try WebResponse.friendsTimeline(status: 200, body: bytes(name), now: Self.now) }
        for name in ["profile-posts.json", "profile-posts-end.json", "profile-posts-days.json"] { _ = try WebResponse.userPosts(status: 200, body: bytes(name), now: Self.now) }
        for name in ["comments-hotflow.json", "comments-hotflow-last.json", "comments-empty.json"] { _ = try WebResponse.comments(status: 200, body: bytes(name), now: Self.now) }
        for name in ["status-show.json", "write-update.json", "write-repost.json"] { _ = try WebResponse.status(status: 200, body: bytes(name), now: Self.now) }
    }
}
