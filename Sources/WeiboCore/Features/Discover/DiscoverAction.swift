/// The 发现 tab: the place list and its search.
public enum DiscoverAction: Sendable {
    /// Go to Discover with the search field focused (`/`).
    case beginSearch
    /// Leave the search: the field empties and the province list returns.
    case endSearch
    /// An editing key for the search field.
    case searchKey(Key)
    /// Put a keyword (a recent or hot search) into the field.
    case searchKeyword(String)
    /// Push a place's page from the search results, remembering the query.
    case openPlace(code: Int)
    case clearSearchHistory
    /// The shell decoded the place index.
    case placesLoaded(PlaceSearch)
    /// The shell read the recent searches and hot keywords.
    case suggestionsLoaded(history: [String], hot: [String])
    /// The shell read 热搜榜 from the store.
    case hotLoaded(HotList)
    /// The shell read a search of all Weibo from the store.
    case weiboSearchLoaded(WeiboSearchQuery, WeiboSearchResults)
    /// The next page of a search, as Weibo pages it (its last row).
    case moreWeiboResults(WeiboSearchQuery)
    /// Open a search of all Weibo's page (a post's `#topic#`).
    case openWeiboSearch(WeiboSearchQuery)
    /// 发现's search of all Weibo asked for these words (Enter in its
    /// field, or a past search or a hot word under it): remembered, and
    /// their 综合 page opened.
    case searchWeibo(String)
    /// `]` / `[` on a search of all Weibo: its next or previous tab (综合,
    /// 实时, 用户, 话题), fetched as it opens.
    case switchWeiboKind(Int)
    /// The shell read the searches of all Weibo typed before.
    case weiboHistoryLoaded([String])
    case clearWeiboHistory

    var isResult: Bool {
        switch self {
        case .placesLoaded, .suggestionsLoaded, .hotLoaded, .weiboSearchLoaded, .weiboHistoryLoaded: return true
        case .beginSearch, .endSearch, .searchKey, .searchKeyword, .openPlace, .clearSearchHistory, .moreWeiboResults, .openWeiboSearch,
             .searchWeibo, .switchWeiboKind, .clearWeiboHistory: return false
        }
    }
}
