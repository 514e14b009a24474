import Testing
@testable import WeiboCore

/// A page with nothing on it says so, in full, down to 20×8: a new
/// account's timeline, 草稿箱, 我 › 赞, 消息 › 赞 and a search that finds nothing.
@Suite struct EmptyStateTests {
    static func render(_ size: Size, _ actions: [Action], info: AppInfo = AppInfo(version: "0.1.0", dataDirectory: "/tmp/x", isUTF8: true)) -> String {
        var s = AppState(info: info, size: size)
        for action in actions { _ = reduce(&s, action) }
        // Joined across rows: a wrapped sentence reads whole.
        let canvas = ScreenView.render(s).canvas
        return (0..<size.height).map { canvas.rowText($0) }.joined().filter { $0 != " " }
    }

    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 20, height: 8)]

    static let cases: [(String, [Action], String)] = [
        ("timeline", [.home(.postsLoaded(.timeline, [], .newest))], "还没有微博，按 + 发一条"),
        ("草稿箱", ProfileRows.open(.drafts) + [.profile(.draftsLoaded([]))],
         "草稿箱是空的"),
        ("我 › 赞", ProfileRows.open(.likedPosts) + [.home(.postsLoaded(.liked, [], .newest))], "还没有赞过微博，在微博上按 l 点赞"),
        ("消息 › 赞", [.tabBar(.select(.message)), .navigation(.move(PageRows.index(of: .like))), .navigation(.activate),
                     .messages(.activityLoaded(.like, []))], "暂时没有新赞"),
    ]

    @Test(arguments: sizes)
    func emptyPagesSaySoWhole(size: Size) {
        for (name, actions, message) in Self.cases {
            let text = Self.render(size, actions)
            #expect(text.contains(message.filter { $0 != " " }), "\(name) at \(size.width)×\(size.height): \(text)")
        }
    }

    /// An Open API account (`login --token`), as AppLoop starts it.
    static let openAPIAccount = AppInfo(version: "0.1.0", dataDirectory: "/tmp/x", isUTF8: true, account: "夜航船的猫",
                                        accountKind: .openAPI)

    @Test("an Open API account's empty 首页 says why it may be short and points to login --qr, whole at every size",
          arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func openAPIHomeSaysWhy(size: Size) {
        let empty: [Action] = [.home(.postsLoaded(.timeline, [], .newest))]
        let text = Self.render(size, empty, info: Self.openAPIAccount)
        #expect(text.contains("开放接口只显示也授权了本应用的用户；weibo-tuilogin--qr可看完整首页"), "\(size): \(text)")
        #expect(text.contains("还没有微博"))
        // The sample, and an account that is not the Open API's, say nothing of it.
        #expect(!Self.render(size, empty).contains("login--qr"))
        var web = Self.openAPIAccount
        web.accountKind = .web
        #expect(!Self.render(size, empty, info: web).contains("login--qr"))
        // Only 首页: 我的微博 is the account's own posts, whole.
        let mine: [Action] = [.tabBar(.select(.profile)), .navigation(.activate), .home(.postsLoaded(.mine, [], .newest))]
        let minePage = Self.render(size, mine, info: Self.openAPIAccount)
        #expect(minePage.contains("还没有发过微博") && !minePage.contains("login--qr"), "\(size): \(minePage)")
    }

    @Test("at the end of an Open API account's 首页, one quiet line under 没有更多微博了 (snapshots)")
    func openAPIHomeEnd() {
        for (width, height) in [(80, 24), (40, 24)] {
            var s = Fixture.state(width: width, height: height)
            s.info = Self.openAPIAccount
            let frame = ScreenView.render(s)
            Snapshot.assert(frame, named: "home-open-api-\(width)x\(height)")
            let rows = (0..<height).map { frame.canvas.rowText($0) }
            let end = rows.firstIndex { $0.contains(PostListScreen.endMarker) }
            #expect(end != nil && rows[(end ?? 0) + 1].contains("开放接口"), "\(rows)")
        }
        Language.with(.en) {
            var s = Fixture.state(width: 80, height: 24)
            s.info = Self.openAPIAccount
            Snapshot.assert(ScreenView.render(s), named: "home-open-api-English-80x24")
        }
        // One line at 80 columns, in either language.
        #expect(PostListScreen.openAPINote.terminalWidth <= 78)
        #expect(Language.with(.en) { PostListScreen.openAPINote.terminalWidth } <= 78)
        // The sample's end is the marker alone.
        let sample = ScreenView.render(Fixture.state(width: 80, height: 24)).canvas
        #expect(!(0..<24).map { sample.rowText($0) }.joined().contains("login --qr"))
    }
}
