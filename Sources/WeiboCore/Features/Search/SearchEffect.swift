/// What a search page asks of the store.
public enum SearchEffect: Hashable, Sendable {
    /// The page's question, for at most `limit` results of each kind
    /// (answered with `resultsLoaded`).
    case find(SearchScope, SearchQuery, limit: Int)
}
