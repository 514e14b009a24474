/// Where the user was: the tab, each tab's pages with their list
/// positions, and the search fields' text. Small value data kept beside the
/// store (`ResumeFile`), so that the next start opens where this one left
/// off, even after a kill (issue 33).
///
/// Positions only, never the store's data: a restored page reads its
/// content afresh, and a page whose content is gone falls back.
public struct ResumePoint: Hashable, Sendable {
    /// One page of a stack, as it was left.
    public struct Page: Hashable, Sendable {
        public var route: Route
        public var selection: Int
        public var scrollTop: Int
        /// On a post list, the post selected: a sync that put new posts
        /// above moves its row, so the post, not the row, is found again.
        public var post: Int64?

        public init(route: Route, selection: Int = 0, scrollTop: Int = 0, post: Int64? = nil) {
            self.route = route; self.selection = selection; self.scrollTop = scrollTop; self.post = post
        }
    }

    public var tab: Tab
    /// By `Tab.rawValue`, root first; a stack left out is its root alone.
    public var stacks: [[Page]]
    /// 发现's place search, when its field was open.
    public var placeQuery: String?
    /// The typed search pages' fields (`/`), by what they search.
    public var queries: [SearchScope: String]
    /// The group 首页 shows (its title menu); nil is 全部关注.
    public var group: FeedGroup?

    public init(tab: Tab = .home, stacks: [[Page]] = [], placeQuery: String? = nil, queries: [SearchScope: String] = [:], group: FeedGroup? = nil) {
        self.tab = tab; self.stacks = stacks; self.placeQuery = placeQuery; self.queries = queries; self.group = group
    }

    /// 首页's top: what a first run (or `--fresh`) shows.
    public var isStart: Bool {
        tab == .home && placeQuery == nil && queries.isEmpty && group == nil
            && stacks.allSatisfy { $0.count <= 1 && ($0.first.map { $0.selection == 0 && $0.scrollTop == 0 } ?? true) }
    }
}

extension Route {
    /// Whether a restart comes back to this page. A picture viewer and the
    /// sign-in page are moments, not places: the page under them is kept.
    var isResumable: Bool {
        switch self {
        case .picture, .signIn: return false
        case .home, .messages, .discover, .profile, .settings, .about, .placeList, .place, .post, .myPosts, .likedPosts, .favoritePosts,
             .drafts, .outbox, .activity, .conversations, .chat, .search, .weiboSearch: return true
        }
    }
}

extension AppState {
    /// Where the user is now, as the next start would restore it.
    public var resumePoint: ResumePoint {
        let stacks = stacks.map { stack in
            Array(stack.pages.prefix { $0.route.isResumable }).map { page in
                let list = postList(on: page.route)
                return ResumePoint.Page(route: page.route, selection: page.selection, scrollTop: page.scrollTop,
                                        post: list.flatMap { home.postLists[$0]?.items }.flatMap { items in
                                            items.indices.contains(page.selection) ? items[page.selection].id : nil })
            }
        }
        var queries: [SearchScope: String] = [:]
        for (scope, search) in searches where scope.isTyped && !search.field.text.isEmpty && isOnAStack(.search(scope)) {
            queries[scope] = search.field.text
        }
        return ResumePoint(tab: selectedTab, stacks: stacks, placeQuery: discover.isSearching ? discover.query : nil, queries: queries,
                           group: groups.chosen)
    }
}
