/// 草稿箱: unpublished posts, comments and reposts, newest first. Enter
/// continues editing; `d` deletes after asking.
struct DraftsScreen: Screen {
    func title(in state: AppState) -> String { tr("草稿箱", "Drafts") }

    func header(in state: AppState, width: Int) -> [Line] {
        [Line(" " + Keymap.hints([state.keymap.hint(.open, in: .global, tr("继续编辑", "continue editing")),
                                state.keymap.hint(.deleteDraft, in: .drafts, tr("删除", "delete"))]), .muted), Line(TextLayout.rule(width: width), .muted)]
    }

    func rowCount(in state: AppState) -> Int { drafts(state).count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let draft = drafts(state)[row]
        let kind = ComposeDraft(draft).mode.title
        let time = RelativeTime.format(draft.updatedAt, clock: state.clock)
        let text = draft.text.isEmpty ? (draft.title ?? tr("（空）", "(empty)")) : draft.text
        let preview = TextLayout.truncate(Sanitizer.sanitize(text), toWidth: max(0, width - 2))
        return [Line([Span(" " + kind, .accent), Span("  " + time, .muted)]), Line(" " + preview), Line.blank]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        .perform(.compose(.openDraft(ComposeDraft(drafts(state)[row]))))
    }

    func emptyMessage(in state: AppState) -> String? { state.profile.drafts == nil ? tr("正在加载…", "Loading…") : tr("草稿箱是空的", "No drafts") }

    private func drafts(_ state: AppState) -> [Draft] { state.profile.drafts ?? [] }
}
