/// "Delete this?" and the keys that answer it. Home asks it of a post, a
/// comment or an outbox item, Profile of a draft, a person's page of an
/// unfollow (`yes` then names what it does): one look, no one feature's.
enum ConfirmDeleteView {
    static func draw(_ question: String, yes: String = tr("删除", "delete"), keys: Keymap, into canvas: inout Canvas) {
        let box = Rect(size: canvas.size).centered(Size(width: min(canvas.size.width, 30), height: 5))
        BoxView.draw(into: &canvas, rect: box, title: question)
        let answers = Keymap.hints([keys.hint(.yes, in: .confirm, yes), keys.hint(.no, in: .confirm, tr("取消", "cancel"))])
        let hint = TextLayout.truncate(answers, toWidth: box.width - 2)
        canvas.draw(hint, x: box.x + (box.width - hint.terminalWidth) / 2, y: box.y + 2, maxX: box.maxX - 1)
    }
}
