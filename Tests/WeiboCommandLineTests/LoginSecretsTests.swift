import Glibc
import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboCommandLine

/// Issue 29: core dumps off before a secret is read (a crash of `sync`
/// wrote the session cookie into the core file 8 times).
@Suite("login: core dumps off before a secret is read", .english)
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
