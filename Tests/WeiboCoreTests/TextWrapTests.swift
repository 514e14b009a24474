import Testing
@testable import WeiboCore

@Suite struct TextWrapTests {
    @Test func latinBreaksAtSpaces() {
        #expect(TextLayout.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("the quick   brown", width: 9) == ["the quick", "brown"])
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("go supercalifragilistic", width: 8) == ["go", "supercal", "ifragili", "stic"])
        #expect(TextLayout.wrap("  indented", width: 20) == ["  indented"])
    }

    @Test func cjkBreaksAnywhereButNotBeforeClosingPunctuation() {
        #expect(TextLayout.wrap("今天天气很好", width: 4) == ["今天", "天气", "很好"])
        #expect(TextLayout.wrap("今天天气很好", width: 5) == ["今天", "天气", "很好"])
        // "。" never starts a line: the character before it moves down with it.
        #expect(TextLayout.wrap("你好世界。再见", width: 8) == ["你好世", "界。再见"])
        #expect(TextLayout.wrap("微博Weibo好", width: 6) == ["微博", "Weibo", "好"])
    }

    @Test func newlinesAndEmptyLines() {
        #expect(TextLayout.wrap("", width: 5) == [""])
        #expect(TextLayout.wrap("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(TextLayout.wrap("a\r\nb\n", width: 5) == ["a", "b", ""])
    }

    @Test func narrowWidthsTerminate() {
        #expect(TextLayout.wrap("中a文", width: 1) == ["中", "a", "文"])
        #expect(TextLayout.wrap("ab", width: 0) == ["a", "b"])
        #expect(TextLayout.wrap("👍🏽x", width: 3) == ["👍🏽", "x"])
    }

    /// Over random mixes: no line wider than `width` unless it is a single
    /// cluster wider than `width`; lines map back onto the input exactly, and
    /// what lies between lines is one newline or break spaces.
    @Test func wrapProperties() {
        var rng = TextRandom(seed: 2024)
        var failures: [String] = []
        for _ in 0..<250 {
            let s = TextSamples.randomString(&rng, maxLength: 30)
            let chars = Array(s)
            for width in 1...40 {
                func fail(_ why: String) { failures.append("\(s.debugDescription) @\(width): \(why)") }
                let lines = TextLayout.wrapLines(s, width: width)
                if lines.map(\.text) != TextLayout.wrap(s, width: width) { fail("wrap ≠ wrapLines") }
                var cursor = 0
                for (n, line) in lines.enumerated() {
                    if line.width != line.text.terminalWidth { fail("width of \(line.text.debugDescription)") }
                    // Only a lone cluster wider than the line may exceed it.
                    if line.width > width && line.text.count != 1 { fail("too wide: \(line.text.debugDescription)") }
                    // The text is exactly the input's characters in range: no cluster split.
                    if Array(line.text) != Array(chars[line.range]) { fail("text ≠ range \(line.range)") }
                    let gap = chars[cursor..<line.range.lowerBound]
                    // First line: nothing before it. Later: a hard break (nothing
                    // dropped), break spaces, or one newline after spaces left
                    // hanging at the end of a paragraph.
                    let spaces = gap.prefix { $0 == " " }
                    let rest = gap.dropFirst(spaces.count)
                    let ok = n == 0 ? gap.isEmpty : rest.isEmpty || (rest.count == 1 && (rest.first == "\n" || rest.first == "\r\n"))
                    if !ok { fail("gap \(Array(gap))") }
                    cursor = line.range.upperBound
                }
                if !chars[cursor...].allSatisfy({ $0 == " " }) { fail("tail lost") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func cursorPositions() {
        let s = "ab cd\n中文"
        let lines = TextLayout.wrapLines(s, width: 3)
        #expect(lines.map(\.text) == ["ab", "cd", "中"] + ["文"])
        #expect(TextLayout.cursorPosition(ofOffset: 0, in: lines, width: 3) == (0, 0))
        #expect(TextLayout.cursorPosition(ofOffset: 2, in: lines, width: 3) == (0, 2))   // on the break space
        #expect(TextLayout.cursorPosition(ofOffset: 3, in: lines, width: 3) == (1, 0))
        #expect(TextLayout.cursorPosition(ofOffset: 5, in: lines, width: 3) == (1, 2))   // before "\n"
        #expect(TextLayout.cursorPosition(ofOffset: 6, in: lines, width: 3) == (2, 0))
        #expect(TextLayout.cursorPosition(ofOffset: 7, in: lines, width: 3) == (3, 0))   // soft break → next line
        #expect(TextLayout.cursorPosition(ofOffset: 8, in: lines, width: 3) == (3, 2))   // end of text
        #expect(TextLayout.offset(atLine: 2, column: 1, in: lines) == 6)
        #expect(TextLayout.offset(atLine: 1, column: 9, in: lines) == 5)
        #expect(TextLayout.offset(atLine: 3, column: 2, in: lines) == 8)
    }

    @Test func cursorRoundTrip() {
        var rng = TextRandom(seed: 99)
        for _ in 0..<200 {
            let s = TextSamples.randomString(&rng, maxLength: 20)
            for width in [1, 2, 5, 11] {
                let lines = TextLayout.wrapLines(s, width: width)
                for k in 0...s.count {
                    let p = TextLayout.cursorPosition(ofOffset: k, in: lines, width: width)
                    #expect(p.line >= 0 && p.line < lines.count)
                    #expect(p.column >= 0)
                    // Offsets that are drawn (inside a line's range) map back exactly.
                    if lines[p.line].range.contains(k) {
                        #expect(TextLayout.offset(atLine: p.line, column: p.column, in: lines) == k)
                    }
                }
            }
        }
    }
}
