extension AppState {
    /// The search page on top of the current tab, if that is one.
    var searchScope: SearchScope? {
        if case .search(let scope) = page.route { return scope }
        return nil
    }

    /// A search field has the keyboard: letters type.
    public var isTypingInFind: Bool {
        modal == nil && searchScope.map { searches[$0]?.isTyping == true } == true
    }

    mutating func reduceSearch(_ action: SearchAction) -> [Effect] {
        switch action {
        case .begin(let scope):
            modal = nil
            // A search of this scope already open on the tab is taken up again.
            if stack.pages.contains(where: { $0.route == .search(scope) }), searches[scope] != nil {
                while page.route != .search(scope) { stack.pop() }
                searches[scope]?.isTyping = true
                keepSelectionsVisible()
                return []
            }
            searches[scope] = SearchState(isTyping: true)
            stack.push(.search(scope))
            return []
        case .key(let key):
            guard let scope = searchScope, var search = searches[scope], search.field.apply(key) else { return [] }
            search.limit = SearchState.pageSize
            searches[scope] = search
            page.selection = 0
            page.scrollTop = 0
            return ask(scope)
        case .submit:
            guard let scope = searchScope else { return [] }
            searches[scope]?.isTyping = false
            keepSelectionsVisible()
            return []
        case .close:
            guard searchScope != nil else { return [] }
            stack.pop()
            keepSelectionsVisible()
            return []
        case .step(let delta):
            return step(delta)
        case .nextEntity:
            guard case .post(let id) = page.route, let post = home.postDetails[id]?.post else { return [] }
            let entities = RichText.entities(in: post.text)
            guard !entities.isEmpty else {
                notice = tr("这条微博没有话题或 @", "This post has no topic or @")
                return []
            }
            // Past the last one, none is picked: Enter and the keys are the page's again.
            let next = (page.entityFocus ?? -1) + 1
            page.entityFocus = next < entities.count ? next : nil
            return []
        case .openPage(let scope):
            searches[scope] = SearchState(isTyping: false)
            stack.push(.search(scope))
            return ask(scope)
        case .messagePerson:
            guard let person = personOnPage else { return [] }
            if let kind = info.kind, Unavailable.directMessages.applies(to: kind) {
                notice = Unavailable.directMessages.message(for: kind)
                return []
            }
            // An account's conversation is the person's, whether or not one
            // was ever written; the sample's are the ones it holds.
            let id: String
            if info.isAccount {
                id = "dm_" + person.id
            } else if let conversation = messages.conversations.items.first(where: { $0.userID == person.id }) {
                id = conversation.id
            } else {
                notice = tr("示例数据里没有和 @\(Sanitizer.sanitize(person.name)) 的私信", "The sample has no messages with @\(Sanitizer.sanitize(person.name))")
                return []
            }
            stack.push(.chat(id: id))
            return appearEffects(of: .chat(id: id))
        case .resultsLoaded(let scope, let query, let results):
            guard var search = searches[scope], scope.query(search) == query else { return [] }
            search.results = results
            search.answered = query
            search.loading = false
            searches[scope] = search
            if searchScope == scope { keepSelectionsVisible() }
            return []
        }
    }

    /// The person whose page is on top, once the store has found them.
    var personOnPage: User? {
        guard modal == nil, case .user? = searchScope, let scope = searchScope else { return nil }
        return searches[scope]?.results?.user
    }

    /// The picked `#话题#` or `@name` of the post page on top, if any.
    var focusedEntity: PostEntity? {
        guard case .post(let id) = page.route, let focus = page.entityFocus, let post = home.postDetails[id]?.post else { return nil }
        let entities = RichText.entities(in: post.text)
        return entities.indices.contains(focus) ? entities[focus] : nil
    }

    /// Asks the store the page's question; an empty field asks nothing.
    mutating func ask(_ scope: SearchScope) -> [Effect] {
        guard var search = searches[scope] else { return [] }
        let query = scope.query(search)
        if query.isEmpty && scope.isTyped {
            search.results = nil
            search.answered = nil
            search.loading = false
            searches[scope] = search
            return []
        }
        search.loading = true
        searches[scope] = search
        return [.search(.find(scope, query, limit: search.limit))]
    }

    /// `n` / `N` on a results page moves to the next or previous result,
    /// round the end; on a post page opened from results, the page turns
    /// to that result's post.
    private mutating func step(_ delta: Int) -> [Effect] {
        if let scope = searchScope {
            let count = searches[scope]?.results?.count ?? 0
            guard count > 0 else { return [] }
            let next = page.selection + delta
            if next >= count { notice = tr("已到最后一条，回到第一条", "Past the last result: back to the first") }
            if next < 0 { notice = tr("已到第一条，回到最后一条", "Before the first result: on to the last") }
            moveSelection(to: (next % count + count) % count)
            return []
        }
        let pages = stack.pages
        guard case .post = page.route, pages.count >= 2, case .search(let scope) = pages[pages.count - 2].route,
              let posts = searches[scope]?.results?.posts, !posts.isEmpty else { return [] }
        let next = pages[pages.count - 2].selection + delta
        guard posts.indices.contains(next) else {
            notice = next < 0 ? tr("已是第一条结果", "This is the first result") : tr("已是最后一条结果", "This is the last result")
            return []
        }
        stack.pop()
        moveSelection(to: next)
        stack.push(.post(id: posts[next].id))
        return appearEffects(of: .post(id: posts[next].id))
    }

    /// Near the end of what a results page holds, the next page is asked for.
    mutating func prefetchSearchIfNeeded() -> [Effect] {
        guard modal == nil, let scope = searchScope, let search = searches[scope], !search.loading, search.mayHaveMore,
              page.selection >= (search.results?.count ?? 0) - 10 else { return [] }
        searches[scope]?.limit += SearchState.pageSize
        return ask(scope)
    }

    /// Every search page still on a stack asks its question again.
    func searchReloadEffects() -> [Effect] {
        var scopes: [SearchScope] = []
        for stack in stacks {
            for page in stack.pages {
                if case .search(let scope) = page.route, !scopes.contains(scope) { scopes.append(scope) }
            }
        }
        return scopes.compactMap { scope in
            guard let search = searches[scope], let query = search.answered else { return nil }
            return .search(.find(scope, query, limit: search.limit))
        }
    }
}
