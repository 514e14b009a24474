/// Draws the current page: its header lines, then its rows from the scroll
/// position, the selected row highlighted. Only visible rows are asked for
/// their lines, so a frame costs what is on screen.
public enum ListView {
    static func draw(_ state: AppState, into canvas: inout Canvas, rect: Rect) {
        guard !rect.isEmpty else { return }
        let list = state.listGeometry
        var y = rect.y
        for line in list.header where y < rect.maxY {
            line.draw(into: &canvas, x: rect.x, y: y, maxX: rect.maxX)
            y += 1
        }
        let body = Rect(x: rect.x, y: y, width: rect.width, height: rect.maxY - y)
        if list.screen.drawBody(in: state, into: &canvas, rect: body) { return }
        guard list.count > 0 else {
            // Wrapped, not cut: on a narrow terminal the whole sentence still says
            // why the page is empty and what to do about it.
            if let message = list.screen.emptyMessage(in: state), y < rect.maxY {
                let lines = TextLayout.wrap(message, width: max(1, rect.width - 2))
                let top = y + max(0, min((rect.maxY - y) / 3, rect.maxY - y - lines.count))
                for (i, text) in lines.enumerated() where top + i < rect.maxY {
                    canvas.draw(text, x: rect.x + (rect.width - text.terminalWidth) / 2, y: top + i, style: .muted, maxX: rect.maxX)
                }
            }
            return
        }
        let page = state.page
        var row = min(page.scrollTop, list.count - 1)
        while y < rect.maxY && row < list.count {
            let lines = list.screen.rowLines(row, in: state, width: rect.width)
            let selected = row == page.selection
            // A one-line row is highlighted whole; a taller one (a post card) gets
            // a bar down its left edge, so moving the selection rewrites a few
            // cells rather than two whole cards.
            let bar = selected && lines.count > 1
            for line in (lines.isEmpty ? [Line.blank] : lines) where y < rect.maxY {
                if selected && !bar {
                    canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: Style(background: .selection))
                    line.draw(into: &canvas, x: rect.x, y: y, maxX: rect.maxX) { $0.on(.selection) }
                } else {
                    line.draw(into: &canvas, x: rect.x, y: y, maxX: rect.maxX)
                    // In the text colour: a colour change per cell would double the bytes of a move.
                    // The bar takes the margin column; a line without one (a rule) keeps it.
                    if bar, line.spans.first?.text.first == " " {
                        canvas.draw("▌", x: rect.x, y: y, style: .plain, maxX: rect.maxX)
                    }
                }
                y += 1
            }
            row += 1
        }
    }

    /// A click on a post's 转发 / 评论 / 赞 does what it says: on a post
    /// page's own post (in the header), or on a list's post, which it
    /// selects first. Nil elsewhere: the click opens the row as before.
    static func toolbarActions(at point: Point, in state: AppState) -> [Action]? {
        let content = state.layout.content
        let list = state.listGeometry
        let column = point.x - content.x
        if point.y < content.y + list.headerHeight {
            guard let post = list.screen.post(at: state.page.selection, in: state),
                  list.header[point.y - content.y] == PostCell.toolbar(post, width: content.width) else { return nil }
            return [PostCell.toolbarAction(atColumn: column, width: content.width)]
        }
        guard let row = row(at: point, in: state), let post = list.screen.post(at: row, in: state) else { return nil }
        // Post pages list comments, whose rows are no posts: `post(at:)` is the page's post there.
        if case .post = state.page.route { return nil }
        var y = content.y + list.headerHeight
        for above in min(state.page.scrollTop, row)..<row { y += list.height(above) }
        let lines = list.screen.rowLines(row, in: state, width: content.width)
        guard lines.indices.contains(point.y - y), lines[point.y - y] == PostCell.toolbar(post, width: content.width) else { return nil }
        let select: [Action] = row == state.page.selection ? [] : [.navigation(.move(row - state.page.selection))]
        return select + [PostCell.toolbarAction(atColumn: column, width: content.width)]
    }

    /// The row under a content-area point, for mouse clicks.
    static func row(at point: Point, in state: AppState) -> Int? {
        rowAndLine(at: point, in: state)?.row
    }

    /// The row under a point and which of its lines (from 0) is there;
    /// a screen that draws its own body says the row alone (line nil).
    static func rowAndLine(at point: Point, in state: AppState) -> (row: Int, line: Int?)? {
        let content = state.layout.content
        let list = state.listGeometry
        var y = content.y + list.headerHeight
        let body = Rect(x: content.x, y: y, width: content.width, height: content.maxY - y)
        if let row = list.screen.row(at: point, in: state, rect: body) { return (row, nil) }
        guard point.y >= y, list.count > 0 else { return nil }
        var row = state.page.scrollTop
        while row < list.count && y < content.maxY {
            let h = list.height(row)
            if point.y < y + h { return (row, point.y - y) }
            y += h
            row += 1
        }
        return nil
    }
}
