import Testing
@testable import WeiboCore

@Suite struct ShellSnapshotTests {
    static let sizes = [(80, 24), (40, 12), (200, 50)]

    func render(_ width: Int, _ height: Int, _ actions: [Action]) -> Frame {
        var s = Fixture.state(width: width, height: height)
        for action in actions { _ = reduce(&s, action) }
        return ScreenView.render(s)
    }

    @Test(arguments: [(80, 24), (40, 12), (20, 8), (200, 50)])
    func rootTabs(width: Int, height: Int) {
        for tab in Tab.allCases {
            Snapshot.assert(render(width, height, [.tabBar(.select(tab))]), named: "root-\(tab)-\(width)x\(height)")
        }
    }

    @Test(arguments: [(80, 24), (40, 12), (200, 50)])
    func pushedPageHidesTheTabBar(width: Int, height: Int) {
        let frame = render(width, height, ProfileRows.open(.about))
        Snapshot.assert(frame, named: "about-\(width)x\(height)")
        #expect(!frame.canvas.rowText(height - 1).contains("首页"))
        #expect(frame.canvas.rowText(0).contains("‹ 我"))
    }

    @Test(arguments: [(80, 24), (40, 12), (20, 8), (200, 50)])
    func composePopupBothPages(width: Int, height: Int) {
        Snapshot.assert(render(width, height, [.compose(.openPopup)]), named: "compose-\(width)x\(height)")
        Snapshot.assert(render(width, height, PopupItems.open(.more)), named: "compose-more-\(width)x\(height)")
    }

    /// What the styles say: the selected tab in bold accent, the selected
    /// row, the 消息 count in badge red, the popup's selected item.
    @Test func stylesThatCarryMeaning() {
        var counts = StoreCounts(drafts: 1, unread: UnreadCounts(mentions: 3, comments: 0, likes: 0, messages: 23), unseenPosts: true)
        counts.myPosts = 2
        Snapshot.assertStyles(render(80, 24, [.tabBar(.countsLoaded(counts))]), named: "root-home-80x24")
        Snapshot.assertStyles(render(80, 24, [.tabBar(.countsLoaded(counts)), .tabBar(.select(.profile))]), named: "root-profile-80x24")
        Snapshot.assertStyles(render(80, 24, [.compose(.openPopup)]), named: "compose-80x24")
    }

    @Test func helpOverlay() {
        Snapshot.assert(render(80, 24, [.app(.showHelp)]), named: "help-80x24")
        Snapshot.assert(render(40, 12, [.app(.showHelp)]), named: "help-40x12")
        Snapshot.assert(render(20, 8, [.app(.showHelp)]), named: "help-20x8")
    }

    @Test("at 20×8 the help puts what a key does under it: scrolled through, every summary is there whole")
    func helpAtTwentyByEightShowsEverySummary() {
        var s = Fixture.state(width: 20, height: 8)
        _ = reduce(&s, .app(.showHelp))
        var seen = ""
        for _ in 0...HelpLayout(s).maxScroll {
            seen += ScreenView.render(s).canvas.text + "\n"
            _ = reduce(&s, .app(.scrollHelp(1)))
        }
        for section in s.keymap.helpSections(in: s) {
            for entry in section.entries {
                #expect(seen.contains(entry.summary), "\(entry.summary) shown whole")
            }
        }
    }

    @Test(arguments: [(80, 24), (40, 12), (20, 8)])
    func editorAndEmoticons(width: Int, height: Int) {
        let open: [Action] = PopupItems.open(.text)
        Snapshot.assert(render(width, height, open), named: "editor-\(width)x\(height)")
        let picker = render(width, height, open + [.compose(.openEmoticons)] + Array(repeating: .compose(.dialogCommand(.right)), count: 14))
        Snapshot.assert(picker, named: "emoticons-\(width)x\(height)")
        // The last item, reached with →, is on screen and whole.
        #expect(picker.canvas.text.contains("[思考]"))
    }

    @Test("the emoticon grid shows every column it has: → never selects an item off screen")
    func emoticonColumnsFit() {
        for width in ScreenLayout.minimumSize.width...120 {
            let columns = EmoticonGrid.columns(forWidth: width)
            #expect(columns * EmoticonGrid.cellWidth + 2 <= width || columns == 1, "width \(width)")
            var s = Fixture.state(width: width, height: 12)
            for a: Action in PopupItems.open(.text) + [.compose(.openEmoticons)] { _ = reduce(&s, a) }
            for (i, code) in EditorState.emoticons.enumerated() {
                #expect(ScreenView.render(s).canvas.text.contains(code), "item \(i) \(code) visible when selected at \(width)")
                _ = reduce(&s, .compose(.dialogCommand(.right)))
            }
        }
    }

    @Test("at 20×8 我's card leaves room: every row, selected, is on screen")
    func profileRowsReachableAtTwentyByEight() {
        var s = Fixture.state(width: 20, height: 8)
        _ = reduce(&s, .tabBar(.select(.profile)))
        for title in ProfileScreen.rows(in: s).map({ $0.title(in: s) }) {
            let text = ScreenView.render(s).canvas.text
            #expect(text.contains(" " + title + " "), "\(title) on screen:\n\(text)")
            _ = reduce(&s, .navigation(.move(1)))
        }
    }

    @Test func tinyTerminalsShowANoticeAndNeverCrash() {
        for width in 1...25 {
            for height in 1...9 {
                let frame = render(width, height, [.compose(.openPopup)])
                #expect(frame.canvas.size == Size(width: width, height: height))
            }
        }
        #expect(render(19, 24, []).canvas.text.contains("终端太小"))
        #expect(render(80, 6, []).canvas.text.contains("Terminal too small"))
    }

    @Test func tabBarSitsWhereTheGeometrySays() {
        for width in [20, 41, 80, 81, 97, 200] {
            let frame = render(width, 24, [])
            let layout = TabBarView.layout(for: Fixture.state(width: width, height: 24))
            let row = frame.canvas.rowText(23)
            for slot in layout.slots where slot.width > 0 {
                // The label starts at its column: count columns of the text before it.
                var column = 0, index = row.startIndex
                while column < slot.labelX && index < row.endIndex {
                    column += row[index].terminalWidth
                    index = row.index(after: index)
                }
                #expect(row[index...].hasPrefix(slot.label), "width \(width) slot \(slot.index)")
            }
        }
    }
}
