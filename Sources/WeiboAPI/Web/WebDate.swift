import WeiboCore

/// The mobile web's `created_at`: the Open API's full form
/// (`Tue May 31 17:46:55 +0800 2011`, through `WeiboDate`), or the
/// relative forms its lists write: 刚刚, N秒前, N分钟前, N小时前,
/// 今天 HH:MM, 昨天 HH:MM, 前天 HH:MM, MM-DD (this year), YYYY-MM-DD,
/// the last two optionally with HH:MM. All in Beijing time (UTC+8),
/// relative to `now`. Anything else is nil (the caller's `.badDate`).
///
/// MM-DD and YYYY-MM-DD without a time name a day, not a moment: `read`
/// says so (`byDay`), and the time is that day's midnight in Beijing, so
/// the day's posts keep Weibo's order before the exact times after it.
public enum WebDate {
    /// Beijing is UTC+8 all year (no daylight saving since 1991).
    static let beijing: Int64 = RelativeTime.weiboDayOffset

    /// Unix seconds of `text`; a day is its midnight in Beijing.
    public static func parse(_ text: String, now: Int64) -> Int64? { read(text, now: now)?.seconds }

    /// Unix seconds of `text`, and whether Weibo gave only the day.
    public static func read(_ text: String, now: Int64) -> (seconds: Int64, byDay: Bool)? {
        let text = text.trimmingCharacters(in: " ")
        if let exact = WeiboDate.parse(text) { return (exact, false) }
        if text == "刚刚" { return (now, false) }  // data: Weibo's relative dates
        for (suffix, unit) in [("秒前", Int64(1)), ("分钟前", 60), ("小时前", 3600)] where text.hasSuffix(suffix) {  // data: Weibo's relative dates
            guard let count = number(text.dropLast(suffix.count), digits: 1...4) else { return nil }
            return (now - count * unit, false)
        }
        let local = now + beijing
        let today = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let parts = text.split(separator: " ")
        for (word, back) in [("今天", Int64(0)), ("昨天", 1), ("前天", 2)] where parts.first == word[...] {  // data: Weibo's relative dates
            guard parts.count == 2, let clock = clock(parts[1]) else { return nil }
            return ((today - back) * 86_400 + clock - beijing, false)
        }
        guard parts.count == 1 || parts.count == 2 else { return nil }
        var time: Int64 = 0
        if parts.count == 2 {
            guard let clock = clock(parts[1]) else { return nil }
            time = clock
        }
        let fields = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let year: Int
        let month: Int
        let day: Int
        switch fields.count {
        case 2:
            guard let m = number(fields[0], digits: 1...2), let d = number(fields[1], digits: 1...2) else { return nil }
            year = CivilDate.date(days: today).year
            (month, day) = (Int(m), Int(d))
        case 3:
            guard let y = number(fields[0], digits: 4...4), let m = number(fields[1], digits: 1...2), let d = number(fields[2], digits: 1...2) else { return nil }
            (year, month, day) = (Int(y), Int(m), Int(d))
        default:
            return nil
        }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        return (CivilDate.days(year: year, month: month, day: day) * 86_400 + time - beijing, parts.count == 1)
    }

    /// `HH:MM` as seconds into the day.
    private static func clock(_ text: Substring) -> Int64? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let hour = number(parts[0], digits: 1...2), hour < 24,
              let minute = number(parts[1], digits: 2...2), minute < 60 else { return nil }
        return hour * 3600 + minute * 60
    }

    private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int64? {
        guard digits.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int64(text)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension JSONNode {
    /// This node's web date, in Unix seconds; `.badDate` at its path when
    /// it is none of the forms `WebDate` reads.
    func webDate(now: Int64) throws(BadResponse) -> Int64 { try webDay(now: now).seconds }

    /// `webDate`, and whether Weibo gave only the day (`WebDate.read`).
    func webDay(now: Int64) throws(BadResponse) -> (seconds: Int64, byDay: Bool) {
        let text = try string()
        guard let read = WebDate.read(text, now: now) else { throw .badDate(path: path, value: String(text.prefix(40))) }
        return read
    }
}
