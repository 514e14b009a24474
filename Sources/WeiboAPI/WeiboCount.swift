/// A count as Weibo writes it in text: plain digits, `1,234`, `1.2万`,
/// `3亿`, `100万+` (at least a million: read as 1,000,000).
///
/// Weibo's web replies write large counts for people to read, and the Open
/// API has been seen doing the same; every decoder reads them here, so a
/// count in any of these forms means the same number everywhere.
enum WeiboCount {
    /// The number, or nil when `text` is none of the forms (or beyond
    /// `Int`). A fraction beyond the unit's precision is dropped
    /// (`1.23456万` is 12,345); without a unit a fraction is dropped too.
    static func parse(_ text: String) -> Int? {
        var rest = Substring(text).drop(while: { $0 == " " })
        while rest.last == " " { rest.removeLast() }
        if rest.last == "+" { rest.removeLast() }
        var digitsPerUnit = 0
        switch rest.last {
        case "千": digitsPerUnit = 3  // data: Weibo's written units
        case "万": digitsPerUnit = 4  // data: Weibo's written units
        case "亿": digitsPerUnit = 8  // data: Weibo's written units
        default: break
        }
        if digitsPerUnit > 0 { rest.removeLast() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.first != ",", whole.last != "," else { return nil }
        var value = 0
        for character in whole where character != "," {
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = times + digit
        }
        var fraction = 0
        if parts.count == 2 {
            let digits = parts[1]
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            for index in 0..<digitsPerUnit {
                let character = digits.dropFirst(index).first ?? "0"
                fraction = fraction * 10 + (character.wholeNumberValue ?? 0)
            }
        }
        var unit = 1
        for _ in 0..<digitsPerUnit { unit *= 10 }
        let (scaled, overflow) = value.multipliedReportingOverflow(by: unit)
        guard !overflow else { return nil }
        let (sum, overflowSum) = scaled.addingReportingOverflow(fraction)
        return overflowSum ? nil : sum
    }
}
