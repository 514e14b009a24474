/// 关于: version, where the data lives, and the keymap.
struct AboutScreen: Screen {
    func title(in state: AppState) -> String { tr("关于", "About") }

    func header(in state: AppState, width: Int) -> [Line] {
        let simulate = state.keymap.key(for: .simulate, in: .about).map {
            Line([Span(" \($0.hintName) ", .accent),
                  Span(tr("模拟几条新消息、评论和赞（试试角标）", "simulate a few new messages, comments and likes (try the badges)"), .muted)])
        }
        return [
            Line([Span(" weibo-tui ", Style.accent.with(.bold)), Span(state.info.version, .muted)]),
            Line(tr(" 终端里的微博 · a Weibo-style terminal client", " A Weibo-style terminal client"), .muted),
            Line([Span(tr(" 数据目录 ", " Data folder "), .muted), Span(Sanitizer.sanitize(state.info.dataDirectory))]),
        ] + (simulate.map { [$0] } ?? []) + [
            Line.blank,
            Line(tr(" 快捷键", " Keys"), .bold),
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
