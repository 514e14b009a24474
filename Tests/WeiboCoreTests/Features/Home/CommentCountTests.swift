import Testing
@testable import WeiboCore

/// Issue 33 item 6: the sample's counts contradicted its lists (评论 12
/// over no comment, 2 over one, 1234 over one with no "load more"). A
/// post page says how many of the comments it counts are not there.
@Suite struct CommentCountTests {
    static func page(count: Int, comments: Int) -> String {
        var s = Fixture.state(width: 80, height: 24)
        s.stack.push(.post(id: 2))
        var post = Post(id: 2, userID: "u_a", authorName: "数码老周Zhou", text: "新手机到了", createdAt: 0)
        post.commentCount = count
        let list = (0..<comments).map { Comment(id: Int64($0 + 1), postID: 2, userID: "u_b", authorName: "Kiki", text: "好看", createdAt: 0) }
        _ = reduce(&s, .home(.postDetailLoaded(PostDetail(post: post, comments: list))))
        return ScreenView.render(s).canvas.text
    }

    @Test("a count above the list says how many more; a count the list meets says nothing more")
    func countsAgreeOrSayHowManyMore() {
        let none = Self.page(count: 12, comments: 0)
        #expect(none.contains("（还有 12 条未加载）") && !none.contains("还没有评论"))
        #expect(Self.page(count: 2, comments: 1).contains("（还有 1 条未加载）"))
        #expect(Self.page(count: 1234, comments: 1).contains("（还有 1233 条未加载）"))
        let whole = Self.page(count: 1, comments: 1)
        #expect(!whole.contains("未加载"))
        #expect(Self.page(count: 0, comments: 0).contains("还没有评论"))
    }
}
