/// 设置: preferences the store keeps.
struct SettingsScreen: Screen {
    func title(in state: AppState) -> String { "设置" }

    func rowCount(in state: AppState) -> Int { 1 }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let value = state.colorsEnabled ? "开 ●" : "关 ○"
        return [DisclosureRow.line("彩色显示 Colour", detail: value, width: width),
                Line("   回车切换；NO_COLOR 环境变量时始终为单色", .muted)]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? { .perform(.profile(.toggleColors)) }
}
