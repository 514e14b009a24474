/// 我 › 待发送: what an account wrote that Weibo does not have yet, oldest
/// first, with where each stands. Enter sends it now; `d` takes it out.
struct OutboxScreen: Screen {
    func title(in state: AppState) -> String { tr("待发送", "Outbox") }

    func header(in state: AppState, width: Int) -> [Line] {
        [Line(" " + Keymap.hints([state.keymap.hint(.open, in: .global, tr("立即发送", "send now")),
                                state.keymap.hint(.deleteDraft, in: .drafts, tr("取消发送", "cancel"))]), .muted), Line(TextLayout.rule(width: width), .muted)]
    }

    func rowCount(in state: AppState) -> Int { items(state).count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let item = items(state)[row]
        let time = RelativeTime.format(item.createdAt, clock: state.clock)
        let stateText = item.stateText(error: Sanitizer.sanitize(item.lastErrorText ?? ""), clock: state.clock)
        let text = item.text.isEmpty ? tr("（空）", "(empty)") : item.text
        let arrived = item.mayHaveArrivedText.map { [Line(" " + TextLayout.truncate($0, toWidth: max(0, width - 2)), .muted)] } ?? []
        return [Line([Span(" " + item.kindLabel, .accent), Span("  " + time, .muted)]),
                Line(" " + TextLayout.truncate(Sanitizer.sanitize(text), toWidth: max(0, width - 2))),
                Line(" " + TextLayout.truncate(stateText, toWidth: max(0, width - 2)), item.failed ? .badge : .muted)]
            + arrived + [Line.blank]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        .perform(.profile(.retryOutboxItem(items(state)[row].id)))
    }

    func emptyMessage(in state: AppState) -> String? {
        state.profile.outbox == nil ? tr("正在加载…", "Loading…") : tr("没有待发送的内容：写的都已发到微博", "Nothing waiting: everything you wrote is on Weibo")
    }

    private func items(_ state: AppState) -> [OutboxItem] { state.profile.outbox ?? [] }
}
