import CStartup
import Glibc

/// Runs a closure on a thread of its own, kept off the caller's CPU; when
/// no other CPU can take it (or no thread can be had) the closure runs
/// first, in the caller's thread, and is told so (it must then not wait
/// for the caller). Results come back through `Handoff`s.
///
/// Why: start-up reads what the first frame shows (the launch snapshot,
/// then the store) on the machine's second core while the main thread
/// takes the terminal over. A plain thread, because a job of a millisecond
/// is not worth starting the concurrency runtime's pool for.
enum BackgroundThread {
    /// `body`'s argument: true on a thread of its own, false inline.
    static func run(_ body: @escaping @Sendable (_ onItsOwnThread: Bool) -> Void) {
        let job = Unmanaged.passRetained(Job(body))
        var thread = pthread_t()
        if weibo_start_thread_elsewhere(&thread, { raw in
            Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().body(true)
            return nil
        }, job.toOpaque()) == 0 {
            pthread_detach(thread)
        } else {
            job.takeRetainedValue().body(false)
        }
    }

    /// The closure as the thread's entry point sees it: a C function pointer
    /// cannot capture, so it travels as the thread's argument.
    private final class Job {
        let body: @Sendable (Bool) -> Void
        init(_ body: @escaping @Sendable (Bool) -> Void) { self.body = body }
    }
}
