import Glibc
import WeiboCore

/// A Weibo account's background work: `weibo-tui sync` in a child process
/// (`SyncProcess`), one at a time: the newest when `SyncSchedule` says one
/// is due, and between them what the app asked for (an older page).
/// Nothing for the sample, which never touches the network.
@MainActor
public final class AccountSync: BackgroundWork {
    private var schedule: SyncSchedule
    private var running: (process: SyncProcess, request: FetchRequest)?
    /// Asked for and not yet started, oldest first; never twice.
    private var waiting: [FetchRequest] = []
    private let command: [String]
    private let now: () -> Int64
    /// The app left this account for another (a sign-in saved one).
    private var retired = false
    /// The last partial sync's line, said again only when it changes.
    private var lastPartly: String?

    /// How often a running sync is looked at: often enough that its end
    /// shows at once, rarely enough to cost nothing.
    static let pollMs: Int32 = 100

    /// `program` is this binary; the child works on `dataDirectory`, speaks
    /// `language`, and reads `configFile` when one was given. The newest is
    /// fetched every `refreshMinutes` (the config's `refresh_minutes`).
    public init(program: String = "/proc/self/exe", dataDirectory: String, language: Language, configFile: String?,
                refreshMinutes: Int = Config.defaultRefreshMinutes, now: @escaping () -> Int64 = SystemClock.milliseconds) {
        command = ChildCommand.arguments(program: program, dataDirectory: dataDirectory, language: language,
                                         configFile: configFile) + ["sync"]
        self.now = now
        schedule = SyncSchedule(start: now(), refreshMinutes: refreshMinutes)
    }

    public var wakeAfterMs: Int32? {
        // A running child is waited on through its stderr, which its exit
        // closes; polled only once that pipe has ended and it is not reaped yet.
        if let (process, _) = running { return process.errorFD == nil ? Self.pollMs : nil }
        if retired { return nil }
        if !waiting.isEmpty { return 0 }
        return Int32(clamping: max(0, schedule.dueAt - now()))
    }

    public var watchedFDs: [Int32] {
        guard let (process, _) = running, let fd = process.errorFD else { return [] }
        return [fd]
    }

    public func fetch(_ request: FetchRequest) {
        switch request {
        case .newest: schedule.request(at: now())
        case .pictures(let addresses) where Self.pictureArguments(addresses).isEmpty: break
        case .pictures(let addresses):
            // Pictures come on screen one by one: those asked while a sync
            // runs or waits go together, in one child.
            if let last = waiting.indices.last, case .pictures(let queued) = waiting[last] {
                waiting[last] = .pictures(queued + addresses.filter { !queued.contains($0) })
            } else {
                waiting.append(request)
            }
        case .older, .gap, .post, .chat, .list, .search, .person, .opened, .group, .olderInGroup: if !waiting.contains(request) { waiting.append(request) }
        }
    }

    public func advance() -> [Action] {
        guard !retired else { return [] }
        if let (process, request) = running {
            guard let outcome = process.poll() else { return [] }
            running = nil
            guard case .failure(let failed) = outcome else {
                if request == .newest { lastPartly = nil }
                return request == .newest ? schedule.finished(failure: nil, at: now()) : [.home(.fetchFinished(request, failure: nil))]
            }
            guard request == .newest else { return [.home(.fetchFinished(request, failure: failed.message))] }
            if failed.partly {
                // What could be fetched was: the schedule goes on as after a
                // success; the line is said when asked for or when it changes.
                let said = schedule.requested || failed.message != lastPartly
                lastPartly = failed.message
                return schedule.finished(failure: nil, at: now()) + (said ? [.home(.syncedPartly(failed.message))] : [])
            }
            lastPartly = nil
            guard failed.rateLimited else { return schedule.finished(failure: failed.message, at: now()) }
            // Said as what the app does: the next try is the longest backoff away.
            let retryAt = SystemClock.now()
            let when = RelativeTime.absolute(retryAt.now + SyncSchedule.maxBackoff / 1000, clock: retryAt)
            let said = failed.checkingClient
                ? tr("微博正在检查这个客户端，\(when) 自动重试（一直这样的话，请在浏览器里打开 m.weibo.cn）",
                     "Weibo is checking this client; retrying by itself at \(when) (open m.weibo.cn in a browser if it persists)")
                : tr("微博限制了请求频率，\(when) 自动重试", "Weibo is limiting requests; retrying by itself at \(when)")
            return schedule.finished(failure: said, at: now(), waitMs: SyncSchedule.maxBackoff)
        }
        if schedule.isDue(at: now()) {
            schedule.started()
            // Someone waits (r, a post just written): what the outbox holds
            // goes now, not at its retry time.
            return start(.newest, arguments: schedule.requested ? ["--now"] : [])
        }
        guard !waiting.isEmpty else { return [] }
        let request = waiting.removeFirst()
        let arguments: [String] = switch request {
        case .newest: []
        case .older: ["--older"]
        case .gap: ["--gap"]
        case .post(let id): ["--post", String(id)]
        case .chat(let uid): ["--chat", uid]
        case .person(let uid): ["--user", String(uid)]
        case .opened(let page): ["--list", page.list.rawValue, "--id", String(page.key), "--page", String(page.page)]
        case .list(let name): ["--list", name]
        case .group(let id): ["--group", id]
        case .olderInGroup(let id): ["--group", id, "--older"]
        case .search(let query, let page):
            ["--search", query.text, "--page", String(page)] + (query.kind == .posts ? [] : ["--type", query.kind.rawValue])
        case .pictures(let addresses): Self.pictureArguments(addresses)
        }
        return start(request, arguments: arguments)
    }

    public func retire() {
        retired = true
        waiting = []
    }

    /// Polls the last sync to its end, which reaps its process; its writes
    /// went to the old account's store.
    public func finishRetiring() -> Bool {
        if let (process, _) = running, process.poll() == nil { return false }
        running = nil
        return true
    }

    /// `--pictures ADDRESS…`: web addresses only, so none can be taken
    /// for an option; nothing when none is left.
    nonisolated static func pictureArguments(_ addresses: [String]) -> [String] {
        let remote = addresses.filter(PictureAddress.isRemote)
        return remote.isEmpty ? [] : ["--pictures"] + remote
    }

    private func start(_ request: FetchRequest, arguments: [String]) -> [Action] {
        do {
            running = (try SyncProcess(arguments: command + arguments), request)
            return []
        } catch {
            let failure = tr("无法启动同步进程（\(String(cString: strerror(error.errno)))）",
                             "cannot start the sync process (\(String(cString: strerror(error.errno))))")
            guard request == .newest else { return [.home(.fetchFinished(request, failure: failure))] }
            return schedule.finished(failure: failure, at: now())
        }
    }
}
