import Testing
@testable import WeiboCore

/// A small hand-made catalogue holding the examples, packed the way
/// the real one is: enough to pin matching, ranking and highlighting without
/// the generated data (which WeiboStoreTests covers).
enum PlaceFixture {
    static func row(_ code: Int, _ name: String, _ level: PlaceLevel, _ parent: Int?, _ pinyin: String,
                    rank: Int? = nil) -> PackedCatalogBuilder.Row {
        let suffixed = ["省", "市", "区", "县", "镇", "乡"].contains { name.hasSuffix($0) } && name.count > 2
        return PackedCatalogBuilder.Row(
            code: code, parentCode: parent, level: level, rankClass: rank ?? [2, 3, 4, 5][level.rawValue],
            baseLength: name.hasSuffix("街道") ? name.count - 2 : name.hasSuffix("特别行政区") ? 2
                : suffixed ? name.count - 1 : name.count,
            name: name, pinyin: pinyin.split(separator: " ").map(String.init))
    }

    static let rows: [PackedCatalogBuilder.Row] = [
        row(110000, "北京市", .province, nil, "bei jing shi", rank: 0),
        row(110101, "东城区", .district, 110000, "dong cheng qu"),
        row(110108, "海淀区", .district, 110000, "hai dian qu"),
        row(110108011, "中关村街道", .township, 110108, "zhong guan cun jie dao"),
        row(130000, "河北省", .province, nil, "he bei sheng"),
        row(130700, "张家口市", .city, 130000, "zhang jia kou shi"),
        row(140000, "山西省", .province, nil, "shan xi sheng"),
        row(141100, "吕梁市", .city, 140000, "lv liang shi"),
        row(210000, "辽宁省", .province, nil, "liao ning sheng"),
        row(210100, "沈阳市", .city, 210000, "shen yang shi", rank: 0),
        row(220000, "吉林省", .province, nil, "ji lin sheng"),
        row(220400, "辽源市", .city, 220000, "liao yuan shi"),
        row(220403, "西安区", .district, 220400, "xi an qu"),
        row(230000, "黑龙江省", .province, nil, "hei long jiang sheng"),
        row(230100, "哈尔滨市", .city, 230000, "ha er bin shi", rank: 0),
        row(320000, "江苏省", .province, nil, "jiang su sheng"),
        row(320500, "苏州市", .city, 320000, "su zhou shi"),
        row(330000, "浙江省", .province, nil, "zhe jiang sheng"),
        row(330100, "杭州市", .city, 330000, "hang zhou shi", rank: 0),
        row(350000, "福建省", .province, nil, "fu jian sheng"),
        row(350200, "厦门市", .city, 350000, "xia men shi", rank: 0),
        row(360000, "江西省", .province, nil, "jiang xi sheng"),
        row(360700, "赣州市", .city, 360000, "gan zhou shi"),
        row(420000, "湖北省", .province, nil, "hu bei sheng"),
        row(420600, "襄阳市", .city, 420000, "xiang yang shi"),
        row(421200, "咸宁市", .city, 420000, "xian ning shi"),
        row(430000, "湖南省", .province, nil, "hu nan sheng"),
        row(430100, "长沙市", .city, 430000, "chang sha shi", rank: 1),
        row(430105, "开福区", .district, 430100, "kai fu qu"),
        row(430121, "长沙县", .district, 430100, "chang sha xian"),
        row(430300, "湘潭市", .city, 430000, "xiang tan shi"),
        row(430700, "常德市", .city, 430000, "chang de shi"),
        row(440000, "广东省", .province, nil, "guang dong sheng"),
        row(440100, "广州市", .city, 440000, "guang zhou shi", rank: 0),
        row(440300, "深圳市", .city, 440000, "shen zhen shi", rank: 0),
        row(500000, "重庆市", .province, nil, "chong qing shi", rank: 0),
        row(500101999, "中庆镇", .township, 500000, "zhong qing zhen"),
        row(510000, "四川省", .province, nil, "si chuan sheng"),
        row(510100, "成都市", .city, 510000, "cheng du shi", rank: 0),
        row(520000, "贵州省", .province, nil, "gui zhou sheng"),
        row(610000, "陕西省", .province, nil, "shan xi sheng"),
        row(610100, "西安市", .city, 610000, "xi an shi", rank: 0),
        row(810000, "香港特别行政区", .province, nil, "xiang gang te bie xing zheng qu"),
    ]

    /// The polyphones of the fixture, most common reading first, as
    /// place-readings.tsv gives them.
    static let readings: [Unicode.Scalar: [String]] = [
        "重": ["zhong", "chong"], "长": ["chang", "zhang"], "厦": ["sha", "xia"], "都": ["dou", "du"],
        "家": ["jia", "gu"], "省": ["sheng", "xing"], "行": ["xing", "hang"],
    ]

    static let traditional: [Unicode.Scalar: Unicode.Scalar] = [
        "長": "长", "廣": "广", "廈": "厦", "門": "门", "瀋": "沈", "陽": "阳", "州": "州",
    ]

    static let directory = try! PlaceDirectory(rows: rows, readings: readings, traditional: traditional)
    static let search = PlaceSearch(directory: directory)
}

private let engine = PlaceFixture.search

private func names(_ query: String, limit: Int = 100) -> [String] {
    engine.search(query, limit: limit).matches.map(\.place.name)
}

@Suite struct PlaceQueryTests {
    @Test func breaksRecordWhereTheUserSeparatedSyllables() {
        #expect(PlaceQuery.segmented("Xi An").breaks == [2])
        #expect(PlaceQuery.segmented(" xi''an  shi ").breaks == [2, 4])
        #expect(PlaceQuery.segmented("xian").breaks == [])
    }

    @Test(arguments: ["xian", "Xi An", "  xi'an ", "XI’AN", "ｘｉ　ａｎ", "xi\tan\n", "Xi ʼAn", "Xī'ān", "XĪ'ĀN",
                      "Xi\u{304}'a\u{304}n"])
    func spacesApostrophesCaseFullWidthAndTonesAreFolded(_ text: String) {
        #expect(PlaceQuery.normalized(text) == "xian")
    }

    @Test(arguments: ["lüliang", "lǚliang", "LÜLIANG", "lu\u{308}liang", "lvliang"])
    func uWithDiaeresisIsV(_ text: String) {
        #expect(PlaceQuery.normalized(text) == "lvliang")
    }

    @Test func nothingElseIsRemoved() {
        #expect(PlaceQuery.normalized("北京\u{1B}[0m😀") == "北京\u{1B}[0m😀")
        #expect(PlaceQuery.normalized(" \t\u{3000} ").isEmpty)
    }
}

@Suite struct PlaceSearchTests {
    // Search: Chinese substring, exact.
    @Test func chineseTextFindsEveryNameContainingItAndNothingElse() {
        for query in ["福", "江", "州", "西安", "尔滨", "庆镇", "北京", "南京", "江苏省"] {
            let expected = PlaceFixture.rows.filter { $0.name.contains(query) }.map(\.code).sorted()
            #expect(engine.search(query, limit: 100).matches.map(\.place.code).sorted() == expected, "\(query)")
        }
        #expect(names("南京").isEmpty)
        #expect(names("哈尔滨") == ["哈尔滨市"])
    }

    // Search: full pinyin with or without spaces.
    @Test func fullPinyinWithOrWithoutSpaces() {
        for query in ["changsha", "chang sha", "Chang Sha", "changshashi"] {
            #expect(names(query).prefix(2) == ["长沙市", "长沙县"] || names(query) == ["长沙市"], "\(query)")
        }
        #expect(names("hangzhou") == ["杭州市"])
        #expect(names("zhongguancun") == ["中关村街道"])
        #expect(names("shangh").isEmpty)   // no 上海 in the fixture; 山 is shan
    }

    // Search: initials.
    @Test func initials() {
        #expect(names("bj") == ["北京市"])
        #expect(names("BJ") == ["北京市"])
        #expect(names("zjk") == ["张家口市"])
        #expect(names("zgc") == ["中关村街道"])
        #expect(names("csx").first == "长沙县")
    }

    // Search: tone marks.
    @Test func toneMarks() {
        #expect(names("Xī'ān").first == "西安市")
        #expect(names("Chóngqìng").first == "重庆市")
        #expect(names("Cha\u{301}ngsha\u{304}").first == "长沙市")
    }

    // Search: ü typed as v or ü.
    @Test func uAsVOrUmlaut() {
        #expect(names("lvliang") == ["吕梁市"])
        #expect(names("lüliang") == ["吕梁市"])
        #expect(names("lǚ") == ["吕梁市"])
    }

    // Search: an apostrophe as an exact syllable boundary.
    @Test func apostropheIsAnExactSyllableBoundary() {
        let apostrophe = names("xi'an")
        #expect(apostrophe.first == "西安市")
        #expect(apostrophe.contains("西安区"))
        for wrong in ["香港特别行政区", "襄阳市", "湘潭市", "咸宁市"] { #expect(!apostrophe.contains(wrong), "\(wrong)") }
        // Without it, xian may end inside 香 (xiang) or be 咸 (xian).
        let plain = names("xian")
        for found in ["香港特别行政区", "襄阳市", "湘潭市", "咸宁市"] { #expect(plain.contains(found), "\(found)") }
        #expect(names("xi an") == apostrophe)
    }

    // Search: mixed hanzi and pinyin.
    @Test func mixedChineseAndPinyin() {
        #expect(names("长sha").first == "长沙市")
        #expect(names("长sha").contains("长沙县"))
        #expect(names("xi安").first == "西安市")
        #expect(names("bei京") == ["北京市"])
        #expect(names("长s").prefix(2) == ["长沙市", "长沙县"])
        #expect(names("sha长").isEmpty)
    }

    // Search: traditional characters.
    @Test func traditionalCharacters() {
        #expect(names("長沙").prefix(2) == ["长沙市", "长沙县"])
        #expect(names("廣州") == ["广州市"])
        #expect(names("廈門") == ["厦门市"])
        #expect(names("瀋陽") == ["沈阳市"])
        #expect(names("長sha").first == "长沙市")
    }

    // Search: a common wrong reading of a polyphone, after correct readings.
    @Test func anotherReadingFindsThePlaceAfterPlacesReadThatWay() {
        let result = engine.search("zhongqing")
        #expect(result.matches.map(\.place.name) == ["中庆镇", "重庆市"])
        #expect(result.matches.map(\.usesOtherReading) == [false, true])
        #expect(names("chongqing") == ["重庆市"])
        #expect(names("zhangsha").prefix(2) == ["长沙市", "长沙县"])
        #expect(names("shamen") == ["厦门市"])
    }

    // Ranking, with the examples.
    @Test func wholeNameThenClassThenCoverageThenCode() {
        #expect(names("xian").first == "西安市")
        #expect(names("xian").firstIndex(of: "西安市")! < names("xian").firstIndex(of: "咸宁市")!)
        #expect(names("sz").first == "深圳市")
        #expect(names("sz").prefix(2) == ["深圳市", "苏州市"])
        #expect(names("gz").prefix(3) == ["广州市", "贵州省", "赣州市"])
        #expect(names("cd").prefix(2) == ["成都市", "常德市"])
        // Same class, not whole: the larger share of the name covered first,
        // then the code.
        #expect(names("江").prefix(4) == ["江苏省", "浙江省", "江西省", "黑龙江省"])
        #expect(names("省").prefix(2) == ["河北省", "山西省"])
    }

    @Test func matchesSayWhetherTheWholeNameWasSpelled() {
        #expect(engine.search("changsha").matches.first?.spellsWholeName == true)
        #expect(engine.search("长沙").matches.first?.spellsWholeName == true)
        #expect(engine.search("cs").matches.first?.spellsWholeName == true)
        #expect(engine.search("changsh").matches.first?.spellsWholeName == false)   // ends inside 沙
        #expect(engine.search("changs").matches.first?.spellsWholeName == true)     // s as 沙's initial
        #expect(engine.search("c").matches.first?.spellsWholeName == false)
    }

    @Test func highlightMarksTheMatchedCharacters() {
        func highlight(_ query: String) -> Range<Int>? { engine.search(query, limit: 1).matches.first?.highlight }
        func highlight(_ query: String, in name: String) -> Range<Int>? {
            engine.search(query, limit: 100).matches.first { $0.place.name == name }?.highlight
        }
        #expect(highlight("长沙县") == 0..<3)
        #expect(highlight("长沙") == 0..<2)
        #expect(highlight("福", in: "开福区") == 1..<2)
        #expect(highlight("尔滨") == 1..<3)
        #expect(highlight("hangzh") == 0..<2)   // hang + the zh of zhou
        #expect(highlight("zjk") == 0..<3)
        #expect(highlight("haerbinshi") == 0..<4)
        #expect(highlight("长sha") == 0..<2)
    }

    @Test func limitCutsTheListButNotTheCount() {
        let result = engine.search("江", limit: 2)
        #expect(result.matches.count == 2)
        #expect(result.totalCount == 4)
        #expect(engine.search("江", limit: 0).matches.isEmpty)
        #expect(engine.search("江", limit: 0).totalCount == 4)
        #expect(engine.search("江", limit: -5).totalCount == 4)
    }

    @Test func hundredKilobyteQueries() {
        for query in [String(repeating: "长", count: 30_000), String(repeating: "x", count: 100_000),
                      String(repeating: "长sha", count: 20_000) + "😀", String(repeating: "a'", count: 50_000)] {
            #expect(engine.search(query).totalCount == 0)
        }
    }

    @Test(arguments: [
        "", "   ", "\u{3000}", "😀", "👨‍👩‍👧", "\u{1B}[31m", "\u{0}", "\u{FFFD}\u{FFFD}", "长沙\u{7}", "'''", "1", "-",
    ])
    func strangeQueriesGiveEmptyResultsWithoutCrashing(_ query: String) {
        let result = engine.search(query, limit: 20)
        #expect(result.totalCount == 0)
        #expect(result.matches.isEmpty)
    }

    /// The index only narrows what the matcher checks: for every prefix of
    /// every name, reading and initials (and mixed forms), it must give what
    /// checking every place gives.
    @Test func indexAgreesWithCheckingEveryPlace() {
        var queries: Set<String> = ["xi'an", "xi安", "长sha", "長沙", "zhongqing", "x'ian", "c s", "h'a"]
        for row in PlaceFixture.rows {
            let chars = Array(row.name)
            for i in chars.indices { for j in i..<chars.count { queries.insert(String(chars[i...j])) } }
            let key = row.pinyin.joined()
            for n in 1...key.count { queries.insert(String(key.prefix(n))) }
            queries.insert(String(row.pinyin.compactMap(\.first)))
            queries.insert(String(chars[0]) + row.pinyin.dropFirst().joined())
        }
        for q in queries {
            #expect(engine.search(q, limit: 100) == engine.searchByScanning(q, limit: 100), "\(q)")
        }
    }
}

@Suite struct PlaceDirectoryTests {
    let fixture = PlaceFixture.directory

    @Test func treeNavigation() {
        #expect(fixture.roots.first?.name == "北京市")
        #expect(fixture.roots.count == PlaceFixture.rows.filter { $0.parentCode == nil }.count)
        #expect(fixture.children(of: 430100).map(\.name) == ["开福区", "长沙县"])
        #expect(fixture.childCount(of: 430100) == 2)
        #expect(fixture.children(of: 999999).isEmpty)
        #expect(fixture.place(code: 430121)?.initials == "csx")
        #expect(fixture.place(code: 110108011)?.level == .township)
        #expect(fixture.pathText(of: 110108011) == "北京市 › 海淀区 › 中关村街道")
        #expect(fixture.path(of: 1).isEmpty)
    }

    @Test func buildingRefusesBrokenRows() {
        let ok = PlaceFixture.row(1, "甲", .province, nil, "jia")
        #expect(throws: PackedCatalogBuilder.Failure.self) { try PlaceDirectory(rows: [ok, ok]) }
        #expect(throws: PackedCatalogBuilder.Failure.self) {
            try PlaceDirectory(rows: [ok, PlaceFixture.row(2, "乙", .city, 7, "yi")])
        }
        #expect(throws: PackedCatalogBuilder.Failure.self) {
            try PlaceDirectory(rows: [PlaceFixture.row(1, "甲乙", .province, nil, "jia")])
        }
        #expect(throws: PackedCatalogBuilder.Failure.self) {
            try PlaceDirectory(rows: [PlaceFixture.row(1 << 32, "甲", .province, nil, "jia")])
        }
    }

    @Test func aDamagedBlockIsRefused() {
        #expect(throws: PackedCatalog.Invalid.self) { try PackedCatalog.open(bytes: Array("WTP0".utf8)) }
        var bytes = try! PackedCatalogBuilder.build(rows: PlaceFixture.rows, readings: [:], traditional: [:])
        bytes.removeLast()
        #expect(throws: PackedCatalog.Invalid.self) { try PackedCatalog.open(bytes: bytes) }
    }
}
