/// Where the compose popup and its item cells go for a given screen size;
/// shared by drawing, mouse hit-testing and the arrows so they always agree.
/// A grid of icons over labels where it fits with every label whole (as the
/// app draws it), else a list of one item a row, scrolled to the selection,
/// that still fits 20×8.
struct ComposePopupLayout {
    static let gridColumns = 3
    static let gridCellHeight = 2
    /// Wide enough for `2 照片/视频` in each of three cells.
    static let gridMinimumWidth = 36
    /// The grid's usual width; wider only for labels that need it.
    static let gridWidth = 46
    let box: Rect
    let columns: Int
    let cellWidth: Int
    let cellHeight: Int
    let gridOrigin: Point
    /// Rows of items on screen, and the first shown (the list scrolls).
    let visibleRows: Int
    let topRow: Int
    /// The footer's row, or nil where the items need every row.
    let footerY: Int?

    /// `labelWidth`: the widest `N label` of the page. English labels are
    /// wider than Chinese ones: where three of them do not fit whole in a
    /// row, the list is drawn rather than labels cut short.
    init(screen: Size, itemCount: Int, labelWidth: Int = 0, selection: Int = 0, hasMessage: Bool = false) {
        let gridRows = (itemCount + Self.gridColumns - 1) / Self.gridColumns
        let gridHeight = 4 + gridRows * (Self.gridCellHeight + 1) + 1
        let labelsWidth = Self.gridColumns * labelWidth + 2
        if screen.width >= max(Self.gridMinimumWidth, labelsWidth), screen.height >= gridHeight {
            columns = Self.gridColumns
            cellHeight = Self.gridCellHeight
            let width = max(Self.gridWidth, labelsWidth + 2 * Self.gridColumns)
            box = Rect(size: screen).centered(Size(width: min(screen.width, width), height: gridHeight))
            cellWidth = max(1, (box.width - 2) / columns)
            gridOrigin = Point(x: box.x + 1 + (box.width - 2 - cellWidth * columns) / 2, y: box.y + 2)
            visibleRows = gridRows
            topRow = 0
            footerY = box.maxY - 2
            return
        }
        columns = 1
        cellHeight = 1
        box = Rect(size: screen).centered(Size(width: min(screen.width, 24), height: min(screen.height, itemCount + 3)))
        let inside = max(0, box.height - 2)
        let showsFooter = inside > itemCount || (hasMessage && inside >= 2)
        visibleRows = max(0, inside - (showsFooter ? 1 : 0))
        topRow = max(0, min(selection - visibleRows + 1, itemCount - visibleRows))
        cellWidth = max(1, box.width - 2)
        gridOrigin = Point(x: box.x + 1, y: box.y + 1)
        footerY = showsFooter ? box.maxY - 2 : nil
    }

    /// The item's cell, or nil when it is scrolled out of view.
    func cell(_ index: Int) -> Rect? {
        let row = index / columns - topRow
        guard row >= 0, row < visibleRows else { return nil }
        let gap = cellHeight > 1 ? 1 : 0
        return Rect(x: gridOrigin.x + (index % columns) * cellWidth, y: gridOrigin.y + row * (cellHeight + gap),
                    width: cellWidth, height: cellHeight)
    }
}

/// The compose popup: a box over the current tab with the post types as a
/// grid (page one, or page two after 更多), a message line and a hint.
enum ComposePopupView {
    static func layout(_ menu: ComposeMenuState, in size: Size) -> ComposePopupLayout {
        let items = ComposeItem.pages[menu.page]
        let labelWidth = items.enumerated().map { label($1, index: $0).terminalWidth }.max() ?? 0
        return ComposePopupLayout(screen: size, itemCount: items.count, labelWidth: labelWidth,
                                  selection: menu.selection, hasMessage: menu.message != nil)
    }

    /// An item's label in the grid: its number key, then its title.
    static func label(_ item: ComposeItem, index: Int) -> String { "\(index + 1) \(item.title)" }

    static func draw(_ menu: ComposeMenuState, state: AppState, into canvas: inout Canvas) {
        let items = ComposeItem.pages[menu.page]
        let layout = layout(menu, in: state.size)
        let box = layout.box
        BoxView.draw(into: &canvas, rect: box, title: menu.page == 0 ? tr("发布", "Post") : tr("发布 · 更多", "Post · More"))
        for (index, item) in items.enumerated() {
            guard let cell = layout.cell(index), cell.maxY <= box.maxY - 1 else { continue }
            let selected = index == menu.selection
            let base = selected ? Style(foreground: .accent, background: .selection, attributes: .bold) : Style.plain
            if selected { canvas.fill(cell, style: base) }
            let symbol = item.symbol
            if layout.cellHeight == 1 {
                let x = canvas.draw(" \(index + 1) ", x: cell.x, y: cell.y, style: base, maxX: cell.maxX)
                let after = canvas.draw(symbol + " ", x: x, y: cell.y, style: selected ? base : .accent, maxX: cell.maxX)
                canvas.draw(TextLayout.truncate(item.title, toWidth: cell.maxX - after), x: after, y: cell.y,
                            style: base, maxX: cell.maxX)
                continue
            }
            canvas.draw(symbol, x: cell.x + (cell.width - symbol.terminalWidth) / 2, y: cell.y,
                        style: selected ? base : .accent, maxX: cell.maxX)
            let label = TextLayout.truncate(label(item, index: index), toWidth: cell.width)
            canvas.draw(label, x: cell.x + (cell.width - label.terminalWidth) / 2, y: cell.y + 1, style: base, maxX: cell.maxX)
        }
        guard let footerY = layout.footerY else { return }
        let keys = state.keymap
        let footer = menu.message ?? Keymap.hints([keys.key(for: .chooseItem, in: .popup) == nil ? nil : tr("数字键选择", "Pick 1-\(items.count)"),
                                                   keys.hint(.closePopup, in: .popup, tr("关闭", "closes"))])
        let text = TextLayout.truncate(footer, toWidth: box.width - 2)
        canvas.draw(text, x: box.x + (box.width - text.terminalWidth) / 2, y: footerY,
                    style: menu.message == nil ? .muted : Style.badge, maxX: box.maxX - 1)
    }

    /// The item under a click, if any.
    static func item(at point: Point, menu: ComposeMenuState, in state: AppState) -> Int? {
        let count = ComposeItem.pages[menu.page].count
        let layout = layout(menu, in: state.size)
        return (0..<count).first { layout.cell($0)?.contains(point) ?? false }
    }
}
