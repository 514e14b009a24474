import Glibc
import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboCommandLine
import WeiboSync

/// Issue 29: a secret never on the command line (it shows in `ps` to every
/// user), and core dumps off before one is read (a crash of `sync` wrote
/// the session cookie into the core file 8 times).
@Suite("login: secrets from stdin only, core dumps off first", .english)
struct LoginSecretsTests {
    typealias FakeAPI = AccountCommandLineTests.FakeAPI
    static let token = AccountCommandLineTests.token

    /// What happened, in order: `off` (core dumps), `read` (a line of
    /// stdin), `say` (stdout).
    final class Events {
        var log: [String] = []
        var stdin: [String]
        init(stdin: [String]) { self.stdin = stdin }
    }

    func context(_ dir: String, _ api: FakeAPI, _ events: Events) -> AccountCommandLine.Context {
        var context = AccountCommandLine.Context(
            dataDirectory: { dir },
            client: WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"),
                                transport: api.reply, now: { 1_709_510_400 }),
            clock: Clock(now: 1_709_510_400))
        context.readLine = {
            events.log.append("read")
            return events.stdin.isEmpty ? nil : events.stdin.removeFirst()
        }
        context.say = { _ in events.log.append("say") }
        context.holdingSecret = { events.log.append("off") }
        return context
    }

    @Test("a token, an app secret or a cookie as an argument: exit 2, the same words for each, nothing read or sent",
          arguments: [(["--token", "tok-SECRET-1234"], "the token", "--token"),
                      (["--app-key", "KEY1", "--app-secret", "APPSECRET"], "the app secret", "--app-secret"),
                      (["--cookie", "SUB=SECRETCOOKIE"], "the Cookie header", "--cookie")])
    func anArgumentIsRefused(_ arguments: [String], _ what: String, _ option: String) throws {
        try withTemporaryDirectory { dir in
            let api = FakeAPI(), events = Events(stdin: ["whatever"])
            let out = AccountCommandLine.login(arguments, context(dir, api, events))
            #expect(out == CommandOutput(
                stderr: "weibo-tui: \(what) is read from stdin only (an argument shows in ps): use \(option) -; see 'weibo-tui login --help'\n",
                status: 2))
            #expect(events.log.isEmpty && api.sent.isEmpty && !fileExists(dir + "/account.json"))
            // `--token=VALUE` is the same argument.
            let joined = AccountCommandLine.login([arguments.dropLast(2) + [option + "=" + arguments.last!]].flatMap { $0 },
                                                  context(dir, api, events))
            #expect(joined == out)
        }
    }

    @Test("the refusal in Chinese, worded alike for each option")
    func refusalInChinese() throws {
        try withTemporaryDirectory { dir in
            let api = FakeAPI(), events = Events(stdin: [])
            let lines = Language.with(.zh) {
                [["--token", "T"], ["--app-key", "K", "--app-secret", "S"], ["--cookie", "C"]].map {
                    AccountCommandLine.login($0, context(dir, api, events)).stderr
                }
            }
            #expect(lines == [
                "weibo-tui: 令牌只从标准输入读取（参数会出现在 ps 里）：用 --token -；详见 'weibo-tui login --help'\n",
                "weibo-tui: App Secret 只从标准输入读取（参数会出现在 ps 里）：用 --app-secret -；详见 'weibo-tui login --help'\n",
                "weibo-tui: Cookie 只从标准输入读取（参数会出现在 ps 里）：用 --cookie -；详见 'weibo-tui login --help'\n",
            ])
        }
    }

    @Test("--token -: core dumps go off, then the token is read from stdin and checked")
    func tokenFromStdin() throws {
        try withTemporaryDirectory { dir in
            let api = FakeAPI(), events = Events(stdin: ["  \(Self.token)  "])
            let out = AccountCommandLine.login(["--token", "-"], context(dir, api, events))
            #expect(out.status == 0 && out.stdout.hasPrefix("logged in as 测试用户 (uid 1001)"), "\(out.stderr)")
            #expect(events.log == ["off", "read"])
            #expect(String(decoding: api.sent[0].body, as: UTF8.self) == "access_token=\(Self.token)")
            let saved = try AccountFile.read(dataDirectory: dir)
            #expect(saved?.accessToken == Self.token)
            let empty = Events(stdin: [])
            #expect(AccountCommandLine.login(["--token", "-"], context(dir, FakeAPI(), empty)).stderr
                    == "weibo-tui: --token - needs the token on stdin; see 'weibo-tui login --help'\n")
        }
    }

    @Test("--app-key KEY --app-secret -: core dumps off, the secret is stdin's first line, the pasted address the next")
    func appSecretFromStdin() throws {
        try withTemporaryDirectory { dir in
            let api = FakeAPI()
            let events = Events(stdin: ["APPSECRET", "https://api.weibo.com/oauth2/default.html?code=0123456789abcdef"])
            let out = AccountCommandLine.login(["--app-key", "KEY1", "--app-secret", "-"], context(dir, api, events))
            #expect(out.status == 0, "\(out.stderr)")
            #expect(events.log == ["off", "read", "say", "read"])
            let trade = String(decoding: api.sent[0].body, as: UTF8.self)
            #expect(api.sent[0].url.hasSuffix("/oauth2/access_token"))
            #expect(trade.contains("client_id=KEY1") && trade.contains("client_secret=APPSECRET") && trade.contains("code=0123456789abcdef"))
            let saved = try AccountFile.read(dataDirectory: dir)
            #expect(saved?.appSecret == "APPSECRET" && saved?.accessToken == Self.token)
            let empty = Events(stdin: [""])
            #expect(AccountCommandLine.login(["--app-key", "KEY1", "--app-secret", "-"], context(dir, FakeAPI(), empty)).stderr
                    == "weibo-tui: --app-secret - needs the app secret on stdin; see 'weibo-tui login --help'\n")
            #expect(AccountCommandLine.login(["--app-key", "KEY1"], context(dir, FakeAPI(), empty)).stderr
                    == "weibo-tui: needs --token -, or --app-key KEY with --app-secret -; see 'weibo-tui login --help'\n")
        }
    }

    @Test("--cookie -: core dumps go off before the header is read")
    func cookieFromStdin() throws {
        try withTemporaryDirectory { dir in
            let events = Events(stdin: [])
            let out = AccountCommandLine.login(["--cookie", "-"], context(dir, FakeAPI(), events))
            #expect(out.status == 1 && out.stderr.contains("no Cookie header on stdin"))
            #expect(events.log == ["off", "read"])
        }
    }

    /// The process itself: what `CoreDumps.off` leaves, read back from
    /// the kernel. In a child, so the test runner keeps its own limits.
    @Test("CoreDumps.off: the core size limit 0, soft and hard")
    func offInAProcess() throws {
        var pipe: [Int32] = [0, 0]
        #expect(Glibc.pipe(&pipe) == 0)
        let child = fork()
        if child == 0 {
            // As high as this process may go, so that 0 is CoreDumps' doing.
            var high = rlimit()
            getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &high)
            high.rlim_cur = high.rlim_max
            _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &high)
            CoreDumps.off()
            var limit = rlimit()
            getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
            // Dumpability has no field in /proc/self/status: the end-to-end
            // test (test_core_dumps.py) reads it from /proc ownership.
            var answer: [UInt8] = [limit.rlim_cur == 0 ? 1 : 0, limit.rlim_max == 0 ? 1 : 0]
            _ = write(pipe[1], &answer, 2)
            _exit(0)
        }
        close(pipe[1])
        var answer: [UInt8] = [9, 9]
        #expect(read(pipe[0], &answer, 2) == 2)
        close(pipe[0])
        var status: Int32 = 0
        waitpid(child, &status, 0)
        #expect(answer == [1, 1], "soft and hard core limits are 0")
    }
}
