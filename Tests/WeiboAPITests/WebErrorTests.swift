import Testing
import WeiboAPI
import WeiboCore

@Suite("Web: Weibo's refusals typed, in plain words")
struct WebErrorTests {
    static let now = WebFixture.now

    func failure(_ status: Int, _ body: [UInt8], headers: [APIParameter] = []) -> APIError? {
        do {
            _ = try WebResponse.friendsTimeline(status: status, body: body, headers: headers, now: Self.now)
            return nil
        } catch {
            return error
        }
    }

    func failure(_ status: Int, _ body: String, headers: [APIParameter] = []) -> APIError? { failure(status, body.bytes, headers: headers) }

    @Test("signed out: ok -100, login false, a redirect to the sign-in, the sign-in page")
    func signedOut() {
        #expect(failure(200, WebFixture.bytes("error-signed-out.json")) == .signedOut)
        #expect(failure(302, "", headers: [APIParameter("location", "https://passport.weibo.cn/signin/welcome?entry=mweibo&r=x")]) == .signedOut)
        #expect(failure(302, "", headers: [APIParameter("Location", "https://m.weibo.cn/login?backURL=x")]) == .signedOut)
        #expect(failure(200, WebFixture.bytes("signin-page.html")) == .signedOut)
        #expect(failure(200, #"{"ok": 0, "errno": "100005", "msg": "请先登录"}"#) == .signedOut)
        #expect(throws: APIError.signedOut) { try WebResponse.config(status: 200, body: WebFixture.bytes("config-signed-out.json"), now: Self.now) }
        #expect(throws: APIError.signedOut) { try WebResponse.status(status: 200, body: WebFixture.bytes("error-signed-out.json"), now: Self.now) }
    }

    @Test("Weibo checking the client: 432, 418, a captcha page, a redirect to verification; a long backoff", arguments: [
        (432, "", [APIParameter]()), (418, "{\"ok\": 1, \"data\": {}}", []), (200, "", []),
        (302, "", [APIParameter("Location", "https://m.weibo.cn/verify?x=1")]),
    ])
    func checking(_ status: Int, _ body: String, _ headers: [APIParameter]) {
        let body = status == 200 ? WebFixture.bytes("error-captcha.html") : body.bytes
        let error = failure(status, body, headers: headers)
        #expect(error == .checkingClient(retryAt: Self.now + 1800))
        #expect(error?.retryAfter(now: Self.now) == 1800 && error?.isTransient == true)
    }

    @Test("ok 0 with msg is the API's refusal, its errno the code; a repeat in plain words")
    func refusals() {
        #expect(throws: APIError.api(code: 20016, message: "发微博太多啦，休息一会儿吧!")) {
            try WebResponse.status(status: 200, body: WebFixture.bytes("error-api.json"), now: Self.now)
        }
        #expect(throws: APIError.repeatedContent(code: 20019)) {
            try WebResponse.status(status: 200, body: WebFixture.bytes("error-repeat.json"), now: Self.now)
        }
        #expect(throws: APIError.api(code: 0, message: "该微博不存在")) {
            try WebResponse.status(status: 200, body: #"{"ok": 0, "msg": "该微博不存在"}"#.bytes, now: Self.now)
        }
        #expect(failure(200, #"{"ok": 0, "errno": 20101, "msg": "gone"}"#) == .api(code: 20101, message: "gone"), "a list's ok 0 with errno is still an error")
    }

    @Test("bad replies keep the existing kinds", arguments: [
        (502, Fixtures.badGatewayPage, BadResponse.htmlPage(status: 502)),
        (200, String(decoding: WebFixture.bytes("feed-friends.json").prefix(900), as: UTF8.self), .truncated(status: 200)),
        (200, "ok", .invalidJSON(status: 200)),
        (200, "  ", .empty(status: 200)),
        (500, #"{"ok": 1, "data": {"statuses": []}}"#, .unexpectedStatus(500)),
        (301, "", .unexpectedStatus(301)),
        (200, #"{"data": {}}"#, .missingField(path: "ok")),
        (200, #"[1, 2]"#, .wrongType(path: "(reply)", expected: .object, found: .array)),
        (200, #"{"ok": 1, "data": {"statuses": {}}}"#, .wrongType(path: "data.statuses", expected: .array, found: .object)),
    ])
    func bad(_ status: Int, _ body: String, _ expected: BadResponse) {
        #expect(failure(status, body) == .badResponse(expected))
    }

    @Test("one line in each language; signing out names login --qr")
    func messages() {
        for error in [APIError.signedOut, .checkingClient(retryAt: Self.now + 1800)] {
            let zh = Language.with(.zh) { error.userMessage(now: Self.now) }
            let en = Language.with(.en) { error.userMessage(now: Self.now) }
            #expect(zh != en && !zh.contains("\n") && !en.contains("\n"))
        }
        let en = Language.with(.en) { APIError.signedOut.userMessage(now: Self.now) }
        #expect(en == "signed out: log in again (weibo-tui login --qr)")
        let checking = Language.with(.en) { APIError.checkingClient(retryAt: 0).userMessage(now: Self.now) }
        #expect(checking == "Weibo is checking this client; try again later (open m.weibo.cn in a browser if it persists)")
        #expect(!APIError.signedOut.isTransient && APIError.signedOut.retryAfter(now: Self.now) == 0)
    }
}
