/// The one place state changes: applies `action` to `state` and returns the
/// side effects the shell must perform. Pure: same input, same output.
public func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
    switch action {
    case .resize, .draftSaved, .postsLoaded, .draftsLoaded, .autosaveDue, .postUpdated, .placesLoaded, .searchSuggestionsLoaded,
         .published, .notify, .postDetailLoaded, .profileSaved, .countsLoaded, .conversationsLoaded,
         .activityLoaded, .chatLoaded, .messageSent, .mentionCandidatesLoaded:
        break
    default:
        state.notice = nil
    }
    return reduceAction(&state, action) + state.prefetchPostsIfNeeded() + state.prefetchConversationsIfNeeded()
}

private func reduceAction(_ state: inout AppState, _ action: Action) -> [Effect] {
    switch action {
    case .resize(let size):
        state.size = size
        state.keepSelectionsVisible()
        return []
    case .quit:
        state.quitRequested = true
        return [.quit]
    case .redraw:
        return [.redrawScreen]
    case .showHelp:
        state.helpVisible = true
        return []
    case .hideHelp:
        state.helpVisible = false
        return []
    case .closeModal:
        state.modal = nil
        return []
    case .openCompose:
        state.modal = .compose(ComposeMenuState())
        return []
    case .composeMove(let dx, let dy):
        state.moveComposeSelection(dx: dx, dy: dy)
        return []
    case .composeChoose(let index):
        return state.chooseComposeItem(index)
    case .selectTab(let tab):
        state.modal = nil
        if tab == state.selectedTab {
            // Tapping the current tab again pops it to its root and scrolls to top;
            // on 首页 it also refreshes, as the app does.
            state.stack.popToRoot()
            state.page.selection = 0
            state.page.scrollTop = 0
            if tab == .home { return reduce(&state, .refresh) }
        } else {
            state.selectedTab = tab
            state.keepSelectionsVisible()
        }
        return state.tabAppearEffects()
    case .cycleTab(let step):
        let count = Tab.allCases.count
        let next = ((state.selectedTab.rawValue + step) % count + count) % count
        state.selectedTab = Tab(rawValue: next)!
        state.keepSelectionsVisible()
        return state.tabAppearEffects()
    case .move(let delta):
        state.moveSelection(to: state.page.selection + delta)
        return []
    case .page(let direction):
        let list = state.listGeometry
        let target = ListViewport.pageTarget(from: state.page.selection, direction: direction, count: list.count,
                                             viewportHeight: list.viewportHeight, height: list.height)
        state.moveSelection(to: target)
        return []
    case .top:
        state.moveSelection(to: 0)
        return []
    case .bottom:
        state.moveSelection(to: state.listGeometry.count - 1)
        return []
    case .scroll(let delta):
        state.scrollList(by: delta)
        return []
    case .activate:
        return state.open(row: state.page.selection)
    case .activateRow(let row):
        state.moveSelection(to: row)
        return state.open(row: row)
    case .back:
        state.stack.pop()
        state.keepSelectionsVisible()
        return []
    case .popToRoot:
        state.stack.popToRoot()
        state.keepSelectionsVisible()
        return []
    case .toggleColors:
        state.colorsEnabled.toggle()
        return [.saveSetting(key: SettingKey.colors, value: state.colorsEnabled ? "on" : "off")]
    case .beginSearch, .endSearch, .searchKey, .searchKeyword, .openPlace, .clearSearchHistory,
         .placesLoaded, .searchSuggestionsLoaded:
        return state.reduceSearch(action)
    case .modalKey, .openDraft, .comment, .repost, .autosaveDue, .draftSaved, .published, .publishFailed, .mediaChecked:
        return state.reduceEditor(action)
    case .refresh, .postsLoaded, .toggleLike, .postUpdated, .postDetailLoaded:
        return state.reduceTimeline(action)
    case .draftsLoaded, .deleteSelectedDraft, .editProfile, .profileSaved, .profileRefused, .countsLoaded:
        return state.reduceProfile(action)
    case .conversationsLoaded, .activityLoaded, .chatLoaded, .chatKey, .messageSent, .messageRefused, .simulate:
        return state.reduceMessages(action)
    case .mentionCandidatesLoaded(let users, let table):
        state.knownUsers = users
        state.pinyin = table
        return []
    case .notify(let message):
        state.notice = message
        return []
    }
}

/// Keys of the settings the app persists.
public enum SettingKey {
    public static let colors = "colors"
}
