extension Store {
    /// The hot searches (热门搜索) the Discover page offers. They ship with the
    /// sample content rather than living in the database: they are not the
    /// user's data and a newer binary brings newer ones.
    public func hotSearches() -> [String] {
        ((try? SampleData.bundled())?.hotSearches) ?? []
    }
}
