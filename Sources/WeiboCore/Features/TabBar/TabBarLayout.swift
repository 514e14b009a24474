/// What a tab-bar slot shows before layout: its labels from widest to
/// narrowest, and its badge.
public struct TabBarItem: Hashable, Sendable {
    public var title: String
    /// Used when `title` does not fit, widest first (首 for 首页; Msgs,
    /// then M, for Messages).
    public var shortTitles: [String]
    /// A one-column ASCII stand-in for the narrowest slots.
    public var glyph: String
    public var badge: Badge

    public init(title: String, shortTitles: [String], glyph: String, badge: Badge = .none) {
        self.title = title; self.shortTitles = shortTitles; self.glyph = glyph; self.badge = badge
    }

    /// The title and its short forms, widest first.
    var titles: [String] { [title] + shortTitles }
}

/// A badge on a tab item: nothing, a count (shown as `99+` above 99), or a dot.
public enum Badge: Hashable, Sendable {
    case none
    case count(Int)
    case dot

    /// The text the badge shows, or nil when there is nothing to show.
    public var text: String? {
        switch self {
        case .none: return nil
        case .dot: return "•"
        case .count(let n): return n <= 0 ? nil : (n > 99 ? "99+" : String(n))
        }
    }
}

/// One laid-out slot: its columns, its label and where the label and badge go.
public struct TabBarSlot: Hashable, Sendable {
    /// Slot index 0…4; 2 is the compose slot.
    public var index: Int
    public var x: Int
    public var width: Int
    public var label: String
    public var labelX: Int
    /// Badge text and column, on the label's row right after the label; nil
    /// when none fits or none is set.
    public var badge: String?
    public var badgeX: Int

    public var maxX: Int { x + width }
    public var isCompose: Bool { index == TabBarLayout.composeIndex }

    /// Whether this slot's label runs straight into the next slot's. A
    /// badge in between keeps them apart: it is drawn in reverse video.
    func touches(_ next: TabBarSlot) -> Bool {
        badge == nil && !label.isEmpty && !next.label.isEmpty && labelX + label.terminalWidth == maxX && next.labelX == next.x
    }
}

/// The pure geometry of the five-slot tab bar, for any width.
///
/// Slot widths are `W / 5` or one more; the compose slot gets the width that
/// leaves an even remainder, so the two sides mirror each other exactly and
/// the compose slot is centred. Every column belongs to exactly one slot.
public struct TabBarLayout: Hashable, Sendable {
    public static let composeIndex = 2
    public static let slotCount = 5

    public let width: Int
    public let slots: [TabBarSlot]

    /// - Parameters:
    ///   - items: the four tab items in slot order (Home, Message, Discover, Profile).
    ///   - composeGlyph: `＋` on UTF-8 terminals, `+` otherwise.
    ///   - spacedLabels: keep a blank column between two neighbouring labels,
    ///     stepping the left one down to a shorter form where they would
    ///     touch. English words run together without it (HomeMsgs); the
    ///     Chinese bar keeps its 首页消息 at 20 columns.
    public init(width: Int, items: [TabBarItem], composeGlyph: String, spacedLabels: Bool = false) {
        precondition(items.count == 4, "the tab bar has four items around the compose slot")
        let w = max(0, width)
        self.width = w
        let widths = TabBarLayout.slotWidths(for: w)
        var slots: [TabBarSlot] = []
        var x = 0
        var itemIndex = 0
        for (index, slotWidth) in widths.enumerated() {
            if index == TabBarLayout.composeIndex {
                let glyph = composeGlyph.terminalWidth <= slotWidth ? composeGlyph : (slotWidth >= 1 ? "+" : "")
                slots.append(TabBarSlot(index: index, x: x, width: slotWidth, label: glyph,
                                        labelX: x + (slotWidth - glyph.terminalWidth) / 2, badge: nil, badgeX: x))
            } else {
                slots.append(TabBarLayout.itemSlot(index, x: x, width: slotWidth, item: items[itemIndex], room: slotWidth))
                itemIndex += 1
            }
            x += slotWidth
        }
        if spacedLabels {
            // The pairs that can touch: the ＋'s box keeps its own margin.
            // A shorter label is taken only if it keeps the badge and says something.
            for (left, right) in [(0, 1), (3, 4)] where slots[left].touches(slots[right]) {
                let slot = slots[left]
                let spaced = TabBarLayout.itemSlot(left, x: slot.x, width: slot.width,
                                                   item: items[Tab(slotIndex: left)!.rawValue], room: slot.width - 1)
                if !spaced.label.isEmpty && (spaced.badge != nil || slot.badge == nil) { slots[left] = spaced }
            }
        }
        self.slots = slots
    }

    /// A tab's slot: the widest label and badge that fit in `room` columns,
    /// centred in the slot's `width`.
    static func itemSlot(_ index: Int, x: Int, width: Int, item: TabBarItem, room: Int) -> TabBarSlot {
        let (label, badge) = TabBarLayout.labelAndBadge(for: item, width: room)
        let groupWidth = label.terminalWidth + (badge?.terminalWidth ?? 0)
        let labelX = x + (width - groupWidth) / 2
        return TabBarSlot(index: index, x: x, width: width, label: label, labelX: labelX,
                          badge: badge, badgeX: labelX + label.terminalWidth)
    }

    /// Widths of the five slots; they sum to `width` and differ by at most one.
    public static func slotWidths(for width: Int) -> [Int] {
        let w = max(0, width)
        let base = w / 5, remainder = w % 5
        let compose = remainder % 2 == 0 ? base : base + 1
        let side = (w - compose) / 2
        let outer = (side + 1) / 2, inner = side / 2
        return [outer, inner, compose, inner, outer]
    }

    /// The slot under column `x`, or nil outside the bar.
    public func slot(atColumn x: Int) -> Int? {
        guard x >= 0, x < width else { return nil }
        return slots.first { x >= $0.x && x < $0.maxX }?.index
    }

    /// The widest label that fits: the title, a short title (the first
    /// truncated by display width when none fits), or the one-column glyph.
    static func label(for item: TabBarItem, width: Int) -> String {
        if let fitting = item.titles.first(where: { $0.terminalWidth <= width }) { return fitting }
        if width >= 2, let short = item.shortTitles.first { return TextLayout.truncate(short, toWidth: width) }
        return item.glyph.terminalWidth <= width ? item.glyph : ""
    }

    /// The label and the badge drawn right after it, centred together: the
    /// count is kept before the full title (消26 rather than 消息•, Msgs26
    /// rather than Messages•), then a dot stands in for it, and only a slot
    /// too narrow for any label with a badge loses it.
    static func labelAndBadge(for item: TabBarItem, width: Int) -> (String, String?) {
        guard let text = item.badge.text else { return (label(for: item, width: width), nil) }
        let candidates = item.titles.map { ($0, text) } + item.titles.map { ($0, "•") } + [(item.glyph, "•")]
        if let fitting = candidates.first(where: { $0.0.terminalWidth + $0.1.terminalWidth <= width }) {
            return (fitting.0, fitting.1)
        }
        return (label(for: item, width: width), nil)
    }
}
