/// 设置: preferences the store keeps.
struct SettingsScreen: Screen {
    func title(in state: AppState) -> String { tr("设置", "Settings") }

    func rowCount(in state: AppState) -> Int { 1 }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let value = state.colorsEnabled ? tr("开 ●", "On ●") : tr("关 ○", "Off ○")
        return [DisclosureRow.line(tr("彩色显示 Colour", "Colour"), detail: value, width: width),
                Line(tr("   \(toggle(state))切换；NO_COLOR 环境变量时始终为单色", "   \(toggle(state))toggles; NO_COLOR keeps it off"), .muted)]
    }

    /// The key that opens a row (Enter unless rebound), with its space.
    private func toggle(_ state: AppState) -> String {
        state.keymap.key(for: .open, in: .global).map { $0.hintName + " " } ?? ""
    }

    func target(of row: Int, in state: AppState) -> RowTarget? { .perform(.profile(.toggleColors)) }
}
