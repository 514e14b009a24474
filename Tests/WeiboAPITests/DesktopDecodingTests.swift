import Testing
import WeiboAPI
import WeiboCore

@Suite("Desktop: weibo.com's /ajax replies decoded onto the model")
struct DesktopDecodingTests {
    static let now = WebFixture.now
    func bytes(_ name: String) -> [UInt8] { WebFixture.bytes(name) }
    func body(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("get_config: the uid from data, else from the x-log-uid header; st empty; login false is signed out")
    func config() throws {
        #expect(try WebResponse.desktopConfig(status: 200, body: bytes("desktop-config.json"), now: Self.now) == WebConfig(uid: 1001, st: ""))
        let headers = [APIParameter("X-Log-Uid", "1001")]
        #expect(try WebResponse.desktopConfig(status: 200, body: bytes("desktop-config-header.json"), headers: headers, now: Self.now) == WebConfig(uid: 1001, st: ""))
        #expect(throws: APIError.badResponse(.missingField(path: "data.uid"))) {
            try WebResponse.desktopConfig(status: 200, body: bytes("desktop-config-header.json"), now: Self.now)
        }
        #expect(throws: APIError.signedOut) { try WebResponse.desktopConfig(status: 200, body: bytes("desktop-config-signed-out.json"), now: Self.now) }
    }

    @Test("friendstimeline: text_raw, a repost of a long post with three pictures in pic_ids' order, short links written out, one bad post skipped")
    func timeline() throws {
        let page = try WebResponse.desktopTimeline(status: 200, body: bytes("desktop-friendstimeline.json"), now: Self.now)
        #expect(page.items.map(\.id) == [5_007_654_321_098_765, 5_007_654_321_090_001, 5_007_654_321_070_001])
        #expect(page.skipped == 1 && page.next == .maxID("5007654321070000") && page.totalNumber == 150)

        let repost = page.items[0]
        #expect(repost.createdAt == 1_709_514_307 && repost.source == "iPhone 15 Pro" && repost.text == "转发一下 //@山间小路:好看[心]")
        #expect(repost.user == WeiboUser(id: 1001, screenName: "晴天小猫", description: "", followersCount: 0, friendsCount: 0, statusesCount: nil,
                                         following: true, followsMe: false))
        #expect(repost.repostsCount == 3 && repost.commentsCount == 12 && repost.attitudesCount == 40)
        #expect(repost.pictureURLs.isEmpty && !repost.isLongText && repost.video == nil)

        let original = try #require(repost.retweeted)
        #expect(original.id == 5_007_600_000_002_002 && original.createdAt == 1_709_474_400 && original.isLongText)
        #expect(original.text == "今天的晚霞[太开心]\n在#晚霞#里走了很久，风很大 & 很冷 ...", "no zero-width space at the end")
        #expect(original.commentsCount == 4 && original.attitudesCount == 1_000_000)
        #expect(original.pictureURLs == (1...3).map { "https://wx\($0).sinaimg.cn/orj360/002abcly1hn00000\($0).jpg" })
        #expect(original.largePictureURLs == (1...3).map { "https://wx\($0).sinaimg.cn/large/002abcly1hn00000\($0).jpg" })
        #expect(original.user == WeiboUser(id: 1002, screenName: "山间小路", description: "", followersCount: 12_000, friendsCount: 300, statusesCount: 4021,
                                           following: true, followsMe: false))

        let links = page.items[1]
        #expect(links.text == "新开的书店 https://books.example.com/open?a=1&b=2 1 < 2 > 0 \"好\" 见https://docs.example.org/a?x=1&y=2 还有http://t.cn/A6Desk003",
                "short links with a web address behind them are written out; an app link stays short")
        #expect(links.pictureURLs == ["https://wx1.sinaimg.cn/orj360/003abcly1hn000010.jpg", "https://wx1.sinaimg.cn/orj360/003abcly1hn000011.jpg"],
                "pic_ids without pic_infos")
        #expect(links.largePictureURLs == ["https://wx1.sinaimg.cn/large/003abcly1hn000010.jpg", "https://wx1.sinaimg.cn/large/003abcly1hn000011.jpg"])
        #expect(links.attitudesCount == 12_000 && links.source == "微博网页版")

        let deleted = try #require(page.items[2].retweeted)
        #expect(deleted.deleted && deleted.user == nil && deleted.id == 5_007_600_000_001_001 && deleted.createdAt == 0)

        let last = try WebResponse.desktopTimeline(status: 200, body: bytes("desktop-friendstimeline-last.json"), now: Self.now)
        #expect(last.items.map(\.id) == [5_007_654_321_010_001] && last.isEnd && last.items[0].retweeted == nil)
    }

    @Test("the same post in both shapes is the same value: statuses/show from m.weibo.cn and ajax/statuses/show from weibo.com")
    func sameAsMobile() throws {
        let mobile = try WebResponse.status(status: 200, body: bytes("status-show.json"), now: Self.now)
        let desktop = try WebResponse.desktopStatus(status: 200, body: bytes("desktop-show.json"), now: Self.now)
        #expect(desktop == mobile)
        #expect(desktop.text == "今天的晚霞[太开心]\n在#晚霞#里走了很久，风很大 & 很冷 ..." && desktop.pictureURLs.count == 1 && desktop.isLongText)
        let timeline = try WebResponse.desktopTimeline(status: 200, body: bytes("desktop-friendstimeline.json"), now: Self.now)
        let original = try #require(timeline.items[0].retweeted)
        #expect(original.text == mobile.text && original.user == mobile.user && original.source == mobile.source && original.createdAt == mobile.createdAt)
    }

    @Test("a post without text_raw is read from its HTML text, as the mobile web's")
    func htmlFallback() throws {
        let reply = #"{"ok": 1, "id": 7, "created_at": "Mon Mar 04 10:00:00 +0800 2024", "text": "<a href=\"/n/x\">@x</a> 你好 &amp; <br />再见 ...<a href=\"/status/7\">全文</a>"}"#
        let status = try WebResponse.desktopStatus(status: 200, body: body(reply), now: Self.now)
        #expect(status.text == "@x 你好 &\n再见 ..." && status.isLongText && status.user == nil)
    }

    @Test("profile/info: the card from data.user; another's card is refused")
    func profile() throws {
        let user = try WebResponse.desktopProfile(status: 200, body: bytes("desktop-profile-info.json"), now: Self.now)
        #expect(user == WeiboUser(id: 1001, screenName: "晴天小猫", description: "爱拍照 & 爱猫", followersCount: 23_000, friendsCount: 80, statusesCount: 15_000,
                                  following: true, followsMe: false))
        let mutual = try WebResponse.desktopProfile(status: 200, body: bytes("desktop-profile-info-mutual.json"), now: Self.now)
        #expect(mutual.id == 1003 && mutual.following == true && mutual.followsMe == true && mutual.verified && mutual.verifiedReason == "摄影师 & 作者")
        #expect(try WebResponse.desktopProfile(status: 200, body: bytes("desktop-profile-info.json"), now: Self.now, uid: 1001) == user)
        #expect(throws: APIError.badResponse(.otherUser(path: "data.user.id", expected: 1002, found: 1001))) {
            try WebResponse.desktopProfile(status: 200, body: bytes("desktop-profile-info.json"), now: Self.now, uid: 1002)
        }
    }

    @Test("mymblog: data.list by page, a video's page_info, a bad date skipped; an empty page ends it")
    func userPosts() throws {
        let page = try WebResponse.desktopUserPosts(status: 200, body: bytes("desktop-mymblog.json"), now: Self.now, page: 1)
        #expect(page.items.map(\.id) == [5_007_654_321_200_002, 5_007_654_321_100_003])
        #expect(page.skipped == 1 && page.next == .page(2) && page.totalNumber == 1234)
        #expect(page.items[0].commentsCount == 2 && page.items[0].text == "我的第二条")
        let video = try #require(page.items[1].video)
        #expect(video == WeiboVideo(stream: "https://f.video.weibocdn.com/o0/v-720.mp4?label=mp4_720p",
                                    page: "https://video.weibo.com/show?fid=1034:4999000000000001&luicode=10000011",
                                    seconds: 83, cover: "https://wx3.sinaimg.cn/orj480/003abcly1hncover1.jpg"))
        #expect(page.items[1].text == "一段视频 https://video.weibo.com/show?fid=1034:4999000000000001")
        let end = try WebResponse.desktopUserPosts(status: 200, body: bytes("desktop-mymblog-end.json"), now: Self.now, page: 9)
        #expect(end.items.isEmpty && end.isEnd && end.skipped == 0)
    }

    @Test("longtext: the whole text, plain, its short links written out, tidied")
    func longText() throws {
        let text = try WebResponse.desktopLongText(status: 200, body: bytes("desktop-longtext.json"), now: Self.now)
        let lines = ["今天的晚霞[太开心]", "在#晚霞#里走了很久，风很大 & 很冷。", "",
                     "看了一眼 https://books.example.com/open?a=1&b=2 ，@晴天小猫 也在。原文 https://books.example.com/review"]
        #expect(text == lines.joined(separator: "\n"), "a short link that starts like another is written out whole")
    }

    @Test("buildComments: each comment followed by its replies, which answer the root or the comment they name; a bad one skipped")
    func comments() throws {
        let page = try WebResponse.desktopComments(status: 200, body: bytes("desktop-comments.json"), now: Self.now)
        #expect(page.items.map(\.id) == [5_007_654_400_003_002, 5_007_654_400_003_001, 5_007_654_400_003_005, 5_007_654_400_003_006])
        #expect(page.skipped == 1 && page.next == .maxID("139212345678901") && page.totalNumber == 6)
        #expect(page.items[0].text == "回复@晴天小猫:谢谢[抱抱]" && page.items[0].source == "来自上海" && page.items[0].replyComment == nil)
        #expect(page.items[0].user?.screenName == "山间小路")
        #expect(page.items[2].replyComment?.id == 5_007_654_400_003_001, "a reply naming no comment answers the root")
        #expect(page.items[3].replyComment?.id == 5_007_654_400_003_005 && page.items[3].text == "回复@lee_walks:我也是")
        let last = try WebResponse.desktopComments(status: 200, body: bytes("desktop-comments-last.json"), now: Self.now)
        #expect(last.items.count == 1 && last.isEnd)
    }

    @Test("repostTimeline: data beside ok, pages up to max_page, a bad repost skipped")
    func reposts() throws {
        let first = try WebResponse.desktopReposts(status: 200, body: bytes("desktop-reposts.json"), now: Self.now, page: 1)
        #expect(first.items.map(\.id) == [5_007_654_500_000_002] && first.skipped == 1 && first.next == .page(2) && first.totalNumber == 12)
        #expect(first.items[0].retweeted?.id == 5_007_600_000_002_002)
        let second = try WebResponse.desktopReposts(status: 200, body: bytes("desktop-reposts.json"), now: Self.now, page: 2)
        #expect(second.isEnd)
    }

    @Test("allGroups and hotSearch: small values, bad entries and advertisements left out")
    func groupsAndHotSearch() throws {
        let groups = try WebResponse.desktopGroups(status: 200, body: bytes("desktop-groups.json"), now: Self.now)
        // Weibo's own entries (sysgroup) are no groups of people; the one without a title is skipped and counted.
        #expect(groups.items == [FeedGroup(id: "4563498095349254", name: "特别关注"), FeedGroup(id: "4911111111111111", name: "同学")])
        #expect(groups.skipped == 1)
        let words = try WebResponse.desktopHotSearch(status: 200, body: bytes("desktop-hotsearch.json"), now: Self.now)
        #expect(words == [HotWord(rank: 1, word: "终端里刷微博", heat: 2_345_678, label: "热"), HotWord(rank: 3, word: "周末去看星空", heat: 876_543, label: ""),
                          HotWord(rank: 3, word: "新开的书店", heat: nil, label: "新")])
    }

    @Test("writes: the new post, the new comment with its post, a like")
    func writes() throws {
        let post = try WebResponse.desktopWrittenStatus(status: 200, body: bytes("desktop-write-update.json"), now: Self.now)
        #expect(post.id == 5_007_654_321_300_001 && post.text == "新的一条 <b>&" && post.createdAt == Self.now && post.user?.friendsCount == 80)
        let comment = try WebResponse.desktopWrittenComment(status: 200, body: bytes("desktop-write-comment.json"), now: Self.now)
        #expect(comment.id == 5_007_654_400_009_001 && comment.text == "写得好 <b>" && comment.status?.id == 5_007_600_000_002_002)
        try WebResponse.desktopAttitude(status: 200, body: bytes("desktop-write-like.json"), now: Self.now)
        #expect(throws: APIError.repeatedContent(code: 20019)) {
            try WebResponse.desktopWrittenStatus(status: 200, body: bytes("desktop-error-repeat.json"), now: Self.now)
        }
    }

    @Test("refusals: ok -100 and a sign-in url are signed out; ok 0 is the API's error with its words; 20101 is not found")
    func refusals() {
        let decoders: [(String, ([UInt8]) throws(APIError) -> Void)] = [
            ("config", { b throws(APIError) in _ = try WebResponse.desktopConfig(status: 200, body: b, now: Self.now) }),
            ("timeline", { b throws(APIError) in _ = try WebResponse.desktopTimeline(status: 200, body: b, now: Self.now) }),
            ("comments", { b throws(APIError) in _ = try WebResponse.desktopComments(status: 200, body: b, now: Self.now) }),
            ("like", { b throws(APIError) in try WebResponse.desktopAttitude(status: 200, body: b, now: Self.now) }),
        ]
        for (name, decode) in decoders {
            #expect(throws: APIError.signedOut, "\(name)") { try decode(bytes("desktop-signed-out.json")) }
            #expect(throws: APIError.api(code: 20016, message: "发微博太多啦，休息一会儿吧!"), "\(name)") { try decode(bytes("desktop-error.json")) }
            #expect(throws: APIError.repeatedContent(code: 20019), "\(name)") { try decode(bytes("desktop-error-repeat.json")) }
            #expect(throws: APIError.signedOut, "\(name)") { try decode(body(#"{"ok": 0, "msg": "请先登录"}"#)) }
            #expect(throws: APIError.signedOut, "\(name)") { try decode(body(#"{"ok": 0, "url": "https://passport.weibo.com/sso/signin?entry=miniblog"}"#)) }
        }
        #expect(throws: APIError.api(code: 20101, message: "该微博不存在或已被删除")) {
            try WebResponse.desktopStatus(status: 200, body: bytes("desktop-error-missing.json"), now: Self.now)
        }
    }

    @Test("what is no reply: 432, 418, a captcha page, a redirect to verify are Weibo checking; the sign-in page or a redirect to it signed out; HTML a bad reply")
    func notReplies() {
        let checking = APIError.checkingClient(retryAt: Self.now + 1800)
        #expect(throws: checking) { try WebResponse.desktopTimeline(status: 432, body: [], now: Self.now) }
        #expect(throws: checking) { try WebResponse.desktopTimeline(status: 418, body: body("<html></html>"), now: Self.now) }
        #expect(throws: checking) { try WebResponse.desktopComments(status: 200, body: bytes("error-captcha.html"), now: Self.now) }
        #expect(throws: checking) {
            try WebResponse.desktopConfig(status: 302, body: [], headers: [APIParameter("Location", "https://weibo.com/verify?x=1")], now: Self.now)
        }
        #expect(throws: APIError.signedOut) { try WebResponse.desktopProfile(status: 200, body: bytes("signin-page.html"), now: Self.now) }
        #expect(throws: APIError.signedOut) {
            try WebResponse.desktopTimeline(status: 302, body: [], headers: [APIParameter("Location", "https://passport.weibo.com/sso/signin?entry=miniblog")], now: Self.now)
        }
        #expect(throws: APIError.badResponse(.htmlPage(status: 200))) {
            try WebResponse.desktopHotSearch(status: 200, body: body("<!DOCTYPE html><html><body><div id=\"app\"></div></body></html>"), now: Self.now)
        }
        #expect(throws: APIError.badResponse(.unexpectedStatus(500))) { try WebResponse.desktopGroups(status: 500, body: bytes("desktop-groups.json"), now: Self.now) }
        #expect(throws: APIError.badResponse(.missingField(path: "ok"))) { try WebResponse.desktopGroups(status: 200, body: body("{}"), now: Self.now) }
    }
}
