import Testing
@testable import WeiboCore

@Suite struct TabBarLayoutTests {
    static let badgeSets: [[Badge]] = [
        [.none, .none, .none, .none],
        [.count(3), .count(42), .count(100), .dot],
        [.dot, .count(99), .count(7), .count(1234)],
    ]

    static func items(_ badges: [Badge]) -> [TabBarItem] {
        zip(Tab.allCases, badges).map { TabBarItem(title: $0.title, shortTitle: $0.shortTitle, glyph: $0.glyph, badge: $1) }
    }

    @Test func slotsCoverEveryWidthExactlyAndMirror() {
        for width in 1...400 {
            let widths = TabBarLayout.slotWidths(for: width)
            #expect(widths.count == 5)
            #expect(widths.reduce(0, +) == width, "width \(width)")
            #expect(widths.max()! - widths.min()! <= 1, "width \(width)")
            #expect(widths[0] == widths[4] && widths[1] == widths[3], "mirror at \(width)")
            #expect((width - widths[2]) % 2 == 0, "compose centred at \(width)")
        }
    }

    @Test(arguments: [true, false])
    func labelsBadgesAndHitsStayInTheirSlots(utf8: Bool) {
        for badges in Self.badgeSets {
            for width in 1...400 {
                let layout = TabBarLayout(width: width, items: Self.items(badges), composeGlyph: utf8 ? "＋" : "+")
                var x = 0
                for slot in layout.slots {
                    #expect(slot.x == x, "contiguous at \(width)")
                    x = slot.maxX
                    // The label and its badge, side by side, are centred together.
                    let w = slot.label.terminalWidth + (slot.badge?.terminalWidth ?? 0)
                    #expect(w <= slot.width, "label and badge fit at \(width) slot \(slot.index)")
                    if w > 0 {
                        let left = slot.labelX - slot.x, right = slot.maxX - (slot.labelX + w)
                        #expect(left >= 0 && right >= 0 && abs(left - right) <= 1, "centred at \(width) slot \(slot.index)")
                    }
                    if let badge = slot.badge {
                        #expect(slot.badgeX == slot.labelX + slot.label.terminalWidth && slot.badgeX + badge.terminalWidth <= slot.maxX,
                                "badge right after the label, inside its slot, at \(width) slot \(slot.index)")
                    }
                    if badges[Tab(slotIndex: slot.index)?.rawValue ?? 0] != .none, slot.width >= 2, !slot.isCompose {
                        #expect(slot.badge != nil, "a badge is kept wherever a glyph and a dot fit, at \(width) slot \(slot.index)")
                    }
                }
                #expect(x == width)
                let composeSlot = layout.slots[2]
                #expect(composeSlot.x == width - composeSlot.maxX, "compose mirrored at \(width)")
                for column in 0..<width {
                    let owners = layout.slots.filter { column >= $0.x && column < $0.maxX }
                    #expect(owners.count == 1)
                    #expect(layout.slot(atColumn: column) == owners.first?.index)
                }
                #expect(layout.slot(atColumn: -1) == nil && layout.slot(atColumn: width) == nil)
            }
        }
    }

    @Test func labelsDegradeFromTitleToShortToGlyph() {
        let items = Self.items([.none, .none, .none, .none])
        #expect(TabBarLayout(width: 80, items: items, composeGlyph: "＋").slots[0].label == "首页")
        #expect(TabBarLayout(width: 15, items: items, composeGlyph: "＋").slots[0].label == "首")
        #expect(TabBarLayout(width: 5, items: items, composeGlyph: "＋").slots[0].label == "H")
        #expect(TabBarLayout(width: 5, items: items, composeGlyph: "＋").slots[2].label == "+")
        let long = [TabBarItem(title: "Discover more", shortTitle: "Discover", glyph: "D")] + items.dropFirst()
        #expect(TabBarLayout(width: 30, items: Array(long), composeGlyph: "+").slots[0].label == "Disco…")
    }

    @Test func badgesShowCountsCappedAndDots() {
        #expect(Badge.count(0).text == nil)
        #expect(Badge.count(7).text == "7")
        #expect(Badge.count(99).text == "99")
        #expect(Badge.count(100).text == "99+")
        #expect(Badge.dot.text == "•")
        let layout = TabBarLayout(width: 80, items: Self.items([.none, .count(120), .none, .dot]), composeGlyph: "＋")
        let message = layout.slots[1]
        #expect(message.badge == "99+")
        // On the label's row, right where the label ends.
        #expect(message.label == "消息")
        #expect(message.badgeX == message.labelX + message.label.terminalWidth)
        // Where the title and the count do not fit side by side, the short
        // title keeps the count; a narrower slot keeps a dot.
        let small = TabBarLayout(width: 20, items: Self.items([.dot, .count(26), .none, .none]), composeGlyph: "＋")
        #expect(small.slots[1].label == "消" && small.slots[1].badge == "26")
        #expect(small.slots[0].label == "首" && small.slots[0].badge == "•")
        #expect(TabBarLayout(width: 15, items: Self.items([.none, .count(26), .none, .none]), composeGlyph: "＋")
            .slots[1].badge == "•")
        // Too narrow for three digits: a dot instead.
        let narrow = TabBarLayout(width: 10, items: Self.items([.none, .count(120), .none, .none]), composeGlyph: "+")
        #expect(narrow.slots[1].badge == "•")
    }
}
