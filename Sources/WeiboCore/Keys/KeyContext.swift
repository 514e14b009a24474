/// Where a binding applies: one table of bindings per context. The config
/// file names them (`bind posts x like`).
public enum KeyContext: String, CaseIterable, Sendable {
    /// Everywhere, text fields included.
    case always
    /// Every page outside text fields.
    case global
    /// 首页, 我的微博, 赞 and a post's page.
    case posts
    /// 消息 › 评论.
    case activity
    /// 我.
    case profile
    /// 草稿箱.
    case drafts
    /// 关于.
    case about
    /// A picture, full screen.
    case pictures
    /// A search field (发现's, or a search page's), while it has the keyboard.
    case search
    /// A search page's results, a topic's page and a person's page.
    case results
    /// 发现 and a search of all Weibo's results.
    case discover
    /// A chat's input line.
    case chat
    /// The compose popup.
    case popup
    /// The editor.
    case editor
    /// The editor's strip of attached pictures.
    case pictureStrip = "picture-strip"
    /// The keymap overlay (`?`): these scroll it, any other key closes it.
    case help
    /// A yes / no question: delete this? continue this draft?
    case confirm
    /// The editor's "save the draft?" as it is left.
    case savePrompt = "save-prompt"
    /// The editor's emoticon grid.
    case emoticons
    /// A post's action menu (`a`).
    case actionMenu = "action-menu"
    /// The box that shows a link in full: these close it, as any other key does.
    case link
    /// 点评's stars.
    case rating
    /// 签到's place search.
    case placePicker = "place-picker"
    /// 照片/视频's file path.
    case pathPrompt = "path-prompt"
    /// 我's name and bio editor.
    case profileEditor = "profile-editor"
    /// The `@` list of people to mention, in the editor or a chat.
    case mentions

    public var title: String {
        switch self {
        case .always: return tr("任何时候", "Anywhere")
        case .global: return tr("全局", "Everywhere")
        case .posts: return tr("微博列表与正文", "Posts")
        case .activity: return tr("消息 › 评论", "Messages › Comments")
        case .profile: return tr("我", "Me")
        case .drafts: return tr("草稿箱", "Drafts")
        case .about: return tr("关于", "About")
        case .pictures: return tr("看图", "Pictures")
        case .search: return tr("搜索框", "Search box")
        case .results: return tr("搜索结果", "Search results")
        case .discover: return tr("发现与全微博搜索", "Discover and Weibo search")
        case .chat: return tr("私信", "Direct messages")
        case .popup: return tr("发布菜单", "Compose menu")
        case .editor: return tr("编辑器", "Editor")
        case .pictureStrip: return tr("编辑器的图片栏", "The editor's pictures")
        case .help: return tr("快捷键列表", "Keys")
        case .confirm: return tr("确认提问（是/否）", "Yes / no questions")
        case .savePrompt: return tr("保存草稿？", "Save draft?")
        case .emoticons: return tr("表情", "Emoticons")
        case .actionMenu: return tr("微博操作菜单", "Post actions")
        case .link: return tr("链接框", "Link box")
        case .rating: return tr("点评评分", "Review stars")
        case .placePicker: return tr("签到选地点", "Check-in place")
        case .pathPrompt: return tr("文件路径", "File path")
        case .profileEditor: return tr("编辑资料", "Profile editor")
        case .mentions: return tr("@ 提及列表", "The @ list")
        }
    }

    /// Whether keys nobody bound here go to a text field instead.
    var hasTextField: Bool {
        switch self {
        case .search, .chat, .editor, .placePicker, .pathPrompt, .profileEditor, .mentions: return true
        case .always, .global, .posts, .activity, .results, .discover, .profile, .drafts, .about, .pictures, .popup, .help,
             .confirm, .savePrompt, .emoticons, .actionMenu, .link, .rating, .pictureStrip:
            return false
        }
    }
}

extension KeyContext {
    /// Other names a config line may use: `home` and `timeline` for
    /// `posts`, since 首页 is where people bind their post keys first
    /// (`bind home x like`); `config show` prints the context's own name.
    static let otherNames: [String: KeyContext] = ["home": .posts, "timeline": .posts]

    /// The context a config line names, by its own name or another.
    public init?(configName: String) {
        guard let context = KeyContext(rawValue: configName) ?? Self.otherNames[configName] else { return nil }
        self = context
    }
}
