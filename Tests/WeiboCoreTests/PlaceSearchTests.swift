import Testing
@testable import WeiboCore

/// A small hand-made directory: enough to pin matching, ranking and
/// highlighting without the real data (which WeiboStoreTests covers).
private func place(_ code: Int, _ name: String, _ level: PlaceLevel, _ parent: Int?, _ pinyin: String) -> Place {
    Place(code: code, name: name, level: level, parentCode: parent,
          coordinate: nil, pinyin: pinyin.split(separator: " ").map(String.init))
}

private let fixture = PlaceDirectory(places: [
    place(110000, "北京市", .province, nil, "bei jing shi"),
    place(110101, "东城区", .district, 110000, "dong cheng qu"),
    place(130000, "河北省", .province, nil, "he bei sheng"),
    place(130700, "张家口市", .city, 130000, "zhang jia kou shi"),
    place(220403, "西安区", .district, 220400, "xi an qu"),
    place(220400, "辽源市", .city, 220000, "liao yuan shi"),
    place(220000, "吉林省", .province, nil, "ji lin sheng"),
    place(231005, "西安区", .district, 231000, "xi an qu"),
    place(231000, "牡丹江市", .city, 230000, "mu dan jiang shi"),
    place(230000, "黑龙江省", .province, nil, "hei long jiang sheng"),
    place(230100, "哈尔滨市", .city, 230000, "ha er bin shi"),
    place(310000, "上海市", .province, nil, "shang hai shi"),
    place(330000, "浙江省", .province, nil, "zhe jiang sheng"),
    place(330100, "杭州市", .city, 330000, "hang zhou shi"),
    place(430000, "湖南省", .province, nil, "hu nan sheng"),
    place(430100, "长沙市", .city, 430000, "chang sha shi"),
    place(430105, "开福区", .district, 430100, "kai fu qu"),
    place(430121, "长沙县", .district, 430100, "chang sha xian"),
    place(610000, "陕西省", .province, nil, "shan xi sheng"),
    place(610100, "西安市", .city, 610000, "xi an shi"),
])

private let engine = PlaceSearch(directory: fixture)

private func names(_ query: String, limit: Int = 100) -> [String] {
    engine.search(query, limit: limit).matches.map(\.place.name)
}

@Suite struct PlaceQueryTests {
    @Test func breaksRecordWhereTheUserSeparatedSyllables() {
        #expect(PlaceQuery.segmented("Xi An").breaks == [2])
        #expect(PlaceQuery.segmented(" xi''an  shi ").breaks == [2, 4])
        #expect(PlaceQuery.segmented("xian").breaks == [])
    }

    @Test(arguments: ["xian", "Xi An", "  xi'an ", "XI’AN", "ｘｉ　ａｎ", "xi\tan\n", "Xi ʼAn"])
    func spacesApostrophesCaseAndFullWidthAreIgnored(_ text: String) {
        #expect(PlaceQuery.normalized(text) == "xian")
    }

    @Test func nothingElseIsRemoved() {
        #expect(PlaceQuery.normalized("北京\u{1B}[0m😀") == "北京\u{1B}[0m😀")
        #expect(PlaceQuery.normalized(" \t\u{3000} ").isEmpty)
    }
}

@Suite struct PlaceSearchTests {
    @Test func pinyinPrefixMatchesTheJoinedSyllables() {
        #expect(names("shangh") == ["上海市"])
        #expect(names("changsha") == ["长沙市", "长沙县"])
        #expect(names("hangzhou") == ["杭州市"])
    }

    @Test func initialsPrefix() {
        #expect(names("bj") == ["北京市"])
        #expect(names("zjk") == ["张家口市"])
        #expect(names("BJ") == ["北京市"])
    }

    @Test func xiAnIsTypedManyWays() {
        let expected = ["西安市", "西安区", "西安区"]
        for query in ["xian", "Xi An", "xi'an", "XI’AN"] {
            #expect(names(query) == expected, "\(query)")
        }
    }

    @Test func pinyinIsNotMatchedInTheMiddleOfAName() {
        #expect(names("zhou").isEmpty)
        #expect(names("ansh").isEmpty)
    }

    @Test func chineseIsContains() {
        #expect(names("哈尔滨") == ["哈尔滨市"])
        #expect(names("福") == ["开福区"])
        #expect(names("江") == ["黑龙江省", "浙江省", "牡丹江市"])
        #expect(names("北京") == ["北京市"])
        #expect(names("南京").isEmpty)
    }

    @Test func rankingIsExactThenPrefixThenPinyinThenContainsThenLevelThenCode() {
        let directory = PlaceDirectory(places: [
            place(1, "小xian", .province, nil, "xiao x i a n"),
            place(2, "xian岛", .district, nil, "x i a n dao"),
            place(3, "xian", .district, nil, "x i a n"),
            place(4, "西安区", .district, nil, "xi an qu"),
            place(5, "西安市", .city, nil, "xi an shi"),
            place(6, "大xian", .district, nil, "da x i a n"),
        ])
        let result = PlaceSearch(directory: directory).search("XiAn", limit: 10)
        #expect(result.matches.map(\.place.code) == [3, 2, 5, 4, 1, 6])
        #expect(result.matches.map(\.kind) == [.exactName, .namePrefix, .pinyinSyllables, .pinyinSyllables, .nameContains, .nameContains])
    }

    @Test func wholeSyllablesRankBeforeAQueryEndingInsideOne() {
        let directory = PlaceDirectory(places: [
            place(330822, "常山县", .district, nil, "chang shan xian"),
            place(430121, "长沙县", .district, nil, "chang sha xian"),
            place(421200, "咸宁市", .city, nil, "xian ning shi"),
            place(610100, "西安市", .city, nil, "xi an shi"),
            place(810000, "香港特别行政区", .province, nil, "xiang gang te bie xing zheng qu"),
        ])
        let search = PlaceSearch(directory: directory)
        func codes(_ q: String) -> [Int] { search.search(q, limit: 10).matches.map(\.place.code) }
        #expect(codes("changsha") == [430121, 330822])
        #expect(search.search("changsha").matches.map(\.kind) == [.pinyinSyllables, .pinyinPrefix])
        // Without a hint xian is one syllable (咸) or two (西安): both whole.
        #expect(codes("xian") == [421200, 610100, 810000])
        // A typed break must fall on a syllable boundary to count as whole.
        #expect(codes("xi an") == [610100, 810000, 421200])
        #expect(codes("xi'an") == codes("Xi An"))
        // Initials count as whole syllables.
        #expect(search.search("xa").matches.map(\.kind) == [.initialsPrefix])
    }

    @Test func tiesGoByLevelThenCode() {
        #expect(names("长沙") == ["长沙市", "长沙县"])
        let codes = engine.search("西安", limit: 10).matches.map(\.place.code)
        #expect(codes == [610100, 220403, 231005])
        #expect(names("省") == ["河北省", "吉林省", "黑龙江省", "浙江省", "湖南省", "陕西省"])
    }

    @Test func highlightMarksTheMatchedCharacters() {
        func highlight(_ query: String) -> Range<Int>? { engine.search(query, limit: 1).matches.first?.highlight }
        #expect(highlight("长沙县") == 0..<3)
        #expect(highlight("长沙") == 0..<2)
        #expect(highlight("福") == 1..<2)
        #expect(highlight("尔滨") == 1..<3)
        #expect(highlight("shangh") == 0..<2)   // shang + the h of hai
        #expect(highlight("shang") == 0..<1)
        #expect(highlight("zjk") == 0..<3)
        #expect(highlight("b") == 0..<1)
        #expect(highlight("haerbinshi") == 0..<4)
    }

    @Test func kindsAreReported() {
        #expect(engine.search("长沙县").matches.first?.kind == .exactName)
        #expect(engine.search("长沙").matches.first?.kind == .namePrefix)
        #expect(engine.search("chang").matches.first?.kind == .pinyinSyllables)
        #expect(engine.search("chan").matches.first?.kind == .pinyinPrefix)
        #expect(engine.search("csx").matches.first?.kind == .initialsPrefix)
        #expect(engine.search("沙县").matches.first?.kind == .nameContains)
    }

    @Test func limitCutsTheListButNotTheCount() {
        let result = engine.search("江", limit: 2)
        #expect(result.matches.count == 2)
        #expect(result.totalCount == 3)
        #expect(engine.search("江", limit: 0).matches.isEmpty)
        #expect(engine.search("江", limit: 0).totalCount == 3)
        #expect(engine.search("江", limit: -5).totalCount == 3)
    }

    @Test func thousandCharacterQueries() {
        for query in [String(repeating: "长", count: 1000), String(repeating: "x", count: 1000),
                      String(repeating: "长沙", count: 500) + "😀"] {
            #expect(engine.search(query).totalCount == 0)
        }
    }

    @Test(arguments: [
        "", "   ", "\u{3000}", "😀", "👨‍👩‍👧", "\u{1B}[31m", "\u{0}", "\u{FFFD}\u{FFFD}", "长沙\u{7}", "e\u{301}", "'''",
    ])
    func strangeQueriesGiveEmptyResultsWithoutCrashing(_ query: String) {
        let result = engine.search(query, limit: 20)
        #expect(result.totalCount == 0)
        #expect(result.matches.isEmpty)
    }

    @Test func resultMatchesABruteForceScanForEveryFixtureSubstring() {
        var queries: Set<String> = []
        for p in fixture.places {
            let chars = Array(p.name)
            for i in chars.indices { for j in i..<chars.count { queries.insert(String(chars[i...j])) } }
            let key = p.pinyin.joined()
            for n in 1...key.count { queries.insert(String(key.prefix(n))) }
        }
        for q in queries {
            let expected = fixture.places.filter {
                $0.name.contains(q) || $0.pinyin.joined().hasPrefix(q) || $0.initials.hasPrefix(q)
            }.map(\.code).sorted()
            let result = engine.search(q, limit: 1000)
            #expect(result.matches.map(\.place.code).sorted() == expected, "\(q)")
            #expect(result.totalCount == expected.count, "\(q)")
        }
    }
}

@Suite struct PlaceDirectoryTests {
    @Test func treeNavigation() {
        #expect(fixture.roots.map(\.name) == ["北京市", "河北省", "吉林省", "黑龙江省", "上海市", "浙江省", "湖南省", "陕西省"])
        #expect(fixture.children(of: 430100).map(\.name) == ["开福区", "长沙县"])
        #expect(fixture.children(of: 110000).map(\.name) == ["东城区"])
        #expect(fixture.children(of: 999999).isEmpty)
        #expect(fixture.place(code: 430121)?.initials == "csx")
        #expect(fixture.path(of: 430121).map(\.name) == ["湖南省", "长沙市", "长沙县"])
        #expect(fixture.pathText(of: 430121) == "湖南省 › 长沙市 › 长沙县")
        #expect(fixture.path(of: 1).isEmpty)
    }

    @Test func unknownParentsBecomeRootsAndRepeatsAreDropped() {
        let d = PlaceDirectory(places: [
            place(2, "乙", .district, 7, "yi"), place(1, "甲", .province, nil, "jia"), place(1, "丙", .city, nil, "bing"),
        ])
        #expect(d.roots.map(\.name) == ["甲", "乙"])
        #expect(d.count == 2)
    }

    @Test func characterRangeCountsCharactersNotScalars() {
        #expect(PlaceSearch.characterRange(1..<3, in: "ae\u{301}b") == 1..<2)
        #expect(PlaceSearch.characterRange(0..<2, in: "长沙") == 0..<2)
        #expect(PlaceSearch.characterRange(5..<9, in: "长沙") == 2..<2)
    }
}
