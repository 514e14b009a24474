/// Every page the app can show. Roots are one per tab; the rest are pushed.
public enum Route: Hashable, Sendable {
    case home
    case messages
    case discover
    case profile
    case settings
    case about
    /// The children of a province or city.
    case placeList(code: Int)
    /// One place: its path, code, coordinates and children.
    case place(code: Int)
    /// One post with its repost and comments.
    case post(id: Int64)

    public var isRoot: Bool {
        switch self {
        case .home, .messages, .discover, .profile: return true
        default: return false
        }
    }
}
