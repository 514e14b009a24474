import Testing
import WeiboCore
import WeiboStore

/// The bundled catalogue, decoded once for the whole suite.
private let catalog = PlaceCatalogLoader.shared
private let directory = catalog.directory

/// The ranking the issue specifies, computed the slow and obvious way with
/// `String` operations, as the reference the index must agree with.
private func bruteForce(_ query: String) -> [Int] {
    let q = PlaceQuery.normalized(query)
    let breaks = PlaceQuery.segmented(query).breaks
    guard !q.isEmpty else { return [] }
    var hits: [(tier: Int, level: PlaceLevel, code: Int)] = []
    for p in directory.places {
        let name = PlaceQuery.normalized(p.name)
        var boundaries: Set<Int> = []
        var length = 0
        for syllable in p.pinyin { length += syllable.count; boundaries.insert(length) }
        let whole = boundaries.contains(q.count) && breaks.allSatisfy(boundaries.contains)
        let pinyin = p.pinyin.joined().hasPrefix(q)
        let tier: Int? =
            name == q ? 0
            : name.hasPrefix(q) ? 1
            : (pinyin && whole) || p.initials.hasPrefix(q) ? 2
            : pinyin ? 3
            : name.contains(q) ? 4 : nil
        if let tier { hits.append((tier, p.level, p.code)) }
    }
    return hits.sorted { ($0.tier, $0.level, $0.code) < ($1.tier, $1.level, $1.code) }.map(\.code)
}

private func names(_ query: String, limit: Int = 5) -> [String] {
    catalog.search(query, limit: limit).matches.map(\.place.name)
}

@Suite struct PlaceCatalogDataTests {
    @Test func countsPerLevel() {
        let levels = directory.places.map(\.level)
        #expect(levels.filter { $0 == .province }.count == 34)
        #expect(levels.filter { $0 == .city }.count == 334)
        #expect(levels.filter { $0 == .district }.count == 2851)
        #expect(directory.roots.count == 34)
    }

    @Test func placeholderLevelsAreCollapsed() {
        let placeholders: Set<String> = ["市辖区", "县", "省直辖县级行政区划", "自治区直辖县级行政区划"]
        #expect(!directory.places.contains { placeholders.contains($0.name) })
        #expect(directory.place(code: 110101)?.parentCode == 110000)   // 东城区 under 北京市
        #expect(directory.place(code: 419001)?.name == "济源市")
        #expect(directory.place(code: 419001)?.parentCode == 410000)   // under 河南省
        #expect(directory.children(of: 110000).count == 16)
        #expect(directory.pathText(of: 430121) == "湖南省 › 长沙市 › 长沙县")
    }

    @Test func everyPlaceHangsInTheTreeAtTheRightLevel() {
        for p in directory.places {
            let parent = p.parentCode.flatMap { directory.place(code: $0) }
            switch p.level {
            case .province: #expect(p.parentCode == nil, "\(p.name)")
            case .city: #expect(parent?.level == .province, "\(p.name)")
            case .district: #expect(parent?.level == .province || parent?.level == .city, "\(p.name)")
            }
            #expect(p.pinyin.count == p.name.count, "\(p.name)")
            #expect(p.name.unicodeScalars.count == p.name.count, "\(p.name)")
            #expect(p.pinyin.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) } }, "\(p.name)")
        }
    }

    @Test(arguments: [
        ("重庆市", "chong qing shi"), ("长沙市", "chang sha shi"), ("厦门市", "xia men shi"),
        ("乐山市", "le shan shi"), ("长治市", "chang zhi shi"), ("蚌埠市", "bang bu shi"),
        ("六安市", "lu an shi"), ("成都市", "cheng du shi"),
    ])
    func polyphonesAreReadAsPlaceNames(_ name: String, _ reading: String) {
        let place = directory.places.first { $0.name == name }
        #expect(place?.pinyin.joined(separator: " ") == reading)
    }

    @Test func coordinatesWhereTheSourceHasThem() {
        let beijing = directory.place(code: 110000)?.coordinate
        #expect(beijing.map { abs($0.latitude - 39.9) < 0.1 && abs($0.longitude - 116.4) < 0.1 } == true)
        #expect(directory.place(code: 139001)?.coordinate == nil)   // 定州市: none in the source
    }
}

@Suite struct PlaceCatalogSearchTests {
    @Test func examplesFromTheIssue() {
        #expect(names("shangh").first == "上海市")
        #expect(names("changsha") == ["长沙市", "长沙县", "常山县"])   // changshan… ends mid-syllable
        #expect(names("bj").first == "北京市")
        #expect(names("zjk").first == "张家口市")
        #expect(names("hangzhou") == ["杭州市"])
        #expect(names("哈尔滨") == ["哈尔滨市"])
        #expect(names("Xi An") == names("xi'an"))
        #expect(names("Xi An").first == "西安市")
        #expect(names("xian").prefix(2) == ["咸宁市", "西安市"])   // 咸 or 西安: both whole syllables
    }

    @Test(arguments: ["区", "市", "县", "长沙", "哈尔滨", "南", "阳", "自治", "江", "西安", "州市", "族自治县",
                      "北京", "蒙古", "新", "山西", "东", "河", "不存在", "滨市", "乌鲁木齐", "香港特别行政区"])
    func chineseQueriesAreExactlyContains(_ query: String) {
        let expected = Set(directory.places.filter { $0.name.contains(query) }.map(\.code))
        let result = catalog.search(query, limit: .max)
        #expect(Set(result.matches.map(\.place.code)) == expected)
        #expect(result.totalCount == expected.count)
    }

    @Test func rankOrderAgreesWithABruteForceScan() {
        var queries = ["a", "b", "x", "z", "zh", "xian", "xi an", "xi'an'", "chang sha", "changs ha", "changsha", "csx", "bj", "shangh", "neimenggu",
                       "Xi An", "区", "长", "自治州", "hz", "huaian", "lv"]
        for word in ["hangzhou", "哈尔滨"] {
            var typed = ""
            for c in word { typed.append(c); queries.append(typed) }
        }
        for (i, p) in directory.places.enumerated() where i % 29 == 0 {
            let chars = Array(p.name)
            queries.append(String(chars[(chars.count / 2)...]))
            queries.append(String(p.pinyin.joined().prefix(3 + i % 5)))
            queries.append(String(p.initials.prefix(2)))
        }
        for q in queries {
            let result = catalog.search(q, limit: .max)
            let expected = bruteForce(q)
            #expect(result.matches.map(\.place.code) == expected, "\(q)")
            #expect(result.totalCount == expected.count, "\(q)")
        }
    }

    @Test func highlightLiesInsideTheName() {
        for q in ["长沙", "沙", "changsh", "zjk", "j", "族自治"] {
            for m in catalog.search(q, limit: .max).matches {
                #expect(m.highlight.lowerBound >= 0 && m.highlight.upperBound <= m.place.name.count)
                #expect(!m.highlight.isEmpty)
            }
        }
    }

    @Test func thousandCharacterQueriesFindNothing() {
        #expect(catalog.search(String(repeating: "区", count: 1000)).totalCount == 0)
        #expect(catalog.search(String(repeating: "hang", count: 250)).totalCount == 0)
    }

    @Test(arguments: ["😀区", "\u{1B}[2J", String(decoding: [0xFF, 0xFE, 0x41], as: UTF8.self), "\u{0}"])
    func strangeQueriesFindNothing(_ query: String) {
        #expect(catalog.search(query).totalCount == 0)
    }
}

@Suite struct PlaceCommandLineTests {
    private func run(_ arguments: [String]) -> PlacesCommandLine.Output {
        PlacesCommandLine.run(arguments, catalog: catalog)
    }

    @Test func searchPrintsCodeNameAndPathPerLineInRankOrder() {
        let out = run(["search", "长沙"])
        #expect(out.status == 0)
        #expect(out.stderr.isEmpty)
        #expect(out.stdout == "430100\t长沙市\t湖南省 › 长沙市\n430121\t长沙县\t湖南省 › 长沙市 › 长沙县\n")
    }

    @Test func searchAsJSON() {
        let out = run(["search", "--json", "changsha"])
        #expect(out.status == 0)
        #expect(out.stdout == """
            [
              {"code": 430100, "name": "长沙市", "path": "湖南省 › 长沙市"},
              {"code": 430121, "name": "长沙县", "path": "湖南省 › 长沙市 › 长沙县"},
              {"code": 330822, "name": "常山县", "path": "浙江省 › 衢州市 › 常山县"}
            ]

            """)
        #expect(run(["search", "qqqqq", "--json"]).stdout == "[]\n")
    }

    @Test func limitAndTotal() {
        let out = run(["search", "区", "--limit", "3"])
        #expect(out.status == 0)
        #expect(out.stdout.split(separator: "\n").count == 3)
        #expect(out.stderr.hasPrefix("weibo-tui: showing 3 of "))
        #expect(run(["search", "--limit=2", "区"]).stdout.split(separator: "\n").count == 2)
        #expect(run(["search", "xi", "an"]).stdout.hasPrefix("610100\t西安市\t"))
    }

    @Test func nothingMatchedExitsOne() {
        let out = run(["search", "qqqqq"])
        #expect(out.status == 1)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr.contains("no place matches"))
    }

    @Test(arguments: [[], ["search"], ["search", ""], ["search", "  \t"], ["search", "x", "--limit"],
                      ["search", "x", "--limit", "0"], ["search", "x", "--limit", "ten"], ["search", "x", "--limit=-1"],
                      ["search", "x", "--bogus"], ["frobnicate"], ["show"], ["show", "abc"], ["show", "1", "2"]])
    func usageErrorsExitTwo(_ arguments: [String]) {
        let out = run(arguments)
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr.contains("usage: weibo-tui cities"))
    }

    @Test func echoedInputIsSanitised() {
        let out = run(["search", "\u{1B}]0;pwned\u{7}"])
        #expect(out.status == 1)
        #expect(!out.stderr.contains("\u{1B}"))
        #expect(!out.stderr.contains("\u{7}"))
        let bad = run(["search", "--\u{1B}[31m"])
        #expect(bad.status == 2)
        #expect(!bad.stderr.contains("\u{1B}"))
        let invalid = run(["search", String(decoding: [0xC3, 0x28], as: UTF8.self)])
        #expect(invalid.status == 1)
    }

    @Test func optionsEndAtDoubleDash() {
        #expect(run(["search", "--", "--json"]).status == 1)
    }

    @Test func showPrintsThePlaceAndItsChildren() {
        let out = run(["show", "430100"])
        #expect(out.status == 0)
        let lines = out.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "name:        长沙市")
        #expect(lines.contains("path:        湖南省 › 长沙市"))
        #expect(lines.contains("code:        430100"))
        #expect(lines.contains("level:       city (地级)"))
        #expect(lines.contains("pinyin:      chang sha shi"))
        #expect(lines.contains { $0.hasPrefix("coordinates: 28.") })
        #expect(lines.contains("  430121\t长沙县"))
        #expect(run(["show", "139001"]).stdout.contains("coordinates: unknown"))
    }

    @Test func showUnknownCodeExitsOne() {
        let out = run(["show", "999999"])
        #expect(out.status == 1)
        #expect(out.stderr.contains("no place has code 999999"))
    }
}
