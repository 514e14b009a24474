/// What a search page asks of the store.
public enum SearchEffect: Hashable, Sendable {
    /// The page's question, for at most `limit` results of each kind
    /// (answered with `resultsLoaded`).
    case find(SearchScope, SearchQuery, limit: Int)
    /// Follow `uid`, or no longer: into the outbox, and shown from the
    /// store at once; the sync asked for with it sends it.
    case queueFollow(uid: Int64, follow: Bool)
}
