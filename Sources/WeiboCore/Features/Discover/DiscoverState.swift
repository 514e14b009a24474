/// The Discover tab's search: kept apart from the navigation stack so that
/// coming back from a place page finds it exactly as it was left.
public struct DiscoverState: Equatable, Sendable {
    /// The field has focus: keys type into it.
    public var isSearching = false
    public var field = TextField()
    /// Results for the current text, computed as the user types.
    public var result: PlaceSearchResult?
    /// Recent searches, most recent first (from the store).
    public var history: [String] = []
    public var hotSearches: [String] = []
    /// 热搜榜, as the store last had it.
    public var hot = HotList()
    /// When the app last asked for the hot list (Unix seconds): asked
    /// again only `HotList.refreshSeconds` later, even when that fetch failed.
    var hotAskedAt: Int64?
    /// The searches of all Weibo opened (a hot word's posts), as the store has them.
    public var weiboSearches: [WeiboSearchQuery: WeiboSearchResults] = [:]
    /// The searches of all Weibo typed before, newest first (from the store).
    public var weiboHistory: [String] = []
    /// Where the province list was when the search began, restored after it.
    var browsePosition = PageState(route: .discover)

    /// At most this many results are listed; the total is still exact.
    public static let resultLimit = 300

    public init() {}

    public var query: String { field.text }

    /// What the Discover root lists right now.
    public enum Mode { case browse, suggestions, results }

    public var mode: Mode {
        guard isSearching else { return .browse }
        return PlaceQuery.normalized(field.text).isEmpty ? .suggestions : .results
    }
}
