import CStartup
import Glibc

/// Runs one closure on a thread of its own; `wait()` joins the thread and
/// hands back what the closure returned. When no other CPU can take it (or
/// no thread can be had) the closure simply runs first, in the caller's thread.
///
/// Why: start-up takes the terminal over (locale, terminfo, curses) while
/// the main thread opens the store and reads the first screen, on the
/// machine's second core. A plain thread, because one job of half a
/// millisecond is not worth starting the concurrency runtime's pool for.
final class BackgroundJob<Value>: @unchecked Sendable {
    private var value: Value?
    private var thread: pthread_t?

    init(_ body: @escaping @Sendable () -> Value) {
        let entry = Unmanaged.passRetained(ThreadEntry { self.value = body() })
        var thread = pthread_t()
        if weibo_start_thread_elsewhere(&thread, { raw in
            Unmanaged<ThreadEntry>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, entry.toOpaque()) == 0 {
            self.thread = thread
        } else {
            entry.takeRetainedValue().run()
        }
    }

    /// Blocks until the job is done; its result.
    func wait() -> Value {
        if let thread {
            pthread_join(thread, nil)
            self.thread = nil
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
