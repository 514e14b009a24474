/// 首页's title menu: 全部关注 or one of the account's groups, as the Weibo
/// app's title switches them. The groups come from the store (an account
/// asks Weibo for them as the menu opens); a group's posts from the store
/// too, an account asking Weibo for its newest page as it is chosen.
extension AppState {
    mutating func reduceGroups(_ action: GroupsAction) -> [Effect] {
        switch action {
        case .openMenu:
            guard modal == nil, page.route == .home else { return [] }
            if let kind = info.kind, Unavailable.groups.applies(to: kind) {
                notice = Unavailable.groups.message
                return []
            }
            modal = .groups(GroupMenu())
            return [.groups(.load)] + (info.isAccount ? [.app(.fetch(.list(FeedGroupList.listName)))] : [])
        case .loaded(let list):
            guard case .groups(var menu)? = modal else { return [] }
            let first = menu.groups == nil
            menu.groups = list
            // Opened on the group shown; a group gone since leaves 全部关注 picked.
            if first { menu.selection = groups.chosen.flatMap { chosen in list.firstIndex(of: chosen).map { $0 + 1 } } ?? 0 }
            menu.selection = min(menu.selection, list.count)
            modal = .groups(menu)
            return []
        case .menuCommand(let command, let number):
            guard case .groups(var menu)? = modal else { return [] }
            let rows = menu.labels.count
            switch command {
            case .down: menu.selection = min(rows - 1, menu.selection + 1)
            case .up: menu.selection = max(0, menu.selection - 1)
            case .closePopup, .cancel: modal = nil; return []
            case .choose: return reduceGroups(.choose(menu.group(at: menu.selection)))
            case .chooseItem:
                if let number, number >= 1, number <= rows { return reduceGroups(.choose(menu.group(at: number - 1))) }
            default: break
            }
            modal = .groups(menu)
            return []
        case .choose(let group):
            if case .groups? = modal { modal = nil }
            let before = homeList
            groups.chosen = group
            guard homeList != before else { return [] }
            groups.olderAsked = nil
            // The list left is read afresh when chosen again: one group's posts loaded at a time.
            if case .group = before { home.postLists[before] = nil }
            updatePages(showing: .home) { $0.selection = 0; $0.scrollTop = 0 }
            home.postLists[homeList, default: PostList()].loading = true
            return [.home(.loadPosts(homeList, .newest))] + groupFetch(homeList)
        }
    }

    /// The list 首页 shows: the group chosen, or the whole timeline.
    public var homeList: PostListSource {
        groups.chosen.map { .group($0.id) } ?? .timeline
    }

    /// The post list a page of `route` shows, if it shows one.
    func postList(on route: Route) -> PostListSource? {
        route == .home ? homeList : PostListSource.pages.first { $0.route == route }
    }

    /// A group's newest page asked of Weibo, on an account whose kind has
    /// groups: as it is chosen and on `r`.
    mutating func groupFetch(_ list: PostListSource) -> [Effect] {
        guard case .group(let id) = list, let kind = info.kind, !Unavailable.groups.applies(to: kind) else { return [] }
        groups.fetching = id
        return [.app(.fetch(.group(id)))]
    }

    /// A group's page older than its oldest cached post, asked of Weibo
    /// when the user scrolls past that post onto the end row, as 全部关注
    /// asks when scrolled to its end; once for each post it is asked below.
    mutating func olderGroupFetch(_ list: PostList) -> [Effect] {
        guard page.route == .home, case .group(let id) = homeList, list.exhausted, !list.loading, let oldest = list.items.last,
              page.selection >= list.items.count, groups.fetching != id, groups.olderAsked != oldest.id,
              let kind = info.kind, !Unavailable.groups.applies(to: kind) else { return [] }
        groups.olderAsked = oldest.id
        groups.fetchingOlder = id
        return [.app(.fetch(.olderInGroup(id)))]
    }

    /// 首页's title in its bar: what it shows, and that it switches.
    var homeTitle: String {
        (groups.chosen?.name ?? GroupMenu.allFollowed) + " ▾"
    }
}
