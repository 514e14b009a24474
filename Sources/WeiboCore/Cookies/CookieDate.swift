
/// A cookie's `Expires` date, read the forgiving way RFC 6265 (5.1.1)
/// asks for: the tokens in any order, a time `hh:mm:ss`, a day of 1–2
/// digits, a month by its first three letters, a year of 2–4 digits
/// (70–99 → 19xx, 0–69 → 20xx). So `Wed, 21 Oct 2026 07:28:00 GMT`,
/// `Wednesday, 21-Oct-26 07:28:00 GMT` and asctime's form all read. Always UTC.
enum CookieDate {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func parse(_ text: String) -> Int64? {
        var time: (Int, Int, Int)?
        var day: Int?
        var month: Int?
        var year: Int?
        let tokens = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == ":")) }
        for token in tokens {
            if time == nil, token.contains(":") {
                let parts = token.split(separator: ":", omittingEmptySubsequences: false)
                if parts.count == 3, let h = digits(parts[0], 1...2), let m = digits(parts[1], 1...2), let s = digits(parts[2], 1...2) {
                    time = (h, m, s)
                    continue
                }
            }
            if day == nil, let d = digits(token, 1...2) { day = d; continue }
            if month == nil, token.count >= 3, let index = months.firstIndex(of: token.prefix(3).lowercased()) { month = index + 1; continue }
            if year == nil, let y = digits(token, 2...4) { year = y < 70 && token.count <= 2 ? y + 2000 : (y < 100 && token.count <= 2 ? y + 1900 : y) }
        }
        guard let (hour, minute, second) = time, let day, let month, let year,
              year >= 1601, hour < 24, minute < 60, second < 60, day >= 1, day <= 31 else { return nil }
        return CivilDate.days(year: year, month: month, day: day) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    private static func digits(_ text: Substring, _ count: ClosedRange<Int>) -> Int? {
        guard count.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
