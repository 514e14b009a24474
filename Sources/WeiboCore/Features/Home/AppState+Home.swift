/// The lists of posts the app pages through.
public enum PostListSource: Hashable, Sendable {
    /// 首页: everyone's posts.
    case timeline
    /// 我的微博.
    case mine
    /// 赞: posts the local user liked.
    case liked
    /// 收藏: posts the account favourited.
    case favorited
    /// One of the account's groups (its gid), shown on 首页 in place of
    /// the timeline when chosen in the title menu.
    case group(String)

    /// The lists with a page of their own; a group is shown on 首页's.
    public static let pages: [PostListSource] = [.timeline, .mine, .liked, .favorited]

    /// The page that shows this list.
    var route: Route {
        switch self {
        case .timeline, .group: return .home
        case .mine: return .myPosts
        case .liked: return .likedPosts
        case .favorited: return .favoritePosts
        }
    }

    /// Where `post` stands in this list, for paging it by keyset: 收藏 by
    /// when each was favourited (as Weibo lists them), the others by the
    /// post's own time.
    public func cursor(of post: Post) -> PostCursor {
        self == .favorited ? PostCursor(createdAt: post.favoritedAt ?? 0, id: post.id) : post.cursor
    }
}

/// One post list as loaded so far.
public typealias PostList = PagedList<Post>

extension PostList {
    /// What is loaded of `source`, as the store is asked for it again after a write.
    func window(of source: PostListSource) -> PostWindow {
        PostWindow(count: max(items.count, AppState.timelinePageSize), through: reachesStart ? nil : items.first.map(source.cursor))
    }
}

extension AppState {
    /// Posts asked of the store at a time.
    public static let timelinePageSize = 20

    /// 首页's posts, newest first.
    public var timeline: [Post] { home.postLists[.timeline]?.items ?? [] }

    /// The post list the current page shows, if it shows one.
    var currentPostList: PostListSource? {
        postList(on: page.route)
    }

    mutating func reduceHome(_ action: HomeAction) -> [Effect] {
        switch action {
        case .refresh:
            if case .post(let id) = page.route { return refreshPostPage(id) }
            guard let source = currentPostList else { return [] }
            home.postLists[source, default: PostList()].loading = true
            guard source == .timeline else { return [.home(.loadPosts(source, .newest))] + groupFetch(source) }
            // An account's 首页 asks Weibo first; the store's newest comes after.
            if info.account != nil {
                notice = tr("正在刷新…", "Refreshing…")
                return [.app(.fetch(.newest))]
            }
            return [.home(.refreshTimeline)]
        case .fetchFinished(let request, let failure):
            // Pictures a sync may have downloaded are read again if on screen.
            pictures.board.forgetNotDownloaded()
            if case .group(let id) = request, groups.fetching == id { groups.fetching = nil }
            if case .olderInGroup(let id) = request, groups.fetchingOlder == id { groups.fetchingOlder = nil }
            // What an older page brought is read by the reload every write causes.
            guard let failure else {
                if request == .gap { notice = tr("取到了缺口里的微博", "The gap's posts are in") }
                guard request == .newest else { return [] }
                if let pending = compose.awaitingSend, pending.kind == .comment {
                    return [.compose(.checkSent(pending, failure: nil))]
                }
                return [.home(.refreshTimeline)]
            }
            home.postLists[.timeline]?.loading = false
            if let pending = compose.awaitingSend { return [.compose(.checkSent(pending, failure: failure))] }
            notice = tr("同步失败：", "Sync failed: ") + failure
            return []
        case .syncedPartly(let line):
            notice = tr("部分没有更新：", "Partly updated: ") + line
            return []
        case .refreshed(let newPosts):
            if let pending = compose.awaitingSend { return [.compose(.checkSent(pending, failure: nil))] }
            notice = newPosts > 0 ? tr("\(newPosts) 条新微博", "\(plural(newPosts, "new post"))") : tr("已是最新", "Up to date")
            return []
        case .postsLoaded(let source, let posts, let page):
            return receive(posts, page, for: source)
        case .postsReloaded(let source, let posts):
            var list = home.postLists[source] ?? PostList()
            let before = list.items
            // The window asked for: a short answer means the list's end is in it.
            let asked = list.window(of: source)
            list.items = posts
            list.exhausted = posts.count < asked.count
            home.postLists[source] = list
            reanchor(source.route, from: before, to: posts)
            return []
        case .toggleLike:
            guard let post = selectedPost else { return [] }
            guard info.isAccount else { return [.home(.setLiked(postID: post.id, liked: !post.liked))] }
            if info.accountKind == .web {
                // Shown from the store at once; sent by the sync asked for now.
                return [.home(.queueLike(postID: post.id, liked: !post.liked)), .app(.fetch(.newest))]
            }
            notice = Unavailable.liking.message
            return []
        case .toggleFavorite:
            guard let post = selectedPost else { return [] }
            return toggleFavorite(post)
        case .comment, .repost:
            guard let post = selectedPost else { return [] }
            let mode: EditorMode = {
                if case .comment = action { return .comment(postID: post.id) }
                return .repost(postID: post.id)
            }()
            modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: mode))))
            return []
        case .postDetailLoaded(let detail):
            home.postDetails[detail.post.id] = detail
            return []
        case .postPage(let action):
            return reducePostPage(action)
        case .openActions, .actionsCommand, .deleteSelected, .confirmDeleteCommand, .replyToComment, .dismissLink, .copied, .linkOpened, .videoOpened, .openAuthor, .openOriginal,
             .postGone:
            return reducePostActions(action)
        }
    }

    /// A page of `source` arrived: the newest replaces the list and goes to
    /// its top; the oldest replaces it and goes to its end (`G`); the others
    /// extend it where the user is scrolling.
    private mutating func receive(_ posts: [Post], _ page: PostPage, for source: PostListSource) -> [Effect] {
        var list = home.postLists[source] ?? PostList()
        let route = source.route
        switch page {
        case .newest:
            list.receive(posts, reset: true, pageSize: AppState.timelinePageSize)
            home.postLists[source] = list
            updatePages(showing: route) { $0.selection = 0; $0.scrollTop = 0 }
        case .older:
            list.receive(posts, reset: false, pageSize: AppState.timelinePageSize)
            home.postLists[source] = list
        case .newer:
            let before = list.items
            list.receiveBefore(posts, pageSize: AppState.timelinePageSize)
            home.postLists[source] = list
            reanchor(route, from: before, to: list.items)
        case .oldest:
            list.receiveEnd(posts, pageSize: AppState.timelinePageSize)
            home.postLists[source] = list
            if self.page.route == route { showListEnd() }
        }
        if currentPostList == source { keepSelectionsVisible() }
        // An account's cache ends before its timeline may: the next page is
        // asked of Weibo, and arrives by the reload its write causes.
        let towardTheEnd = if case .newer = page { false } else { true }
        let older: [Effect] = info.isAccount && source == .timeline && towardTheEnd && list.exhausted ? [.app(.fetch(.older))] : []
        // The newest page shown records where "new" starts, even on a first
        // run that has never marked anything seen.
        return older + (page == .newest ? markTimelineViewedIfOnScreen(evenWithNothingUnseen: true) : markTimelineViewedIfOnScreen())
    }

    /// `G` on a post list: the oldest post selected, the end marker below it.
    mutating func showListEnd() {
        let rows = listGeometry.count
        guard rows > 0 else { return }
        moveSelection(to: rows - 1)
        if let source = currentPostList, home.postLists[source]?.exhausted == true, rows > 1 {
            // The end row in view under it where both fit; a post taller than
            // the screen is shown itself, never scrolled past.
            moveSelection(to: rows - 2)
        }
    }

    /// After the list under `route` changed from `old` to `new`, every page
    /// showing it keeps the same post selected and the same post at the top
    /// of the view: posts that arrived above stay above, until `r`.
    mutating func reanchor(_ route: Route, from old: [Post], to new: [Post]) {
        guard old != new else { return }
        let index = Dictionary(new.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        func moved(_ row: Int) -> Int {
            guard old.indices.contains(row), let now = index[old[row].id] else { return min(row, max(0, new.count - 1)) }
            return now
        }
        updatePages(showing: route) { page in
            page.selection = moved(page.selection)
            page.scrollTop = moved(page.scrollTop)
        }
        if page.route == route { keepSelectionsVisible() }
    }

    /// Changes the list position of every page (on any tab) showing `route`.
    mutating func updatePages(showing route: Route, _ change: (inout PageState) -> Void) {
        for tab in stacks.indices { stacks[tab].updatePages(showing: route, change) }
    }

    /// With 首页's top in view, everything up to its newest post has been
    /// seen: the dot goes. Asked only while the counts say something is
    /// unseen, so moving around at the top costs no store call.
    func markTimelineViewedIfOnScreen(evenWithNothingUnseen: Bool = false) -> [Effect] {
        guard counts.unseenPosts || evenWithNothingUnseen, !resume.pending, modal == nil, selectedTab == .home, page.route == .home, page.scrollTop == 0,
              homeList == .timeline,
              home.postLists[.timeline]?.reachesStart ?? false, let newest = timeline.first else { return [] }
        return [.home(.markTimelineViewed(newest.cursor))]
    }

    /// The post under the selection on a timeline-like page.
    var selectedPost: Post? {
        guard modal == nil else { return nil }
        return Screens.screen(for: page.route).post(at: page.selection, in: self)
    }

    /// Asks for the next page when the selection nears either end of what
    /// is loaded, so scrolling never waits and memory follows the screen.
    mutating func prefetchPostsIfNeeded() -> [Effect] {
        guard modal == nil, let source = currentPostList, let list = home.postLists[source] else { return [] }
        if list.wantsMore(at: page.selection), let last = list.items.last {
            home.postLists[source]?.loading = true
            return [.home(.loadPosts(source, .older(than: source.cursor(of: last))))]
        }
        if list.wantsEarlier(at: page.selection), let first = list.items.first {
            home.postLists[source]?.loading = true
            return [.home(.loadPosts(source, .newer(than: source.cursor(of: first))))]
        }
        return olderGroupFetch(list)
    }
}

extension AppState {
    /// 收藏 or 取消收藏 `post` (`b`, or the action menu): on a web session
    /// shown from the store at once (★) and sent by the sync asked for now;
    /// the sample keeps it in its own store, as its likes. An Open API
    /// account cannot (`Unavailable.favorites`): one line says so.
    mutating func toggleFavorite(_ post: Post) -> [Effect] {
        guard let kind = info.kind else { return [.home(.setFavorited(postID: post.id, favorited: !post.favorited))] }
        guard !Unavailable.favorites.applies(to: kind) else {
            notice = Unavailable.favorites.message
            return []
        }
        return [.home(.queueFavorite(postID: post.id, favorited: !post.favorited)), .app(.fetch(.newest))]
    }
}
