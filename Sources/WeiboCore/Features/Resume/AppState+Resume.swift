extension AppState {
    mutating func reduceResume(_ action: ResumeAction) -> [Effect] {
        switch action {
        case .restore(let point):
            resume.pending = false
            guard resume.enabled else { return [] }
            resume.saved = point
            return restore(point)
        case .saveDue:
            let point = resumePoint
            guard resume.enabled, point != resume.saved else { return [] }
            resume.saved = point
            return [.resume(.save(point))]
        case .jumpToReadMarker:
            return jumpToReadMarker()
        case .loadGap:
            return loadGap()
        }
    }

    /// Puts back `point`'s tab, pages, positions and fields, and asks for
    /// what each page shows. A page that can no longer be shown ends its
    /// stack (its parent is on top), said in one line; a post that is gone
    /// does the same when the store says so (`postGone`).
    mutating func restore(_ point: ResumePoint) -> [Effect] {
        var effects: [Effect] = []
        var lost = false
        // 首页 shows the group it showed, read from the store (Weibo is asked on `r`).
        if let group = point.group {
            groups.chosen = group
            home.postLists[homeList, default: PostList()].loading = true
            effects.append(.home(.loadPosts(homeList, .newest)))
        }
        for tab in Tab.allCases {
            let saved = point.stacks.indices.contains(tab.rawValue) ? point.stacks[tab.rawValue] : []
            var stack = NavigationStack(root: tab.rootRoute)
            for (index, page) in saved.enumerated() {
                if index == 0 {
                    guard page.route == tab.rootRoute else { break }
                } else {
                    guard !page.route.isRoot, page.route.isResumable else { break }
                    guard isStillThere(page.route) else { lost = true; break }
                    stack.push(page.route)
                }
                let (restored, asks) = restoring(page)
                stack.top.selection = restored.selection
                stack.top.scrollTop = restored.scrollTop
                effects += asks
            }
            stacks[tab.rawValue] = stack
        }
        for (scope, text) in point.queries where scope.isTyped {
            var search = SearchState(isTyping: false)
            search.field.setText(text)
            searches[scope] = search
        }
        for scope in Set(stacks.flatMap { $0.pages.compactMap { page -> SearchScope? in
            if case .search(let scope) = page.route { return scope } else { return nil }
        } }).sorted(by: { "\($0)" < "\($1)" }) {
            // A typed page left empty had its field open: it opens so again.
            if searches[scope] == nil { searches[scope] = SearchState(isTyping: scope.isTyped) }
            effects += ask(scope)
        }
        if let query = point.placeQuery {
            discover.isSearching = true
            discover.field.setText(query)
            refreshSearchResults(resetSelection: false)
        }
        selectedTab = point.tab
        if lost { notice = tr("上次的页面已不在，回到了上一层", "The page you were on is gone: back to the one above it") }
        let needsPlaces = point.placeQuery != nil || stacks[Tab.discover.rawValue].depth > 1
        // 首页's top, the first screen's marking held back for the restore, marks now.
        let appear = selectedTab == .home ? markTimelineViewedIfOnScreen(evenWithNothingUnseen: true) : tabAppearEffects()
        return effects + (needsPlaces ? loadPlacesIfNeeded() : []) + appear
    }

    /// Whether a page's content can still be found without the store:
    /// a place by its code, once the catalogue is loaded. Everything else
    /// is read and, when gone, closes itself.
    private func isStillThere(_ route: Route) -> Bool {
        switch route {
        case .place(let code), .placeList(let code):
            return places.map { $0.directory.place(code: code) != nil } ?? true
        default:
            return true
        }
    }

    /// A restored page's position and what it asks the store for: its
    /// appear effects; a post list's post found again where new posts
    /// moved it, or the list read far enough to hold the row it was on.
    private func restoring(_ page: ResumePoint.Page) -> (ResumePoint.Page, [Effect]) {
        guard let source = postList(on: page.route) else {
            if case .search = page.route { return (page, []) }
            return (page, page.route.isRoot ? [] : appearEffects(of: page.route))
        }
        let items = home.postLists[source]?.items ?? []
        // Left at the top, the top it is: what came since shows there, the
        // read marker's divider under it.
        if page.selection == 0 && page.scrollTop == 0 { return (page, []) }
        if let id = page.post, let row = items.firstIndex(where: { $0.id == id }) {
            var moved = page
            moved.selection = row
            moved.scrollTop = max(0, page.scrollTop + row - page.selection)
            return (moved, [])
        }
        guard page.selection >= items.count || source != .timeline else { return (page, []) }
        let count = max(AppState.timelinePageSize, page.selection + AppState.timelinePageSize)
        return (page, [.home(.reloadPosts(source, PostWindow(count: count, through: nil)))])
    }
}
