/// The post action menu and the box that shows a link in full.
enum PostActionsView {
    static func drawMenu(_ menu: PostActionsState, keys: Keymap, into canvas: inout Canvas) {
        drawList(title: tr("微博操作", "Post actions"), labels: menu.items.map(\.label), selection: menu.selection, keys: keys, into: &canvas)
    }

    /// The action menu's row a click lands on.
    static func menuRow(at point: Point, menu: PostActionsState, keys: Keymap, in size: Size) -> Int? {
        row(at: point, labels: menu.items.map(\.label), selection: menu.selection, keys: keys, in: size)
    }

    /// A numbered menu in a box, `selection` lit, the action menu's keys
    /// as its hint (and `note` in place of the rows while there are none
    /// to show yet): the post action menu, and 首页's title menu.
    static func drawList(title: String, labels: [String], selection: Int, note: String? = nil, keys: Keymap, into canvas: inout Canvas) {
        let layout = MenuListLayout(labels: labels, selection: selection, note: note, hint: hint(keys), in: canvas.size)
        BoxView.draw(into: &canvas, rect: layout.box, title: title)
        let inner = layout.inner
        for index in layout.shown {
            let selected = index == selection
            let style = selected ? Style(background: .selection, attributes: .bold) : .plain
            let y = layout.y(ofRow: index)
            if selected { canvas.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), style: style) }
            let label = TextLayout.truncate(" \(index + 1)  " + Sanitizer.sanitize(labels[index]), toWidth: inner.width)
            canvas.draw(label, x: inner.x, y: y, style: style, maxX: inner.maxX)
        }
        if let note, labels.count < layout.visible {
            canvas.draw(TextLayout.truncate(" " + note, toWidth: inner.width), x: inner.x, y: inner.y + labels.count, style: .muted, maxX: inner.maxX)
        }
        let hint = TextLayout.truncate(hint(keys), toWidth: inner.width)
        canvas.draw(hint, x: inner.x + (inner.width - hint.terminalWidth) / 2, y: inner.maxY - 1, style: .muted, maxX: inner.maxX)
    }

    /// The menu's row under a click, as `drawList` placed it: nil off its rows.
    static func row(at point: Point, labels: [String], selection: Int, note: String? = nil, keys: Keymap, in size: Size) -> Int? {
        MenuListLayout(labels: labels, selection: selection, note: note, hint: hint(keys), in: size).row(at: point)
    }

    private static func hint(_ keys: Keymap) -> String {
        Keymap.hints([keys.hint(.choose, in: .actionMenu, tr("选择", "choose")),
                      keys.hint(.closePopup, in: .actionMenu, tr("关闭", "close"))])
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
