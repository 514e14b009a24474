import Testing
@testable import WeiboCore

/// Issue 33 item 9: the picture viewer's `?` listed `g`/`G` (which do
/// nothing there) and `←` both as 上一张 and as 返回; a person's page
/// reached from search was titled with the search results' keys.
@Suite struct HelpWhereYouAreTests {
    static func entries(_ s: AppState) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for section in s.keymap.helpSections(in: s) {
            for entry in section.entries { out[entry.summary, default: []].append(entry.keys) }
        }
        return out
    }

    @Test("the picture viewer lists ← once, as 上一张, and no g or G")
    func pictureViewer() {
        var s = AppState(size: Size(width: 80, height: 24))
        s.stack.push(.picture(PictureViewer(addresses: ["https://wx1.sinaimg.cn/large/a.jpg", "https://wx1.sinaimg.cn/large/b.jpg"], index: 0)))
        let help = Self.entries(s)
        let keys = help.values.joined().flatMap { $0.split(separator: " ").map(String.init) }
        #expect(keys.filter { $0 == "←" }.count == 1)
        #expect(help[Command.picturePrevious.summary]?.first?.contains("←") == true)
        #expect(!keys.contains("g") && !keys.contains("G"))
        #expect(help[Command.back.summary] == ["Esc Backspace"])
        #expect(s.keymap.actions(for: .key(.char("g")), in: s).map { "\($0)" } == ["\(Action.app(.unboundKey))"])
    }

    @Test("a person's page names its keys as its own")
    func personPage() {
        var s = AppState(size: Size(width: 80, height: 24))
        _ = reduce(&s, .search(.openPage(.user(name: "老K"))))
        let titles = s.keymap.helpSections(in: s).map(\.title)
        #expect(titles.first == "个人主页" && !titles.contains("搜索结果"))
    }
}
