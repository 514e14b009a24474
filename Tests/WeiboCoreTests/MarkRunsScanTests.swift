import Testing
@testable import WeiboCore

/// `MarkRuns.hasLongRun` reads UTF-8 and steps over what cannot be a mark
/// (issue 34: every text the store reads is checked); it must answer as a
/// count over the scalars does.
@Suite struct MarkRunsScanTests {
    private func reference(_ text: String, limit: Int) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            if MarkRuns.isZeroWidth(scalar) {
                run += 1
                if run > limit { return true }
            } else {
                run = 0
            }
        }
        return false
    }

    @Test("the byte scan agrees with counting scalars, at the limit and past it, in every script")
    func agreesWithScalars() {
        let marks = ["\u{301}", "\u{200D}", "\u{1160}", "\u{FE0F}", "\u{E0100}", "\u{64B}", "\u{5B0}"]
        let others = ["e", "中", "鿿", "一", "丁", "😀", "é", "ア", "한", "\u{2FF}", "\u{3000}", "Ω", ""]
        for mark in marks {
            for other in others {
                for count in [0, 1, 29, 30, 31, 45] {
                    for text in [other + String(repeating: mark, count: count) + other,
                                 String(repeating: mark, count: count), other + String(repeating: mark + other, count: count)] {
                        #expect(MarkRuns.hasLongRun(text, limit: 30) == reference(text, limit: 30),
                                "\(count) × U+\(String(mark.unicodeScalars.first!.value, radix: 16)) after \(other)")
                    }
                }
            }
        }
        #expect(MarkRuns.limited("a" + String(repeating: "\u{301}", count: 40)).unicodeScalars.count == 31)
        #expect(MarkRuns.limited("中文 text") == "中文 text")
    }
}
