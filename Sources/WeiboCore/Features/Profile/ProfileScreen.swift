/// 我: the user card, then rows that open the user's pages.
struct ProfileScreen: Screen {
    enum Row: CaseIterable {
        case myPosts, drafts, liked, settings, about
        var title: String {
            switch self {
            case .myPosts: return tr("我的微博", "My posts")
            case .drafts: return tr("草稿箱", "Drafts")
            case .liked: return tr("赞", "Likes")
            case .settings: return tr("设置", "Settings")
            case .about: return tr("关于", "About")
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
        let hint = tr("e 编辑资料 ", "e Edit profile ")
        let nameWidth = max(0, width - hint.terminalWidth - 2)
        let shownName = TextLayout.truncate(name, toWidth: nameWidth)
        return [
            Line([Span(" " + shownName, Style.bold), Span(TextLayout.repeated(" ", count: max(1, width - shownName.terminalWidth - hint.terminalWidth - 1))),
                  Span(hint, .muted)]),
            Line(" " + TextLayout.truncate(bio.isEmpty ? tr("简介：暂无介绍", "No bio yet") : bio, toWidth: max(0, width - 2)), .muted),
            Line([Span(tr(" 微博 ", " Posts "), .muted), Span(CountFormat.short(state.counts.myPosts), .bold),
                  Span(tr("   关注 ", "  Following "), .muted), Span(CountFormat.short(user.followingCount), .bold),
                  Span(tr("   粉丝 ", "  Followers "), .muted), Span(CountFormat.short(user.followersCount), .bold)]),
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
