import Foundation
import Testing
@testable import WeiboCore

/// Issue 33 item 12: the README's picture drew 消息's badge on the rule
/// above the tab bar (`───26───`); the app draws it after the label
/// (`消息26`). The picture's tab bar is the app's, at the picture's width.
@Suite struct ReadmePictureTests {
    static func trimmed<S: StringProtocol>(_ line: S) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    @Test("the README's picture ends with the tab bar the app draws, 26 unread in 消息")
    func tabBar() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardizedFileURL
        let picture = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "```")[1]
        let drawn = picture.split(separator: "\n").map(Self.trimmed)
        let width = drawn.map(\.terminalWidth).max() ?? 0
        var s = Fixture.state(width: width, height: 24)
        _ = reduce(&s, .tabBar(.countsLoaded(StoreCounts(unread: UnreadCounts(mentions: 26, comments: 0, likes: 0, messages: 0)))))
        let app = ScreenView.render(s).canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(Self.trimmed)
        #expect(Array(drawn.suffix(2)) == Array(app.filter { !$0.isEmpty }.suffix(2)))
    }
}
