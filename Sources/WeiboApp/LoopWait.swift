/// How long the shell's loop may block, from everything that can be due:
/// a pure value, so a test can check that an app with nothing to do never
/// wakes by itself. Input, resizes, signals, the store's files (inotify)
/// and the watched pipes wake the poll on their own; only timed work needs
/// a timeout. Times are monotonic milliseconds.
struct LoopWait: Equatable {
    var now: Int64
    /// When unsaved editor changes must reach the store.
    var autosaveAt: Int64?
    /// The background work's and sign-in's own waits (relative, ms).
    var backgroundAfterMs: [Int32] = []
    /// A picture on screen waits to be decoded: no wait at all.
    var pictureWanted = false
    /// Work done once while nobody types (`.idle`).
    var idleWorkAt: Int64?
    /// Only where the store's files cannot be watched: the next poll of its
    /// `data_version`.
    var storePollAt: Int64?
    /// The next clock tick that changes what is on screen (`ClockTick`).
    var clockTickAt: Int64?

    /// Milliseconds to wait; -1 to wait until something happens.
    var timeoutMs: Int32 {
        if pictureWanted { return 0 }
        var due = [autosaveAt, idleWorkAt, storePollAt, clockTickAt].compactMap { $0 }.map { $0 - now }
        due += backgroundAfterMs.map { Int64($0) }
        guard let first = due.min() else { return -1 }
        return Int32(clamping: max(0, first))
    }
}

/// When relative times on screen ("3分钟前") next change: they are redrawn on
/// the minute, and only when the screen would differ. Pure: `differs(t)`
/// says whether the screen drawn at Unix second `t` differs from the one
/// shown. Text that reads a clock only moves forward ("刚刚", "N分钟前",
/// "N小时前", "昨天", a date), so once the screen differs it stays different:
/// the first minute that changes it is found by bisection.
enum ClockTick {
    static let minuteMs: Int64 = 60_000
    /// How far ahead a change is looked for; beyond it none is scheduled
    /// (nothing on screen reads the clock, or only a date).
    static let horizonMinutes: Int64 = 24 * 60

    /// The wall-clock millisecond of the first minute boundary after
    /// `wallMs` at which the screen differs, within the horizon; nil when none.
    static func next(after wallMs: Int64, differs: (Int64) -> Bool) -> Int64? {
        let first = nextMinute(after: wallMs)
        func changed(_ minute: Int64) -> Bool { differs((first + minute * minuteMs) / 1000) }
        if changed(0) { return first }
        guard changed(horizonMinutes) else { return nil }
        var low: Int64 = 0, high = horizonMinutes  // unchanged at low, changed at high
        while high - low > 1 {
            let middle = (low + high) / 2
            if changed(middle) { high = middle } else { low = middle }
        }
        return first + high * minuteMs
    }

    /// The first minute boundary after `wallMs`.
    static func nextMinute(after wallMs: Int64) -> Int64 { (wallMs / minuteMs + 1) * minuteMs }
}
