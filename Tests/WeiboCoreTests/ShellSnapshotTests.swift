import Testing
@testable import WeiboCore

@Suite struct ShellSnapshotTests {
    static let sizes = [(80, 24), (40, 12), (200, 50)]

    func render(_ width: Int, _ height: Int, _ actions: [Action]) -> Frame {
        var s = Fixture.state(width: width, height: height)
        for action in actions { _ = reduce(&s, action) }
        return ScreenView.render(s)
    }

    @Test(arguments: [(80, 24), (40, 12), (200, 50)])
    func rootTabs(width: Int, height: Int) {
        for tab in Tab.allCases {
            Snapshot.assert(render(width, height, [.tabBar(.select(tab))]), named: "root-\(tab)-\(width)x\(height)")
        }
    }

    @Test(arguments: [(80, 24), (40, 12), (200, 50)])
    func pushedPageHidesTheTabBar(width: Int, height: Int) {
        let frame = render(width, height, [.tabBar(.select(.profile)), .navigation(.move(4)), .navigation(.activate)])
        Snapshot.assert(frame, named: "about-\(width)x\(height)")
        #expect(!frame.canvas.rowText(height - 1).contains("首页"))
        #expect(frame.canvas.rowText(0).contains("‹ 我"))
    }

    @Test(arguments: [(80, 24), (40, 12), (200, 50)])
    func composePopupBothPages(width: Int, height: Int) {
        Snapshot.assert(render(width, height, [.compose(.openPopup)]), named: "compose-\(width)x\(height)")
        Snapshot.assert(render(width, height, [.compose(.openPopup), .compose(.popupChoose(5))]), named: "compose-more-\(width)x\(height)")
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
