extension Store {
    /// The hot searches (热门搜索) the Discover page offers: hot places, since
    /// that search finds places (a trending topic would find nothing). They
    /// ship with the sample content rather than living in the database: they
    /// are not the user's data and a newer binary brings newer ones.
    public func hotSearches() -> [String] {
        Self.bundledHotSearches
    }

    /// Decoded once per process (lazily, on first use): decoding the whole
    /// sample on every Discover visit was measurable work for a constant list.
    /// The bundled list, for tests that check every entry finds its place.
    public static var bundledHotSearchesForTesting: [String] { bundledHotSearches }

    private static let bundledHotSearches: [String] = ((try? SampleData.bundled())?.hotSearches) ?? []
}
