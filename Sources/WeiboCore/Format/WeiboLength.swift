/// Weibo's length rule: an ASCII character counts half, anything else one
/// (a whole emoji sequence is one), rounded up; a post holds 140.
public enum WeiboLength {
    public static let limit = 140
    /// A 长微博 holds 2,000, counted by the same rule.
    public static let longPostLimit = 2_000
    /// The counter turns to a warning at this many left.
    public static let warningThreshold = 10

    /// The length of `text` in Weibo units.
    public static func count(_ text: String) -> Int {
        var halves = 0
        for ch in text { halves += ch.isASCII ? 1 : 2 }
        return (halves + 1) / 2
    }

    /// What is left of the limit; negative when over.
    public static func remaining(_ text: String, limit: Int = WeiboLength.limit) -> Int {
        limit - count(text)
    }

    /// Why `text` cannot be published, or nil when it can.
    public static func refusal(_ text: String, limit: Int = WeiboLength.limit) -> String? {
        if text.trimmingSpaces.isEmpty { return tr("内容不能为空", "The text is empty") }
        return overRefusal(text, limit: limit)
    }

    /// Why `text` is too long to publish, or nil when it is not.
    public static func overRefusal(_ text: String, limit: Int = WeiboLength.limit) -> String? {
        let over = -remaining(text, limit: limit)
        guard over > 0 else { return nil }
        return tr("超出 \(over) 字，无法发布", "\(plural(over, "character")) too long, cannot publish")
    }
}
