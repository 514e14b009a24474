/// What the terminal shows for one state: the cells and, when a text field
/// has focus, where the cursor goes.
public struct Frame: Equatable, Sendable {
    public var canvas: Canvas
    public var cursor: Point?
}

/// Draws the whole screen from the state: nav bar, page, tab bar, notice,
/// modal — or the "too small" notice. A pure function of `AppState`.
public enum ScreenView {
    public static func render(_ state: AppState) -> Frame {
        var canvas = Canvas(size: state.size)
        let layout = state.layout
        if layout.isTooSmall {
            TooSmallView.draw(into: &canvas, minimum: ScreenLayout.minimumSize)
            return Frame(canvas: canvas, cursor: nil)
        }
        NavBarView.draw(state, into: &canvas, rect: layout.navBar)
        ListView.draw(state, into: &canvas, rect: layout.content)
        if let divider = layout.divider, let detail = layout.detail {
            PostPreviewView.drawDivider(into: &canvas, rect: divider)
            PostPreviewView.draw(state, into: &canvas, rect: detail)
        }
        if let bar = layout.tabBar { TabBarView.draw(state, into: &canvas, rect: bar) }
        if let notice = state.notice { NoticeView.draw(notice, into: &canvas, above: layout.main) }
        var cursor: Point?
        // One line a feature: each draws its own dialogs (its `…DialogView`).
        switch state.modal {
        case .home(let dialog)?: cursor = HomeDialogView.draw(dialog, state: state, into: &canvas)
        case .compose(let dialog)?: cursor = ComposeDialogView.draw(dialog, state: state, into: &canvas)
        case .profile(let dialog)?: cursor = ProfileDialogView.draw(dialog, state: state, into: &canvas)
        case .search(let dialog)?: cursor = SearchDialogView.draw(dialog, state: state, into: &canvas)
        case .groups(let menu)?: GroupMenuView.draw(menu, state: state, into: &canvas)
        case nil: cursor = Screens.screen(for: state.page.route).cursor(in: state, content: layout.content)
        }
        if state.helpVisible {
            HelpOverlayView.draw(state, into: &canvas)
            cursor = nil
        }
        return Frame(canvas: canvas, cursor: cursor)
    }
}

/// Shown instead of the app when the terminal cannot hold it.
enum TooSmallView {
    static func draw(into canvas: inout Canvas, minimum: Size) {
        let size = canvas.size
        guard size.width > 0, size.height > 0 else { return }
        // Chinese says it in English too, for whoever reads the terminal before the app.
        let lines = [tr("终端太小", "Terminal too small")] + (Language.current == .zh ? ["Terminal too small"] : [])
            + ["≥ \(minimum.width)×\(minimum.height)"]
        let top = max(0, (size.height - lines.count) / 2)
        for (i, text) in lines.enumerated() where top + i < size.height {
            let fitted = TextLayout.truncate(text, toWidth: size.width)
            canvas.draw(fitted, x: max(0, (size.width - fitted.terminalWidth) / 2), y: top + i,
                        style: i == 0 ? Style.accent.with(.bold) : .plain)
        }
    }
}

/// A one-line message on the last row of the content area.
enum NoticeView {
    static func draw(_ notice: String, into canvas: inout Canvas, above content: Rect) {
        guard !content.isEmpty else { return }
        let y = content.maxY - 1
        let style = Style(foreground: .standard, background: .bar, attributes: .bold)
        canvas.fill(Rect(x: content.x, y: y, width: content.width, height: 1), style: style)
        canvas.draw(" " + TextLayout.truncate(Sanitizer.sanitize(notice), toWidth: content.width - 2),
                    x: content.x, y: y, style: style, maxX: content.maxX)
    }
}
