import Testing
@testable import WeiboCore

/// Issue 33 items 2 and 3: a repost's `t` said it had no topic or @
/// though its quoted original had both, and the original could not be
/// opened; on search results `v`, `a` and `t` did nothing and said nothing.
@Suite struct PostKeysOnResultsTests {
    static let original = Post(id: 50, userID: "u_k", authorName: "老K", text: "上半场结束 #今晚看球# @重庆雨天_Lin", createdAt: 0,
                               mediaPath: "https://wx1.sinaimg.cn/large/a.jpg")
    static var repost: Post {
        var post = Post(id: 60, userID: "u_l", authorName: "重庆雨天_Lin", text: "转发微博", createdAt: 0)
        post.original = original
        return post
    }

    static func press(_ key: Key, _ s: inout AppState) -> [Action] {
        let actions = s.keymap.actions(for: .key(key), in: s)
        for action in actions { _ = reduce(&s, action) }
        return actions
    }

    @Test("on a repost's page t picks the original's #topic# and @name; o opens the original")
    func repostPage() {
        var s = AppState(size: Size(width: 80, height: 24))
        s.stack.push(.post(id: 60))
        _ = reduce(&s, .home(.postDetailLoaded(PostDetail(post: Self.repost, comments: []))))
        _ = Self.press(.char("t"), &s)
        #expect(s.notice == nil)
        #expect(s.focusedEntity == .topic("今晚看球"))
        _ = Self.press(.char("t"), &s)
        #expect(s.focusedEntity == .mention("重庆雨天_Lin"))
        var opened = s
        let effects = reduce(&opened, .home(.openOriginal))
        #expect(Self.press(.char("o"), &s).map { "\($0)" } == ["\(Action.home(.openOriginal))"])
        #expect(s.page.route == .post(id: 50) && opened.page.route == .post(id: 50))
        #expect(effects == [.home(.loadPostDetail(50))])
    }

    @Test("on search results v, a and t act on the selected result")
    func resultKeys() {
        var s = AppState(size: Size(width: 80, height: 24))
        _ = reduce(&s, .search(.begin(.posts(.timeline))))
        let query = SearchQuery("看球")
        _ = reduce(&s, .search(.key(.char("看"))))
        _ = reduce(&s, .search(.key(.char("球"))))
        _ = reduce(&s, .search(.resultsLoaded(.posts(.timeline), query, SearchResults(posts: [Self.original]))))
        _ = reduce(&s, .search(.submit))
        #expect(!s.isTypingInFind)

        var topic = s
        #expect(!Self.press(.char("t"), &topic).isEmpty)
        #expect(topic.focusedEntity == .topic("今晚看球"))

        var menu = s
        #expect(!Self.press(.char("a"), &menu).isEmpty)
        guard case .home(.postActions)? = menu.modal else { Issue.record("a opened no menu: \(String(describing: menu.modal))"); return }

        var view = s
        #expect(!Self.press(.char("v"), &view).isEmpty)
        // The viewer, or where pictures cannot be shown, words saying why: never nothing.
        if case .picture = view.page.route {} else { #expect(view.notice != nil) }
    }
}
