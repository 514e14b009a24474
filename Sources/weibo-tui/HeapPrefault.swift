import CStartup

/// The main heap, faulted in ahead of the main thread by the start-up
/// thread once that has taken the terminal over.
///
/// Why: a first touch of a new heap page is a page fault, and on the VMs
/// this is measured on one costs 1.5-3.5 µs; the main thread touches some
/// 90 new heap pages on its way to the first frame (store, posts, canvas)
/// while the start-up thread sits idle for most of a millisecond. Faulting
/// them in from there: exec to first frame 4.27 -> 3.86 ms (median of 251
/// interleaved runs). Costs about a MiB of resident heap that the app
/// grows into anyway.
struct HeapPrefault: Sendable {
    /// How far ahead of its needs the heap grows (glibc's M_TOP_PAD, which
    /// stays set: later growth simply comes a MiB at a time, untouched
    /// until used).
    static let ahead: Int32 = 1 << 20

    private let start: UInt

    /// On the main thread, before it allocates much: from here on the heap
    /// grows a MiB ahead, starting where it ends now.
    static func begin() -> HeapPrefault {
        weibo_grow_heap_ahead(ahead)
        return HeapPrefault(start: weibo_heap_end())
    }

    /// On another thread: faults in what the heap has grown by since `begin`.
    func populate() {
        _ = weibo_prefault(start, weibo_heap_end())
    }
}
