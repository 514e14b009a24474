/// The title menu, drawn as the post action menu is (its keys are that
/// menu's), the group shown marked with ✓.
enum GroupMenuView {
    static func draw(_ menu: GroupMenu, state: AppState, into canvas: inout Canvas) {
        PostActionsView.drawList(title: tr("切换分组", "Switch group"), labels: labels(menu, state: state), selection: menu.selection,
                                 note: note(menu), keys: state.keymap, into: &canvas)
    }

    /// The row a click lands on, where `draw` put it.
    static func row(at point: Point, menu: GroupMenu, state: AppState) -> Int? {
        PostActionsView.row(at: point, labels: labels(menu, state: state), selection: menu.selection, note: note(menu),
                            keys: state.keymap, in: state.size)
    }

    private static func labels(_ menu: GroupMenu, state: AppState) -> [String] {
        let shown = state.groups.chosen
        return menu.labels.enumerated().map { row, label in
            ((row == 0 ? shown == nil : menu.group(at: row) == shown) ? "✓ " : "  ") + label
        }
    }

    private static func note(_ menu: GroupMenu) -> String? {
        menu.groups == nil ? tr("正在读取分组…", "Reading groups…") : nil
    }
}
