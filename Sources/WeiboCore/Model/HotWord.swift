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

/// What a search of all Weibo asks for: a hot word's posts (综合), or a
/// `#topic#`'s page when the text is one.
public struct WeiboSearchQuery: Sendable, Hashable {
    public var text: String
    /// Which of Weibo's result tabs: 综合 unless asked.
    public var kind: WeiboSearchKind

    public init(_ text: String, kind: WeiboSearchKind = .posts) {
        self.text = text.trimmingSpaces
        self.kind = kind
    }

    /// `#话题#`: the topic's own page rather than a search for its words.
    public var isTopic: Bool { text.count > 2 && text.hasPrefix("#") && text.hasSuffix("#") }
}

/// The tabs of Weibo's search page, as m.weibo.cn names them: 综合 (its
/// posts), 实时 (the newest posts), 用户 and 话题. The raw values are the
/// command line's (`search --type`).
public enum WeiboSearchKind: String, CaseIterable, Sendable, Hashable {
    case posts, realtime, users, topics

    public var label: String {
        switch self {
        case .posts: tr("综合", "Top")
        case .realtime: tr("实时", "Latest")
        case .users: tr("用户", "People")
        case .topics: tr("话题", "Topics")
        }
    }
}

/// A topic a search of all Weibo found (话题): its name without the #s
/// and the two lines Weibo writes under it (reads, discussions, a host).
public struct FoundTopic: Sendable, Hashable {
    public var name: String
    public var summary: String
    public var detail: String

    public init(name: String, summary: String = "", detail: String = "") {
        self.name = name
        self.summary = summary
        self.detail = detail
    }
}

/// A search's posts as the store keeps them: in Weibo's order, the pages
/// fetched so far, and the next page Weibo offers (nil at its end).
public struct WeiboSearchResults: Sendable, Hashable {
    public var posts: [Post]
    /// 用户's people and 话题's topics, in Weibo's order.
    public var people: [User] = []
    public var topics: [FoundTopic] = []
    /// nil: no page fetched yet.
    public var fetchedAt: Int64?
    public var pages: Int
    public var nextPage: Int?

    public init(posts: [Post] = [], people: [User] = [], topics: [FoundTopic] = [], fetchedAt: Int64? = nil, pages: Int = 0,
                nextPage: Int? = nil) {
        self.posts = posts
        self.people = people
        self.topics = topics
        self.fetchedAt = fetchedAt
        self.pages = pages
        self.nextPage = nextPage
    }
}
