import Testing
@testable import WeiboCore

@Suite struct ListViewportTests {
    @Test func scrollKeepsTheSelectionWholeOnScreen() {
        let heights = [3, 1, 4, 1, 5, 9, 2, 6]
        for viewport in 1...12 {
            var top = 0
            for selection in heights.indices {
                top = ListViewport.scrollTop(showing: selection, from: top, viewportHeight: viewport) { heights[$0] }
                #expect(top <= selection)
                let used = heights[top...selection].reduce(0, +)
                #expect(used <= viewport || top == selection)
            }
            for selection in heights.indices.reversed() {
                top = ListViewport.scrollTop(showing: selection, from: top, viewportHeight: viewport) { heights[$0] }
                #expect(top <= selection)
            }
        }
    }

    @Test func pageTargetMovesAboutAScreenful() {
        let count = 100
        #expect(ListViewport.pageTarget(from: 0, direction: 1, count: count, viewportHeight: 10) { _ in 1 } == 9)
        #expect(ListViewport.pageTarget(from: 9, direction: -1, count: count, viewportHeight: 10) { _ in 1 } == 0)
        #expect(ListViewport.pageTarget(from: 98, direction: 1, count: count, viewportHeight: 10) { _ in 1 } == 99)
        #expect(ListViewport.pageTarget(from: 0, direction: 1, count: count, viewportHeight: 10) { _ in 4 } == 3)
    }

    @Test func maxScrollTopFillsTheViewport() {
        #expect(ListViewport.maxScrollTop(count: 10, viewportHeight: 4) { _ in 1 } == 6)
        #expect(ListViewport.maxScrollTop(count: 2, viewportHeight: 4) { _ in 1 } == 0)
        #expect(ListViewport.visibleRows(scrollTop: 2, count: 10, viewportHeight: 4) { _ in 2 } == 2..<4)
    }
}
