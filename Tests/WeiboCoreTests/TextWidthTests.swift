import Testing
import Glibc
import CWcwidth
@testable import WeiboCore

/// glibc answers per locale; the table was generated under C.UTF-8. A lazy
/// global runs `setlocale` once, safely, whichever test gets there first.
let textLocaleReady: Bool = setlocale(LC_ALL, "C.UTF-8") != nil

/// Tiny deterministic PRNG (SplitMix64) so property tests are reproducible.
struct TextRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct TextWidthTests {
    @Test func everyScalarMatchesGlibcWcwidth() {
        #expect(textLocaleReady)
        var mismatches: [String] = []
        for v in UInt32(0)...0x10FFFF where v < 0xD800 || v > 0xDFFF {
            let ours = Unicode.Scalar(v)!.terminalWidth
            let libc = Int(wcwidth(wchar_t(v)))
            if ours != libc && mismatches.count < 20 {
                mismatches.append("U+\(String(v, radix: 16, uppercase: true)): ours \(ours), wcwidth \(libc)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func commonScalars() {
        #expect(Unicode.Scalar("a").terminalWidth == 1)
        #expect(Unicode.Scalar("中").terminalWidth == 2)
        #expect(Unicode.Scalar("，").terminalWidth == 2)
        #expect(Unicode.Scalar("。").terminalWidth == 2)
        #expect(Unicode.Scalar("ア").terminalWidth == 2)
        #expect(Unicode.Scalar("한").terminalWidth == 2)
        #expect(Unicode.Scalar("\u{301}").terminalWidth == 0)
        #expect(Unicode.Scalar("\u{1B}").terminalWidth == -1)
        #expect(Unicode.Scalar("\u{9B}").terminalWidth == -1)
        #expect(Unicode.Scalar("\u{0}").terminalWidth == 0)
    }

    /// Sum of the scalars' wcwidth — ncurses's placement; the tmux 3.3a
    /// observations are in the doc comment of `Character.terminalWidth`.
    @Test(arguments: [
        ("e\u{301}", 1),
        ("\u{2764}\u{FE0F}", 1),                 // ❤️
        ("#\u{FE0F}\u{20E3}", 1),                // #️⃣
        ("🇨🇳", 2),
        ("👍🏽", 4),
        ("👨\u{200D}👩\u{200D}👧", 6),
        ("🏳\u{FE0F}\u{200D}🌈", 3),
        ("中\u{301}", 2),
        ("\u{1100}\u{1161}\u{11A8}", 2),         // 각 from jamo
        ("a", 1), ("中", 2), ("\u{1B}", 0),
    ] as [(String, Int)])
    func clusterWidths(text: String, width: Int) {
        #expect(text.count == 1 || text == "\u{1B}")
        #expect(Character(text).terminalWidth == width)
        #expect(text.terminalWidth == width)
    }

    @Test func stringWidthIsSumOfCharacterWidths() {
        let s = "Weibo 微博：今天天气很好！👍🏽🇨🇳 cafe\u{301} 👨\u{200D}👩\u{200D}👧"
        #expect(s.terminalWidth == s.reduce(0) { $0 + $1.terminalWidth })
        #expect(s[...].terminalWidth == s.terminalWidth)
    }

    @Test func cellsFollowNcursesPlacementWithoutZWJ() {
        func cells(_ s: String) -> [String] { s.terminalCells.map { "\($0.text)/\($0.width)" } }
        #expect(cells("a中") == ["a/1", "中/2"])
        #expect(cells("e\u{301}x") == ["e\u{301}/1", "x/1"])
        #expect(cells("🇨🇳") == ["🇨/1", "🇳/1"])
        #expect(cells("👍🏽") == ["👍/2", "🏽/2"])
        #expect(cells("👨\u{200D}👩\u{200D}👧") == ["👨/2", "👩/2", "👧/2"])
        #expect(cells("\u{301}a") == ["\u{301}/0", "a/1"])
        #expect(cells("a\u{1B}b") == ["a/1", "b/1"])
        // ncurses keeps at most five scalars in a cell.
        let zalgo = "e" + String(repeating: "\u{301}", count: 8)
        #expect(zalgo.terminalCells.count == 1)
        #expect(zalgo.terminalCells[0].text.unicodeScalars.count == TerminalCell.maxScalars)
    }

    @Test func cellWidthsSumToStringWidth() {
        var rng = TextRandom(seed: 7)
        for _ in 0..<300 {
            let s = TextSamples.randomString(&rng, maxLength: 30)
            #expect(s.terminalCells.reduce(0) { $0 + $1.width } == s.terminalWidth)
            #expect(s.terminalCells.allSatisfy { $0.width <= 2 && !$0.text.unicodeScalars.contains("\u{200D}") })
        }
    }
}

/// Pieces that stress wrapping and truncation: ASCII words and spaces, CJK
/// with punctuation, emoji sequences wider than two columns, combining marks.
enum TextSamples {
    static let pieces: [String] = [
        "a", "b", "word", "Weibo", "x", " ", " ", "  ", "中", "文", "微博", "，", "。", "「", "」",
        "한", "ア", "👍", "👍🏽", "🇨🇳", "❤\u{FE0F}", "👨\u{200D}👩\u{200D}👧", "e\u{301}", "中\u{301}",
        "supercalifragilistic", "(", ")", ",", ".", "…", "\n",
    ]

    static func randomString(_ rng: inout TextRandom, maxLength: Int) -> String {
        let n = Int.random(in: 0...maxLength, using: &rng)
        var s = ""
        for _ in 0..<n { s += pieces.randomElement(using: &rng)! }
        return s
    }
}
