extension AppState {
    /// A post page's lists: switching, ordering, threads and their pages.
    /// On an account whose kind offers the list, a list is asked of Weibo
    /// the first time it is shown (a page at a time after that, from its
    /// last row); what comes arrives by the reload its write causes.
    mutating func reducePostPage(_ action: PostPageAction) -> [Effect] {
        guard case .post(let id) = page.route else { return [] }
        var state = home.postPages[id] ?? PostPageState()
        var wanted: OpenedPage?
        switch action {
        case .switchTab(let step):
            let tabs = PostTab.allCases
            state.tab = tabs[((tabs.firstIndex(of: state.tab) ?? 0) + step + tabs.count) % tabs.count]
            wanted = OpenedPage(state.shownList, key: id)
        case .selectTab(let tab):
            state.tab = tab
            wanted = OpenedPage(state.shownList, key: id)
        case .toggleOrder:
            guard state.tab == .comments else { return [] }
            state.order = state.order == .hot ? .time : .hot
            notice = state.order.label
            wanted = OpenedPage(state.shownList, key: id)
        case .toggleThread(let root):
            if state.openThreads.remove(root) == nil {
                state.openThreads.insert(root)
                wanted = OpenedPage(.replies, key: root)
            }
        case .more(let next):
            wanted = next
        }
        let tabChanged = state.tab != home.postPages[id]?.tab ?? .comments
        home.postPages[id] = state
        if tabChanged { moveSelection(to: 0) }
        keepSelectionsVisible()
        if case .toggleThread(let root) = action, state.openThreads.contains(root) { revealRowBelowSelection() }
        return wanted.map { ask($0, on: id) } ?? []
    }

    /// A thread just opened under the selected root at the screen's foot
    /// showed none of its replies: the row under the selection is scrolled
    /// into view, the selection kept on screen.
    private mutating func revealRowBelowSelection() {
        let list = listGeometry
        guard page.selection + 1 < list.count else { return }
        let top = ListViewport.scrollTop(showing: page.selection + 1, from: page.scrollTop, viewportHeight: list.viewportHeight,
                                         height: list.height)
        page.scrollTop = min(top, page.selection)
    }

    /// `r` on a post page: the post and the list shown, asked of Weibo again.
    mutating func refreshPostPage(_ id: Int64) -> [Effect] {
        let list = (home.postPages[id] ?? PostPageState()).shownList
        home.postPages[id]?.asked = []
        guard info.isAccount else { return [.home(.loadPostDetail(id))] }
        notice = tr("正在刷新…", "Refreshing…")
        return [.app(.fetch(.post(id)))] + ask(OpenedPage(list, key: id), on: id)
    }

    /// `page` of a post page's list, asked of Weibo once, where the account
    /// has it: the sample and an Open API account show what is cached.
    /// The comments' first page comes with the post itself.
    private mutating func ask(_ page: OpenedPage, on id: Int64) -> [Effect] {
        guard let kind = info.kind, !home.postPages[id, default: PostPageState()].asked.contains(page) else { return [] }
        if page.list == .postComments, page.page == 1 { return [] }
        // 评论, either order, is every kind's; the other lists the Open API lacks.
        if ![.postComments, .postCommentsNew].contains(page.list), Unavailable.postLists.applies(to: kind) { return [] }
        home.postPages[id, default: PostPageState()].asked.insert(page)
        return [.app(.fetch(.opened(page)))]
    }
}
