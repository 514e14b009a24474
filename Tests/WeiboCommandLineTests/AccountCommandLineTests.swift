import Glibc
import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboCommandLine
@testable import WeiboSync

/// login and sync from the API's bytes to the account's store, with the
/// network replaced by canned replies (the real one is Tests/e2e/test_account_cli.py).
@Suite("login, account, logout and sync", .english)
struct AccountCommandLineTests {
    static let token = "tok-SECRET-1234"
    let clock = Clock(now: 1_709_510_400)

    /// Replies by path; `fail` answers every request with that failure.
    final class FakeAPI: @unchecked Sendable {
        var fail: HTTPFailure?
        var status = 200
        var override: String?
        /// The home timeline's body in place of the two posts below.
        var home: String?
        var sent: [HTTPRequest] = []

        func reply(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
            sent.append(request)
            if let fail { return .failure(fail) }
            let path = request.url.split(separator: "?")[0]
            let body: String
            if let override {
                body = override
            } else if path.hasSuffix("get_token_info") {
                body = #"{"uid": 1001, "appkey": "k", "create_at": 1709500000, "expire_in": 86400}"#
            } else if path.hasSuffix("users/show.json") {
                body = #"{"id": 1001, "idstr": "1001", "screen_name": "测试用户", "followers_count": 12}"#
            } else if path.hasSuffix("unread_count.json") {
                body = #"{"cmt": 2, "mention_status": 1, "mention_cmt": 1, "dm": 1, "follower": 1}"#
            } else if path.contains("/comments/") {
                body = #"{"comments": [], "next_cursor": 0}"#  // the inbox: AccountInboxTests
            } else if !path.hasSuffix("home_timeline.json") {
                body = #"{"statuses": [], "next_cursor": 0}"#
            } else if let home {
                body = home
            } else {
                // Two posts with ids above 2^53, the older one reposting a third.
                body = """
                {"statuses": [
                  {"id": 9007199254740995, "idstr": "9007199254740995", "created_at": "Mon Mar 04 08:00:00 +0800 2024",
                   "text": "新的", "user": {"id": 2001, "screen_name": "晴天小猫"}},
                  {"id": 9007199254740993, "idstr": "9007199254740993", "created_at": "Mon Mar 04 07:59:00 +0800 2024",
                   "text": "转发", "user": {"id": 2002, "screen_name": "山间小路"},
                   "retweeted_status": {"id": 9007199254740001, "created_at": "Sun Mar 03 07:00:00 +0800 2024",
                                        "text": "原微博", "user": {"id": 2003, "screen_name": "lee"}}}
                ], "next_cursor": 0}
                """
            }
            return .success(HTTPResponse(status: status, body: Array(body.utf8)))
        }
    }

    func context(_ dir: String, _ api: FakeAPI, sampleOnly: Bool = false) -> AccountCommandLine.Context {
        AccountCommandLine.Context(
            dataDirectory: { dir },
            client: WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"),
                                transport: api.reply, now: { 1_709_510_400 }),
            clock: clock, sampleOnly: sampleOnly)
    }

    @Test func loginSyncTwiceAndLogout() throws {
        try withTemporaryDirectory { dir in
            let api = FakeAPI()
            let login = AccountCommandLine.login(["--token", Self.token], context(dir, api))
            #expect(login == CommandOutput(stdout: "logged in as 测试用户 (uid 1001)\nOpen API, the token expires on 2024-03-05 00:00\n", status: 0))
            #expect(mode(dir + "/account.json") == 0o600)
            #expect(api.sent.allSatisfy { !$0.url.contains(Self.token) })

            #expect(AccountCommandLine.sync([], context(dir, api)).stdout == "2 new posts\n")
            #expect(AccountCommandLine.sync([], context(dir, api)).stdout == "0 new posts\n")
            // The second sync asked only for what is newer than the cache.
            #expect(api.sent.last { $0.url.contains("home_timeline") }?.url.contains("since_id=9007199254740995") == true)

            let store = try Store.openAccount(dataDirectory: dir, uid: 1001, name: "")
            #expect(try store.recentPosts(limit: 10).map(\.id) == [9_007_199_254_740_995, 9_007_199_254_740_993])
            #expect(try store.recentPosts(limit: 10)[1].original?.id == 9_007_199_254_740_001)
            #expect(try store.fetchedUnreadCounts() == UnreadCounts(mentions: 2, comments: 2, likes: 0, messages: 1))
            store.close()

            let logout = AccountCommandLine.logout([], context(dir, api))
            #expect(logout.stdout.hasPrefix("logged out 测试用户 (uid 1001)"))
            #expect(!fileExists(dir + "/account.json"))
            #expect(fileExists(dir + "/account-1001.sqlite"))
            #expect(AccountCommandLine.account([], context(dir, api)).stdout == "sample (the bundled sample, no account)\n")
        }
    }

    /// Issue 25: a post that cannot be read costs only itself, and sync says so in one line.
    @Test func anUnreadablePostIsSkippedAndTold() throws {
        try withTemporaryDirectory { dir in
            let api = FakeAPI()
            _ = AccountCommandLine.login(["--token", Self.token], context(dir, api))
            api.home = """
            {"statuses": [
              {"id": 30, "created_at": "Mon Mar 04 08:00:00 +0800 2024", "text": "好看\\ud83d", "reposts_count": "1.2万",
               "user": {"id": 2001, "screen_name": "晴天小猫"}},
              {"id": 20, "text": "没有日期", "user": {"id": 2001, "screen_name": "晴天小猫"}},
              {"idstr": "99999999999999999999", "created_at": "Mon Mar 04 07:58:00 +0800 2024", "text": "x"},
              {"id": 10, "created_at": "Mon Mar 04 07:57:00 +0800 2024", "text": "旧的", "user": {"id": 2002, "screen_name": "lee"}}
            ], "next_cursor": 0}
            """
            let out = AccountCommandLine.sync([], context(dir, api))
            #expect(out == CommandOutput(stdout: "2 new posts\n2 posts could not be read and were skipped\n", status: 0))
            let zh = Language.with(.zh) { AccountCommandLine.sync([], context(dir, api)) }
            #expect(zh.stdout == "新微博 0 条\n2 条微博无法读取，已跳过\n")
            let store = try Store.openAccount(dataDirectory: dir, uid: 1001, name: "")
            defer { store.close() }
            let posts = try store.recentPosts(limit: 10)
            #expect(posts.map(\.id) == [30, 10])
            #expect(posts.first?.text == "好看\u{FFFD}" && posts.first?.repostCount == 12_000)
        }
    }

    @Test func everyFailureIsOneLineExitOneAndTheCacheIsKept() throws {
        try withTemporaryDirectory { dir in
            let api = FakeAPI()
            _ = AccountCommandLine.login(["--token", Self.token], context(dir, api))
            _ = AccountCommandLine.sync([], context(dir, api))
            let before = readBytes(dir + "/account-1001.sqlite")
            let replies: [(Int, String?, HTTPFailure?)] = [
                (401, #"{"error": "expired_token", "error_code": 21327, "request": "/2/x"}"#, nil),
                (403, #"{"error": "User requests out of rate limit!", "error_code": 10023, "request": "/2/x"}"#, nil),
                (502, "<html><body>502 Bad Gateway</body></html>", nil),
                (200, #"{"statuses": [{"id": 1"#, nil),
                (200, "{nope}", nil),
                (200, nil, HTTPFailure(.tls, "SSL certificate problem")),
                (200, nil, HTTPFailure(.timeout, "Operation timed out")),
            ]
            for (status, body, failure) in replies {
                api.status = status
                api.override = body
                api.fail = failure
                // A new post on the server: a sync that succeeded would add it.
                let out = AccountCommandLine.sync([], context(dir, api))
                #expect(out.status == (body?.contains("10023") == true ? SyncExitStatus.rateLimited : 1))
                #expect(out.stdout.isEmpty)
                #expect(out.stderr.hasPrefix("weibo-tui sync: ") && out.stderr.hasSuffix("; the cache is unchanged\n"), "\(out.stderr)")
                #expect(out.stderr.filter { $0 == "\n" }.count == 1)
                #expect(!out.stderr.contains(Self.token))
            }
            #expect(readBytes(dir + "/account-1001.sqlite") == before)
        }
    }

    @Test func tokenExpiredSaysLogInAgainAndRateLimitSaysWhen() throws {
        try withTemporaryDirectory { dir in
            let api = FakeAPI()
            _ = AccountCommandLine.login(["--token", Self.token], context(dir, api))
            api.status = 401
            api.override = #"{"error": "expired_token", "error_code": 21327, "request": "/2/x"}"#
            #expect(AccountCommandLine.sync([], context(dir, api)).stderr.contains("log in again"))
            api.status = 403
            api.override = #"{"error": "out of rate limit", "error_code": 10023, "request": "/2/x"}"#
            #expect(AccountCommandLine.sync([], context(dir, api)).stderr.contains("Too many requests: Weibo is limiting access; try again in 60 minutes"))
        }
    }

    @Test func aRefusedTokenLogsNobodyIn() throws {
        try withTemporaryDirectory { dir in
            let api = FakeAPI()
            api.status = 401
            api.override = #"{"error": "invalid_access_token", "error_code": 21332, "request": "/oauth2/get_token_info"}"#
            let out = AccountCommandLine.login(["--token", Self.token], context(dir, api))
            #expect(out.status == 1)
            #expect(out.stderr.hasSuffix("; not logged in\n"))
            #expect(!out.stderr.contains(Self.token))
            #expect(!fileExists(dir + "/account.json"))
        }
    }

    @Test func theCodeFlowPrintsTheAddressAndTradesThePastedCode() throws {
        try withTemporaryDirectory { dir in
            let api = FakeAPI()
            var context = context(dir, api)
            var said = ""
            context.say = { said += $0 }
            context.readLine = { "https://api.weibo.com/oauth2/default.html?code=0123456789abcdef" }
            api.override = #"{"access_token": "tok-SECRET-1234", "uid": "1001", "expires_in": 86400}"#
            let first = AccountCommandLine.login(["--app-key", "KEY1", "--app-secret", "APPSECRET"], context)
            // The same canned body answers users/show too, which lacks a screen_name.
            #expect(first.status == 1)
            #expect(said.contains("http://127.0.0.1:9/oauth2/authorize?client_id=KEY1&redirect_uri="))
            #expect(api.sent[0].url == "http://127.0.0.1:9/oauth2/access_token")
            #expect(String(decoding: api.sent[0].body, as: UTF8.self).contains("code=0123456789abcdef"))
            #expect(!first.stderr.contains("APPSECRET") && !said.contains("APPSECRET"))
        }
    }

    @Test func syncNeedsAnAccount() throws {
        try withTemporaryDirectory { dir in
            let out = AccountCommandLine.sync([], context(dir, FakeAPI()))
            #expect(out == CommandOutput(stderr: "weibo-tui sync: no account is logged in; run weibo-tui login first\n", status: 1))
        }
    }
}
