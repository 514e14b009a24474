import Testing
@testable import WeiboCore

/// What concerns the whole app: quitting, resizes. (Moving through a stack
/// is in NavigationReducerTests, each page's own actions in Features/.)
@Suite struct AppReducerTests {
    @Test func quitIsAnEffect() {
        var store = TestStore(sampleState())
        store.send(.app(.quit), effects: [.app(.quit)]) { $0.quitRequested = true }
    }

    /// A property of every height, not one transition: the selected row is
    /// on screen after each resize, whatever the reducer scrolled to.
    @Test func selectionStaysVisibleThroughResizes() {
        var s = sampleState()
        send(&s, ProfileRows.open(.settings))
        s.stack.push(.about)
        send(&s, .navigation(.bottom))
        for h in [24, 12, 9, 7, 30, 8] {
            send(&s, .app(.resize(Size(width: 40, height: h))))
            let list = s.listGeometry
            let visible = ListViewport.visibleRows(scrollTop: s.page.scrollTop, count: list.count,
                                                   viewportHeight: list.viewportHeight, height: list.height)
            #expect(visible.contains(s.page.selection) || list.viewportHeight <= 0, "height \(h)")
        }
    }
}
