/// The clock the screens read: "now" and the local time zone's offset, set
/// by the shell so views stay pure and tests can pin them.
public struct Clock: Hashable, Sendable {
    /// Unix seconds.
    public var now: Int64
    /// Seconds east of UTC of the local time zone.
    public var utcOffset: Int64

    public init(now: Int64, utcOffset: Int64 = 0) { self.now = now; self.utcOffset = utcOffset }
}

/// Post times the way Weibo writes them: 刚刚, N分钟前, N小时前 (today),
/// 昨天 HH:mm, MM-dd (this year), yyyy-MM-dd (before); in English just
/// now, Nm ago, Nh ago, Yesterday HH:mm, and the same dates.
///
/// A moment is shown in the clock's zone. A day (`byDay`: Weibo wrote only
/// `06-14` or `2019-06-14`, stored as that day's midnight in Beijing) is
/// that day wherever the clock is: in UTC or America its midnight in
/// Beijing falls on the day before, which is not the day Weibo said.
public enum RelativeTime {
    /// Weibo's days are Beijing's: UTC+8 all year.
    public static let weiboDayOffset: Int64 = 8 * 3600

    public static func format(_ time: Int64, byDay: Bool = false, clock: Clock) -> String {
        if byDay { return day(time, clock: clock) }
        let elapsed = clock.now - time
        if elapsed < 60 { return tr("刚刚", "just now") }
        if elapsed < 3_600 { return tr("\(elapsed / 60)分钟前", "\(elapsed / 60)m ago") }
        let then = LocalDate(unix: time, utcOffset: clock.utcOffset)
        let today = LocalDate(unix: clock.now, utcOffset: clock.utcOffset)
        if then.day == today.day { return tr("\(elapsed / 3_600)小时前", "\(elapsed / 3_600)h ago") }
        if then.day == today.day - 1 { return tr("昨天 ", "Yesterday ") + "\(two(then.hour)):\(two(then.minute))" }
        if then.year == today.year { return "\(two(then.month))-\(two(then.dayOfMonth))" }
        return "\(then.year)-\(two(then.month))-\(two(then.dayOfMonth))"
    }

    /// The day `time` falls on in Beijing: MM-dd in the clock's year, else
    /// yyyy-MM-dd. Never "today" or "N hours ago": Weibo gave no time.
    static func day(_ time: Int64, clock: Clock) -> String {
        let then = LocalDate(unix: time, utcOffset: weiboDayOffset)
        let today = LocalDate(unix: clock.now, utcOffset: clock.utcOffset)
        if then.year == today.year { return "\(two(then.month))-\(two(then.dayOfMonth))" }
        return "\(then.year)-\(two(then.month))-\(two(then.dayOfMonth))"
    }

    /// `yyyy-MM-dd HH:mm` in the clock's zone: a moment that is not a
    /// post's, such as when a token expires.
    public static func absolute(_ time: Int64, clock: Clock) -> String {
        let date = LocalDate(unix: time, utcOffset: clock.utcOffset)
        return "\(date.year)-\(two(date.month))-\(two(date.dayOfMonth)) \(two(date.hour)):\(two(date.minute))"
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
}

/// A civil date and time in a fixed offset, computed without Foundation
/// (`CivilDate`).
struct LocalDate {
    /// Days since 1970-01-01 in local time.
    let day: Int64
    let year: Int
    let month: Int
    let dayOfMonth: Int
    let hour: Int
    let minute: Int

    init(unix: Int64, utcOffset: Int64) {
        let local = unix + utcOffset
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let seconds = local - days * 86_400
        day = days
        hour = Int(seconds / 3_600)
        minute = Int(seconds % 3_600 / 60)
        (year, month, dayOfMonth) = CivilDate.date(days: days)
    }
}
