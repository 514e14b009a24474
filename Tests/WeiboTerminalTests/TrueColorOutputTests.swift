import Testing
import WeiboCore
@testable import WeiboTerminal

@Suite("pictures in 24-bit colour, over curses")
struct TrueColorOutputTests {
    static func canvas(_ colors: [RGB?]) -> Canvas {
        var canvas = Canvas(size: Size(width: colors.count, height: 2))
        canvas.draw("ab", x: 0, y: 1)
        for (x, color) in colors.enumerated() {
            guard let color else { continue }
            canvas.draw("▀", x: x, y: 0, style: .painted(HalfBlockCell(top: color, bottom: RGB(1, 2, 3))))
        }
        return canvas
    }

    @Test("each changed picture cell in its own colours, one SGR for a run of the same, cursor and attributes put back")
    func changedCellsOnly() {
        let red = RGB(250, 10, 10), blue = RGB(10, 10, 250)
        let first = Self.canvas([red, red, nil, blue])
        let all = TrueColorOutput.cells(first, changedSince: nil, rows: [0, 1], width: 4)
        #expect(all == "\u{1B}7\u{1B}[1;1H\u{1B}[38;2;250;10;10;48;2;1;2;3m▀▀\u{1B}[1;4H\u{1B}[38;2;10;10;250;48;2;1;2;3m▀\u{1B}8")
        let second = Self.canvas([red, blue, nil, blue])
        #expect(TrueColorOutput.cells(second, changedSince: first, rows: [0], width: 4)
                == "\u{1B}7\u{1B}[1;2H\u{1B}[38;2;10;10;250;48;2;1;2;3m▀\u{1B}8")
        #expect(TrueColorOutput.cells(second, changedSince: second, rows: [0, 1], width: 4).isEmpty)
        #expect(TrueColorOutput.cells(first, changedSince: nil, rows: [1], width: 4).isEmpty, "only the rows curses rewrote")
        #expect(TrueColorOutput.cells(first, changedSince: nil, rows: [0], width: 2).hasSuffix("▀▀\u{1B}8"), "never past the terminal's width")
    }

    @Test("COLORTERM says 24-bit; WEIBO_TUI_TRUECOLOR decides outright")
    func detection() {
        #expect(TerminalFeatures.detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"], terminfoHasMs: false).trueColor)
        #expect(TerminalFeatures.detect(["TERM": "xterm-256color", "COLORTERM": "24bit"], terminfoHasMs: false).trueColor)
        #expect(!TerminalFeatures.detect(["TERM": "xterm-256color"], terminfoHasMs: false).trueColor)
        #expect(!TerminalFeatures.detect(["COLORTERM": "truecolor", "WEIBO_TUI_TRUECOLOR": "off"], terminfoHasMs: false).trueColor)
    }
}
