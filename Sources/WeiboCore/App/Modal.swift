/// What is shown over the current tab. Closing it leaves the tab untouched.
public enum Modal: Hashable, Sendable {
    case compose(ComposeMenuState)
    /// The full-screen editor (post, comment or repost).
    case editor(EditorState)
    /// 签到: pick a place, then the editor opens with it attached.
    case placePicker(PlacePickerState)
    /// 点评: pick 1–5 stars, then the editor.
    case ratingPicker(stars: Int)
    /// 照片/视频 (and the camera items): the path of a local file.
    case pathPrompt(PathPromptState)
    /// A draft left open when the app last stopped: continue it?
    case resumeDraft(ComposeDraft)
    /// 草稿箱: delete this draft? (y/n)
    case confirmDeleteDraft(Int64)
    /// `e` on the profile card: name and bio.
    case profileEditor(ProfileEditorState)
    /// `a` on a post: delete, copy, open a link.
    case postActions(PostActionsState)
    /// Delete my post or comment? (y/n)
    case confirmDelete(DeleteTarget)
    /// A link shown in full, where it could not be opened or copied.
    case link(String)
}

/// The profile card's editor: two fields and which has focus.
public struct ProfileEditorState: Hashable, Sendable {
    public var name: TextField
    public var bio: TextField
    public var editingBio = false
    public var message: String?
    public init(name: String, bio: String) {
        self.name = TextField(text: name, limit: 30, cap: .name)
        self.bio = TextField(text: bio, limit: 70, cap: .bio)
    }
}

/// The check-in place picker: a search field over the place index.
public struct PlacePickerState: Hashable, Sendable {
    public var field = TextField(limit: 100, cap: .place)
    public var selection = 0
    public init() {}
}

/// The prompt for a local photo or video file.
public struct PathPromptState: Hashable, Sendable {
    public var field = TextField(limit: 4_096, cap: .filePath)
    /// Why the camera items land here, or why the last path was refused.
    public var message: String?
    public var kind: PostKind
    public init(kind: PostKind, message: String? = nil) { self.kind = kind; self.message = message }
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
