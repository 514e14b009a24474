import Testing
@testable import WeiboCore

/// From `ScreenLayout.wideWidth` columns a post list shows its selected
/// post beside it; below, the single column as before.
@Suite struct WideSplitTests {
    static let comment = WeiboCore.Comment(id: 10, postID: 2, userID: "u_c", authorName: "橘子洲头", text: "看饿了，明天就去坡子街", createdAt: 0)

    static func detail(_ id: Int64, in s: AppState, comments: [WeiboCore.Comment] = []) -> PostDetail {
        PostDetail(post: s.home.postLists[.timeline]!.items.first { $0.id == id }!, comments: comments)
    }

    /// 首页 as the shell leaves it: the selected post's detail read.
    static func home(_ width: Int, _ height: Int) -> AppState {
        var s = Fixture.state(width: width, height: height)
        _ = reduce(&s, .home(.postDetailLoaded(detail(2, in: s, comments: [comment]))))
        return s
    }

    @Test(arguments: [(200, 60), (160, 40)])
    func homeShowsTheSelectedPostBeside(width: Int, height: Int) {
        let s = Self.home(width, height)
        let frame = ScreenView.render(s)
        Snapshot.assert(frame, named: "wide-home-\(width)x\(height)")
        let layout = s.layout
        let list = ScreenLayout.listWidth(forWidth: width)
        #expect(layout.content.width == list && list >= 80)
        // The rule between the panes, and the post page's comment in the right one.
        #expect(frame.canvas[list, layout.content.y + 1].text == "│")
        #expect(frame.canvas.text.contains("看饿了，明天就去坡子街"))
        #expect(frame.canvas.text.contains("橘子洲头"))
    }

    @Test func oneColumnLessIsTheSingleColumn() {
        let s = Self.home(159, 40)
        #expect(s.layout.detail == nil && s.layout.content.width == 159)
        #expect(s.home.previewID == nil)
        let frame = ScreenView.render(s)
        Snapshot.assert(frame, named: "wide-home-159x40")
        #expect(!frame.canvas.text.contains("看饿了"))
    }

    @Test func searchResultsShowTheSelectedPostBeside() {
        var s = Fixture.state(width: 200, height: 60)
        let scope = SearchScope.posts(.timeline)
        let found = SearchResults(posts: [s.home.postLists[.timeline]!.items[1]])
        for action in [.search(.begin(scope))] + "rain".map({ Action.search(.key(.char($0))) })
            + [.search(.resultsLoaded(scope, SearchQuery("rain"), found)), .search(.submit)] {
            _ = reduce(&s, action)
        }
        #expect(s.home.previewID == 1)
        _ = reduce(&s, .home(.postDetailLoaded(Self.detail(1, in: s))))
        let frame = ScreenView.render(s)
        Snapshot.assert(frame, named: "wide-search-200x60")
        #expect(frame.canvas.text.contains("还没有评论"))
    }

    @Test func thePaneFollowsTheSelectionThroughTheStore() {
        var s = Fixture.state(width: 200, height: 60)
        #expect(s.home.previewID == 2)
        #expect(reduce(&s, .home(.postDetailLoaded(Self.detail(2, in: s)))) == [])
        // j: the pane asks the store for the next post, once; the last one's detail goes.
        #expect(reduce(&s, .navigation(.move(1))) == [.home(.loadPostDetail(1))])
        #expect(s.home.previewID == 1 && s.home.postDetails[2] == nil)
        _ = reduce(&s, .home(.postDetailLoaded(Self.detail(1, in: s))))
        #expect(reduce(&s, .navigation(.move(0))) == [])
        // A write: the reload reads the pane's post again, and what it answers is shown.
        #expect(reduce(&s, .app(.storeChanged)).contains(.home(.loadPostDetail(1))))
        var commented = Self.detail(1, in: s, comments: [Comment(id: 11, postID: 1, userID: "u_c", authorName: "橘子洲头", text: "雾都名不虚传", createdAt: 0)])
        commented.post.commentCount = 1
        _ = reduce(&s, .home(.postDetailLoaded(commented)))
        #expect(ScreenView.render(s).canvas.text.contains("雾都名不虚传"))
    }

    @Test func resizingAcrossTheWidthWorksBothWays() {
        var s = Self.home(200, 60)
        _ = reduce(&s, .app(.resize(Size(width: 80, height: 24))))
        #expect(s.layout.detail == nil && s.home.previewID == nil && s.home.postDetails.isEmpty)
        #expect(ScreenView.render(s) == ScreenView.render(Fixture.state(width: 80, height: 24)))
        #expect(reduce(&s, .app(.resize(Size(width: 200, height: 60)))) == [.home(.loadPostDetail(2))])
        #expect(s.layout.detail != nil && s.home.previewID == 2)
    }

    @Test func enterAndAClickInThePaneOpenTheSelectedPost() {
        var s = Self.home(200, 60)
        _ = reduce(&s, .navigation(.move(1)))
        _ = reduce(&s, .home(.postDetailLoaded(Self.detail(1, in: s))))
        let pane = s.layout.detail!
        let click = MouseMap.actions(for: MouseEvent(kind: .press, x: pane.x + 5, y: pane.y + 2), in: s)
        #expect(click.map { "\($0)" } == ["\(Action.navigation(.activate))"])
        for action in click { _ = reduce(&s, action) }
        #expect(s.page.route == .post(id: 1))
        // The post page is full width, and its detail stays while it is open.
        #expect(s.layout.detail == nil && s.home.postDetails[1] != nil)
        _ = reduce(&s, .navigation(.back))
        #expect(s.home.previewID == 1 && s.layout.detail != nil)
    }

    @Test func everyWidthDownToTwentyByEightDraws() {
        for (width, height) in [(20, 8), (40, 12), (159, 8), (160, 8), (400, 8)] {
            var s = Self.home(width, height)
            _ = reduce(&s, .navigation(.move(1)))
            let frame = ScreenView.render(s)
            #expect(frame.canvas.size == Size(width: width, height: height))
            #expect((s.layout.detail != nil) == (width >= 160))
        }
    }
}
