/// What is shown over the current tab. Closing it leaves the tab untouched.
public enum Modal: Hashable, Sendable {
    case compose(ComposeMenuState)
    case help
}

/// The compose popup: which page of items and which item is selected.
public struct ComposeMenuState: Hashable, Sendable {
    public var page: Int
    public var selection: Int
    /// A plain message shown in the popup (e.g. an item not available yet).
    public var message: String?

    public init(page: Int = 0, selection: Int = 0, message: String? = nil) {
        self.page = page; self.selection = selection; self.message = message
    }
}

/// An item of the compose popup.
public enum ComposeItem: String, CaseIterable, Hashable, Sendable {
    case text = "文字"
    case photo = "照片/视频"
    case longPost = "长微博"
    case checkIn = "签到"
    case review = "点评"
    case more = "更多"
    case friendsCircle = "好友圈"
    case camera = "微博相机"
    case music = "音乐"
    case shoot = "拍摄"
    case backToFirst = "返回"

    public static let pages: [[ComposeItem]] = [
        [.text, .photo, .longPost, .checkIn, .review, .more],
        [.friendsCircle, .camera, .music, .shoot, .backToFirst],
    ]

    /// A one-cell symbol drawn above the label, as the app's icons are.
    public var symbol: String {
        switch self {
        case .text: return "✎"
        case .photo: return "▣"
        case .longPost: return "☰"
        case .checkIn: return "⌖"
        case .review: return "★"
        case .more: return "…"
        case .friendsCircle: return "◎"
        case .camera: return "◉"
        case .music: return "♪"
        case .shoot: return "▶"
        case .backToFirst: return "‹"
        }
    }
}
