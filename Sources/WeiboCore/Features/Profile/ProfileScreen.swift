/// 我: the user card, then rows that open the user's pages.
struct ProfileScreen: Screen {
    enum Row: CaseIterable {
        case myPosts, drafts, liked, settings, about
        var title: String {
            switch self {
            case .myPosts: return "我的微博"
            case .drafts: return "草稿箱"
            case .liked: return "赞"
            case .settings: return "设置"
            case .about: return "关于"
            }
        }
        var route: Route {
            switch self {
            case .myPosts: return .myPosts
            case .drafts: return .drafts
            case .liked: return .likedPosts
            case .settings: return .settings
            case .about: return .about
            }
        }
    }

    func title(in state: AppState) -> String { Tab.profile.title }

    func header(in state: AppState, width: Int) -> [Line] {
        guard let user = state.localUser else { return [] }
        let name = Sanitizer.sanitize(user.name)
        let bio = Sanitizer.sanitize(user.bio)
        let hint = "e 编辑资料 "
        let nameWidth = max(0, width - hint.terminalWidth - 2)
        let shownName = TextLayout.truncate(name, toWidth: nameWidth)
        return [
            Line([Span(" " + shownName, Style.bold), Span(TextLayout.repeated(" ", count: max(1, width - shownName.terminalWidth - hint.terminalWidth - 1))),
                  Span(hint, .muted)]),
            Line(" " + TextLayout.truncate(bio.isEmpty ? "简介：暂无介绍" : bio, toWidth: max(0, width - 2)), .muted),
            Line([Span(" 微博 ", .muted), Span(CountFormat.short(state.counts.myPosts), .bold),
                  Span("   关注 ", .muted), Span(CountFormat.short(user.followingCount), .bold),
                  Span("   粉丝 ", .muted), Span(CountFormat.short(user.followersCount), .bold)]),
            Line(TextLayout.rule(width: width), .muted),
        ]
    }

    func rowCount(in state: AppState) -> Int { Row.allCases.count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let item = Row.allCases[row]
        let detail = item == .drafts && state.counts.drafts > 0 ? String(state.counts.drafts) : ""
        return [DisclosureRow.line(item.title, detail: detail, width: width)]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? { .push(Row.allCases[row].route) }
}

/// A row that opens a page: its title on the left, `›` on the right.
/// The detail (a count, a setting) sits before the `›`, muted unless it asks
/// for attention (an unread count in red).
enum DisclosureRow {
    static func line(_ title: String, detail: String = "", detailStyle: Style = .muted, width: Int) -> Line {
        let left = " " + title
        let detailText = detail.isEmpty ? "" : detail + " "
        let gap = max(1, width - left.terminalWidth - detailText.terminalWidth - 2)
        return Line([Span(left), Span(TextLayout.repeated(" ", count: gap)), Span(detailText, detailStyle), Span("› ", .muted)])
    }
}
