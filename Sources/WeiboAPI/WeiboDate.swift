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
        let days = daysFromCivil(year: year, month: month, day: day)
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
        let (year, month, day) = civil(fromDays: days)
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

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0)), Int(month), Int(day))
    }
}
