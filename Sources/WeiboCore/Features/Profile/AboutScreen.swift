/// 关于: version, where the data lives, and the keymap.
struct AboutScreen: Screen {
    func title(in state: AppState) -> String { "关于" }

    func header(in state: AppState, width: Int) -> [Line] {
        [
            Line([Span(" weibo-tui ", Style.accent.with(.bold)), Span(state.info.version, .muted)]),
            Line(" 终端里的微博 · a Weibo-style terminal client", .muted),
            Line([Span(" 数据目录 ", .muted), Span(Sanitizer.sanitize(state.info.dataDirectory))]),
            Line([Span(" s ", .accent), Span("模拟几条新消息、评论和赞（试试角标）", .muted)]),
            Line.blank,
            Line(" 快捷键", .bold),
        ]
    }

    func rowCount(in state: AppState) -> Int { lines(state).count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] { [lines(state)[row]] }

    /// Every context's keys, from the keymap in force.
    private func lines(_ state: AppState) -> [Line] {
        let sections = state.keymap.helpSections()
        return Keymap.helpLines(sections, keyWidth: Keymap.keyWidth(sections))
    }
}
