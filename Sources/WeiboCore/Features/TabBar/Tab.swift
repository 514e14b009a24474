/// The four tabs, in tab-bar order (the compose slot sits between message and discover).
public enum Tab: Int, CaseIterable, Hashable, Sendable {
    case home, message, discover, profile

    public var title: String {
        switch self {
        case .home: return tr("首页", "Home")
        case .message: return tr("消息", "Messages")
        case .discover: return tr("发现", "Discover")
        case .profile: return tr("我", "Me")
        }
    }

    /// Narrower forms of the title, widest first, for slots the title does
    /// not fit: one character in Chinese; in English an abbreviation, then
    /// an initial, so a count still fits beside it (M26) at 20 columns.
    public var shortTitles: [String] {
        switch self {
        case .home: return [tr("首", "H")]
        case .message: return tr(["消"], ["Msgs", "M"])
        case .discover: return tr(["发"], ["Disc", "D"])
        case .profile: return [tr("我", "Me")]
        }
    }

    /// One-column stand-in for the narrowest terminals.
    public var glyph: String {
        switch self {
        case .home: return "H"
        case .message: return "M"
        case .discover: return "D"
        case .profile: return "P"
        }
    }

    /// The page at the bottom of this tab's navigation stack.
    public var rootRoute: Route {
        switch self {
        case .home: return .home
        case .message: return .messages
        case .discover: return .discover
        case .profile: return .profile
        }
    }

    /// Tab-bar slot index (0, 1, 3, 4; 2 is compose).
    public var slotIndex: Int { rawValue < 2 ? rawValue : rawValue + 1 }

    public init?(slotIndex: Int) {
        switch slotIndex {
        case 0, 1: self.init(rawValue: slotIndex)
        case 3, 4: self.init(rawValue: slotIndex - 1)
        default: return nil
        }
    }
}
