import WeiboCore

/// When an account's background sync runs, and what the user is told of
/// its outcome: a pure value, so the rules are tested without a network or
/// a process.
///
/// Syncs run every `intervalMs` while they succeed: the config's
/// `refresh_minutes` (3 by default, the low end of the 3 to 5 minutes Weibo
/// advises for polling), never less than a minute. After a failure the wait
/// doubles up to `maxBackoff`, so an offline laptop does not spawn a
/// process a minute for nothing; `r` (or a post waiting to be sent) asks
/// for one at once whatever the wait.
public struct SyncSchedule: Equatable, Sendable {
    public static let firstBackoff: Int64 = 30_000
    public static let maxBackoff: Int64 = 15 * 60_000

    /// Monotonic milliseconds at which the next sync is due.
    public private(set) var dueAt: Int64
    public private(set) var running = false
    /// Someone is waiting for this sync's outcome (`r`): it is reported to
    /// them whether it succeeds or not.
    public private(set) var requested = false
    /// Asked for while one was running: run again as soon as it ends.
    private var requestedAgain = false
    private var failures = 0
    /// The last failure's message, said once per streak (and again when it changes).
    private var lastFailure: String?

    /// The wait after a sync that worked.
    public let intervalMs: Int64

    /// The first sync is due at `start`: right behind the first frame;
    /// then one every `refreshMinutes`, kept within `Config.refreshMinutesRange`.
    public init(start: Int64, refreshMinutes: Int = Config.defaultRefreshMinutes) {
        dueAt = start
        let range = Config.refreshMinutesRange
        intervalMs = Int64(min(max(refreshMinutes, range.lowerBound), range.upperBound)) * 60_000
    }

    public func isDue(at now: Int64) -> Bool { !running && now >= dueAt }

    /// A sync wanted now (`r`, a post queued): at once, or right after the running one.
    public mutating func request(at now: Int64) {
        // The running sync may have sent the outbox before the post was
        // queued: its end answers no one; the one after it does.
        if running {
            requestedAgain = true
        } else {
            dueAt = now
            requested = true
        }
    }

    public mutating func started() { running = true }

    /// The sync ended; what to tell the user about it. `waitMs` replaces
    /// the backoff after a failure (a rate limit waits the longest).
    public mutating func finished(failure: String?, at now: Int64, waitMs: Int64? = nil) -> [Action] {
        running = false
        let wasRequested = requested
        requested = requestedAgain
        if requestedAgain { requestedAgain = false }
        if let failure {
            failures += 1
            dueAt = now + (waitMs ?? min(Self.maxBackoff, Self.firstBackoff << min(failures - 1, 16)))
            let said = failure != lastFailure
            lastFailure = failure
            if requested { dueAt = now }
            return wasRequested || said ? [.home(.fetchFinished(.newest, failure: failure))] : []
        }
        failures = 0
        lastFailure = nil
        dueAt = requested ? now : now + intervalMs
        return wasRequested ? [.home(.fetchFinished(.newest, failure: nil))] : []
    }
}
