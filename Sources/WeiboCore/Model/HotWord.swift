/// One entry of Weibo's hot searches (热搜榜): m.weibo.cn's realtimehot
/// cards and weibo.com's `ajax/side/hotSearch` decode to it alike.
public struct HotWord: Sendable, Hashable {
    /// 1 for the first.
    public var rank: Int
    public var word: String
    /// How many searched it, when given.
    public var heat: Int64?
    /// Weibo's mark beside it (热, 新, 沸, 爆), empty when none.
    public var label: String

    public init(rank: Int, word: String, heat: Int64? = nil, label: String = "") {
        self.rank = rank
        self.word = word
        self.heat = heat
        self.label = label
    }
}

/// The hot list as the store keeps it: the words of the last fetch and
/// when it was (nil: never fetched, or the sample's own list).
public struct HotList: Sendable, Hashable {
    public var words: [HotWord]
    /// Unix seconds.
    public var fetchedAt: Int64?

    public init(words: [HotWord] = [], fetchedAt: Int64? = nil) {
        self.words = words
        self.fetchedAt = fetchedAt
    }

    /// Its name as a list fetched when opened (`sync --list hot`).
    public static let listName = "hot"

    /// The list is fetched again at most this often (seconds), however
    /// often 发现 is opened: Weibo updates it about every minute, and a
    /// few minutes old is still the news.
    public static let refreshSeconds: Int64 = 5 * 60

    /// Whether a fetch at `now` may ask Weibo: never fetched, or the last
    /// fetch at least `refreshSeconds` ago (or in the future: a clock set back).
    public func isDue(now: Int64) -> Bool {
        guard let fetchedAt else { return true }
        return now - fetchedAt >= Self.refreshSeconds || now < fetchedAt
    }
}
