import Testing
import WeiboCore
import WeiboStore
@testable import WeiboCommandLine

/// The bundled catalogue, opened once for the whole suite.
private let catalog = PlaceCatalogLoader.shared

@Suite(.english) struct PlaceCommandLineTests {
    private func run(_ arguments: [String]) -> CommandOutput {
        PlacesCommandLine.run(arguments, catalog: catalog)
    }

    @Test func searchPrintsCodeNameAndPathPerLineInRankOrder() {
        let out = run(["search", "长沙"])
        #expect(out.status == 0)
        #expect(out.stderr.isEmpty)
        #expect(out.stdout.hasPrefix("430100\t长沙市\t湖南省 › 长沙市\n430121\t长沙县\t湖南省 › 长沙市 › 长沙县\n"))
        let rows = out.stdout.split(separator: "\n")
        #expect(rows.allSatisfy { $0.split(separator: "\t").count == 3 })
    }

    @Test func searchAsJSON() {
        let out = run(["search", "--json", "changsha", "--limit", "2"])
        #expect(out.status == 0)
        #expect(out.stdout == """
            [
              {"code": 430100, "name": "长沙市", "path": "湖南省 › 长沙市"},
              {"code": 430121, "name": "长沙县", "path": "湖南省 › 长沙市 › 长沙县"}
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
        #expect(out.stderr.hasPrefix("weibo-tui: ") && out.stderr.hasSuffix("--help'\n"))
        #expect(out.stderr.split(separator: "\n").count == 1)
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

    @Test func longQueriesAreEchoedShortened() {
        let huge = String(repeating: "查", count: 50_000)
        let out = run(["search", huge + "q"])
        #expect(out.status == 1)
        #expect(out.stderr.count < 200)
        #expect(out.stderr.contains("查查查") && out.stderr.contains("…"))
        let option = run(["search", "x", "--" + String(repeating: "z", count: 100_000)])
        #expect(option.status == 2 && option.stderr.count < 2_000)
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
        #expect(lines.contains("level:       city"))
        #expect(lines.contains("pinyin:      chang sha shi"))
        #expect(lines.contains("  430121\t长沙县"))
        #expect(run(["show", "110108011"]).stdout.contains("level:       township"))
    }

    @Test func showUnknownCodeExitsOne() {
        let out = run(["show", "999999"])
        #expect(out.status == 1)
        #expect(out.stderr.contains("no place has code 999999"))
    }
}
