import Testing
@testable import WeiboCore

@Suite struct CanvasTests {
    @Test func wideCharacterIsNeverHalfDrawnAtTheEdge() {
        var c = Canvas(size: Size(width: 5, height: 1))
        let end = c.draw("ab中文", x: 0, y: 0)
        #expect(end == 5)
        #expect(c.rowText(0) == "ab中…")
        var d = Canvas(size: Size(width: 3, height: 1))
        d.draw("ab中", x: 0, y: 0)
        #expect(d.rowText(0) == "ab…", "the ellipsis takes the half a wide character would have")
    }

    @Test("text cut at maxX or the edge ends with …; blanks past it are dropped quietly")
    func cutTextEndsWithAnEllipsis() {
        var c = Canvas(size: Size(width: 10, height: 2))
        #expect(c.draw("一二三四五六", x: 0, y: 0, maxX: 7) == 7)
        #expect(c.rowText(0) == "一二三…   ")
        c.draw("abc      ", x: 6, y: 1)
        #expect(c.rowText(1) == "      abc ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var c = Canvas(size: Size(width: 4, height: 1))
        c.draw("中文", x: 0, y: 0)
        c.draw("x", x: 1, y: 0)
        #expect(c.rowText(0) == " x文")
    }
}
