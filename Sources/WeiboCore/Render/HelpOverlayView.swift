/// The keymap as a box over the screen, drawn from the bindings in force:
/// the page's own keys first. Two columns where the terminal is wide enough;
/// ↑↓ scroll what does not fit; any other key closes it.
enum HelpOverlayView {
    static func draw(_ state: AppState, into canvas: inout Canvas) {
        let layout = HelpLayout(state)
        let box = layout.box
        guard box.width > 2, box.height > 2 else { return }
        BoxView.draw(into: &canvas, rect: box, title: tr("快捷键 Keys", "Keys"))
        let scroll = min(state.helpScroll, layout.maxScroll)
        for row in 0..<layout.visibleRows {
            for column in 0..<layout.columns {
                let index = column * layout.rowsNeeded + scroll + row
                guard index < layout.lines.count, (column == layout.columns - 1 || scroll + row < layout.rowsNeeded) else { continue }
                var x = box.x + 1 + column * layout.columnWidth
                let maxX = min(box.maxX - 1, x + layout.columnWidth)
                for span in layout.lines[index].spans {
                    x = canvas.draw(span.text, x: x, y: box.y + 1 + row, style: span.style, maxX: maxX)
                }
            }
        }
        for (i, hint) in layout.hints.enumerated() {
            canvas.draw(hint, x: box.x + (box.width - hint.terminalWidth) / 2, y: box.maxY - 1 - layout.hints.count + i,
                        style: .muted, maxX: box.maxX - 1)
        }
    }
}

/// Where the help overlay's lines go, shared by the view and the reducer
/// (which keeps the scroll within what there is to see).
struct HelpLayout {
    let lines: [Line]
    let columns: Int
    let columnWidth: Int
    /// Lines a column holds when nothing is cut.
    let rowsNeeded: Int
    let box: Rect
    /// The keys that scroll and close it, on one row or more where narrow.
    let hints: [String]
    /// A blank row above the hints, where the terminal has rows to spare.
    let spacer: Int
    /// Rows between the top border and the hints.
    var visibleRows: Int { max(0, box.height - 2 - spacer - hints.count) }
    var maxScroll: Int { max(0, rowsNeeded - visibleRows) }

    init(_ state: AppState) {
        let sections = state.keymap.helpSections(in: state)
        let keyWidth = Keymap.keyWidth(sections)
        let sideBySide = Keymap.helpLines(sections, keyWidth: keyWidth)
        // Too narrow for keys and what they do side by side: each below its keys.
        // Stacked summaries wrap inside the box's border and a column of margin.
        lines = (sideBySide.map(\.width).max() ?? 0) + 4 <= state.size.width ? sideBySide
            : Keymap.stackedHelpLines(sections, width: state.size.width - 2)
        columnWidth = (lines.map(\.width).max() ?? 0) + 2
        let available = max(1, state.size.height - 4)
        columns = lines.count > available && 2 * columnWidth + 2 <= state.size.width ? 2 : 1
        rowsNeeded = (lines.count + columns - 1) / columns
        var width = min(state.size.width, max(30, columns * columnWidth + 2))
        // A column left beside the box would show the page's rules through.
        if state.size.width - width == 1 { width = state.size.width }
        spacer = state.size.height >= 16 ? 1 : 0
        let fitsUnscrolled = rowsNeeded + 3 + spacer <= state.size.height
        hints = TextLayout.hintLines(fitsUnscrolled ? [tr("按任意键关闭", "Press any key to close")]
                                                : [state.keymap.hint([.down, .up], in: .help, tr("滚动", "scroll")),
                                                   tr("其他键关闭", "other keys close")].compactMap { $0 }, width: width - 2)
        let height = min(state.size.height, rowsNeeded + 2 + spacer + hints.count)
        box = Rect(size: state.size).centered(Size(width: width, height: height))
    }
}
