import Testing
@testable import WeiboCore

/// Issue 33 item 8: a click on 赞 / 转发 / 评论 in a post's action bar
/// opened the post from the timeline and did nothing on the post page.
@Suite struct ToolbarClickTests {
    /// The screen rows that draw a toolbar (转发 … 评论 … 赞), not a post
    /// page's row of its lists (转发 N  评论 N  赞 N  [ ] 切换).
    static func toolbarRows(_ s: AppState) -> [Int] {
        ScreenView.render(s).canvas.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("转发") && $0.element.contains("评论") && $0.element.contains("赞") && !$0.element.contains("·")
                && !$0.element.contains("切换") }
            .map(\.offset)
    }

    static func click(_ x: Int, _ y: Int, _ s: AppState) -> [String] {
        MouseMap.actions(for: MouseEvent(kind: .press, x: x, y: y), in: s).map { "\($0)" }
    }

    @Test("on 首页 a click on a post's 转发, 评论 or 赞 selects it and does that")
    func timeline() {
        let s = Fixture.state(width: 80, height: 24)
        let rows = Self.toolbarRows(s)
        #expect(rows.count == 2)
        #expect(Self.click(4, rows[0], s) == ["\(Action.home(.repost))"])
        #expect(Self.click(40, rows[0], s) == ["\(Action.home(.comment))"])
        #expect(Self.click(70, rows[1], s) == ["\(Action.navigation(.move(1)))", "\(Action.home(.toggleLike))"])
        // Elsewhere on the post, a click opens it as before.
        #expect(Self.click(10, rows[0] - 1, s) == ["\(Action.navigation(.activateRow(0)))"])
    }

    @Test("on a post's page a click on its 赞 likes it")
    func postPage() {
        var s = Fixture.state(width: 80, height: 24)
        s.stack.push(.post(id: 2))
        _ = reduce(&s, .home(.postDetailLoaded(PostDetail(post: Post(id: 2, userID: "u_a", authorName: "长沙吃货日记",
                                                                       text: "今天的臭豆腐太香了", createdAt: 0), comments: []))))
        let rows = Self.toolbarRows(s)
        #expect(rows.count == 1)
        #expect(Self.click(70, rows[0], s) == ["\(Action.home(.toggleLike))"])
        var liked = s
        for action in MouseMap.actions(for: MouseEvent(kind: .press, x: 70, y: rows[0]), in: s) {
            #expect(reduce(&liked, action).count == 1, "one write: the like")
        }
    }
}
