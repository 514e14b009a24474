import Testing
import WeiboAPI

@Suite("Web: requests to the mobile web and the passport")
struct WebRequestTests {
    let bases = WebBases(web: "http://127.0.0.1:8123/", passport: "http://127.0.0.1:8124")

    @Test("bases: the environment wins, then the config's, then Weibo's; no trailing slash")
    func basesFromEnvironment() {
        #expect(WebBases(environment: [:]) == .weibo)
        #expect(WebBases.weibo.web == "https://m.weibo.cn" && WebBases.weibo.passport == "https://passport.weibo.com")
        let config = WebBases(web: "https://mirror.example/", passport: "https://pass.example")
        #expect(WebBases(environment: ["WEIBO_TUI_WEB_BASE": " "], fallback: config) == config)
        let both = WebBases(environment: ["WEIBO_TUI_WEB_BASE": "http://127.0.0.1:9/", "WEIBO_TUI_PASSPORT_BASE": "http://127.0.0.1:10"], fallback: config)
        #expect(both.web == "http://127.0.0.1:9" && both.passport == "http://127.0.0.1:10")
        #expect(bases.hostName(for: .web) == "127.0.0.1" && WebBases.weibo.hostName(for: .passport) == "passport.weibo.com")
    }

    @Test("reading: paths, queries and cursors as the mobile web pages them")
    func reading() {
        #expect(WebRequest.config().url(bases: bases) == "http://127.0.0.1:8123/api/config")
        #expect(WebRequest.friendsTimeline().url(bases: bases) == "http://127.0.0.1:8123/feed/friends")
        #expect(WebRequest.friendsTimeline(cursor: .maxID("5007654321070000")).url(bases: bases) == "http://127.0.0.1:8123/feed/friends?max_id=5007654321070000")
        #expect(WebRequest.profile(uid: 1001).url(bases: bases) == "http://127.0.0.1:8123/api/container/getIndex?type=uid&value=1001&containerid=1005051001")
        #expect(WebRequest.userPosts(uid: 1001, cursor: .sinceID("42")).url(bases: bases)
                == "http://127.0.0.1:8123/api/container/getIndex?type=uid&value=1001&containerid=1076031001&since_id=42")
        #expect(WebRequest.showStatus(id: 7).url(bases: bases) == "http://127.0.0.1:8123/statuses/show?id=7")
        #expect(WebRequest.longText(id: 7).url(bases: bases) == "http://127.0.0.1:8123/statuses/extend?id=7")
        #expect(WebRequest.comments(postID: 7).url(bases: bases) == "http://127.0.0.1:8123/comments/hotflow?id=7&mid=7&max_id_type=0")
        #expect(WebRequest.comments(postID: 7, cursor: .hotflow(maxID: "99", type: 1)).url(bases: bases)
                == "http://127.0.0.1:8123/comments/hotflow?id=7&mid=7&max_id=99&max_id_type=1")
        #expect(WebRequest.reposts(postID: 7, page: 2).url(bases: bases) == "http://127.0.0.1:8123/api/statuses/repostTimeline?id=7&page=2")
        #expect(WebRequest.unread(now: 1_709_518_800).url(bases: bases) == "http://127.0.0.1:8123/api/remind/unread?t=1709518800000")
        #expect(WebRequest.mentions().path == "message/mentionsAt" && WebRequest.commentMentions(page: 2)[parameter: "page"] == "2")
        #expect(WebRequest.commentsToMe().path == "message/cmt" && WebRequest.likesToMe(page: 0)[parameter: "page"] == "1")
        for request in [WebRequest.config(), .friendsTimeline(), .comments(postID: 1), .unread(now: 0), .mentions()] {
            #expect(request.method == .get && !request.writes && request.body == nil)
            #expect(request.headers(bases: bases).contains(APIParameter("X-Requested-With", "XMLHttpRequest")))
        }
    }

    @Test("writes: form bodies with st, the web client's headers, marked writes, st masked")
    func writes() {
        let comment = WebRequest.comment(postID: 5_007_600_000_002_002, text: "好看 & 对", st: "a1b2c3")
        #expect(comment.method == .post && comment.writes && comment.url(bases: bases) == "http://127.0.0.1:8123/api/comments/create")
        #expect(comment.body == "content=%E5%A5%BD%E7%9C%8B%20%26%20%E5%AF%B9&mid=5007600000002002&st=a1b2c3")
        let headers = comment.headers(bases: bases)
        for header in [APIParameter("X-XSRF-TOKEN", "a1b2c3"), APIParameter("Referer", "http://127.0.0.1:8123/detail/5007600000002002"),
                       APIParameter("MWeibo-Pwa", "1"), APIParameter("Origin", "http://127.0.0.1:8123"),
                       APIParameter("Content-Type", "application/x-www-form-urlencoded")] {
            #expect(headers.contains(header), "\(header)")
        }
        #expect(!headers.contains { $0.name.lowercased() == "cookie" })

        let writes = [
            WebRequest.post(text: "你好", st: "a1b2c3"), .comment(postID: 1, text: "x", st: "a1b2c3"),
            .reply(commentID: 2, postID: 1, text: "y", st: "a1b2c3"), .repost(postID: 1, text: "", st: "a1b2c3"),
            .like(postID: 1, st: "a1b2c3"), .unlike(postID: 1, st: "a1b2c3"),
        ]
        #expect(writes.map(\.path) == ["api/statuses/update", "api/comments/create", "api/comments/reply", "api/statuses/repost", "api/attitudes/create", "api/attitudes/destroy"])
        for request in writes {
            #expect(request.writes && request.method == .post && request[parameter: "st"] == "a1b2c3")
            for text in [request.description, "\(request)", String(reflecting: request)] {
                #expect(!text.contains("a1b2c3") && text.contains("st=***"), "\(text)")
            }
        }
        #expect(writes[2][parameter: "cid"] == "2" && writes[2][parameter: "mid"] == "1")
        #expect(writes[4][parameter: "attitude"] == "heart")
        #expect(writes[0].description == "POST web:api/statuses/update content=你好 st=***")
    }

    @Test("the passport's QR requests; the alt ticket masked")
    func passport() {
        #expect(WebRequest.qrCode().url(bases: bases) == "http://127.0.0.1:8124/sso/v2/qrcode/image?entry=wapsso&size=180")
        let check = WebRequest.qrState(qrid: "Sx7b")
        #expect(check.host == .passport && check.path == "sso/v2/qrcode/check" && check[parameter: "qrid"] == "Sx7b")
        #expect(!check.description.contains("Sx7b") && check.description.contains("qrid=***"))
        let signIn = WebRequest.qrSignIn(alt: "ALT-SeCrEt")
        #expect(signIn.url(bases: bases).hasPrefix("http://127.0.0.1:8124/sso/v2/login?") && signIn[parameter: "alt"] == "ALT-SeCrEt")
        #expect(!signIn.description.contains("SeCrEt") && signIn.description.contains("alt=***"))
        #expect(!check.headers(bases: bases).contains { $0.name == "MWeibo-Pwa" })
    }
}
