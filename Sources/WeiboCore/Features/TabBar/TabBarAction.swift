public enum TabBarAction: Sendable {
    case select(Tab)
    /// Next (+1) or previous (-1) tab.
    case cycle(Int)
    /// The store's counts behind the badges and the profile card.
    case countsLoaded(StoreCounts)

    var isResult: Bool {
        switch self {
        case .countsLoaded: return true
        case .select, .cycle: return false
        }
    }
}
