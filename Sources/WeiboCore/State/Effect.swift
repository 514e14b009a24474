/// Work that `reduce` asks the shell to do: I/O stays out of the core.
/// Results come back as actions.
public enum Effect: Hashable, Sendable {
    /// Persist a setting in the store.
    case saveSetting(key: String, value: String)
    /// Leave the app (the shell saves what must be saved, then restores the terminal).
    case quit
    /// Decode the place index and the search suggestions (answered with
    /// `placesLoaded` and `searchSuggestionsLoaded`).
    case loadPlaces
    /// Remember a search keyword (answered with `searchSuggestionsLoaded`).
    case recordSearch(String)
    case clearSearchHistory
}
