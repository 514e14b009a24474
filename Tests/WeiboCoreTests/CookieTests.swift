import Testing
import WeiboCore

@Suite("Web: Set-Cookie and the cookie jar")
struct WebCookieTests {
    static let now: Int64 = 1_709_518_800

    @Test("a Set-Cookie value with every attribute")
    func parseAll() throws {
        let cookie = try #require(SetCookie.parse(
            "SUB=_2A25abc-DEF; expires=Tue, 04-Mar-2025 02:20:00 GMT; path=/; domain=.weibo.cn; secure; HttpOnly",
            host: "passport.weibo.cn", now: Self.now))
        #expect(cookie.name == "SUB" && cookie.value == "_2A25abc-DEF")
        #expect(cookie.domain == "weibo.cn" && !cookie.hostOnly && cookie.path == "/")
        #expect(cookie.expiresAt == 1_741_054_800 && cookie.secure && cookie.httpOnly)
    }

    @Test("expiry dates in the forms servers write", arguments: [
        "Tue, 04 Mar 2025 02:20:00 GMT", "Tuesday, 04-Mar-25 02:20:00 GMT", "Tue Mar  4 02:20:00 2025", "04 mar 2025 2:20:00",
    ])
    func dates(_ date: String) {
        #expect(SetCookie.parse("a=b; Expires=\(date)", host: "m.weibo.cn", now: Self.now)?.expiresAt == 1_741_054_800, "\(date)")
    }

    @Test("no Domain is host-only; Max-Age wins over Expires; a foreign Domain is refused; malformed is nil")
    func rules() throws {
        let hostOnly = try #require(SetCookie.parse("XSRF-TOKEN=1a2b3c; Path=/", host: "M.Weibo.CN", now: Self.now))
        #expect(hostOnly.hostOnly && hostOnly.domain == "m.weibo.cn" && hostOnly.expiresAt == nil)
        #expect(SetCookie.parse("a=b; Max-Age=60; Expires=Tue, 04 Mar 2025 02:20:00 GMT", host: "m.weibo.cn", now: Self.now)?.expiresAt == Self.now + 60)
        #expect(SetCookie.parse("a=b; Domain=example.com", host: "m.weibo.cn", now: Self.now) == nil)
        #expect(SetCookie.parse("a=b; Domain=eibo.cn", host: "m.weibo.cn", now: Self.now) == nil, "a suffix that is not a whole label")
        #expect(SetCookie.parse("novalue", host: "m.weibo.cn", now: Self.now) == nil)
        #expect(SetCookie.parse("=b", host: "m.weibo.cn", now: Self.now) == nil)
        #expect(SetCookie.parse("a=; Path=/", host: "m.weibo.cn", now: Self.now)?.value == "")
    }

    @Test("the jar merges by name, domain and path, and deletes what expires")
    func merge() {
        var jar = CookieJar()
        jar.receive(["SUB=one; Domain=.weibo.cn; Path=/", "SUBP=p; Domain=weibo.cn", "XSRF-TOKEN=x1; Path=/"], fromHost: "m.weibo.cn", now: Self.now)
        jar.receive(["SUB=two; Domain=weibo.cn; Path=/"], fromHost: "passport.weibo.cn", now: Self.now)
        #expect(jar.cookies.map(\.name) == ["SUB", "SUBP", "XSRF-TOKEN"])
        #expect(jar.value(named: "SUB", forHost: "m.weibo.cn", now: Self.now) == "two")
        jar.receive(["SUBP=gone; Domain=weibo.cn; Max-Age=0"], fromHost: "m.weibo.cn", now: Self.now)
        jar.receive(["XSRF-TOKEN=old; Expires=Thu, 01 Jan 1970 00:00:00 GMT"], fromHost: "m.weibo.cn", now: Self.now)
        #expect(jar.cookies.map(\.name) == ["SUB"])
        jar.receive(["short=s; Max-Age=10"], fromHost: "m.weibo.cn", now: Self.now)
        #expect(jar.header(forHost: "m.weibo.cn", now: Self.now + 5) == "SUB=two; short=s")
        #expect(jar.header(forHost: "m.weibo.cn", now: Self.now + 10) == "SUB=two")
        #expect(jar.removingExpired(now: Self.now + 10).cookies.count == 1)
    }

    @Test("a cookie goes only to hosts inside its domain, on its path, Secure ones only over https")
    func header() {
        var jar = CookieJar()
        jar.receive(["SUB=s; Domain=.weibo.cn", "ST=t; Path=/api", "SEC=x; Secure"], fromHost: "m.weibo.cn", now: Self.now)
        jar.receive(["PASS=p"], fromHost: "passport.weibo.com", now: Self.now)
        #expect(jar.header(forHost: "m.weibo.cn", path: "/api/config", now: Self.now) == "ST=t; SUB=s; SEC=x")
        #expect(jar.header(forHost: "m.weibo.cn", path: "/feed/friends", now: Self.now) == "SUB=s; SEC=x")
        #expect(jar.header(forHost: "m.weibo.cn", path: "/apix", now: Self.now) == "SUB=s; SEC=x")
        #expect(jar.header(forHost: "m.weibo.cn", path: "/", secure: false, now: Self.now) == "SUB=s")
        #expect(jar.header(forHost: "weibo.cn", now: Self.now) == "SUB=s")
        #expect(jar.header(forHost: "x.m.weibo.cn", now: Self.now) == "SUB=s", "host-only cookies stay on their host")
        #expect(jar.header(forHost: "evilweibo.cn", now: Self.now) == nil)
        #expect(jar.header(forHost: "127.0.0.1", now: Self.now) == nil)
        #expect(jar.header(forHost: "passport.weibo.com", now: Self.now) == "PASS=p")
    }

    @Test("a pasted Cookie: header becomes domain cookies; no description shows a value")
    func pastedAndMasked() {
        let jar = CookieJar(pastedHeader: "Cookie: SUB=_2A25SeCrEt; SUBP=0033SeCrEt2;_T_WM=123; junk\n", domain: ".weibo.cn")
        #expect(jar.cookies.map(\.name) == ["SUB", "SUBP", "_T_WM"])
        #expect(jar.header(forHost: "m.weibo.cn", now: Self.now) == "SUB=_2A25SeCrEt; SUBP=0033SeCrEt2; _T_WM=123")
        for text in ["\(jar)", String(reflecting: jar), "\(jar.cookies)", String(reflecting: jar.cookies[0])] {
            #expect(!text.contains("SeCrEt") && !text.contains("123"), "\(text)")
        }
    }
}
