import WeiboCore
import WeiboStore

/// Runs 发现's effects: the place index and the search suggestions.
@MainActor
struct DiscoverEffects: FeatureEffects {
    let store: any AppStore

    func run(_ effect: DiscoverEffect) throws -> [Action] {
        switch effect {
        case .loadPlaces:
            return [.discover(.placesLoaded(store.placeSearch()))] + (try searchSuggestions())
        case .recordSearch(let keyword):
            try store.recordSearch(keyword)
            return try searchSuggestions()
        case .clearSearchHistory:
            try store.clearSearchHistory()
            return try searchSuggestions()
        case .loadHot:
            return [.discover(.hotLoaded(try store.hotList()))]
        case .loadWeiboSearch(let query):
            return [.discover(.weiboSearchLoaded(query, try store.searchResults(query)))]
        case .loadWeiboHistory:
            // The hot words under the history too, as the store has them.
            return [.discover(.weiboHistoryLoaded(try store.weiboSearchHistory())), .discover(.hotLoaded(try store.hotList()))]
        case .recordWeiboSearch(let text):
            try store.recordWeiboSearch(text)
            return [.discover(.weiboHistoryLoaded(try store.weiboSearchHistory()))]
        case .clearWeiboHistory:
            try store.clearWeiboSearchHistory()
            return [.discover(.weiboHistoryLoaded(try store.weiboSearchHistory()))]
        }
    }

    /// The recent and hot searches, and anything the store fixed on the way.
    private func searchSuggestions() throws -> [Action] {
        let loaded = Action.discover(.suggestionsLoaded(history: try store.searchHistory(limit: Store.searchHistoryLimit),
                                                        hot: store.hotSearches()))
        return [loaded] + store.takeNotices().prefix(1).map { .app(.notify($0)) }
    }

    func failure(of effect: DiscoverEffect) -> String {
        switch effect {
        case .recordSearch: return tr("无法保存搜索历史", "Could not save the search history")
        case .clearSearchHistory: return tr("无法清除搜索历史", "Could not clear the search history")
        case .loadPlaces: return tr("出错了", "Something went wrong")
        case .loadHot: return tr("无法读取热搜榜", "Could not read the hot searches")
        case .loadWeiboSearch: return tr("无法读取搜索结果", "Could not read the search results")
        case .loadWeiboHistory: return tr("无法读取搜索历史", "Could not read the search history")
        case .recordWeiboSearch: return tr("无法保存搜索历史", "Could not save the search history")
        case .clearWeiboHistory: return tr("无法清除搜索历史", "Could not clear the search history")
        }
    }
}
