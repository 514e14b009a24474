import Testing
@testable import WeiboCore

@Suite("Search: words, matching and highlighting")
struct SearchMatchingTests {
    @Test("a query is its words: spaces split, repeats (any case) dropped")
    func words() {
        #expect(SearchQuery("  天气  北京 天气 ").terms == ["天气", "北京"])
        #expect(SearchQuery("Swift swift").terms == ["Swift"])
        #expect(SearchQuery(" \t ").isEmpty)
        let mixed = SearchQuery("猫 橘猫豆包 ab abc")
        #expect(mixed.indexedTerms == ["橘猫豆包", "abc"])
        #expect(mixed.shortTerms == ["猫", "ab"])
        #expect(mixed.ftsExpression == "\"橘猫豆包\" \"abc\"")
        #expect(mixed.gramExpression == "u732b b61x62")
        // A long word's pairs, any of which the store may look up in the short-word index.
        #expect(SearchQuery.pairs(of: "橘猫豆包") == ["橘猫", "猫豆", "豆包"])
        #expect(SearchQuery.pairs(of: "abc") == ["ab", "bc"])
        #expect(SearchQuery.pairs(of: "猫") == [])
    }

    @Test("one- and two-character tokens: every character and pair, case folded, no whitespace, no pair across texts")
    func grams() {
        #expect(SearchGrams.token("猫") == "u732b")
        #expect(SearchGrams.token("AB") == SearchGrams.token("ab"))
        #expect(SearchGrams.token("abc") == nil)
        #expect(SearchGrams.token("") == nil)
        let tokens = Set(SearchGrams.tokens(["钢琴 Ab", "猫"]).split(separator: " ").map(String.init))
        let expected = ["钢", "琴", "钢琴", "a", "b", "ab", "猫"].compactMap(SearchGrams.token)
        #expect(tokens == Set(expected))
        // Nothing spans the space, nor the two texts.
        #expect(!tokens.contains(SearchGrams.token("琴a")!))
        #expect(!tokens.contains(SearchGrams.token("b猫")!))
        // Tokens are ASCII letters and digits only, so FTS5's ascii tokenizer keeps them whole.
        #expect(tokens.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        #expect(SearchQuery("钢").gramExpression == "u94a2")
    }

    @Test("FTS5 and LIKE take the user's punctuation literally")
    func escaping() {
        #expect(SearchQuery("say \"hi\"").ftsExpression == "\"say\" \"\"\"hi\"\"\"")
        #expect(SearchQuery.likePattern("5%_a\\") == "%5\\%\\_a\\\\%")
        // An emoji of several scalars is long enough for the index, as SQLite counts.
        #expect(SearchQuery("👨‍👩‍👧").indexedTerms == ["👨‍👩‍👧"])
    }

    @Test("matches: every occurrence, case folded, overlapping ones merged")
    func ranges() {
        #expect(TextMatch.ranges(of: ["暴雨"], in: Array("#杭州暴雨# 暴雨橙色预警")) == [3..<5, 7..<9])
        #expect(TextMatch.ranges(of: ["swift"], in: Array("Swift 6 SWIFT")) == [0..<5, 8..<13])
        #expect(TextMatch.ranges(of: ["aba", "bab"], in: Array("ababa")) == [0..<5])
        #expect(TextMatch.ranges(of: ["长长长"], in: Array("长长")) == [])
        #expect(TextMatch.ranges(of: [""], in: Array("abc")) == [])
        // Whole characters: an emoji with a skin tone is not matched by its base.
        #expect(TextMatch.ranges(of: ["👍"], in: Array("👍🏽")) == [])
    }

    @Test("highlighting restyles exactly the matching cells, across spans, keeping their styles")
    func highlight() {
        let line = Line([Span(" "), Span("#杭州暴", .link), Span("雨# 大雨")])
        let lit = TextMatch.highlight(line, ["暴雨"])
        #expect(lit.spans == [Span(" "), Span("#杭州", .link), Span("暴", Style.link.with(.reverse)),
                              Span("雨", Style.plain.with(.reverse)), Span("# 大雨")])
        #expect(lit.spans.map(\.text).joined() == " #杭州暴雨# 大雨")
        #expect(TextMatch.highlight(line, ["晴天"]) == line)
        #expect(TextMatch.highlight([line], []) == [line])
    }

    @Test("a post's topics and mentions, in order, each once; emoticons are neither")
    func entities() {
        let text = "#杭州暴雨# @夜航船的猫 你家那边积水了吗？[泪] @天气碎碎念，#杭州暴雨# #未闭合"
        #expect(RichText.entities(in: text) == [.topic("杭州暴雨"), .mention("夜航船的猫"), .mention("天气碎碎念")])
        #expect(PostEntity.topic("杭州暴雨").scope == .topic("杭州暴雨"))
        #expect(PostEntity.mention("Bob").text == "@Bob")
        #expect(RichText.entities(in: "没有标记 [哈哈]") == [])
    }

    @Test("/ searches where the user is")
    func scopes() {
        #expect(SearchScope.of(.home) == .posts(.timeline))
        #expect(SearchScope.of(.myPosts) == .posts(.mine))
        #expect(SearchScope.of(.chat(id: "d1")) == .messages)
        #expect(SearchScope.of(.discover) == nil)
        #expect(SearchScope.of(.search(.user(name: "Bob"))) == .posts(.timeline))
    }
}
