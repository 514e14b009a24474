import Glibc
import WeiboCore

/// A Weibo account's background work: `weibo-tui sync` in a child process
/// (`SyncProcess`) when `SyncSchedule` says one is due. Nothing for the
/// sample, which never touches the network.
@MainActor
public final class AccountSync: BackgroundWork {
    private var schedule: SyncSchedule
    private var running: SyncProcess?
    private let arguments: [String]
    private let now: () -> Int64

    /// How often a running sync is looked at: often enough that its end
    /// shows at once, rarely enough to cost nothing.
    static let pollMs: Int32 = 100

    /// `program` is this binary; the child works on `dataDirectory`, speaks
    /// `language`, and reads `configFile` when one was given.
    public init(program: String = "/proc/self/exe", dataDirectory: String, language: Language, configFile: String?,
                now: @escaping () -> Int64 = SystemClock.milliseconds) {
        var arguments = [program, "--data-dir", dataDirectory, "--lang", language.rawValue]
        if let configFile { arguments += ["--config", configFile] }
        self.arguments = arguments + ["sync"]
        self.now = now
        schedule = SyncSchedule(start: now())
    }

    public var wakeAfterMs: Int32? {
        if running != nil { return Self.pollMs }
        return Int32(clamping: max(0, schedule.dueAt - now()))
    }

    public func fetchNow() {
        schedule.request(at: now())
    }

    public func advance() -> [Action] {
        if let process = running {
            guard let outcome = process.poll() else { return [] }
            running = nil
            if case .failure(let failure) = outcome {
                return schedule.finished(failure: failure.message, at: now())
            }
            return schedule.finished(failure: nil, at: now())
        }
        guard schedule.isDue(at: now()) else { return [] }
        do {
            running = try SyncProcess(arguments: arguments)
            schedule.started()
            return []
        } catch {
            schedule.started()
            return schedule.finished(failure: tr("无法启动同步进程（\(String(cString: strerror(error.errno)))）",
                                                 "cannot start the sync process (\(String(cString: strerror(error.errno))))"),
                                     at: now())
        }
    }
}
