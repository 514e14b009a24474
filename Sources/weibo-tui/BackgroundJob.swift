import CStartup
import Glibc

/// Runs one closure on a thread of its own; `wait()` hands back what it
/// returned as soon as it has. The thread may then go on with `afterwards`,
/// which nobody waits for. When no other CPU can take the job (or no thread
/// can be had) both simply run first, in the caller's thread.
///
/// Why: start-up takes the terminal over (locale, terminfo, curses) while
/// the main thread opens the store and reads the first screen, on the
/// machine's second core; the heap prefault that follows must not hold up
/// a main thread that is ready to draw. A plain thread, because one job of
/// half a millisecond is not worth starting the concurrency runtime's pool for.
final class BackgroundJob<Value>: @unchecked Sendable {
    private var value: Value?
    /// Posted once `value` is set: the hand-over point, and its memory barrier.
    private let ready: UnsafeMutablePointer<sem_t>
    /// True while a thread of its own is (or was) running the job and
    /// `wait` has not yet seen its value.
    private var onThread = false

    init(_ body: @escaping @Sendable () -> Value, afterwards: @escaping @Sendable () -> Void = {}) {
        ready = .allocate(capacity: 1)
        sem_init(ready, 0, 0)
        let job = Unmanaged.passRetained(ThreadEntry { [ready] in
            let value = body()
            self.value = value
            sem_post(ready)
            afterwards()
        })
        var thread = pthread_t()
        if weibo_start_thread_elsewhere(&thread, { raw in
            Unmanaged<ThreadEntry>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, job.toOpaque()) == 0 {
            pthread_detach(thread)
            onThread = true
        } else {
            job.takeRetainedValue().run()
        }
    }

    deinit {
        // The thread holds this object until it is done, `afterwards` included.
        sem_destroy(ready)
        ready.deallocate()
    }

    /// Blocks until the job's value is there; the value.
    func wait() -> Value {
        if onThread {
            while sem_wait(ready) != 0 && errno == EINTR {}
            onThread = false
        }
        return value!
    }
}

/// The job as the thread's entry point sees it: not generic, because a C
/// function pointer cannot capture a generic parameter.
private final class ThreadEntry {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
