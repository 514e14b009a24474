/// 我's name and bio editor (`e` on the card): two fields, the focused one
/// with the cursor, and the keys or what was wrong with the last save.
enum ProfileEditorView {
    static func draw(_ editor: ProfileEditorState, keys: Keymap, into canvas: inout Canvas) -> Point? {
        let box = Rect(size: canvas.size).centered(Size(width: min(canvas.size.width, 56), height: 9))
        BoxView.draw(into: &canvas, rect: box, title: tr("编辑资料", "Edit profile"))
        let inner = box.inset(dx: 2, dy: 1)
        var cursor: Point?
        let labels = [tr("昵称", "Name"), tr("简介", "Bio")]
        let labelWidth = labels.map(\.terminalWidth).max() ?? 0
        for (i, (label, field, focused)) in [(labels[0], editor.name, !editor.editingBio), (labels[1], editor.bio, editor.editingBio)].enumerated() {
            let y = inner.y + 1 + i * 2
            let padded = label + TextLayout.repeated(" ", count: labelWidth - label.terminalWidth + 2)
            let x = canvas.draw(padded, x: inner.x, y: y, style: focused ? Style.accent.with(.bold) : .muted)
            let shown = field.visible(width: max(1, inner.maxX - x))
            canvas.fill(Rect(x: x, y: y, width: inner.maxX - x, height: 1), style: Style(background: .selection))
            canvas.draw(shown.text, x: x, y: y, style: Style(background: .selection), maxX: inner.maxX)
            if focused { cursor = Point(x: x + shown.cursorColumn, y: y) }
        }
        let footer = editor.message ?? Keymap.hints([keys.hint(.switchField, in: .profileEditor, tr("切换", "switch")),
                                                     keys.hint(.choose, in: .profileEditor, tr("保存", "save")),
                                                     keys.hint(.cancel, in: .profileEditor, tr("取消", "cancel"))])
        canvas.draw(TextLayout.truncate(footer, toWidth: inner.width), x: inner.x, y: inner.maxY - 1,
                    style: editor.message == nil ? .muted : .badge)
        return cursor
    }
}
