/// The post action menu and the box that shows a link in full.
enum PostActionsView {
    static func drawMenu(_ menu: PostActionsState, keys: Keymap, into canvas: inout Canvas) {
        let size = canvas.size
        let hintText = Keymap.hints([keys.hint(.choose, in: .actionMenu, tr("选择", "choose")),
                                     keys.hint(.closePopup, in: .actionMenu, tr("关闭", "close"))])
        // Wide enough for the hint too: English's is longer than the shortest box.
        let width = min(size.width, max(24, hintText.terminalWidth + 2, min(60, menu.items.map { $0.label.terminalWidth + 8 }.max() ?? 0)))
        let box = Rect(size: size).centered(Size(width: width, height: min(size.height, menu.items.count + 4)))
        BoxView.draw(into: &canvas, rect: box, title: tr("微博操作", "Post actions"))
        let inner = box.inset(dx: 1, dy: 1)
        let visible = max(0, inner.height - 1)
        let first = min(max(0, menu.selection - visible + 1), max(0, menu.items.count - visible))
        for (row, index) in (first..<min(menu.items.count, first + visible)).enumerated() {
            let selected = index == menu.selection
            let style = selected ? Style(background: .selection, attributes: .bold) : .plain
            let y = inner.y + row
            if selected { canvas.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), style: style) }
            let label = TextLayout.truncate(" \(index + 1)  " + Sanitizer.sanitize(menu.items[index].label), toWidth: inner.width)
            canvas.draw(label, x: inner.x, y: y, style: style, maxX: inner.maxX)
        }
        let hint = TextLayout.truncate(hintText, toWidth: inner.width)
        canvas.draw(hint, x: inner.x + (inner.width - hint.terminalWidth) / 2, y: inner.maxY - 1, style: .muted, maxX: inner.maxX)
    }

    /// A link too long for a notice, wrapped across the box's lines.
    static func drawLink(_ url: String, into canvas: inout Canvas) {
        let size = canvas.size
        let width = min(size.width, 64)
        let text = Sanitizer.sanitize(url)
        let lines = TextLayout.wrapLines(ClusteredText(text), width: max(1, width - 4)).map { ClusteredText(text).text($0.range) }
        let box = Rect(size: size).centered(Size(width: width, height: min(size.height, lines.count + 4)))
        BoxView.draw(into: &canvas, rect: box, title: tr("链接", "Link"))
        let inner = box.inset(dx: 2, dy: 1)
        for (i, line) in lines.prefix(max(0, inner.height - 1)).enumerated() {
            canvas.draw(line, x: inner.x, y: inner.y + i, style: .link, maxX: inner.maxX)
        }
        let hint = TextLayout.truncate(tr("按任意键关闭", "Press any key to close"), toWidth: inner.width)
        canvas.draw(hint, x: inner.x + (inner.width - hint.terminalWidth) / 2, y: inner.maxY - 1, style: .muted, maxX: inner.maxX)
    }
}
