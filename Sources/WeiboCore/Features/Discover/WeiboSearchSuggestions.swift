/// 发现's search of all Weibo while its field is empty: the searches typed
/// before (newest first, from the store), then 热搜榜's words; Enter on one
/// searches it. Once the field holds words, Enter searches them.
enum WeiboSearchSuggestions {
    /// The past searches and the hot words not among them, while the field is empty.
    static func words(in state: AppState) -> (history: [String], hot: [String]) {
        guard state.searches[.weibo]?.field.text.trimmingSpaces.isEmpty ?? true else { return ([], []) }
        let history = state.discover.weiboHistory
        let hot = state.discover.hot.words.map(\.word).filter { !history.contains($0) }
        return (history, hot)
    }

    static func count(in state: AppState) -> Int {
        let words = words(in: state)
        return words.history.count + words.hot.count
    }

    /// The words row `row` searches.
    static func word(_ row: Int, in state: AppState) -> String? {
        let words = words(in: state)
        if words.history.indices.contains(row) { return words.history[row] }
        let hot = row - words.history.count
        return words.hot.indices.contains(hot) ? words.hot[hot] : nil
    }

    /// ` 最近  words` or ` 热搜  words`.
    static func line(_ row: Int, in state: AppState, width: Int) -> Line {
        guard let word = word(row, in: state) else { return .blank }
        let recent = row < words(in: state).history.count
        let tag = recent ? tr(" 最近 ", " Recent ") : tr(" 热搜 ", " Hot    ")
        return Line([Span(tag, recent ? .muted : .accent),
                     Span(TextLayout.truncate(Sanitizer.sanitize(word), toWidth: max(0, width - tag.terminalWidth)))])
    }

    /// The line under the field: what Enter does, and how to leave.
    static func status(_ search: SearchState, keys: Keymap, history: Bool) -> String {
        let empty = search.field.text.trimmingSpaces.isEmpty
        guard search.isTyping else {
            return Keymap.hints([keys.hint(.search, in: .global, tr("输入", "type")), keys.hint(.open, in: .global, tr("搜索这一项", "search this"))])
        }
        return Keymap.hints([empty ? tr("输入关键词，或选下面一项", "Type words, or pick one below") : keys.hint(.open, in: .search, tr("搜索全微博", "search Weibo")),
                             keys.hint(.leaveSearch, in: .search, tr("退出", "leave")),
                             empty && history ? keys.hint(.clearHistory, in: .search, tr("清除历史", "clear history")) : nil])
    }
}
