/// Where the compose popup and its item cells go for a given screen size;
/// shared by drawing and mouse hit-testing so they always agree.
struct ComposePopupLayout {
    static let cellHeight = 2
    let box: Rect
    let cellWidth: Int
    let gridOrigin: Point

    init(screen: Size, itemCount: Int) {
        let columns = AppState.composeColumns
        let rows = (itemCount + columns - 1) / columns
        let width = min(screen.width, 46)
        let height = min(screen.height, 4 + rows * (ComposePopupLayout.cellHeight + 1) + 1)
        box = Rect(size: screen).centered(Size(width: width, height: height))
        cellWidth = max(1, (box.width - 2) / columns)
        gridOrigin = Point(x: box.x + 1 + (box.width - 2 - cellWidth * columns) / 2, y: box.y + 2)
    }

    func cell(_ index: Int) -> Rect {
        let columns = AppState.composeColumns
        return Rect(x: gridOrigin.x + (index % columns) * cellWidth,
                    y: gridOrigin.y + (index / columns) * (ComposePopupLayout.cellHeight + 1),
                    width: cellWidth, height: ComposePopupLayout.cellHeight)
    }
}

/// The compose popup: a box over the current tab with the post types as a
/// grid (page one, or page two after 更多), a message line and a hint.
enum ComposePopupView {
    static func draw(_ menu: ComposeMenuState, state: AppState, into canvas: inout Canvas) {
        let items = ComposeItem.pages[menu.page]
        let layout = ComposePopupLayout(screen: state.size, itemCount: items.count)
        let box = layout.box
        BoxView.draw(into: &canvas, rect: box, title: menu.page == 0 ? "发布" : "发布 · 更多")
        for (index, item) in items.enumerated() {
            let cell = layout.cell(index)
            guard cell.maxY <= box.maxY - 1 else { break }
            let selected = index == menu.selection
            let base = selected ? Style(foreground: .accent, background: .selection, attributes: .bold) : Style.plain
            if selected { canvas.fill(cell, style: base) }
            let symbol = item.symbol
            canvas.draw(symbol, x: cell.x + (cell.width - symbol.terminalWidth) / 2, y: cell.y,
                        style: selected ? base : .accent, maxX: cell.maxX)
            let label = TextLayout.truncate("\(index + 1) \(item.rawValue)", toWidth: cell.width)
            canvas.draw(label, x: cell.x + (cell.width - label.terminalWidth) / 2, y: cell.y + 1, style: base, maxX: cell.maxX)
        }
        let footer = menu.message ?? "数字键选择 · Esc 关闭"
        let text = TextLayout.truncate(footer, toWidth: box.width - 2)
        canvas.draw(text, x: box.x + (box.width - text.terminalWidth) / 2, y: box.maxY - 2,
                    style: menu.message == nil ? .muted : Style.badge, maxX: box.maxX - 1)
    }

    /// The item under a click, if any.
    static func item(at point: Point, menu: ComposeMenuState, in state: AppState) -> Int? {
        let count = ComposeItem.pages[menu.page].count
        let layout = ComposePopupLayout(screen: state.size, itemCount: count)
        return (0..<count).first { layout.cell($0).contains(point) }
    }
}

/// A bordered box with a title, its inside cleared.
enum BoxView {
    static func draw(into canvas: inout Canvas, rect: Rect, title: String) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        canvas.fill(rect)
        let border = Style.muted
        let inner = rect.width - 2
        canvas.draw("┌" + TextLayout.rule(width: inner) + "┐", x: rect.x, y: rect.y, style: border)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            canvas.draw("│", x: rect.x, y: y, style: border)
            canvas.draw("│", x: rect.maxX - 1, y: y, style: border)
        }
        canvas.draw("└" + TextLayout.rule(width: inner) + "┘", x: rect.x, y: rect.maxY - 1, style: border)
        let t = TextLayout.truncate(" \(title) ", toWidth: inner)
        canvas.draw(t, x: rect.x + 1 + (inner - t.terminalWidth) / 2, y: rect.y, style: .bold, maxX: rect.maxX - 1)
    }
}
