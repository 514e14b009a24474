/// The keymap as a box over the screen; any key closes it.
enum HelpOverlayView {
    static func draw(_ state: AppState, into canvas: inout Canvas) {
        let sections = state.keymap.helpSections(in: state)
        let keyWidth = Keymap.keyWidth(sections)
        let lines = Keymap.helpLines(sections, keyWidth: keyWidth)
        let width = min(state.size.width, max(30, (lines.map(\.width).max() ?? 0) + 4))
        let height = min(state.size.height, lines.count + 4)
        let box = Rect(size: state.size).centered(Size(width: width, height: height))
        BoxView.draw(into: &canvas, rect: box, title: "快捷键 Keys")
        for (i, line) in lines.enumerated() {
            let y = box.y + 1 + i
            guard y < box.maxY - 2 || (i == lines.count - 1 && y < box.maxY - 1) else { break }
            var x = box.x + 1
            for span in line.spans { x = canvas.draw(span.text, x: x, y: y, style: span.style, maxX: box.maxX - 1) }
        }
        let hint = TextLayout.truncate("按任意键关闭", toWidth: box.width - 2)
        canvas.draw(hint, x: box.x + (box.width - hint.terminalWidth) / 2, y: box.maxY - 2, style: .muted, maxX: box.maxX - 1)
    }
}
