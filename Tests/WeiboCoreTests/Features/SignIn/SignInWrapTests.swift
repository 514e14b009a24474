import Testing
@testable import WeiboCore

/// Issue 33 item 11: at 80 columns the sign-in page split `返回` across
/// lines, the first line flush left (it filled the width) and the next
/// centred. Lines break at phrases; a wrapped part keeps one left edge.
@Suite struct SignInWrapTests {
    static func screen(failure: String) -> [String] {
        var s = AppState(size: Size(width: 80, height: 24))
        s.selectedTab = .profile
        _ = reduce(&s, .signIn(.open))
        _ = reduce(&s, .signIn(.ended(failure: failure)))
        return ScreenView.render(s).canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("a failure of any length keeps 返回 whole, its lines sharing one left edge", arguments: 20...60)
    func failureWraps(length: Int) {
        let failure = "无法连接" + String(repeating: "网", count: length) + "，请检查网络"
        let lines = Self.screen(failure: failure)
        #expect(lines.contains { $0.contains("返回后可再试") }, "\(lines.joined(separator: "\n"))")
        let block = lines.filter { $0.contains("网") || $0.contains("返回后") }
        let edges = Set(block.map { $0.prefix { $0 == " " }.count })
        #expect(edges.count == 1, "\(block)")
    }

    @Test("phrases break after punctuation and spaces, before an opening bracket; a long one wraps inside")
    func phrases() {
        #expect(TextLayout.wrapPhrases("连接超时。返回后可再试", width: 12) == ["连接超时。", "返回后可再试"])
        #expect(TextLayout.wrapPhrases("Esc 返回（取消登录）", width: 12) == ["Esc 返回", "（取消登录）"])
        #expect(TextLayout.wrapPhrases("一二三四五六七八", width: 6) == ["一二三", "四五六", "七八"])
        #expect(TextLayout.wrapPhrases("", width: 6) == [""])
    }
}
