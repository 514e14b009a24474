/// What the tab bar asks of the store.
public enum TabBarEffect: Hashable, Sendable {
    /// The badges' and the card's counts (answered with `countsLoaded`).
    case loadCounts
}
