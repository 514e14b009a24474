/// 我 › 收藏 as a list the sync engine fetches only when it is opened.
public enum FavoritesList {
    /// Its name as such a list (`sync --list favorites`): the app asks for
    /// it by this name and the sync engine declares it under it.
    public static let listName = "favorites"
}
