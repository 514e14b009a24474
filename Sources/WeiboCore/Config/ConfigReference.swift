/// The README's Config tables, made from the code: a test checks the README
/// holds exactly these, so the documented names cannot drift from the ones
/// the parser takes.
public enum ConfigReference {
    /// Every context a `bind` line can name, and where it applies.
    public static func contextsTable() -> String {
        var lines = ["| context | applies | title in `?` |", "| --- | --- | --- |"]
        for context in KeyContext.allCases {
            lines.append("| `\(context.rawValue)` | \(context.applies) | \(context.title) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Every action a `bind` line can name, what it does, and the contexts
    /// that bind it out of the box.
    public static func actionsTable() -> String {
        var lines = ["| action | does | bound by default in |", "| --- | --- | --- |"]
        for command in Command.allCases {
            let contexts = KeyContext.allCases.filter { context in
                Keymap.standard.tables[context]?.contains { $0.command == command && !$0.keys.isEmpty } ?? false
            }
            lines.append("| `\(command.rawValue)` | \(command.summary) | \(contexts.map { "`\($0.rawValue)`" }.joined(separator: " ")) |")
        }
        return lines.joined(separator: "\n")
    }
}

extension KeyContext {
    /// Where the context's keys work, for the README.
    var applies: String {
        switch self {
        case .always: return "everywhere, text fields included"
        case .global: return "every page, outside text fields (looked at after the page's own context)"
        case .posts: return tr("首页, 我的微博, 赞 and a post's page", "Home, My posts, Likes and a post's page")
        case .activity: return tr("消息 › 评论 (comments on my posts)", "Messages › Comments (comments on my posts)")
        case .profile: return tr("我", "Me")
        case .drafts: return tr("草稿箱", "Drafts")
        case .about: return tr("关于", "About")
        case .pictures: return "a picture, full screen (`v` on a post with pictures)"
        case .search: return tr("a search field (发现's or a `/` search page's) while it has the keyboard",
                               "a search field (Discover's or a `/` search page's) while it has the keyboard")
        case .results: return "a search page's results, a topic's page and a person's page"
        case .chat: return "a chat's input line"
        case .popup: return tr("the ＋ compose popup", "the ＋ compose popup")
        case .editor: return "the editor"
        case .help: return "the `?` overlay (any other key closes it)"
        }
    }
}
