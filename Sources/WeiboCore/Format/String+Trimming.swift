extension String {
    /// The text without leading and trailing white space (Foundation's
    /// trimming, without importing Foundation).
    public var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}

extension String {
    /// Without the given characters at either end.
    public func trimmingCharacters(in set: String) -> String {
        let drop = Set(set)
        guard let first = firstIndex(where: { !drop.contains($0) }),
              let last = lastIndex(where: { !drop.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
