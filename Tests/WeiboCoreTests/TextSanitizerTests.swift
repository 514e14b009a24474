import Testing
@testable import WeiboCore

@Suite struct TextSanitizerTests {
    /// After sanitising: no scalar of negative width, no C0 but a kept "\n".
    func isSafe(_ s: String, keepNewlines: Bool) -> Bool {
        for u in s.unicodeScalars {
            let v = u.value
            if keepNewlines && v == 0x0A { continue }
            if v < 0x20 || (v >= 0x7F && v <= 0x9F) || u.terminalWidth < 0 { return false }
        }
        return true
    }

    @Test(arguments: [
        ("\u{1B}]0;pwned\u{7}", "␛]0;pwned␇"),
        ("\u{1B}[2J", "␛[2J"),
        ("\u{1B}]52;c;aGVsbG8=\u{7}", "␛]52;c;aGVsbG8=␇"),
        ("\u{9B}2J", "\u{FFFD}2J"),
        ("\u{9D}0;x\u{9C}", "\u{FFFD}0;x\u{FFFD}"),
        ("abc\u{202E}txt.exe", "abc\u{FFFD}txt.exe"),
        ("\u{2066}x\u{2069}\u{200E}\u{200F}\u{61C}", "\u{FFFD}x\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("del\u{7F}", "del␡"),
        ("nul\u{0}", "nul␀"),
        ("a\rb", "a␍b"),
        ("a\nb", "a␊b"),
        ("\u{378}\u{2028}", "\u{FFFD}\u{FFFD}"),
        ("\u{E0001}ok", "\u{E0001}ok"),   // width 0 per wcwidth: kept
    ] as [(String, String)])
    func replacements(input: String, expected: String) {
        let out = Sanitizer.sanitize(input)
        #expect(out == expected)
        #expect(isSafe(out, keepNewlines: false))
    }

    @Test func newlinesKeptOnRequest() {
        #expect(Sanitizer.sanitize("a\nb", keepNewlines: true) == "a\nb")
        #expect(Sanitizer.sanitize("a\r\nb\u{2028}c\u{85}d", keepNewlines: true) == "a\nb\nc\nd")
        #expect(Sanitizer.sanitize("a\rb", keepNewlines: true) == "a␍b")
    }

    @Test func tabsExpandToTabStops() {
        #expect(Sanitizer.sanitize("\tx") == "        x")
        #expect(Sanitizer.sanitize("ab\tx") == "ab      x")
        #expect(Sanitizer.sanitize("中\tx") == "中      x")
        #expect(Sanitizer.sanitize("abc\u{1B}\tx") == "abc␛    x")
        #expect(Sanitizer.sanitize("abcdefgh\n1\tx", keepNewlines: true) == "abcdefgh\n1       x")
    }

    @Test func cleanTextIsReturnedIdentical() {
        for s in ["", "hello", "微博：今天天气很好！👍🏽🇨🇳", "e\u{301}\u{200D}", "line\nline"] {
            let out = Sanitizer.sanitize(s, keepNewlines: true)
            #expect(out == s)
            #expect(out.utf8.elementsEqual(s.utf8))
        }
    }

    @Test func everyScalarIsMadeSafe() {
        // Every scalar, in a few contexts, for both modes.
        var chunk = ""
        var inChunk = 0
        var checked = 0
        for v in UInt32(0)...0x10FFFF where v < 0xD800 || v > 0xDFFF {
            chunk.unicodeScalars.append(Unicode.Scalar(v)!)
            inChunk += 1
            if inChunk == 4096 || v == 0x10FFFF {
                #expect(isSafe(Sanitizer.sanitize(chunk), keepNewlines: false))
                // Above the BMP and its supplement nothing depends on the mode.
                if v < 0x30000 {
                    #expect(isSafe(Sanitizer.sanitize(chunk, keepNewlines: true), keepNewlines: true))
                }
                checked += inChunk
                chunk = ""
                inChunk = 0
            }
        }
        #expect(checked == 0x110000 - 0x800)
    }
}

/// Issue 11, point 3: a letter under thousands of combining marks must cost
/// a frame no more than a letter under a few.
@Suite struct MarkRunTests {
    static func heavy(_ marks: Int, _ mark: Character = "\u{301}") -> String {
        "e" + String(repeating: mark, count: marks)
    }

    @Test func drawingKeepsWhatACellShows() {
        let cell = TerminalCell.maxScalars - 1
        #expect(Sanitizer.sanitize(Self.heavy(7_500)) == Self.heavy(cell))
        #expect(Sanitizer.sanitize("a" + Self.heavy(7_500) + "中" + Self.heavy(2)) == "a" + Self.heavy(cell) + "中" + Self.heavy(2))
        // Other zero-width scalars too (symbol marks, hangul vowel jamo).
        #expect(Sanitizer.sanitize(Self.heavy(100, "\u{20DD}")) == Self.heavy(cell, "\u{20DD}"))
        #expect(Sanitizer.sanitize("ᄀ" + String(repeating: "\u{1160}", count: 50)).unicodeScalars.count == 1 + cell)
        // Replacing and cutting in one text: the run count survives the slow path.
        #expect(Sanitizer.sanitize("\t" + Self.heavy(9)) == "        " + Self.heavy(cell))
        #expect(Sanitizer.sanitize(Self.heavy(9) + "\u{1B}") == Self.heavy(cell) + "␛")
        // Honest text is returned as it was.
        let vietnamese = "Tiếng Việt ở đây"
        #expect(Sanitizer.sanitize(vietnamese) == vietnamese)
        let family = "👨‍👩‍👧‍👦"
        #expect(Sanitizer.sanitize(family) == family)
        // Text printed outside curses keeps the store's limit.
        #expect(Sanitizer.sanitize(Self.heavy(7_500), markLimit: MarkRuns.limit) == Self.heavy(MarkRuns.limit))
    }

    @Test func storeLimitIsTheStreamSafeOne() {
        #expect(MarkRuns.limit == 30)
        #expect(MarkRuns.limited(Self.heavy(7_500)) == Self.heavy(30))
        #expect(MarkRuns.limited(Self.heavy(30)) == Self.heavy(30))
        let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        #expect(MarkRuns.limited(england) == england)
        #expect(WeiboLength.count(MarkRuns.limited(String(repeating: Self.heavy(7_500), count: 140))) == 140)
    }

    /// The fast path for U+0300–036F answers what glibc's table does.
    @Test func combiningDiacriticsAreZeroWide() {
        for v in UInt32(0x300)..<0x370 {
            #expect(Unicode.Scalar(v)!.terminalWidth == TerminalWidthTable.width(of: v))
        }
    }
}
