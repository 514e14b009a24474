import Testing
@testable import WeiboCore

@Suite struct TextLayoutTests {
    @Test func truncateFitsAndMarks() {
        #expect(TextLayout.truncate("hello", toWidth: 5) == "hello")
        #expect(TextLayout.truncate("hello world", toWidth: 8) == "hello w…")
        #expect(TextLayout.truncate("hello world", toWidth: 7) == "hello…")   // space before … dropped
        #expect(TextLayout.truncate("微博热搜榜", toWidth: 6) == "微博…")
        #expect(TextLayout.truncate("微博热搜榜", toWidth: 7) == "微博热…")
        #expect(TextLayout.truncate("微博", toWidth: 1) == "…")
        #expect(TextLayout.truncate("微博", toWidth: 0) == "")
        #expect(TextLayout.truncate("微博", toWidth: -3) == "")
        #expect(TextLayout.truncate("abcdef", toWidth: 2, ellipsis: "...") == "ab")
        #expect(TextLayout.truncate("👍🏽ok", toWidth: 5) == "👍🏽…")
    }

    @Test func truncateProperties() {
        var rng = TextRandom(seed: 42)
        var failures: [String] = []
        for _ in 0..<300 {
            let s = TextSamples.randomString(&rng, maxLength: 25).filter { $0 != "\n" }
            let chars = Array(s)
            for width in 0...30 {
                for ellipsis in ["…", "...", ""] {
                    let t = TextLayout.truncate(s, toWidth: width, ellipsis: ellipsis)
                    // Never splits a character: the kept part is a prefix of s in Characters.
                    let kept = t != s && t.hasSuffix(ellipsis) ? Array(t.dropLast(ellipsis.count)) : Array(t)
                    if t.terminalWidth > width
                        || (s.terminalWidth <= width && t != s)
                        || !chars.starts(with: kept) {
                        failures.append("\(s.debugDescription) @\(width) \(ellipsis): \(t.debugDescription)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func repeatedMatchesTheStandardLibrary() {
        for piece in [" ", "─", "┄", "ab", "中", "👍🏽"] {
            for count in [1, 2, 7, 80, 201] {
                #expect(TextLayout.repeated(piece, count: count) == String(repeating: piece, count: count))
            }
        }
        #expect(TextLayout.repeated("─", count: 0) == "")
        #expect(TextLayout.repeated("─", count: -3) == "", "a negative count draws nothing instead of trapping")
        #expect(TextLayout.rule(width: 5) == "─────")
        #expect(TextLayout.rule(width: 80).terminalWidth == 80)
    }

    @Test func prefixAndSuffix() {
        #expect(TextLayout.prefix("中文abc", width: 3) == "中")
        #expect(TextLayout.prefix("中文abc", width: 5) == "中文a")
        #expect(TextLayout.prefix("e\u{301}x", width: 1) == "e\u{301}")
        #expect(TextLayout.prefix("abc", width: 0) == "")
        #expect(TextLayout.suffix("abc中文", width: 3) == "文")
        #expect(TextLayout.suffix("abc中文", width: 5) == "c中文")
    }

    @Test func padAndCenter() {
        #expect(TextLayout.pad("中", toWidth: 4) == "中  ")
        #expect(TextLayout.pad("中文", toWidth: 2) == "中文")
        #expect(TextLayout.padLeft("7", toWidth: 3) == "  7")
        #expect(TextLayout.fit("中文字", width: 4) == "中… ")
        #expect(TextLayout.centered("我", inWidth: 5) == " 我  ")
        #expect(TextLayout.centered("首页", inWidth: 8) == "  首页  ")
        #expect(TextLayout.centered("消息中心", inWidth: 5) == "消息…")
        #expect(TextLayout.centered("x", inWidth: 0) == "")
        for w in 1...12 {
            #expect(TextLayout.centered("发现", inWidth: w).terminalWidth == w)
            #expect(TextLayout.fit("发现abc", width: w).terminalWidth == w)
        }
    }
}
