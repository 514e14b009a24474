extension AppState {
    /// Columns of the compose popup's item grid.
    public static let composeColumns = 3

    mutating func moveComposeSelection(dx: Int, dy: Int) {
        guard case .compose(var menu) = modal else { return }
        let count = ComposeItem.pages[menu.page].count
        let columns = AppState.composeColumns
        var row = menu.selection / columns, column = menu.selection % columns
        column = min(max(0, column + dx), columns - 1)
        row = min(max(0, row + dy), (count - 1) / columns)
        menu.selection = min(row * columns + column, count - 1)
        menu.message = nil
        modal = .compose(menu)
    }

    /// 更多 and 返回 turn the popup's page; an item a later version fills
    /// says so plainly and changes nothing else.
    mutating func chooseComposeItem(_ index: Int?) -> [Effect] {
        guard case .compose(var menu) = modal else { return [] }
        let items = ComposeItem.pages[menu.page]
        let chosen = index ?? menu.selection
        guard chosen >= 0, chosen < items.count else { return [] }
        let item = items[chosen]
        switch item {
        case .more:
            menu = ComposeMenuState(page: 1, selection: 0)
        case .backToFirst:
            menu = ComposeMenuState(page: 0, selection: ComposeItem.pages[0].firstIndex(of: .more) ?? 0)
        default:
            menu.selection = chosen
            menu.message = "「\(item.rawValue)」暂未开放，将在后续版本提供"
        }
        modal = .compose(menu)
        return []
    }
}
