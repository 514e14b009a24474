/// What the config file can name, made from the code for the man page's
/// CONFIGURATION: the documented names cannot drift from the ones the
/// parser takes, because both read the same enums and tables.
public enum ConfigReference {
    /// Every context a `bind` line can name, where it applies, and its
    /// title in `?`.
    public static func contexts() -> [(name: String, applies: String, title: String)] {
        KeyContext.allCases.map { ($0.rawValue, $0.applies, $0.title) }
    }

    /// Every action a `bind` line can name, what it does, and the contexts
    /// that bind it out of the box.
    public static func actions() -> [(name: String, summary: String, contexts: [String])] {
        Command.allCases.map { command in
            let contexts = KeyContext.allCases.filter { context in
                Keymap.standard.tables[context]?.contains { $0.command == command && !$0.keys.isEmpty } ?? false
            }
            return (command.rawValue, command.summary, contexts.map(\.rawValue))
        }
    }

    /// The words of a `color` line: roles, colour names, attributes.
    public static var colorRoles: [String] { ColorRole.allCases.map(\.name) }
    public static var colorNames: [String] { TerminalColor.names + ["default"] }
    public static var attributes: [String] { TextAttributes.names.map(\.name) }
    /// Other names a `bind` line may give a context (`home` for `posts`).
    public static var contextAliases: [(alias: String, context: String)] {
        KeyContext.otherNames.sorted { $0.key < $1.key }.map { ($0.key, $0.value.rawValue) }
    }
}

extension KeyContext {
    /// Where the context's keys work, for the man page.
    public var applies: String {
        switch self {
        case .always: return tr("任何地方，包括文本框", "everywhere, text fields included")
        case .global: return tr("每个页面，文本框以外（在页面自己的上下文之后查看）",
                                "every page, outside text fields (looked at after the page's own context)")
        case .posts: return tr("首页、我的微博、赞和微博正文", "Home, My posts, Likes and a post's page")
        case .activity: return tr("消息 › 评论（对我微博的评论）", "Messages › Comments (comments on my posts)")
        case .profile: return tr("我", "Me")
        case .drafts: return tr("草稿箱", "Drafts")
        case .about: return tr("关于", "About")
        case .pictures: return tr("全屏看图（在有图片的微博上按 v）", "a picture, full screen (v on a post with pictures)")
        case .search: return tr("有键盘焦点的搜索框（发现的，或 / 搜索页的）",
                               "a search field (Discover's or a / search page's) while it has the keyboard")
        case .results: return tr("搜索页的结果、话题页和个人页", "a search page's results, a topic's page and a person's page")
        case .discover: return tr("发现页，和全微博搜索的结果（在微博之后查看）", "Discover, and a search of all Weibo's results (after the posts' keys)")
        case .chat: return tr("私信的输入行", "a chat's input line")
        case .popup: return tr("＋ 发布菜单", "the ＋ compose popup")
        case .editor: return tr("编辑器", "the editor")
        case .pictureStrip: return tr("编辑器的图片栏（用 Tab 切换到它）", "the editor's strip of pictures (Tab reaches it)")
        case .help: return tr("? 快捷键列表（其他键关闭它）", "the ? overlay (any other key closes it)")
        case .confirm: return tr("是/否的提问：删除草稿、微博、评论或待发送项，取消关注，继续上次的草稿",
                                "a yes / no question: deleting a draft, post, comment or outbox item, unfollowing someone, continuing the last draft")
        case .savePrompt: return tr("离开编辑器时的“保存草稿？”", "the editor's \"Save draft?\" as it is left")
        case .emoticons: return tr("编辑器的表情面板（Ctrl-T）", "the editor's emoticon grid (Ctrl-T)")
        case .actionMenu: return tr("微博操作菜单（在微博上按 a）", "a post's action menu (a on a post)")
        case .link: return tr("显示完整链接的框（无法打开或复制链接时；其他键也关闭它）",
                              "the box showing a link in full, where it could not be opened or copied (any other key closes it too)")
        case .rating: return tr("点评的星级", "a review's stars")
        case .placePicker: return tr("签到的地点搜索（其他键输入文字）", "the check-in place search (other keys type)")
        case .pathPrompt: return tr("照片/视频的文件路径（其他键输入文字）", "a photo or video's file path (other keys type)")
        case .profileEditor: return tr("我的昵称和简介编辑框（其他键输入文字）", "Me's name and bio editor (other keys type)")
        case .mentions: return tr("编辑器和私信里输入 @ 后的联系人列表（在编辑器或私信的键之前查看）",
                                 "the list @ opens in the editor and chats (looked at before the editor's or the chat's keys)")
        }
    }
}
