import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboSync

/// A web session's state in a process: cookies per host, renewed by
/// replies and merged into the account file; each host's browser headers;
/// the route memory kept in the account file.
@Suite("a web session's cookies, headers and route memory", .english)
struct WebSessionStateTests {
    static let now: Int64 = 1_709_518_800
    static let bases = WebBases(web: "http://127.0.0.1:9", passport: "http://127.0.0.1:9", desktop: "http://localhost:9")

    /// One jar with both sites' cookies, as a QR sign-in leaves it.
    static var jar: CookieJar {
        var jar = CookieJar()
        jar.receive(["SUB=mobile-sub-1234; Path=/", "SUBP=mobile-subp; Path=/"], fromHost: "127.0.0.1", now: now)
        jar.receive(["SUB=desktop-sub-5678; Path=/", "SSOLoginState=1709518800; Path=/", "XSRF-TOKEN=xsrf-abcd; Path=/"],
                    fromHost: "localhost", now: now)
        return jar
    }

    let account = Account(webUID: 6_001_234_567, screenName: "测试用户", cookieJar: jar, st: "a1b2c3")

    func client(_ api: OutboxSenderTests.FakeWeibo) -> WeiboClient {
        WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"), webBases: Self.bases,
                    transport: api.reply, now: { Self.now })
    }

    static func header(_ name: String, in request: HTTPRequest) -> String? {
        request.headers.first { $0.lowercased().hasPrefix(name.lowercased() + ": ") }.map { String($0.dropFirst(name.count + 2)) }
    }

    @Test func eachHostGetsOnlyItsOwnCookiesAndItsOwnBrowser() throws {
        let api = OutboxSenderTests.FakeWeibo()
        api.on("api/remind/unread", OutboxSenderTests.ok(#"{"ok": 1, "data": {"cmt": 1}}"#))
        let client = client(api)
        _ = try? client.call(web: .unread(now: Self.now), session: account, WebResponse.unread)
        _ = try? client.call(web: WebRequest(host: .desktop, path: "ajax/feed/friendstimeline"), session: account, WebResponse.unread)
        let mobile = try #require(api.sent.first), desktop = try #require(api.sent.last)
        #expect(Self.header("Cookie", in: mobile) == "SUB=mobile-sub-1234; SUBP=mobile-subp")
        // weibo.com's SSOLoginState never goes to m.weibo.cn (reported to bring 432 there).
        #expect(Self.header("Cookie", in: desktop) == "SUB=desktop-sub-5678; SSOLoginState=1709518800; XSRF-TOKEN=xsrf-abcd")
        #expect(Self.header("User-Agent", in: mobile)?.contains("iPhone") == true)
        #expect(Self.header("User-Agent", in: desktop)?.contains("Windows NT") == true)
        #expect(Self.header("Referer", in: desktop) == "http://localhost:9/")
        #expect(Self.header("MWeibo-Pwa", in: mobile) == "1" && Self.header("MWeibo-Pwa", in: desktop) == nil)
    }

    @Test func aDesktopWriteCarriesTheXSRFCookieAsItsHeader() {
        let request = WebRequest(method: .post, host: .desktop, path: "ajax/statuses/update", parameters: [APIParameter("content", "hi")], writes: true)
        let headers = request.headers(bases: Self.bases, xsrfToken: "xsrf-abcd")
        #expect(headers.contains(APIParameter("X-XSRF-TOKEN", "xsrf-abcd")))
        #expect(headers.contains(APIParameter("Origin", "http://localhost:9")))
        // m.weibo.cn's writes carry st instead.
        let mobile = WebRequest.post(text: "hi", st: "a1b2c3").headers(bases: Self.bases, xsrfToken: "xsrf-abcd")
        #expect(mobile.contains(APIParameter("X-XSRF-TOKEN", "a1b2c3")))
    }

    @Test func setUserAgentReplacesBothAndALineBreakIsRefused() {
        let set = BrowserIdentity(configured: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0")
        #expect(set.userAgent(for: .web) == "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" && set.userAgent(for: .desktop) == set.mobile)
        #expect(BrowserIdentity(configured: "evil\r\nX-Injected: 1") == .current)
        #expect(BrowserIdentity(configured: "  ") == .current)
    }

    @Test func aRenewedCookieIsUsedAtOnceAndMergedIntoTheAccountFile() throws {
        try withTemporaryDirectory { dir in
            try AccountFile.write(account, dataDirectory: dir)
            let api = OutboxSenderTests.FakeWeibo()
            api.on("api/remind/unread",
                   .success(HTTPResponse(status: 200, body: Array(#"{"ok": 1, "data": {"cmt": 1}}"#.utf8), setCookies: ["SUB=renewed-sub-9999; Path=/"])),
                   OutboxSenderTests.ok(#"{"ok": 1, "data": {"cmt": 2}}"#))
            var client = client(api)
            var saves = 0
            client.persist = { session in
                saves += 1
                _ = try? AccountFile.update(dataDirectory: dir, matching: { $0.uid == session.uid }) { session.apply(to: &$0, bases: Self.bases) }
            }
            // Meanwhile another process renewed weibo.com's cookie: both are kept.
            _ = try AccountFile.update(dataDirectory: dir, matching: { _ in true }) { saved in
                saved.cookieJar.receive(["SUB=desktop-renewed-0000; Path=/"], fromHost: "localhost", now: Self.now)
            }
            _ = try client.call(web: .unread(now: Self.now), session: account, WebResponse.unread)
            _ = try client.call(web: .unread(now: Self.now), session: account, WebResponse.unread)
            #expect(Self.header("Cookie", in: api.sent[1])?.hasPrefix("SUB=renewed-sub-9999") == true)
            #expect(saves == 1)
            let saved = try #require(try AccountFile.read(dataDirectory: dir))
            #expect(saved.cookieJar.value(named: "SUB", forHost: "127.0.0.1", now: Self.now) == "renewed-sub-9999")
            #expect(saved.cookieJar.value(named: "SUB", forHost: "localhost", now: Self.now) == "desktop-renewed-0000")
            #expect(mode(AccountFile.path(in: dir)) & 0o777 == 0o600)
        }
    }

    @Test func theAccountFileKeepsTheJarAndTheRoutesAndReadsTheOldHeader() throws {
        try withTemporaryDirectory { dir in
            var saved = account
            saved.restingRoutes = ["web": Self.now + 1800]
            try AccountFile.write(saved, dataDirectory: dir)
            let read = try #require(try AccountFile.read(dataDirectory: dir))
            #expect(read == saved)
            #expect(RouteMemory(saved: read.restingRoutes).rests(.web, now: Self.now))
            // A file from before the jar: its header becomes m.weibo.cn's cookies.
            let old = Account(webUID: 1, screenName: "w", cookies: "SUB=old-sub; SUBP=p", st: nil)
            let session = WebSession(account: old, bases: Self.bases)
            #expect(session.jar.header(forHost: "127.0.0.1", secure: false, now: Self.now) == "SUB=old-sub; SUBP=p")
            #expect(session.jar.header(forHost: "localhost", secure: false, now: Self.now) == nil)
        }
    }

    @Test func anUpdateWritesNothingForAnotherAccountOrNone() throws {
        try withTemporaryDirectory { dir in
            #expect(try AccountFile.update(dataDirectory: dir, matching: { _ in true }) { $0.st = "x" } == false)
            #expect(try AccountFile.read(dataDirectory: dir) == nil)
            try AccountFile.write(account, dataDirectory: dir)
            #expect(try AccountFile.update(dataDirectory: dir, matching: { $0.uid == 1 }) { $0.st = "x" } == false)
            #expect(try AccountFile.read(dataDirectory: dir)?.st == "a1b2c3")
        }
    }

    @Test func routeMemoryRestsWakesAndClosesRoutes() {
        var memory = RouteMemory()
        #expect(memory.open([.web, .desktop], now: Self.now) == [.web, .desktop])
        memory.rest(.web, until: Self.now + 60)
        #expect(memory.open([.web, .desktop], now: Self.now) == [.desktop])
        #expect(memory.open([.web, .desktop], now: Self.now + 60) == [.web, .desktop], "asked again once the rest is over")
        #expect(!memory.allRest(now: Self.now))
        memory.rest(.desktop, until: RouteMemory.closed)
        #expect(memory.allRest(now: Self.now) && !memory.allClosed(RouteMemory.routes) && memory.nextTry(RouteMemory.routes) == Self.now + 60)
        #expect(memory.wake(.web) && !memory.wake(.web))
        #expect(RouteMemory(saved: memory.saved) == memory)
    }
}
