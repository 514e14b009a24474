import Glibc
import WeiboCore

/// The right to send an account's outbox: one process at a time. Without
/// it, two senders (the app's background sync and a `weibo-tui post`, two
/// windows, a restarted app beside its old sync child) each read the same
/// due item and both publish it.
///
/// An advisory `flock` on a file beside the account's store: the kernel
/// drops it when its holder exits or is killed, so a dead sender never
/// blocks the next one, and every row it left claimed (`sending_since`) is
/// known to be orphaned once the lock is taken.
public final class OutboxLock {
    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { release() }

    /// The lock file of the store at `databasePath`.
    public static func path(ofStore databasePath: String) -> String { databasePath + "-send.lock" }

    /// Takes the lock at `path`, waiting up to `seconds` while another
    /// process holds it; nil when it was still held then. The file is made
    /// 0600 and never followed through a symbolic link; the descriptor is
    /// not inherited by children (a sync child must not hold its parent's lock).
    public static func take(_ path: String, waitingUpTo seconds: Double) throws -> OutboxLock? {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            let code = errno
            let why = code == ELOOP ? tr("它是符号链接", "it is a symbolic link") : String(cString: strerror(code))
            throw StoreError(.dataDirectory, path: path,
                             message: tr("weibo-tui: 无法打开发送锁 \(path)：\(why)", "weibo-tui: cannot open the send lock \(path): \(why)"))
        }
        let deadline = monotonicSeconds() + seconds
        while true {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return OutboxLock(descriptor: fd) }
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(fd)
                throw StoreError(.dataDirectory, path: path,
                                 message: tr("weibo-tui: 无法锁定 \(path)：", "weibo-tui: cannot lock \(path): ") + String(cString: strerror(code)))
            }
            if monotonicSeconds() >= deadline {
                close(fd)
                return nil
            }
            usleep(20_000)
        }
    }

    /// Lets the next sender in. Closing the descriptor drops the lock.
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

extension Store {
    /// This account's `OutboxLock` (see `OutboxLock.take`).
    public func takeOutboxLock(waitingUpTo seconds: Double) throws -> OutboxLock? {
        try OutboxLock.take(OutboxLock.path(ofStore: databasePath), waitingUpTo: seconds)
    }
}
