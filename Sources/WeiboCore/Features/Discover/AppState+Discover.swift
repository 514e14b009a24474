extension AppState {
    /// Asks the shell for the place index the first time it is needed.
    func loadPlacesIfNeeded() -> [Effect] {
        places == nil ? [.discover(.loadPlaces)] : []
    }

    mutating func reduceDiscover(_ action: DiscoverAction) -> [Effect] {
        switch action {
        case .beginSearch:
            modal = nil
            selectedTab = .discover
            stack.popToRoot()
            if !discover.isSearching {
                discover.browsePosition = page
                discover.isSearching = true
            }
            page.selection = 0
            page.scrollTop = 0
            // A new search starts empty: a query left in the field (a place
            // opened from it, a tab clicked) was typed onto, `changshachengdu`.
            // It is offered instead, first in 最近搜索.
            let last = discover.query.trimmingSpaces
            discover.field = TextField()
            discover.result = nil
            return loadPlacesIfNeeded() + (last.isEmpty ? [] : [.discover(.recordSearch(last))])
        case .endSearch:
            discover.isSearching = false
            discover.field = TextField()
            discover.result = nil
            page = discover.browsePosition
            keepSelectionsVisible()
            return []
        case .searchKey(let key):
            guard discover.field.apply(key) else { return [] }
            refreshSearchResults()
            return []
        case .searchKeyword(let keyword):
            discover.field.setText(keyword)
            refreshSearchResults()
            return []
        case .openPlace(let code):
            stack.push(.place(code: code))
            let keyword = discover.query.trimmingSpaces
            return keyword.isEmpty ? [] : [.discover(.recordSearch(keyword))]
        case .clearSearchHistory:
            discover.history = []
            keepSelectionsVisible()
            return [.discover(.clearSearchHistory)]
        case .placesLoaded(let index):
            placeIndex = Loaded(index)
            refreshSearchResults(resetSelection: false)
            return []
        case .suggestionsLoaded(let history, let hot):
            discover.history = history
            discover.hotSearches = hot
            keepSelectionsVisible()
            return []
        case .hotLoaded(let hot):
            guard hot != discover.hot else { return [] }
            discover.hot = hot
            keepSelectionsVisible()
            return []
        case .weiboSearchLoaded(let query, let results):
            discover.weiboSearches[query] = results
            keepSelectionsVisible()
            return []
        case .openWeiboSearch(let query):
            modal = nil
            stack.push(.weiboSearch(query))
            return appearEffects(of: .weiboSearch(query))
        case .searchWeibo(let text):
            let query = WeiboSearchQuery(text)
            guard !query.text.isEmpty else { return [] }
            modal = nil
            // Coming back finds the field empty, the words on top of the history.
            if searchScope == .weibo {
                searches[.weibo]?.isTyping = false
                searches[.weibo]?.field = TextField(limit: SearchState.queryLimit)
                page.selection = 0
            }
            stack.push(.weiboSearch(query))
            return [.discover(.recordWeiboSearch(query.text))] + appearEffects(of: .weiboSearch(query))
        case .switchWeiboKind(let delta):
            guard case .weiboSearch(var query) = page.route else { return [] }
            let kinds = WeiboSearchKind.allCases
            let index = kinds.firstIndex(of: query.kind) ?? 0
            query.kind = kinds[((index + delta) % kinds.count + kinds.count) % kinds.count]
            stack.pop()
            stack.push(.weiboSearch(query))
            return appearEffects(of: .weiboSearch(query))
        case .weiboHistoryLoaded(let history):
            discover.weiboHistory = history
            keepSelectionsVisible()
            return []
        case .clearWeiboHistory:
            return [.discover(.clearWeiboHistory)]
        case .moreWeiboResults(let query):
            guard let next = discover.weiboSearches[query]?.nextPage else { return [] }
            notice = tr("正在加载第 \(next) 页…", "Loading page \(next)…")
            return [.app(.fetch(.search(query, page: next)))]
        }
    }

    /// The account searches all of Weibo (a web session).
    public var canSearchWeibo: Bool {
        info.isAccount && !Unavailable.searchingWeibo.applies(to: info.accountKind ?? .openAPI)
    }

    /// 发现 came to the front: 热搜榜 read from the store, and fetched when
    /// the account's kind has it and the last fetch (or the last ask) is
    /// `HotList.refreshSeconds` old: never more often, however often 发现
    /// is opened.
    mutating func discoverAppearEffects() -> [Effect] {
        var effects = loadPlacesIfNeeded() + [.discover(.loadHot)]
        let now = clock.now
        if let kind = info.accountKind, info.isAccount, !Unavailable.hotSearch.applies(to: kind), discover.hot.isDue(now: now),
           HotList(fetchedAt: discover.hotAskedAt).isDue(now: now) {
            discover.hotAskedAt = now
            effects.append(.app(.fetch(.list(HotList.listName))))
        }
        return effects
    }

    /// Re-runs the search for the field's text; a new query starts at the top.
    mutating func refreshSearchResults(resetSelection: Bool = true) {
        if let places, discover.mode == .results {
            discover.result = places.search(discover.query, limit: DiscoverState.resultLimit)
        } else {
            discover.result = nil
        }
        guard page.route == .discover, discover.isSearching else { return }
        if resetSelection {
            page.selection = 0
            page.scrollTop = 0
        } else {
            keepSelectionsVisible()
        }
    }
}
