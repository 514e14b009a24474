/// The four tabs, in tab-bar order (the compose slot sits between message and discover).
public enum Tab: Int, CaseIterable, Hashable, Sendable {
    case home, message, discover, profile

    public var title: String {
        switch self {
        case .home: return "首页"
        case .message: return "消息"
        case .discover: return "发现"
        case .profile: return "我"
        }
    }

    public var shortTitle: String {
        switch self {
        case .home: return "首"
        case .message: return "消"
        case .discover: return "发"
        case .profile: return "我"
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
