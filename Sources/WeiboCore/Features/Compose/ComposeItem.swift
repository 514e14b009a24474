/// An item of the compose popup. No raw strings: what a person reads is
/// `title`, in the run's language.
public enum ComposeItem: CaseIterable, Hashable, Sendable {
    case text, photo, longPost, checkIn, review, more
    case friendsCircle, camera, music, shoot, backToFirst

    public static let pages: [[ComposeItem]] = [
        [.text, .photo, .longPost, .checkIn, .review, .more],
        [.friendsCircle, .camera, .music, .shoot, .backToFirst],
    ]

    /// The label under the item's symbol.
    public var title: String {
        switch self {
        case .text: return tr("文字", "Text")
        case .photo: return tr("照片/视频", "Photo/Video")
        case .longPost: return tr("长微博", "Long post")
        case .checkIn: return tr("签到", "Check in")
        case .review: return tr("点评", "Review")
        case .more: return tr("更多", "More")
        case .friendsCircle: return tr("好友圈", "Friends circle")
        case .camera: return tr("微博相机", "Camera")
        case .music: return tr("音乐", "Music")
        case .shoot: return tr("拍摄", "Shoot")
        case .backToFirst: return tr("返回", "Back")
        }
    }

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
