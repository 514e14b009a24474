import Glibc
import Foundation
import Testing
@testable import WeiboApp
@testable import WeiboCore

@Suite struct SyncScheduleTests {
    /// What the actions tell the user: each fetch's failure, or "ok".
    static func said(_ actions: [Action]) -> [String] {
        actions.map { action in
            if case .home(.fetchFinished(.newest, let failure)) = action { return failure ?? "ok" }
            return "\(action)"
        }
    }

    @Test("the first sync is due at once; then every 3 minutes while they work (Weibo's advice: 3 to 5)")
    func intervalWhileWorking() {
        var schedule = SyncSchedule(start: 1000)
        #expect(schedule.intervalMs == 180_000)
        #expect(schedule.isDue(at: 1000))
        schedule.started()
        #expect(!schedule.isDue(at: 5000), "never two at once")
        #expect(schedule.finished(failure: nil, at: 2000).isEmpty, "a sync nobody waits for says nothing when it works")
        #expect(!schedule.isDue(at: 2000 + 60_000), "not every minute any more")
        #expect(!schedule.isDue(at: 2000 + 180_000 - 1))
        #expect(schedule.isDue(at: 2000 + 180_000))
    }

    @Test("refresh_minutes N: due N minutes after a sync that worked; never below 1, never past a day")
    func configuredInterval() {
        for (minutes, expected) in [(1, 60_000), (5, 300_000), (10, 600_000), (0, 60_000), (-3, 60_000), (Int.max, 1440 * 60_000)] as [(Int, Int64)] {
            var schedule = SyncSchedule(start: 0, refreshMinutes: minutes)
            #expect(schedule.intervalMs == expected, "\(minutes)")
            schedule.started()
            _ = schedule.finished(failure: nil, at: 500)
            #expect(!schedule.isDue(at: 500 + expected - 1), "\(minutes)")
            #expect(schedule.isDue(at: 500 + expected), "\(minutes)")
        }
        // The backoff's rules do not move with it: 30 s after a first failure.
        var schedule = SyncSchedule(start: 0, refreshMinutes: 10)
        schedule.started()
        _ = schedule.finished(failure: "offline", at: 0)
        #expect(schedule.dueAt == SyncSchedule.firstBackoff)
        // And r still asks at once.
        schedule.started()
        _ = schedule.finished(failure: nil, at: 100)
        schedule.request(at: 200)
        #expect(schedule.isDue(at: 200))
    }

    @Test("an account's background sync waits its refresh_minutes after one that worked")
    @MainActor func accountSyncTakesTheMinutes() {
        let clock: Int64 = 1_000
        // /bin/true takes the sync's arguments and exits 0: a sync that worked.
        let sync = AccountSync(program: "/bin/true", dataDirectory: "/tmp/x", language: .en, configFile: nil,
                               refreshMinutes: 7, now: { clock })
        #expect(sync.wakeAfterMs == 0, "the first is due at once")
        #expect(sync.advance().isEmpty)
        // A running child is waited on through its stderr (its end), not polled.
        for _ in 0..<500 where !sync.watchedFDs.isEmpty || sync.wakeAfterMs == AccountSync.pollMs {
            usleep(10_000)
            _ = sync.advance()
        }
        #expect(sync.wakeAfterMs == Int32(7 * 60_000))
    }

    /// A sign-in switched the app to another account while this one's sync
    /// ran: the child is left to finish, then reaped, and nothing more starts.
    @Test("a retired account's sync starts nothing more and its running child is reaped")
    @MainActor func retiredSyncIsReaped() throws {
        let script = "/tmp/weibo-retire-\(getpid()).sh"
        let marker = script + ".pid"
        // Takes the sync's arguments, writes its pid, and exits a little later.
        let body = "#!/bin/sh\necho $$ > \(marker)\nsleep 0.3\necho 'weibo-tui sync: too late' >&2\nexit 1\n"
        TestPrograms.write(body, to: script)
        defer { unlink(script); unlink(marker) }
        let clock: Int64 = 1_000
        let sync = AccountSync(program: script, dataDirectory: "/tmp/x", language: .en, configFile: nil, now: { clock })
        #expect(sync.advance().isEmpty && sync.watchedFDs.count == 1 && sync.wakeAfterMs == nil,
                "a sync runs, waited on through its stderr pipe")
        sync.retire()
        #expect(!sync.finishRetiring(), "still running")
        var reaped = false
        for _ in 0..<300 where !reaped {
            usleep(10_000)
            reaped = sync.finishRetiring()
        }
        #expect(reaped)
        let pid = pid_t(try #require(Int32(String(decoding: FileManager.default.contents(atPath: marker) ?? Data(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines))))
        // Reaped: the process is gone, not a zombie left for the app's lifetime.
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        #expect(sync.advance().isEmpty)
        sync.fetch(.older)
        #expect(sync.advance().isEmpty && sync.finishRetiring(), "nothing more is started")
    }

    @Test("failures back off, doubling to the cap; the streak's message is said once, and again when it changes")
    func backoffAndOneNotice() {
        var schedule = SyncSchedule(start: 0)
        var now: Int64 = 0
        var waits: [Int64] = []
        var said: [[Action]] = []
        for message in ["offline", "offline", "offline", "offline", "offline", "offline", "timeout"] {
            schedule.started()
            said.append(schedule.finished(failure: message, at: now))
            waits.append(schedule.dueAt - now)
            now = schedule.dueAt
        }
        #expect(waits == [30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000])
        #expect(said.map(\.count) == [1, 0, 0, 0, 0, 0, 1])
        schedule.started()
        _ = schedule.finished(failure: nil, at: now)
        #expect(schedule.dueAt - now == schedule.intervalMs, "a success ends the backoff")
        schedule.started()
        #expect(schedule.finished(failure: "offline", at: now).count == 1, "a new streak is said again")
    }

    @Test("a rate limit waits what it is told, not the short backoff")
    func rateLimitWait() {
        var schedule = SyncSchedule(start: 0)
        schedule.started()
        #expect(Self.said(schedule.finished(failure: "limited", at: 100, waitMs: SyncSchedule.maxBackoff)) == ["limited"])
        #expect(schedule.dueAt == 100 + SyncSchedule.maxBackoff)
    }

    @Test("r asks for one now, whatever the backoff; its outcome is answered, failure or not")
    func requestedSyncs() {
        var schedule = SyncSchedule(start: 0)
        schedule.started()
        _ = schedule.finished(failure: "offline", at: 0)
        schedule.request(at: 10)
        #expect(schedule.isDue(at: 10))
        schedule.started()
        #expect(Self.said(schedule.finished(failure: "offline", at: 20)) == ["offline"],
                "the same failure again is said when someone waits for it")
        schedule.request(at: 30)
        schedule.started()
        #expect(Self.said(schedule.finished(failure: nil, at: 40)) == ["ok"])
    }

    @Test("r while a sync runs: another right after it, since the running one may have started before the post was queued")
    func requestWhileRunning() {
        var schedule = SyncSchedule(start: 0)
        schedule.started()
        schedule.request(at: 5)
        #expect(!schedule.isDue(at: 5))
        #expect(schedule.finished(failure: nil, at: 50).isEmpty, "the running one may have sent before the post was queued")
        #expect(schedule.isDue(at: 50))
        schedule.started()
        #expect(Self.said(schedule.finished(failure: nil, at: 60)) == ["ok"])
        #expect(!schedule.isDue(at: 61))
    }
}

@Suite struct SyncProcessTests {
    static func finished(_ process: SyncProcess) -> Result<Void, SyncFailure>? {
        for _ in 0..<500 {
            if let outcome = process.poll() { return outcome }
            usleep(10_000)
        }
        return nil
    }

    @Test("a sync that fails: its first stderr line, without the command's prefix, is the notice")
    func failureLine() throws {
        let process = try SyncProcess(arguments: ["/bin/sh", "-c", "echo 'weibo-tui sync: 无法连接 x；缓存未改动' >&2; echo more >&2; exit 1"])
        guard case .failure(let failure)? = Self.finished(process) else { Issue.record("no failure"); return }
        #expect(failure.message == "无法连接 x；缓存未改动")
    }

    @Test("a sync that works, whatever it printed on stdout")
    func success() throws {
        let process = try SyncProcess(arguments: ["/bin/sh", "-c", "echo 新微博 3 条"])
        guard case .success? = Self.finished(process) else { Issue.record("not a success"); return }
    }

    @Test("killed by a signal, or silent: still a plain line")
    func killed() throws {
        let process = try SyncProcess(arguments: ["/bin/sh", "-c", "echo '*** Program crashed: Bus error' >&2; kill -9 $$"])
        guard case .failure(let failure)? = Self.finished(process) else { Issue.record("no failure"); return }
        #expect(failure.message == "同步进程意外退出（信号 9）")
        let silent = try SyncProcess(arguments: ["/bin/sh", "-c", "exit 3"])
        guard case .failure(let quiet)? = Self.finished(silent) else { Issue.record("no failure"); return }
        #expect(quiet.message == "同步进程意外退出")
    }

    @Test("exit status 3 is Weibo limiting requests")
    func rateLimited() throws {
        let process = try SyncProcess(arguments: ["/bin/sh", "-c", "echo 'weibo-tui sync: 请求太频繁' >&2; exit 3"])
        guard case .failure(let failure)? = Self.finished(process) else { Issue.record("no failure"); return }
        #expect(failure.rateLimited && failure.message == "请求太频繁")
    }

    @Test("exit status 4 is Weibo checking this client: a long wait too, told apart")
    func checkingClient() throws {
        let process = try SyncProcess(arguments: ["/bin/sh", "-c", "echo 'weibo-tui sync: 微博正在检查' >&2; exit 4"])
        guard case .failure(let failure)? = Self.finished(process) else { Issue.record("no failure"); return }
        #expect(failure.rateLimited && failure.checkingClient && failure.message == "微博正在检查")
        let limited = try SyncProcess(arguments: ["/bin/sh", "-c", "exit 3"])
        guard case .failure(let other)? = Self.finished(limited) else { Issue.record("no failure"); return }
        #expect(other.rateLimited && !other.checkingClient)
    }

    @Test("exit status 5 is a sync that saved what it could: no backoff; its line said once, not as a failure")
    @MainActor func partlySynced() throws {
        let script = "/tmp/weibo-partly-\(getpid()).sh"
        TestPrograms.write("#!/bin/sh\necho 'weibo-tui sync: m.weibo.cn refused this client (HTTP 432); weibo.com served instead' >&2\nexit 5\n",
                           to: script)
        defer { unlink(script) }
        let clock: Int64 = 1_000
        let sync = AccountSync(program: script, dataDirectory: "/tmp/x", language: .en, configFile: nil, refreshMinutes: 7, now: { clock })
        func run() -> [Action] {
            var actions = sync.advance()
            for _ in 0..<500 where !sync.watchedFDs.isEmpty || sync.wakeAfterMs == AccountSync.pollMs {
                usleep(10_000)
                actions += sync.advance()
            }
            return actions
        }
        func said(_ actions: [Action]) -> [String] {
            actions.compactMap { if case .home(.syncedPartly(let line)) = $0 { line } else { nil } }
        }
        let first = run()
        #expect(first.count == 1 && said(first) == ["m.weibo.cn refused this client (HTTP 432); weibo.com served instead"], "\(first)")
        #expect(sync.wakeAfterMs == Int32(7 * 60_000), "the next in refresh_minutes, as after a sync that worked")
        sync.fetch(.newest)
        #expect(said(run()) == ["m.weibo.cn refused this client (HTTP 432); weibo.com served instead"], "r asked: said again")
    }

    @Test("a program that cannot be started is an error at once, not a hang")
    func missingProgram() {
        #expect(throws: SyncSpawnError.self) { try SyncProcess(arguments: ["/nonexistent/weibo-tui", "sync"]) }
    }
}
