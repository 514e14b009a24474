/// The title menu, drawn as the post action menu is (its keys are that
/// menu's), the group shown marked with ✓.
enum GroupMenuView {
    static func draw(_ menu: GroupMenu, state: AppState, into canvas: inout Canvas) {
        let shown = state.groups.chosen
        let labels = menu.labels.enumerated().map { row, label in
            ((row == 0 ? shown == nil : menu.group(at: row) == shown) ? "✓ " : "  ") + label
        }
        PostActionsView.drawList(title: tr("切换分组", "Switch group"), labels: labels, selection: menu.selection,
                                 note: menu.groups == nil ? tr("正在读取分组…", "Reading groups…") : nil, keys: state.keymap, into: &canvas)
    }
}
