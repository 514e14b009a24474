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
    /// A search field (发现's, or a search page's), while it has the keyboard.
    case search
    /// A search page's results, a topic's page and a person's page.
    case results
    /// A chat's input line.
    case chat
    /// The compose popup.
    case popup
    /// The editor.
    case editor
    /// The keymap overlay (`?`): these scroll it, any other key closes it.
    case help

    public var title: String {
        switch self {
        case .always: return "任何时候"
        case .global: return "全局"
        case .posts: return "微博列表与正文"
        case .activity: return "消息 › 评论"
        case .profile: return "我"
        case .drafts: return "草稿箱"
        case .about: return "关于"
        case .search: return "搜索框"
        case .results: return "搜索结果"
        case .chat: return "私信"
        case .popup: return "发布菜单"
        case .editor: return "编辑器"
        case .help: return "快捷键列表"
        }
    }

    /// Whether keys nobody bound here go to a text field instead.
    var hasTextField: Bool {
        switch self {
        case .search, .chat, .editor: return true
        case .always, .global, .posts, .activity, .results, .profile, .drafts, .about, .popup, .help: return false
        }
    }
}
