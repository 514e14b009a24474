extension Store {
    /// The hot searches (热门搜索) the Discover page offers. They ship with the
    /// sample content rather than living in the database: they are not the
    /// user's data and a newer binary brings newer ones.
    public func hotSearches() -> [String] {
        Self.bundledHotSearches
    }

    /// Decoded once per process (lazily, on first use): decoding the whole
    /// sample on every Discover visit was measurable work for a constant list.
    private static let bundledHotSearches: [String] = ((try? SampleData.bundled())?.hotSearches) ?? []
}
