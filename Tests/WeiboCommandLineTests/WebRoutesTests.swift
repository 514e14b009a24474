import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboSync

/// A web session's two routes: m.weibo.cn refusing sends a list to
/// weibo.com once, the session remembers it, both refusing stops the
/// session, and nothing is asked twice in a burst.
@Suite("a web session's routes", .english)
struct WebRoutesTests {
    static let now: Int64 = 1_709_518_800
    let account = Account(webUID: 1001, screenName: "测试用户", cookieJar: WebSessionStateTests.jar, st: "a1b2c3")

    static let mobileHome = #"{"ok": 1, "data": {"statuses": [{"id": 5007654321010002, "created_at": "Mon Mar 04 08:00:00 +0800 2024", "#
        + #""text": "手机版", "user": {"id": 1002, "screen_name": "山间小路"}}], "max_id": 0}}"#
    static let desktopHome = #"{"ok": 1, "statuses": [{"id": 5007654321010001, "idstr": "5007654321010001", "created_at": "Mon Mar 04 08:00:00 +0800 2024", "#
        + #""text_raw": "桌面版", "user": {"id": 1002, "idstr": "1002", "screen_name": "山间小路"}}], "max_id": 0}"#
    static let refused = Result<HTTPResponse, HTTPFailure>.success(HTTPResponse(status: 432, body: []))
    static let captcha = Result<HTTPResponse, HTTPFailure>.success(HTTPResponse(status: 200, body: Array("<html><title>安全验证</title> captcha</html>".utf8)))

    func backend(_ api: OutboxSenderTests.FakeWeibo, persisted: (() -> Void)? = nil) -> (any Backend, WeiboClient) {
        var client = WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"), webBases: WebSessionStateTests.bases,
                                 transport: api.reply, now: { Self.now })
        client.persist = { _ in persisted?() }
        return (WeiboSync.backend(for: account, client: client), client)
    }

    @Test func aRefusedRouteSendsTheListToTheOtherOnceAndTheNextGoesStraightThere() throws {
        let api = OutboxSenderTests.FakeWeibo()
        api.on("feed/friends", Self.refused)
        api.on("ajax/feed/friendstimeline", OutboxSenderTests.ok(Self.desktopHome), OutboxSenderTests.ok(Self.desktopHome))
        var saves = 0
        let (remote, client) = backend(api) { saves += 1 }
        let page = try remote.homeTimeline(since: nil, cursor: nil, count: 20)
        #expect(page.items.map(\.text) == ["桌面版"])
        #expect(api.count("feed/friends") == 2, "m.weibo.cn once, then weibo.com once")
        #expect(saves == 1, "the rest is saved at once")
        // The next list goes straight to weibo.com: m.weibo.cn is not asked while it rests.
        _ = try remote.homeTimeline(since: nil, cursor: nil, count: 20)
        #expect(api.sent.filter { $0.url.contains("127.0.0.1:9/feed/friends") }.count == 1)
        let session = try #require(client.webSessions[1001])
        #expect(session.routes.rests(.web, now: Self.now) && session.routes.restingUntil[.web] == Self.now + APIError.checkingBackoff)
        #expect(session.routeLines(bases: WebSessionStateTests.bases, now: Self.now)
                == ["127.0.0.1 refused this client (HTTP 432); localhost served instead; it is tried again in 30 min"])
    }

    @Test func thePreferredRouteIsAskedAgainOnceItsRestIsOver() throws {
        let api = OutboxSenderTests.FakeWeibo()
        api.on("feed/friends", OutboxSenderTests.ok(Self.mobileHome))
        var resting = account
        resting.restingRoutes = ["web": Self.now - 1]
        let client = WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"), webBases: WebSessionStateTests.bases,
                                 transport: api.reply, now: { Self.now })
        let page = try WeiboSync.backend(for: resting, client: client).homeTimeline(since: nil, cursor: nil, count: 20)
        #expect(page.items.map(\.text) == ["手机版"] && api.sent.count == 1)
        #expect(client.webSessions[1001]?.routes.restingUntil.isEmpty == true, "it answered: no longer resting")
    }

    @Test func bothRefusingStopsTheSessionAndAListOfOneRouteIsNotAskedWhileItRests() throws {
        let api = OutboxSenderTests.FakeWeibo()
        api.on("feed/friends", Self.refused)
        api.on("ajax/feed/friendstimeline", Self.captcha)
        let (remote, _) = backend(api)
        #expect(throws: RemoteFailure.self) { try remote.homeTimeline(since: nil, cursor: nil, count: 20) }
        do {
            _ = try remote.homeTimeline(since: nil, cursor: nil, count: 20)
        } catch {
            guard case .refused(let hosts, let retryAt) = error else { Issue.record("\(error)"); return }
            #expect(hosts == ["127.0.0.1", "localhost"] && retryAt == Self.now + APIError.checkingBackoff)
            #expect(error.endsSync && error.syncExitStatus == SyncExitStatus.checkingClient)
        }
        #expect(api.sent.count == 2, "one request per route, then none")
    }

    @Test func aListOnlyMWeiboCnOffersWaitsForItWithoutARequest() throws {
        let api = OutboxSenderTests.FakeWeibo()
        api.on("feed/friends", Self.refused)
        api.on("ajax/feed/friendstimeline", OutboxSenderTests.ok(Self.desktopHome))
        let (remote, _) = backend(api)
        _ = try remote.homeTimeline(since: nil, cursor: nil, count: 20)
        let before = api.sent.count
        do {
            _ = try remote.unreadCount()
            Issue.record("unread came from a resting route")
        } catch {
            guard case .resting(let hosts, _) = error else { Issue.record("\(error)"); return }
            #expect(hosts == ["127.0.0.1"] && !error.endsSync)
            #expect(error.message(now: Self.now).contains("127.0.0.1 is checking this client and only it offers this"))
        }
        #expect(api.sent.count == before)
    }

    @Test func aRouteThatSignedOutIsClosedAndTheOtherServes() throws {
        let api = OutboxSenderTests.FakeWeibo()
        api.on("feed/friends", OutboxSenderTests.ok(#"{"ok": -100, "url": "https://passport.weibo.com/sso/signin"}"#))
        api.on("ajax/feed/friendstimeline", OutboxSenderTests.ok(Self.desktopHome))
        let (remote, client) = backend(api)
        #expect(try remote.homeTimeline(since: nil, cursor: nil, count: 20).items.map(\.text) == ["桌面版"])
        #expect(client.webSessions[1001]?.routes.restingUntil[.web] == RouteMemory.closed)
        #expect(throws: RemoteFailure.self) { try remote.unreadCount() }
    }

    @Test func aWriteAnsweredWithAPageIsNeverSentAgainByTheOtherRoute() throws {
        let api = OutboxSenderTests.FakeWeibo()
        api.on("api/statuses/update", .success(HTTPResponse(status: 502, body: Array("<html>Bad gateway</html>".utf8))))
        api.on("ajax/statuses/update", OutboxSenderTests.ok(#"{"ok": 1, "data": {}}"#))
        let (remote, _) = backend(api)
        #expect(throws: RemoteFailure.self) { try remote.post("你好", pictureIDs: [], visibility: .everyone) }
        #expect(api.count("ajax/statuses/update") == 0, "it may have arrived: only the outbox's look-up decides")
        // A 432 is a refusal before anything was stored: the other route takes the write.
        let refusedFirst = OutboxSenderTests.FakeWeibo()
        refusedFirst.on("api/statuses/update", Self.refused)
        refusedFirst.on("ajax/statuses/update", OutboxSenderTests.ok(#"{"ok": 1, "data": {"id": 5007654321019999, "idstr": "5007654321019999", "#
            + #""created_at": "Mon Mar 04 08:00:00 +0800 2024", "text_raw": "你好", "user": {"id": 1001, "screen_name": "测试用户"}}}"#))
        let (other, _) = backend(refusedFirst)
        #expect(try other.post("你好", pictureIDs: [], visibility: .everyone).id == 5_007_654_321_019_999)
        #expect(refusedFirst.sent.count == 2)
        #expect(WebSessionStateTests.header("X-XSRF-TOKEN", in: refusedFirst.sent[1]) == "xsrf-abcd")
    }

    @Test func anUnreadableReplyNamesItsEndpointAndField() throws {
        let api = OutboxSenderTests.FakeWeibo()
        api.on("feed/friends", OutboxSenderTests.ok(#"{"ok": 1, "data": {"nothing": []}}"#))
        let (remote, _) = backend(api)
        do {
            _ = try remote.homeTimeline(since: nil, cursor: nil, count: 20)
            Issue.record("read a reply without statuses")
        } catch {
            #expect(error.message(now: Self.now) == "127.0.0.1/feed/friends: The server's reply lacks data.statuses")
        }
        #expect(api.sent.count == 1, "an unreadable reply is no refusal: the other route is not asked")
    }
}
