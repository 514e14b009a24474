/// 我: the user card, then rows that open the user's pages.
struct ProfileScreen: Screen {
    enum Row: CaseIterable {
        case myPosts, drafts, outbox, liked, favorites, settings, about, signIn
        func title(in state: AppState) -> String {
            switch self {
            case .myPosts: return tr("我的微博", "My posts")
            case .drafts: return tr("草稿箱", "Drafts")
            case .outbox: return tr("待发送", "Outbox")
            case .liked: return tr("赞", "Likes")
            case .favorites: return tr("收藏", "Favourites")
            // As the Weibo app says it: signed out, 登录; signed in, 切换账号.
            case .signIn: return state.info.isAccount ? tr("切换账号", "Switch account") : tr("登录", "Sign in")
            case .settings: return tr("设置", "Settings")
            case .about: return tr("关于", "About")
            }
        }
        var target: RowTarget {
            switch self {
            case .signIn: return .perform(.signIn(.open))
            default: return .push(route)
            }
        }
        var route: Route {
            switch self {
            case .signIn: return .signIn
            case .myPosts: return .myPosts
            case .drafts: return .drafts
            case .outbox: return .outbox
            case .liked: return .likedPosts
            case .favorites: return .favoritePosts
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
        // An account's profile is changed on Weibo (`Unavailable.editingProfile`).
        let hint = state.info.isAccount ? "" : state.keymap.hint(.editProfile, in: .profile).map { $0 + " " } ?? ""
        let nameWidth = max(0, width - hint.terminalWidth - 2)
        let shownName = TextLayout.truncate(name, toWidth: nameWidth)
        return [
            Line([Span(" " + shownName, Style.bold), Span(TextLayout.repeated(" ", count: max(1, width - shownName.terminalWidth - hint.terminalWidth - 1))),
                  Span(hint, .muted)]),
            Line(" " + TextLayout.truncate(bio.isEmpty ? tr("简介：暂无介绍", "No bio yet") : bio, toWidth: max(0, width - 2)), .muted),
            Line([Span(tr(" 微博 ", " Posts "), .muted), Span(CountFormat.short(user.cardPostCount(cached: state.counts.myPosts)), .bold),
                  Span(tr("   关注 ", "  Following "), .muted), Span(CountFormat.short(user.followingCount), .bold),
                  Span(tr("   粉丝 ", "  Followers "), .muted), Span(CountFormat.short(user.followersCount), .bold)]),
            Line(TextLayout.rule(width: width), .muted),
        ]
    }

    /// 待发送 only on an account: the sample publishes at once. 赞 (posts
    /// liked here) only on the sample: an account cannot like.
    static func rows(in state: AppState) -> [Row] {
        Row.allCases.filter { state.info.isAccount ? $0 != .liked : $0 != .outbox }
    }

    func rowCount(in state: AppState) -> Int { Self.rows(in: state).count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let item = Self.rows(in: state)[row]
        let title = item.title(in: state)
        switch item {
        case .drafts where state.counts.drafts > 0:
            return [DisclosureRow.line(title, detail: String(state.counts.drafts), width: width)]
        case .favorites where state.info.kind.map(Unavailable.favorites.applies) ?? false:
            return [DisclosureRow.line(title, detail: Unavailable.rowDetail, width: width)]
        case .outbox where state.counts.outbox > 0:
            return [DisclosureRow.line(title, detail: String(state.counts.outbox), detailStyle: .badge, width: width)]
        default:
            return [DisclosureRow.line(title, width: width)]
        }
    }

    func target(of row: Int, in state: AppState) -> RowTarget? { Self.rows(in: state)[row].target }
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
