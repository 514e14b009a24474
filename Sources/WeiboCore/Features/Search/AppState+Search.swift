extension AppState {
    /// The search page on top of the current tab, if that is one.
    var searchScope: SearchScope? {
        if case .search(let scope) = page.route { return scope }
        return nil
    }

    /// `n` / `N` have results to step through: on a search page, or on a
    /// post opened from one (elsewhere they do nothing, and `?` says nothing of them).
    var canStepResults: Bool {
        if searchScope != nil { return true }
        let pages = stack.pages
        guard case .post = page.route, pages.count >= 2, case .search = pages[pages.count - 2].route else { return false }
        return true
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
            return scope == .weibo ? [.discover(.loadWeiboHistory)] : []
        case .key(let key):
            guard let scope = searchScope, var search = searches[scope], search.field.apply(key) else { return [] }
            search.limit = SearchState.pageSize
            searches[scope] = search
            page.selection = 0
            page.scrollTop = 0
            return ask(scope)
        case .submit:
            guard let scope = searchScope else { return [] }
            // 发现's search of all Weibo asks Weibo on Enter, and remembers the words.
            if scope == .weibo {
                let text = searches[scope]?.field.text.trimmingSpaces ?? ""
                guard !text.isEmpty else {
                    searches[scope]?.isTyping = false
                    return []
                }
                return reduceDiscover(.searchWeibo(text))
            }
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
            guard let post = entityPost else { return [] }
            let entities = post.entities
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
            var effects: [Effect] = []
            // The page is looked at: Weibo is asked for this person now.
            if case .user = scope, !search.personFetched, let person = results.user, let uid = fetchablePerson(person) {
                search.personFetched = true
                effects.append(.app(.fetch(.person(uid))))
            }
            // A 关注 or 粉丝 list asks for its first page as it opens.
            if case .people = scope, !search.personFetched, canFetchPeople, let list = Self.weiboList(scope, results) {
                search.personFetched = true
                effects.append(.app(.fetch(.opened(OpenedPage(list.list, key: list.key)))))
            }
            searches[scope] = search
            if searchScope == scope { keepSelectionsVisible() }
            return effects
        case .toggleFollow:
            guard let person = personOnPage, !person.isLocal else { return [] }
            guard info.isAccount else {
                notice = tr("示例数据不能关注别人；请先登录网页会话", "The sample follows no one; log in to a web session first")
                return []
            }
            if let kind = info.kind, Unavailable.following.applies(to: kind) {
                notice = Unavailable.following.message(for: kind)
                return []
            }
            guard let uid = Int64(person.id), uid > 0 else { return [] }
            if person.following == true {
                modal = .search(.confirmUnfollow(uid: uid, name: person.name))
                return []
            }
            return [.search(.queueFollow(uid: uid, follow: true)), .app(.fetch(.newest))]
        case .openPeople(let fans):
            // A person's page, or 我 (the user's own lists).
            guard let person = personOnPage ?? (modal == nil && page.route == .profile ? localUser : nil) else { return [] }
            // The sample's lists are its own, in the store; an account's are Weibo's, by uid.
            if info.isAccount {
                guard let uid = Int64(person.id), uid > 0 else { return [] }
                if let kind = info.kind, Unavailable.people.applies(to: kind) {
                    notice = Unavailable.people.message(for: kind)
                    return []
                }
            }
            return reduceSearch(.openPage(.people(uid: person.id, name: person.name, fans: fans)))
        case .morePeople:
            guard case .people? = searchScope, let scope = searchScope, let results = searches[scope]?.results,
                  let list = Self.weiboList(scope, results), let progress = results.progress, progress.more else { return [] }
            let next = progress.next(of: list)
            notice = tr("正在加载第 \(next.page) 页…", "Loading page \(next.page)…")
            return [.app(.fetch(.opened(next)))]
        case .confirmUnfollowCommand(let command):
            guard case .search(.confirmUnfollow(let uid, _))? = modal, let yes = ConfirmAnswer.answer(command) else { return [] }
            modal = nil
            return yes ? [.search(.queueFollow(uid: uid, follow: false)), .app(.fetch(.newest))] : []
        }
    }

    /// The list from Weibo a page of `scope` shows, by the person's uid:
    /// a person's posts (under their card), their 关注 or 粉丝.
    private static func weiboList(_ scope: SearchScope, _ results: SearchResults) -> OpenedListID? {
        switch scope {
        case .people(let id, _, let fans): Int64(id).map { OpenedListID(list: fans ? .followers : .following, key: $0) }
        case .user: results.user.flatMap { Int64($0.id) }.map { OpenedListID(list: .userPosts, key: $0) }
        case .posts, .messages, .topic, .weibo: nil
        }
    }

    /// Whether the account's kind has other people's lists (a web session).
    private var canFetchPeople: Bool {
        guard info.isAccount, let kind = info.kind else { return false }
        return !Unavailable.people.applies(to: kind)
    }

    /// The uid to fetch a person's page by: someone else, on an account
    /// whose kind has other people's pages (a web session).
    private func fetchablePerson(_ person: User) -> Int64? {
        guard info.isAccount, !person.isLocal, let kind = info.kind, !Unavailable.people.applies(to: kind),
              let uid = Int64(person.id), uid > 0 else { return nil }
        return uid
    }

    /// The person whose page is on top, once the store has found them.
    var personOnPage: User? {
        guard modal == nil, case .user? = searchScope, let scope = searchScope else { return nil }
        return searches[scope]?.results?.user
    }

    /// The picked `#话题#` or `@name` of the post page on top, if any.
    var focusedEntity: PostEntity? {
        guard let focus = page.entityFocus, let entities = entityPost?.entities else { return nil }
        return entities.indices.contains(focus) ? entities[focus] : nil
    }

    /// The post whose topics and names `t` picks: a post page's, or the
    /// selected result of a search page.
    var entityPost: Post? {
        switch page.route {
        case .post(let id): return home.postDetails[id]?.post
        case .search: return selectedPost
        default: return nil
        }
    }

    /// Asks the store the page's question; an empty field asks nothing.
    /// The search of all Weibo asks nothing as the user types.
    mutating func ask(_ scope: SearchScope) -> [Effect] {
        guard scope != .weibo, var search = searches[scope] else { return [] }
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

    /// Near the end of what a results page holds, the next page is asked
    /// for; on a person's page past the posts the store holds, the next
    /// page of their posts Weibo has (`OpenedList.userPosts`), each once.
    mutating func prefetchSearchIfNeeded() -> [Effect] {
        if modal == nil, case .user? = searchScope, let scope = searchScope, var search = searches[scope], !search.loading, !search.mayHaveMore,
           search.personFetched, let results = search.results, page.selection > 0, page.selection >= results.posts.count - 3,
           let person = results.user, fetchablePerson(person) != nil, let list = Self.weiboList(scope, results),
           let progress = results.progress, progress.more, search.askedPages.insert(progress.next(of: list)).inserted {
            searches[scope] = search
            return [.app(.fetch(.opened(progress.next(of: list))))]
        }
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
