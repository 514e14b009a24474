import WeiboCore

/// The Open API's `created_at`: `Tue May 31 17:46:55 +0800 2011`, read
/// exactly (every field checked, the weekday too) into Unix seconds.
///
/// By hand rather than with a `DateFormatter`: that needs full Foundation
/// (start-up time) and accepts more than the one form the API writes.
public enum WeiboDate {
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Unix seconds, or nil for anything not in the API's form.
    public static func parse(_ text: String) -> Int64? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 6,
              let weekday = weekdays.firstIndex(of: String(parts[0])),
              let monthIndex = months.firstIndex(of: String(parts[1])),
              let day = digits(parts[2], count: 1...2),
              let year = digits(parts[5], count: 4...4) else { return nil }
        let clock = parts[3].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3,
              let hour = digits(clock[0], count: 2...2), hour < 24,
              let minute = digits(clock[1], count: 2...2), minute < 60,
              let second = digits(clock[2], count: 2...2), second < 60 else { return nil }
        let zone = parts[4]
        guard zone.count == 5, let sign = zone.first, sign == "+" || sign == "-",
              let zoneHours = digits(zone.dropFirst().prefix(2), count: 2...2), zoneHours <= 14,
              let zoneMinutes = digits(zone.suffix(2), count: 2...2), zoneMinutes < 60 else { return nil }
        let month = monthIndex + 1
        guard day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        // 1970-01-01 was a Thursday.
        guard (Int(days % 7) + 4 + 7) % 7 == weekday else { return nil }
        let offset = Int64((zoneHours * 60 + zoneMinutes) * 60) * (sign == "+" ? 1 : -1)
        return days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - offset
    }

    /// Unix seconds back into the API's form at `+0800` (for the fake
    /// server's counterpart in tests, and for fixtures).
    public static func format(_ seconds: Int64, offsetMinutes: Int = 480) -> String {
        let local = seconds + Int64(offsetMinutes * 60)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondOfDay = Int(local - days * 86_400)
        let (year, month, day) = CivilDate.date(days: days)
        let weekday = weekdays[(Int(days % 7) + 4 + 7) % 7]
        let sign = offsetMinutes >= 0 ? "+" : "-"
        let zone = sign + two(abs(offsetMinutes) / 60) + two(abs(offsetMinutes) % 60)
        return "\(weekday) \(months[month - 1]) \(two(day)) \(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)) \(zone) \(year)"
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    private static func digits(_ text: Substring, count: ClosedRange<Int>) -> Int? {
        guard count.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
