import Testing
@testable import WeiboCore

@Suite struct TabBarLayoutTests {
    static let badgeSets: [[Badge]] = [
        [.none, .none, .none, .none],
        [.count(3), .count(42), .count(100), .dot],
        [.dot, .count(99), .count(7), .count(1234)],
    ]

    static func items(_ badges: [Badge]) -> [TabBarItem] {
        zip(Tab.allCases, badges).map { TabBarItem(title: $0.title, shortTitles: $0.shortTitles, glyph: $0.glyph, badge: $1) }
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

    @Test(arguments: [true, false], Language.allCases)
    func labelsBadgesAndHitsStayInTheirSlots(utf8: Bool, language: Language) {
        Language.with(language) {
            for badges in Self.badgeSets {
                for width in 1...400 {
                    let layout = TabBarLayout(width: width, items: Self.items(badges), composeGlyph: utf8 ? "＋" : "+",
                                              spacedLabels: language == .en)
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
    }

    @Test func labelsDegradeFromTitleToShortToGlyph() {
        let items = Self.items([.none, .none, .none, .none])
        #expect(TabBarLayout(width: 80, items: items, composeGlyph: "＋").slots[0].label == "首页")
        #expect(TabBarLayout(width: 15, items: items, composeGlyph: "＋").slots[0].label == "首")
        #expect(TabBarLayout(width: 5, items: items, composeGlyph: "＋").slots[0].label == "H")
        #expect(TabBarLayout(width: 5, items: items, composeGlyph: "＋").slots[2].label == "+")
        let long = [TabBarItem(title: "Discover more", shortTitles: ["Discover"], glyph: "D")] + items.dropFirst()
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

    /// The English bar at 80, 41 and 20 columns: the same slots as the
    /// Chinese bar (so the ＋ sits exactly in the middle), each label and
    /// badge whole and centred in its slot, and the narrow forms chosen so
    /// a count still fits where Chinese keeps one.
    @Test("English tab bar: the ＋ centred, labels of other widths whole and centred",
          arguments: [
            (80, ["Home", "Messages", "＋", "Discover", "Me"], ["Home3", "Messages42", "＋", "Discover99+", "Me•"]),
            (41, ["Home", "Messages", "＋", "Discover", "Me"], ["Home3", "Msgs42", "＋", "Disc99+", "Me•"]),
            (20, ["H", "Msgs", "＋", "Disc", "Me"], ["H3", "M42", "＋", "D99+", "Me•"]),
          ])
    func englishBarKeepsTheCentring(width: Int, plain: [String], badged: [String]) {
        let zhSlots = TabBarLayout(width: width, items: Self.items(Self.badgeSets[0]), composeGlyph: "＋").slots
        let englishBar = { (badges: [Badge]) in
            TabBarLayout(width: width, items: Self.items(badges), composeGlyph: "＋", spacedLabels: true)
        }
        Language.with(.en) {
            for (badges, expected) in [(Self.badgeSets[0], plain), (Self.badgeSets[1], badged)] {
                let layout = englishBar(badges)
                #expect(layout.slots.map { $0.label + ($0.badge ?? "") } == expected, "width \(width)")
                #expect(layout.slots.map(\.x) == zhSlots.map(\.x) && layout.slots.map(\.width) == zhSlots.map(\.width),
                        "the slots are the Chinese bar's at \(width)")
                let compose = layout.slots[TabBarLayout.composeIndex]
                #expect(compose.x == width - compose.maxX, "the ＋ slot exactly centred at \(width)")
                let glyphLeft = compose.labelX, glyphRight = width - compose.labelX - compose.label.terminalWidth
                #expect(abs(glyphLeft - glyphRight) <= 1, "the ＋ in the middle column(s) at \(width)")
                for slot in layout.slots {
                    let used = slot.label.terminalWidth + (slot.badge?.terminalWidth ?? 0)
                    let left = slot.labelX - slot.x, right = slot.maxX - (slot.labelX + used)
                    #expect(left >= 0 && right >= 0 && abs(left - right) <= 1, "slot \(slot.index) centred at \(width)")
                }
                // Left and right of the ＋ mirror each other column for column.
                #expect(layout.slots[0].width == layout.slots[4].width && layout.slots[1].width == layout.slots[3].width)
                // Words never run together: a blank column between neighbours.
                #expect(!layout.slots[0].touches(layout.slots[1]) && !layout.slots[3].touches(layout.slots[4]), "width \(width)")
            }
        }
    }

    @Test("English labels step down a word at a time: title, abbreviation, initial")
    func englishLabelsDegrade() {
        Language.with(.en) {
            let items = Self.items(Self.badgeSets[0])
            #expect(TabBarLayout.label(for: items[1], width: 8) == "Messages")
            #expect(TabBarLayout.label(for: items[1], width: 7) == "Msgs")
            #expect(TabBarLayout.label(for: items[1], width: 3) == "M")
            #expect(TabBarLayout.label(for: items[2], width: 4) == "Disc")
            // A count outranks a longer label, as 消26 does in Chinese.
            let counted = Self.items([.none, .count(26), .none, .none])[1]
            #expect(TabBarLayout.labelAndBadge(for: counted, width: 6) == ("Msgs", "26"))
            #expect(TabBarLayout.labelAndBadge(for: counted, width: 3) == ("M", "26"))
            #expect(TabBarLayout.labelAndBadge(for: counted, width: 2) == ("M", "•"))
        }
    }
}
