import Testing
import WeiboAPI

@Suite("Requests: one builder per endpoint, secrets never printed")
struct RequestTests {
    static let token = "2.00TOPSECRETtoken"
    static let secret = "app-secret-42"
    static let code = "0123456789abcdef0123456789abcdef"

    /// Every request the app can build, for the checks that hold for all.
    static let all: [APIRequest] = [
        .accessToken(appKey: "2233445566", appSecret: secret, code: code),
        .tokenInfo(token: token),
        .homeTimeline(token: token, sinceID: 10, maxID: 20, count: 50),
        .showStatus(token: token, id: 2002),
        .comments(token: token, postID: 2002),
        .share(token: token, text: "你好 http://app.example/x", clientIP: "203.0.113.7"),
        .createComment(token: token, postID: 2002, text: "真美"),
        .replyComment(token: token, commentID: 3001, postID: 2002, text: "谢谢"),
        .repost(token: token, postID: 2002, text: "转"),
        .statusMentions(token: token),
        .commentMentions(token: token),
        .commentsToMe(token: token),
        .unreadCount(token: token, uid: 1001),
        .showUser(token: token, uid: 1001),
        .userTimeline(token: token, uid: 1001, maxID: 7),
    ]

    @Test("paths, methods and hosts are the documented ones")
    func endpoints() {
        let expected: [(HTTPMethod, APIHost, String)] = [
            (.post, .api, "oauth2/access_token"),
            (.post, .api, "oauth2/get_token_info"),
            (.get, .api, "2/statuses/home_timeline.json"),
            (.get, .api, "2/statuses/show.json"),
            (.get, .api, "2/comments/show.json"),
            (.post, .api, "2/statuses/share.json"),
            (.post, .api, "2/comments/create.json"),
            (.post, .api, "2/comments/reply.json"),
            (.post, .api, "2/statuses/repost.json"),
            (.get, .api, "2/statuses/mentions.json"),
            (.get, .api, "2/comments/mentions.json"),
            (.get, .api, "2/comments/to_me.json"),
            (.get, .remind, "2/remind/unread_count.json"),
            (.get, .api, "2/users/show.json"),
            (.get, .api, "2/statuses/user_timeline.json"),
        ]
        #expect(Self.all.count == expected.count)
        for (request, (method, host, path)) in zip(Self.all, expected) {
            #expect(request.method == method && request.host == host && request.path == path, "\(request)")
            #expect(request.writes == ["2/statuses/share.json", "2/comments/create.json", "2/comments/reply.json", "2/statuses/repost.json"].contains(path))
        }
    }

    @Test("timeline cursors and count are parameters; count is kept within 1…100")
    func timelineParameters() {
        let request = APIRequest.homeTimeline(token: Self.token, sinceID: 10, maxID: 20, count: 50)
        #expect(request.url(bases: .weibo) == "https://api.weibo.com/2/statuses/home_timeline.json?since_id=10&max_id=20&count=50")
        #expect(APIRequest.homeTimeline(token: Self.token, count: 500)[parameter: "count"] == "100")
        #expect(APIRequest.homeTimeline(token: Self.token, count: 0)[parameter: "count"] == "1")
        #expect(APIRequest.homeTimeline(token: Self.token)[parameter: "since_id"] == nil)
        // comments/show by page (按时间 on an Open API account): id, page, count.
        #expect(APIRequest.comments(token: Self.token, postID: 2002, page: 2, count: 50).url(bases: .weibo)
            == "https://api.weibo.com/2/comments/show.json?id=2002&page=2&count=50")
        #expect(APIRequest.comments(token: Self.token, postID: 2002, maxID: 3000, count: 50)[parameter: "page"] == nil)
        let reply = APIRequest.replyComment(token: Self.token, commentID: 3001, postID: 2002, text: "谢谢")
        #expect(reply.body == "cid=3001&id=2002&comment=%E8%B0%A2%E8%B0%A2")
        #expect(reply.url(bases: .weibo) == "https://api.weibo.com/2/comments/reply.json")
    }

    @Test("the token goes in the Authorization header, never in a URL or a form, except to get_token_info")
    func tokenPlacement() {
        for request in Self.all {
            let bases = APIBases.weibo
            #expect(!request.url(bases: bases).contains(Self.token), "\(request)")
            if request.path != "oauth2/get_token_info" {
                #expect(!(request.body ?? "").contains(Self.token), "\(request)")
            }
            if request.accessToken != nil {
                #expect(request.headers.contains(APIParameter("Authorization", "OAuth2 " + Self.token)))
            }
        }
        #expect(APIRequest.tokenInfo(token: Self.token).body == "access_token=2.00TOPSECRETtoken")
    }

    @Test("no description of any request shows the token, the app secret or the code")
    func secretsNeverPrinted() {
        for request in Self.all {
            for text in [request.description, request.debugDescription, String(describing: request), "\(request)", String(reflecting: request)] {
                #expect(!text.contains(Self.token) && !text.contains(Self.secret) && !text.contains(Self.code), "\(text)")
            }
        }
        #expect(APIRequest.accessToken(appKey: "k", appSecret: Self.secret, code: Self.code).description
            == "POST oauth2/access_token client_id=k client_secret=*** grant_type=authorization_code code=*** redirect_uri=https://api.weibo.com/oauth2/default.html")
    }

    @Test("bases come from WEIBO_TUI_API_BASE and WEIBO_TUI_REMIND_BASE, else the defaults")
    func bases() {
        let local = APIBases(environment: ["WEIBO_TUI_API_BASE": "http://127.0.0.1:8123/", "WEIBO_TUI_REMIND_BASE": "http://127.0.0.1:8124"])
        #expect(APIRequest.unreadCount(token: "t", uid: 7).url(bases: local) == "http://127.0.0.1:8124/2/remind/unread_count.json?uid=7")
        #expect(APIRequest.showUser(token: "t", uid: 7).url(bases: local) == "http://127.0.0.1:8123/2/users/show.json?uid=7")
        #expect(APIBases(environment: [:]) == .weibo)
        #expect(APIBases(environment: ["WEIBO_TUI_API_BASE": "  "]) == .weibo)
        #expect(APIRequest.unreadCount(token: "t", uid: 7).url(bases: .weibo) == "https://rm.api.weibo.com/2/remind/unread_count.json?uid=7")
    }

    @Test("the authorize URL names the app, the default redirect and the code flow")
    func authorizeURL() {
        #expect(Authorization.authorizeURL(appKey: "2233445566")
            == "https://api.weibo.com/oauth2/authorize?client_id=2233445566&redirect_uri=https%3A%2F%2Fapi.weibo.com%2Foauth2%2Fdefault.html&response_type=code")
    }

    @Test("the code is read from a pasted redirect address or taken bare")
    func pastedCode() {
        let code = Self.code
        #expect(Authorization.parsePasted("https://api.weibo.com/oauth2/default.html?code=\(code)") == .code(code))
        #expect(Authorization.parsePasted("  'https://api.weibo.com/oauth2/default.html?state=x&code=\(code)#top'\n") == .code(code))
        #expect(Authorization.parsePasted(code) == .code(code))
        #expect(Authorization.parsePasted("code=\(code)") == .code(code))
        #expect(Authorization.parsePasted("<\(code)>") == .code(code))
        #expect(Authorization.parsePasted("https://api.weibo.com/oauth2/default.html?error_uri=%2Foauth2%2Fauthorize&error=access_denied&error_description=user%20denied&error_code=21330")
            == .refused("user denied"))
        #expect(Authorization.parsePasted("") == .unreadable)
        #expect(Authorization.parsePasted("https://api.weibo.com/oauth2/default.html") == .unreadable)
        #expect(Authorization.parsePasted("not a code!") == .unreadable)
        #expect(Authorization.parsePasted("short") == .unreadable)
    }
}
