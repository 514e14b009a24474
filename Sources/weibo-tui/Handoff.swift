import Glibc

/// One value passed from one thread to another, once: `deliver` on the
/// thread that makes it, `wait` on the one that needs it.
///
/// Why not the concurrency runtime: start-up hands over two values in its
/// first few milliseconds, and starting the runtime's thread pool for that
/// would cost more than the work. A semaphore is the whole mechanism, and
/// the memory barrier that makes the value visible.
final class Handoff<Value>: @unchecked Sendable {
    private var value: Value?
    private let ready: UnsafeMutablePointer<sem_t>
    private var taken = false

    init() {
        ready = .allocate(capacity: 1)
        sem_init(ready, 0, 0)
    }

    deinit {
        sem_destroy(ready)
        ready.deallocate()
    }

    /// Call once; the receiving thread must not be touching the value yet.
    func deliver(_ value: Value) {
        self.value = value
        sem_post(ready)
    }

    /// Blocks until the value is delivered; the value (again on later calls).
    func wait() -> Value {
        if !taken {
            while sem_wait(ready) != 0 && errno == EINTR {}
            taken = true
        }
        return value!
    }
}
