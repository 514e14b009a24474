import Testing
@testable import WeiboCore

/// A page with nothing on it says so, in full, down to 20×8: a new
/// account's timeline, 草稿箱, 我 › 赞, 消息 › 赞 and a search that finds nothing.
@Suite struct EmptyStateTests {
    static func render(_ size: Size, _ actions: [Action]) -> String {
        var s = AppState(info: AppInfo(version: "0.1.0", dataDirectory: "/tmp/x", isUTF8: true), size: size)
        for action in actions { _ = reduce(&s, action) }
        // Joined across rows: a wrapped sentence reads whole.
        let canvas = ScreenView.render(s).canvas
        return (0..<size.height).map { canvas.rowText($0) }.joined().filter { $0 != " " }
    }

    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 20, height: 8)]

    static let cases: [(String, [Action], String)] = [
        ("timeline", [.home(.postsLoaded(.timeline, [], .newest))], "还没有微博，按 + 发一条"),
        ("草稿箱", [.tabBar(.select(.profile)), .navigation(.move(1)), .navigation(.activate), .profile(.draftsLoaded([]))],
         "草稿箱是空的"),
        ("我 › 赞", [.tabBar(.select(.profile)), .navigation(.move(2)), .navigation(.activate),
                    .home(.postsLoaded(.liked, [], .newest))], "还没有赞过微博，在微博上按 l 点赞"),
        ("消息 › 赞", [.tabBar(.select(.message)), .navigation(.move(2)), .navigation(.activate),
                     .messages(.activityLoaded(.like, []))], "暂时没有新赞"),
    ]

    @Test(arguments: sizes)
    func emptyPagesSaySoWhole(size: Size) {
        for (name, actions, message) in Self.cases {
            let text = Self.render(size, actions)
            #expect(text.contains(message.filter { $0 != " " }), "\(name) at \(size.width)×\(size.height): \(text)")
        }
    }
}
