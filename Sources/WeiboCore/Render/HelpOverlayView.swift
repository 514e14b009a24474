/// The keymap as a box over the screen; any key closes it.
enum HelpOverlayView {
    static func draw(_ state: AppState, into canvas: inout Canvas) {
        let entries = Keymap.help
        let keyWidth = entries.map { $0.keys.terminalWidth }.max() ?? 0
        let width = min(state.size.width, max(30, keyWidth + 3 + (entries.map { $0.meaning.terminalWidth }.max() ?? 0) + 4))
        let height = min(state.size.height, entries.count + 4)
        let box = Rect(size: state.size).centered(Size(width: width, height: height))
        BoxView.draw(into: &canvas, rect: box, title: "快捷键 Keys")
        for (i, entry) in entries.enumerated() {
            let y = box.y + 1 + i
            guard y < box.maxY - 2 || (i == entries.count - 1 && y < box.maxY - 1) else { break }
            let x = canvas.draw(TextLayout.pad(entry.keys, toWidth: keyWidth), x: box.x + 2, y: y, style: .accent, maxX: box.maxX - 1)
            canvas.draw("  " + entry.meaning, x: x, y: y, maxX: box.maxX - 1)
        }
        let hint = TextLayout.truncate("按任意键关闭", toWidth: box.width - 2)
        canvas.draw(hint, x: box.x + (box.width - hint.terminalWidth) / 2, y: box.maxY - 2, style: .muted, maxX: box.maxX - 1)
    }
}
