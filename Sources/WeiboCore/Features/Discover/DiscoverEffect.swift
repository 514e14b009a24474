/// What 发现 asks of the shell.
public enum DiscoverEffect: Hashable, Sendable {
    /// Decode the place index and the search suggestions (answered with
    /// `placesLoaded` and `suggestionsLoaded`).
    case loadPlaces
    /// Remember a search keyword (answered with `suggestionsLoaded`).
    case recordSearch(String)
    case clearSearchHistory
    /// Read 热搜榜 from the store (answered with `hotLoaded`).
    case loadHot
    /// Read a search of all Weibo from the store (answered with `weiboSearchLoaded`).
    case loadWeiboSearch(WeiboSearchQuery)
    /// Read the searches of all Weibo typed before (answered with
    /// `weiboHistoryLoaded`); remember one more, or none.
    case loadWeiboHistory
    case recordWeiboSearch(String)
    case clearWeiboHistory
}
