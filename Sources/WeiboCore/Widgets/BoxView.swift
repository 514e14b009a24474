/// A bordered box with a title, its inside cleared: the frame of every
/// feature's dialogs and of the help overlay.
enum BoxView {
    static func draw(into canvas: inout Canvas, rect: Rect, title: String) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        canvas.fill(rect)
        let border = Style.muted
        let inner = rect.width - 2
        canvas.draw("┌" + TextLayout.rule(width: inner) + "┐", x: rect.x, y: rect.y, style: border)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            canvas.draw("│", x: rect.x, y: y, style: border)
            canvas.draw("│", x: rect.maxX - 1, y: y, style: border)
        }
        canvas.draw("└" + TextLayout.rule(width: inner) + "┘", x: rect.x, y: rect.maxY - 1, style: border)
        let t = TextLayout.truncate(" \(title) ", toWidth: inner)
        canvas.draw(t, x: rect.x + 1 + (inner - t.terminalWidth) / 2, y: rect.y, style: .bold, maxX: rect.maxX - 1)
    }
}
