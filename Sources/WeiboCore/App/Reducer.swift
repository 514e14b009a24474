/// The one place state changes: applies `action` to `state` and returns the
/// side effects the shell must perform. Pure: same input, same output.
/// Each feature reduces its own actions; every switch is exhaustive, so an
/// action is never silently dropped.
public func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
    if !action.isResult { state.notice = nil }
    let effects: [Effect]
    switch action {
    case .app(let action): effects = state.reduceApp(action)
    case .tabBar(let action): effects = state.reduceTabBar(action)
    case .navigation(let action): effects = state.reduceNavigation(action)
    case .home(let action): effects = state.reduceHome(action)
    case .messages(let action): effects = state.reduceMessages(action)
    case .compose(let action): effects = state.reduceCompose(action)
    case .discover(let action): effects = state.reduceDiscover(action)
    case .profile(let action): effects = state.reduceProfile(action)
    case .search(let action): effects = state.reduceSearch(action)
    case .pictures(let action): effects = state.reducePictures(action)
    case .signIn(let action): effects = state.reduceSignIn(action)
    case .resume(let action): effects = state.reduceResume(action)
    case .groups(let action): effects = state.reduceGroups(action)
    }
    return effects + state.prefetchPostsIfNeeded() + state.prefetchConversationsIfNeeded() + state.prefetchSearchIfNeeded()
        + state.leftSignInEffects() + state.previewEffects()
}

extension AppState {
    mutating func reduceApp(_ action: AppAction) -> [Effect] {
        switch action {
        case .resize(let size):
            self.size = size
            keepSelectionsVisible()
            return []
        case .quit:
            quitRequested = true
            // An unsaved editor is kept as a draft, marked open for the next
            // start; if that fails the quit is called off (see `draftSaveFailed`),
            // and only a second quit leaves without it.
            if let draft = (editor ?? editorUnderPrompt)?.draft, !draft.isBlank, !quitDroppingUnsavedDraft { return [.compose(.keepOpenDraft(draft)), .app(.quit)] }
            return [.app(.quit)]
        case .redraw:
            return [.app(.redrawScreen)]
        case .showHelp:
            helpVisible = true
            helpScroll = 0
            return []
        case .scrollHelp(let lines):
            helpScroll = min(max(0, helpScroll + lines), HelpLayout(self).maxScroll)
            return []
        case .pageHelp(let pages):
            return reduceApp(.scrollHelp(pages * max(1, HelpLayout(self).visibleRows)))
        case .hideHelp:
            helpVisible = false
            return []
        case .notify(let message):
            notice = message
            return []
        case .unboundKey:
            guard !unboundKeyHinted else { return [] }
            unboundKeyHinted = true
            notice = keymap.unboundKeyHint
            return []
        case .storeChanged:
            return reloadEffects()
        case .clockTicked(let now):
            clock = now
            return []
        case .idle:
            // The place catalogue is inflated at its first use (about 10 ms,
            // once: scripts/embed-resources deflates it): done while nobody
            // types, 发现 and the place picker find it ready.
            return loadPlacesIfNeeded()
        case .graphicsDetected(let answer):
            // Only `set pictures auto` asks; an answer under another setting is not used.
            pictures.graphics = pictures.mode.queriesTerminal ? answer : .none
            return []
        case .cellPixelSizeDetected(let size):
            pictures.cellPixelSize = size.width > 0 && size.height > 0 ? size : nil
            return []
        }
    }

    /// Everything loaded is read again: the counts, the user, every post
    /// list's window, the drafts, the message centre, open chats and posts.
    /// What the store holds is what every view shows on the next frame.
    func reloadEffects() -> [Effect] {
        var effects: [Effect] = [.tabBar(.loadCounts), .profile(.loadLocalUser)]
        if case .groups? = modal { effects.append(.groups(.load)) }
        for source in PostListSource.pages + (homeList == .timeline ? [] : [homeList]) {
            // An empty list too: the first posts of a new account arrive this way.
            guard let list = home.postLists[source] else { continue }
            effects.append(.home(.reloadPosts(source, list.window(of: source))))
        }
        if profile.drafts != nil { effects.append(.profile(.loadDrafts)) }
        if profile.outbox != nil { effects.append(.profile(.loadOutbox)) }
        // The `@` list holds people's names: a rename must reach it too.
        if !compose.knownUsers.isEmpty { effects.append(.compose(.loadMentionCandidates)) }
        // Loaded once, even empty: an account's first conversations arrive this way.
        if !messages.conversations.items.isEmpty || messages.conversations.exhausted {
            effects.append(.messages(.loadConversations(before: nil, limit: max(messages.conversations.items.count, conversationPageSize))))
        }
        // Pages no longer on any stack are read afresh when opened again.
        for kind in ActivityKind.allCases where messages.activities[kind] != nil && isOnAStack(.activity(kind)) {
            effects.append(.messages(.loadActivity(kind)))
        }
        for id in messages.chats.keys.sorted() where isOnAStack(.chat(id: id)) || id == messages.previewChatID {
            effects.append(.messages(.loadChat(id, before: nil)))
        }
        // And the post a wide terminal shows beside its list (`previewID`).
        for id in Set(home.postDetails.keys).union(home.previewID.map { [$0] } ?? []).sorted()
        where isOnAStack(.post(id: id)) || id == home.previewID {
            effects.append(.home(.loadPostDetail(id)))
        }
        // 热搜榜, once 发现 has read it: a fetch lands this way.
        if discover.hotAskedAt != nil || !discover.hot.words.isEmpty { effects.append(.discover(.loadHot)) }
        for query in discover.weiboSearches.keys.sorted(by: { $0.text < $1.text }) where isOnAStack(.weiboSearch(query)) {
            effects.append(.discover(.loadWeiboSearch(query)))
        }
        return effects + searchReloadEffects()
    }

    /// Whether some tab's stack holds `route`.
    func isOnAStack(_ route: Route) -> Bool {
        stacks.contains { $0.pages.contains { $0.route == route } }
    }
}
