import WeiboCore
import WeiboStore
import WeiboTerminal

/// Performs the effects `reduce` asks for, against the store and the
/// terminal, and feeds their results back as actions.
@MainActor
struct EffectRunner {
    let store: Store
    let session: TerminalSession

    /// Fills the first state from the store.
    func load(into state: inout AppState) {
        state.localUser = try? store.localUser()
        state.timeline = (try? store.recentPosts(limit: 20)) ?? []
        if let notice = store.takeNotices().first { state.notice = notice }
    }

    /// Reduces `action` and performs whatever it asks for, results included.
    func dispatch(_ action: Action, state: inout AppState) {
        perform(reduce(&state, action), state: &state)
    }

    func perform(_ effects: [Effect], state: inout AppState) {
        for effect in effects {
            switch effect {
            case .quit:
                break
            case .loadPlaces:
                let places = PlaceCatalogLoader.shared
                dispatch(.placesLoaded(places), state: &state)
                reloadSearchSuggestions(into: &state)
            case .recordSearch(let keyword):
                attempt(&state, "无法保存搜索历史") { try store.recordSearch(keyword) }
                reloadSearchSuggestions(into: &state)
            case .clearSearchHistory:
                attempt(&state, "无法清除搜索历史") { try store.clearSearchHistory() }
                reloadSearchSuggestions(into: &state)
            case .saveSetting(let key, let value):
                attempt(&state, "无法保存设置") { try store.setSetting(key, value) }
                if key == SettingKey.colors { session.setColorsEnabled(value != "off") }
            }
        }
    }

    private func reloadSearchSuggestions(into state: inout AppState) {
        let history = (try? store.searchHistory()) ?? []
        dispatch(.searchSuggestionsLoaded(history: history, hot: store.hotSearches()), state: &state)
        if let notice = store.takeNotices().first { state.notice = notice }
    }

    /// Runs a store write; a failure becomes a notice instead of a crash.
    private func attempt(_ state: inout AppState, _ what: String, _ body: () throws -> Void) {
        do { try body() } catch { state.notice = "\(what)：\(error)" }
    }
}
