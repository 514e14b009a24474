/// Weibo's length rule: an ASCII character counts half, anything else one
/// (a whole emoji sequence is one), rounded up; a post holds 140.
public enum WeiboLength {
    public static let limit = 140
    /// A 长微博 holds 2,000, counted by the same rule.
    public static let longPostLimit = 2_000
    /// Weibo's long text (长文本) for an ordinary account: the mobile web's
    /// `api/statuses/update` takes up to 2,000 and shows the first 140 with
    /// a 全文 link (paying members get more; we do not ask, so we promise
    /// the figure every account has). The Open API's `statuses/share`
    /// refuses anything over 140, so its accounts keep `limit`.
    public static let longTextLimit = 2_000
    /// A comment holds 140 on every kind of account: Weibo has no long comments.
    public static let commentLimit = 140
    /// Where a list folds a long post behind 全文: the 140 Weibo shows before
    /// its own 全文 link, so a post reads in a list as it does on Weibo.
    public static let foldAt = 140
    /// The counter turns to a warning at this many left.
    public static let warningThreshold = 10

    /// How long a post (not a comment, not a 长微博) may be on an account of
    /// `kind`, nil for the sample: the one rule the editor, the store's
    /// publish and queue, and the `post` command ask. The sample follows a
    /// web session, the account most people use.
    public static func postLimit(for kind: AccountKind?) -> Int {
        kind == .openAPI ? limit : longTextLimit
    }

    /// The length of `text` in Weibo units.
    public static func count(_ text: String) -> Int {
        var halves = 0
        for ch in text { halves += ch.isASCII ? 1 : 2 }
        return (halves + 1) / 2
    }

    /// How many characters of `text` fit in `units` Weibo units: where a
    /// list folds it. Whole characters only, so none is cut in half.
    public static func prefixLength(_ text: String, units: Int = foldAt) -> Int {
        var halves = 0, taken = 0
        for ch in text {
            halves += ch.isASCII ? 1 : 2
            if halves > units * 2 { break }
            taken += 1
        }
        return taken
    }

    /// The first part of `text` a list shows when it is longer than
    /// `foldAt`, or nil when it is shown whole. One rule for every post,
    /// ours or one fetched whole from Weibo.
    public static func folded(_ text: String) -> String? {
        guard count(text) > foldAt else { return nil }
        return String(text.prefix(prefixLength(text)))
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
