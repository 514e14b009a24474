/// The empty search field's body: recent searches (most recent first, with
/// a row that clears them) above a grid of hot searches laid out by display
/// width. Its items are the page's rows, so ↑/↓ and Enter work as anywhere.
struct SearchSuggestions {
    let discover: DiscoverState

    var history: [String] { discover.history }
    var hot: [String] { discover.hotSearches }
    /// The "clear" row follows the history when there is any.
    var clearRow: Int? { history.isEmpty ? nil : history.count }
    var firstHot: Int { history.count + (history.isEmpty ? 0 : 1) }
    var count: Int { firstHot + hot.count }

    func target(of row: Int) -> RowTarget? {
        if row < history.count { return .perform(.discover(.searchKeyword(history[row]))) }
        if row == clearRow { return .perform(.discover(.clearSearchHistory)) }
        let index = row - firstHot
        return hot.indices.contains(index) ? .perform(.discover(.searchKeyword(hot[index]))) : nil
    }

    /// Lines and cells: the history block, a title, then the grid.
    struct Placement {
        var row: Int
        var rect: Rect
        var text: String
        var style: Style
    }

    func placements(in rect: Rect) -> (titles: [(y: Int, text: String)], items: [Placement]) {
        var titles: [(Int, String)] = []
        var items: [Placement] = []
        var y = rect.y
        if !history.isEmpty {
            titles.append((y, tr(" 最近搜索", " Recent searches")))
            y += 1
            for (i, keyword) in history.enumerated() {
                items.append(Placement(row: i, rect: Rect(x: rect.x, y: y, width: rect.width, height: 1),
                                       text: "  ↺ " + Sanitizer.sanitize(keyword), style: .plain))
                y += 1
            }
            items.append(Placement(row: history.count, rect: Rect(x: rect.x, y: y, width: rect.width, height: 1),
                                   text: tr("  清除搜索历史", "  Clear search history"), style: .muted))
            y += 2
        }
        guard !hot.isEmpty else { return (titles, items) }
        titles.append((y, tr(" 热门搜索", " Hot searches")))
        y += 1
        for cell in HotSearchGrid.layout(hot.map { Sanitizer.sanitize($0) }, width: rect.width - 1) {
            let style: Style = cell.index < 3 ? .accent : .plain
            items.append(Placement(row: firstHot + cell.index,
                                   rect: Rect(x: rect.x + 1 + cell.x, y: y + cell.line, width: cell.width, height: 1),
                                   text: cell.text, style: style))
        }
        return (titles, items)
    }

    func draw(into canvas: inout Canvas, rect: Rect, selection: Int) {
        let (titles, items) = placements(in: rect)
        for title in titles where title.y < rect.maxY {
            canvas.draw(title.text, x: rect.x, y: title.y, style: .bold, maxX: rect.maxX)
        }
        for item in items where item.rect.y < rect.maxY {
            let selected = item.row == selection
            let style = selected ? item.style.on(.selection).with(.bold) : item.style
            if selected { canvas.fill(item.rect, style: style) }
            canvas.draw(item.text, x: item.rect.x, y: item.rect.y, style: style, maxX: min(item.rect.maxX, rect.maxX))
        }
    }

    func item(at point: Point, rect: Rect) -> Int? {
        placements(in: rect).items.first { $0.rect.contains(point) }?.row
    }
}

/// Lays keywords out in equal columns as wide as the widest keyword (plus
/// its rank), as many columns as the width holds; a keyword wider than the
/// whole width is truncated by display width.
public enum HotSearchGrid {
    public struct Cell: Hashable, Sendable {
        public var index: Int
        public var line: Int
        public var x: Int
        public var width: Int
        public var text: String
    }

    public static func layout(_ keywords: [String], width: Int) -> [Cell] {
        guard width > 0, !keywords.isEmpty else { return [] }
        let labels = keywords.enumerated().map { "\($0.offset + 1) \($0.element)" }
        let gap = 2
        let itemWidth = min(width, labels.map { $0.terminalWidth }.max() ?? 1)
        let columns = max(1, (width + gap) / (itemWidth + gap))
        return labels.enumerated().map { index, label in
            Cell(index: index, line: index / columns, x: (index % columns) * (itemWidth + gap),
                 width: itemWidth, text: TextLayout.truncate(label, toWidth: itemWidth))
        }
    }
}
