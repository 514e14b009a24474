/// The bottom tab bar: a rule, then the five labels with their badges,
/// placed by `TabBarLayout`.
public enum TabBarView {
    /// The badges the tab items carry, derived from the state.
    static func items(for state: AppState) -> [TabBarItem] {
        Tab.allCases.map { tab in
            TabBarItem(title: tab.title, shortTitles: tab.shortTitles, glyph: tab.glyph, badge: state.badge(for: tab))
        }
    }

    public static func layout(for state: AppState) -> TabBarLayout {
        TabBarLayout(width: state.size.width, items: items(for: state), composeGlyph: state.info.isUTF8 ? "＋" : "+",  // data: the compose glyph, the same in both languages
                     spacedLabels: Language.current == .en)
    }

    static func draw(_ state: AppState, into canvas: inout Canvas, rect: Rect) {
        guard !rect.isEmpty else { return }
        let layout = layout(for: state)
        let labelRow = rect.maxY - 1
        if rect.height > 1 {
            canvas.draw(TextLayout.rule(width: rect.width), x: rect.x, y: rect.y, style: .muted)
        }
        for slot in layout.slots where slot.width > 0 {
            if slot.isCompose {
                drawCompose(slot, into: &canvas, y: labelRow)
                continue
            }
            let selected = Tab(slotIndex: slot.index) == state.selectedTab
            let style = selected ? Style.accent.with(.bold) : Style.muted
            canvas.draw(slot.label, x: slot.labelX, y: labelRow, style: style, maxX: slot.maxX)
            if let badge = slot.badge {
                canvas.draw(badge, x: slot.badgeX, y: labelRow, style: badgeStyle, maxX: slot.maxX)
            }
        }
    }

    /// Reverse red, as the app's badge: read as a count on the tab, never as
    /// part of the label or a page number.
    static let badgeStyle = Style(foreground: .badge, attributes: [.bold, .reverse])

    /// The compose button: an orange block with the glyph, as in the app.
    private static func drawCompose(_ slot: TabBarSlot, into canvas: inout Canvas, y: Int) {
        let glyphWidth = slot.label.terminalWidth
        let boxWidth = min(slot.width, glyphWidth + 4)
        let boxX = slot.x + (slot.width - boxWidth) / 2
        let style = Style(foreground: .standard, background: .accent, attributes: .bold)
        canvas.fill(Rect(x: boxX, y: y, width: boxWidth, height: 1), style: style)
        canvas.draw(slot.label, x: slot.labelX, y: y, style: style, maxX: slot.maxX)
    }
}
