import Testing
import WeiboAPI

@Suite("Desktop: requests to weibo.com's /ajax JSON")
struct DesktopRequestTests {
    let bases = WebBases(web: "http://127.0.0.1:8123", passport: "http://127.0.0.1:8124", desktop: "http://localhost:8123/")

    func url(_ request: WebRequest) -> String { request.url(bases: bases) }

    @Test("reading: every builder on the desktop host, its path relative, its query as the site's scripts send it")
    func reading() {
        #expect(url(.desktopConfig()) == "http://localhost:8123/ajax/config/get_config")
        #expect(url(.desktopFriendsTimeline()) == "http://localhost:8123/ajax/feed/friendstimeline?list_id=&refresh=4&since_id=0&count=25")
        #expect(url(.desktopFriendsTimeline(cursor: .maxID("5007654321070000"), count: 20, listID: "110001001"))
                == "http://localhost:8123/ajax/feed/friendstimeline?list_id=110001001&refresh=4&since_id=0&max_id=5007654321070000&count=20")
        #expect(url(.desktopFriendsTimeline(cursor: .page(3), count: 0)).hasSuffix("since_id=0&count=1"), "only a max_id cursor pages 首页")
        #expect(url(.desktopProfile(uid: 1001)) == "http://localhost:8123/ajax/profile/info?uid=1001")
        #expect(url(.desktopUserPosts(uid: 1001, page: 2)) == "http://localhost:8123/ajax/statuses/mymblog?uid=1001&page=2&feature=0")
        #expect(WebRequest.desktopUserPosts(uid: 1001, page: 0)[parameter: "page"] == "1")
        #expect(url(.desktopShowStatus(id: 5_007_600_000_002_002)) == "http://localhost:8123/ajax/statuses/show?id=5007600000002002")
        #expect(url(.desktopLongText(id: 7)) == "http://localhost:8123/ajax/statuses/longtext?id=7")
        #expect(url(.desktopComments(postID: 7, authorUID: 1002))
                == "http://localhost:8123/ajax/statuses/buildComments?flow=0&is_reload=1&id=7&is_show_bulletin=2&is_mix=0&count=10&uid=1002&fetch_level=0&locale=zh-CN")
        #expect(url(.desktopComments(postID: 7, cursor: .maxID("139212345678901")))
                == "http://localhost:8123/ajax/statuses/buildComments?flow=0&is_reload=1&id=7&is_show_bulletin=2&is_mix=0&max_id=139212345678901&count=20&fetch_level=0&locale=zh-CN")
        #expect(url(.desktopReposts(postID: 7, page: 2)) == "http://localhost:8123/ajax/statuses/repostTimeline?id=7&page=2&moduleID=feed&count=10")
        #expect(url(.desktopGroups()) == "http://localhost:8123/ajax/feed/allGroups?is_new_segment=1&fetch_hot=1")
        #expect(url(.desktopHotSearch()) == "http://localhost:8123/ajax/side/hotSearch")
        let reads: [WebRequest] = [.desktopConfig(), .desktopFriendsTimeline(), .desktopProfile(uid: 1), .desktopUserPosts(uid: 1), .desktopShowStatus(id: 1),
                                   .desktopLongText(id: 1), .desktopComments(postID: 1), .desktopReposts(postID: 1), .desktopGroups(), .desktopHotSearch()]
        for request in reads {
            #expect(request.host == .desktop && request.method == .get && !request.writes && request.body == nil, "\(request)")
            #expect(!request.path.hasPrefix("/") && request.path.hasPrefix("ajax/") && request.refererPath != nil)
            #expect(request[parameter: "st"] == nil)
        }
    }

    @Test("referers: the home page, a person's page, a post's UID/MBLOGID page")
    func referers() {
        #expect(WebRequest.desktopFriendsTimeline().refererPath == "")
        #expect(WebRequest.desktopProfile(uid: 1001).refererPath == "u/1001" && WebRequest.desktopUserPosts(uid: 1001).refererPath == "u/1001")
        #expect(WebRequest.desktopComments(postID: 5_007_600_000_002_002, authorUID: 1002).refererPath == "1002/O3bI400wi")
        #expect(WebRequest.desktopComments(postID: 4_944_997_453_660_231, authorUID: 1).refererPath == "1/NiSAxfmbZ")
        #expect(WebRequest.desktopComments(postID: 10_000_001, authorUID: 1).refererPath == "1/10001", "a group of zeros keeps its four places")
        #expect(WebRequest.desktopComments(postID: 7).refererPath == "")
    }

    @Test("writes: POST forms as the site's boxes send them, marked writes, no st; like and unlike")
    func writes() {
        let post = WebRequest.desktopPost(text: "好看 & 对")
        #expect(post.method == .post && post.writes && post.host == .desktop && url(post) == "http://localhost:8123/ajax/statuses/update")
        #expect(post.body == "content=%E5%A5%BD%E7%9C%8B%20%26%20%E5%AF%B9&pic_id=&visible=0&share_id=&media=%7B%7D&vote=%7B%7D")

        let comment = WebRequest.desktopComment(postID: 5_007_600_000_002_002, text: "写得好")
        #expect(comment.path == "ajax/comments/create")
        #expect(comment.body == "id=5007600000002002&comment=%E5%86%99%E5%BE%97%E5%A5%BD&pic_id=&is_repost=0&comment_ori=0&is_comment=0")

        let reply = WebRequest.desktopReply(commentID: 5_007_654_400_003_001, postID: 5_007_600_000_002_002, text: "同意")
        #expect(reply.path == "ajax/comments/reply")
        #expect(reply[parameter: "id"] == "5007600000002002" && reply[parameter: "cid"] == "5007654400003001" && reply[parameter: "comment"] == "同意")

        let repost = WebRequest.desktopRepost(postID: 7, text: "")
        #expect(repost.path == "ajax/statuses/normal_repost" && repost[parameter: "id"] == "7" && repost[parameter: "comment"] == "")
        #expect(repost[parameter: "is_comment"] == "0" && repost[parameter: "visible"] == "0")

        let like = WebRequest.desktopSetLiked(postID: 7, liked: true)
        let unlike = WebRequest.desktopSetLiked(postID: 7, liked: false)
        #expect(like.path == "ajax/statuses/setLike" && unlike.path == "ajax/statuses/cancelLike")
        #expect(like.body == "id=7" && unlike.body == "id=7")

        for request in [post, comment, reply, repost, like, unlike] {
            #expect(request.method == .post && request.writes && request.host == .desktop && request.refererPath == "")
            #expect(request[parameter: "st"] == nil && !request.path.hasPrefix("/"))
            #expect(request.headers(bases: bases).contains(APIParameter("Content-Type", "application/x-www-form-urlencoded")))
        }
    }
}
