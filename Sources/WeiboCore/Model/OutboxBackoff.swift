/// When a failed outbox item is tried again: 30 s after the first failure,
/// then 1, 2, 4 … minutes, never more than 30 minutes apart, so an item
/// queued offline goes out soon after the network is back without hammering
/// a server that is down. A rate limit's own time wins: Weibo said when.
public enum OutboxBackoff {
    public static let first: Int64 = 30
    public static let cap: Int64 = 30 * 60

    /// Seconds to wait after the `failures`-th failure in a row (1 = the first).
    public static func delay(afterFailures failures: Int) -> Int64 {
        guard failures > 1 else { return first }
        // 30 s · 2^(n-1), computed without overflow for any n.
        let doublings = min(failures - 1, 16)
        return min(cap, first << Int64(doublings))
    }

    /// The Unix second of the next try after the `failures`-th failure at
    /// `now`; `retryAt` (a rate limit's) replaces the backoff when given.
    public static func nextAttempt(afterFailures failures: Int, now: Int64, retryAt: Int64? = nil) -> Int64 {
        retryAt ?? now + delay(afterFailures: failures)
    }
}
