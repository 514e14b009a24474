/// The answer to one query: the best matches in rank order and how many
/// places matched in all.
public struct PlaceSearchResult: Sendable, Hashable {
    /// The query as typed.
    public let query: String
    /// The query after normalisation (see `PlaceQuery`); empty means the
    /// query had nothing to search for.
    public let normalizedQuery: String
    /// At most the requested number of matches, best first (see `PlaceSearch`
    /// for the rule).
    public let matches: [PlaceMatch]
    /// The exact number of matching places, however many were returned.
    public let totalCount: Int

    public init(query: String, normalizedQuery: String, matches: [PlaceMatch], totalCount: Int) {
        self.query = query
        self.normalizedQuery = normalizedQuery
        self.matches = matches
        self.totalCount = totalCount
    }

    public var isEmpty: Bool { totalCount == 0 }
}
