/// The nav bar: `‹ previous` on the left when pushed, the title centred,
/// "more" (pop to root) on the right when pushed, and a rule beneath.
enum NavBarView {
    static func draw(_ state: AppState, into canvas: inout Canvas, rect: Rect) {
        guard !rect.isEmpty else { return }
        let bar = Style(background: .bar)
        canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: bar)
        let title = Sanitizer.sanitize(Screens.screen(for: state.page.route).barTitle(in: state))
        let stack = state.stack
        var leftEnd = rect.x, rightStart = rect.maxX
        if !stack.isAtRoot {
            let previous = stack.pages[stack.pages.count - 2].route
            let back = "‹ " + Sanitizer.sanitize(Screens.screen(for: previous).title(in: state))
            let backText = TextLayout.truncate(back, toWidth: max(1, rect.width / 3 - 1))
            leftEnd = canvas.draw(backText, x: rect.x + 1, y: rect.y, style: Style.accent.on(.bar), maxX: rect.maxX)
            let more = rect.width >= 30 ? tr("更多 ⋯", "More ⋯") : "⋯"
            rightStart = rect.maxX - 1 - more.terminalWidth
            canvas.draw(more, x: rightStart, y: rect.y, style: Style.accent.on(.bar), maxX: rect.maxX)
        }
        // Centre the title in the whole bar when it fits between the buttons, else in the gap.
        let gapStart = leftEnd + 1, gapEnd = rightStart - 1
        let fitted = TextLayout.truncate(title, toWidth: max(0, gapEnd - gapStart))
        let w = fitted.terminalWidth
        var x = rect.x + (rect.width - w) / 2
        x = min(max(x, gapStart), max(gapStart, gapEnd - w))
        canvas.draw(fitted, x: x, y: rect.y, style: Style.bold.on(.bar), maxX: gapEnd)
        if rect.height > 1 {
            canvas.draw(TextLayout.rule(width: rect.width), x: rect.x, y: rect.y + 1, style: .muted)
        }
    }
}
