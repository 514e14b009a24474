import Testing
@testable import WeiboCore

@Suite struct CanvasTests {
    @Test func wideCharacterIsNeverHalfDrawnAtTheEdge() {
        var c = Canvas(size: Size(width: 5, height: 1))
        let end = c.draw("ab中文", x: 0, y: 0)
        #expect(end == 4)
        #expect(c.rowText(0) == "ab中 ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var c = Canvas(size: Size(width: 4, height: 1))
        c.draw("中文", x: 0, y: 0)
        c.draw("x", x: 1, y: 0)
        #expect(c.rowText(0) == " x文")
    }
}
