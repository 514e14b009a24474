import Testing
@testable import WeiboCore

/// WeiboCore's own `contains` and `firstRange(of:)` for a `String`, which
/// keep `_StringProcessing` out of the binary: the answers the standard
/// library's gave.
@Suite struct TextSearchTests {
    @Test func findsTheFirstOccurrence() {
        let text = "http://wx1.sinaimg.cn/thumbnail/a/thumbnail/b.jpg"
        let range = text.firstRange(of: "/thumbnail/")
        #expect(range.map { text[$0] } == "/thumbnail/")
        #expect(range.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 21)
        #expect(text.firstRange(of: "://").map { text[..<$0.lowerBound] } == "http")
    }

    @Test func answersForAbsentEmptyAndWholeTexts() {
        #expect("abc".firstRange(of: "abd") == nil)
        #expect("ab".firstRange(of: "abc") == nil, "longer than the text")
        #expect("".firstRange(of: "a") == nil)
        #expect("abc".firstRange(of: "") == "abc".startIndex..<"abc".startIndex)
        #expect("".contains(""))
        #expect("abc".contains("abc"))
        #expect("aab".contains("ab"), "a false start is retried one character on")
    }

    @Test func comparesCharactersAndWorksOnSubstrings() {
        #expect("请先登录后再试".contains("请先登录"))
        #expect(!"我的微博".contains("微信"))
        #expect(!"cafe\u{301}".contains("cafe"), "é is one character, not e and an accent")
        let rest = "a&amp;b&amp;c".dropFirst(2)
        #expect(rest.firstRange(of: "&amp;").map { rest[$0.upperBound...] } == "c")
    }
}
