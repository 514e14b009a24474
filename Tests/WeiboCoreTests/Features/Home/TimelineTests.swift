import Testing
@testable import WeiboCore

@Suite struct TimelineTests {
    static let clock = Clock(now: 1_796_011_200, utcOffset: 8 * 3_600)

    static func post(_ id: Int64, _ text: String, minutesAgo: Int64 = 5, repostOf original: Post? = nil,
                     counts: (Int, Int, Int) = (0, 3, 12_345), liked: Bool = false) -> Post {
        Post(id: id, userID: "u\(id)", authorName: "用户\(id)", text: text, createdAt: clock.now - minutesAgo * 60,
             source: "iPhone 15 Pro", repostCount: counts.0, commentCount: counts.1, likeCount: counts.2, liked: liked,
             repostOf: original?.id, original: original)
    }

    func state(_ posts: [Post], width: Int = 41, height: Int = 24) -> AppState {
        var s = AppState(size: Size(width: width, height: height))
        s.clock = Self.clock
        _ = reduce(&s, .home(.postsLoaded(.timeline, posts, .newest)))
        return s
    }

    @Test(arguments: [41, 80, 97])
    func cellSnapshots(width: Int) {
        let original = Self.post(1, "原文：#长沙美食# 臭豆腐[哈哈] @夜航船的猫 看看", minutesAgo: 90)
        let posts = [
            Self.post(5, "Plain English mixed with 中文 and emoji 👍🏽🇨🇳 at an odd width", minutesAgo: 0, liked: true),
            Self.post(4, "", repostOf: original),
            Self.post(3, "转发评论一下//@用户1: 好吃", repostOf: original, counts: (234_567, 0, 0)),
            Self.post(2, String(repeating: "很长的微博正文，", count: 12) + "\n第二段。", minutesAgo: 60 * 24 * 400),
            original,
        ]
        var s = state(posts, width: width, height: 60)
        _ = reduce(&s, .navigation(.move(0)))
        Snapshot.assert(ScreenView.render(s), named: "timeline-\(width)x60")
    }

    @Test func toolbarShowsWordsForZeroAndWanForBigCounts() {
        let line = PostCell.toolbar(Self.post(1, "x", counts: (0, 10_000, 12_345), liked: true), width: 60)
        let text = line.spans.map(\.text).joined()
        #expect(text.contains("转发") && !text.contains("转发 0"))
        #expect(text.contains("评论 1万") && text.contains("已赞 1.2万"))
    }

    @Test func escapeSequencesInPostsAreShownNotObeyed() {
        let evil = Self.post(1, "\u{1B}]0;pwned\u{07}\u{1B}[2J OSC52:\u{1B}]52;c;aGk=\u{07} bidi:\u{202E}abc\u{202C}")
        let frame = ScreenView.render(state([evil], width: 80))
        for cell in frame.canvas.cells {
            for scalar in cell.text.unicodeScalars {
                #expect(scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value))
                #expect(!(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value))
            }
        }
        #expect(frame.canvas.text.contains("␛[2J"))
    }

    @Test func pagingAsksForMoreNearTheEndOnly() {
        let posts = (0..<20).map { Self.post(Int64(100 - $0), "第\($0)条", minutesAgo: Int64($0)) }
        var store = TestStore(state(posts, width: 80, height: 40))
        let older = PostPage.older(than: posts.last!.cursor)
        store.send(.navigation(.move(1))) { $0.page.selection = 1 }
        store.send(.navigation(.move(11)), effects: [.home(.loadPosts(.timeline, older))]) {
            $0.page.selection = 12
            $0.page.scrollTop = 6
            $0.home.postLists[.timeline]?.loading = true
        }
        // One request at a time: a move while it is out asks for nothing.
        store.send(.navigation(.move(1))) { $0.page.selection = 13; $0.page.scrollTop = 7 }
        let last = Self.post(1, "最后一条", minutesAgo: 500)
        store.send(.home(.postsLoaded(.timeline, [last], older))) {
            $0.home.postLists[.timeline]?.items.append(last)
            $0.home.postLists[.timeline]?.loading = false
            $0.home.postLists[.timeline]?.exhausted = true
        }
        // Nothing more to load: the oldest post, with the end marker below it.
        store.send(.navigation(.bottom)) { $0.page.selection = 20; $0.page.scrollTop = 14 }
    }

    /// G on a list whose last post is taller than the screen left that post
    /// selected above the view (only the end row showed): k then selected
    /// the post before it.
    @Test func theEndShowsItsLastPostHoweverTall() {
        let posts = (0..<3).map { Self.post(Int64(100 - $0), "第\($0)条", minutesAgo: Int64($0)) }
        // A short terminal: no post and the end row fit together.
        var s = state(posts, width: 80, height: 8)
        _ = reduce(&s, .home(.postsLoaded(.timeline, posts, .newest)))
        #expect(s.home.postLists[.timeline]?.exhausted == true)
        _ = reduce(&s, .navigation(.bottom))
        let list = s.listGeometry
        let visible = ListViewport.visibleRows(scrollTop: s.page.scrollTop, count: list.count,
                                               viewportHeight: list.viewportHeight, height: list.height)
        #expect(s.page.selection == 2 && visible.contains(2), "\(s.page.selection) \(s.page.scrollTop)")
    }

    /// A property of every size, not one transition (so not through
    /// TestStore): after each resize the selected post is on screen.
    @Test func scrollingKeepsTheSelectedPostVisibleThroughResizes() {
        let posts = (0..<20).map { Self.post(Int64(100 - $0), String(repeating: "长文", count: $0 * 5), minutesAgo: Int64($0)) }
        var s = state(posts, width: 80, height: 24)
        _ = reduce(&s, .navigation(.page(1)))
        _ = reduce(&s, .navigation(.page(1)))
        for (w, h) in [(41, 12), (120, 40), (20, 7), (80, 24)] {
            _ = reduce(&s, .app(.resize(Size(width: w, height: h))))
            let list = s.listGeometry
            #expect(s.page.scrollTop <= s.page.selection)
            let visible = ListViewport.visibleRows(scrollTop: s.page.scrollTop, count: list.count,
                                                   viewportHeight: list.viewportHeight, height: list.height)
            #expect(visible.contains(s.page.selection))
        }
    }

    @Test func reselectingHomeScrollsToTopAndRefreshes() {
        let posts = (0..<20).map { Self.post(Int64(100 - $0), "第\($0)条", minutesAgo: Int64($0)) }
        var store = TestStore(state(posts, width: 80, height: 24))
        store.send(.navigation(.move(5))) { $0.page.selection = 5; $0.page.scrollTop = 2 }
        store.send(.tabBar(.select(.home)), effects: [.home(.refreshTimeline)]) {
            $0.page.selection = 0
            $0.page.scrollTop = 0
            $0.home.postLists[.timeline]?.loading = true
        }
    }

    @Test func yourOwnPublishedPostGoesOnTopSelectedAndInView() {
        let posts = (0..<5).map { Self.post(Int64(100 - $0), "第\($0)条") }
        var store = TestStore(state(posts, width: 80, height: 24))
        store.send(.navigation(.move(2))) { $0.page.selection = 2 }
        store.send(.compose(.openPopup)) { $0.modal = .compose(.popup(ComposeMenuState())) }
        let mine = Self.post(200, "新的")
        store.send(.compose(.published(mine)), effects: [.compose(.editorClosed), .home(.markTimelineViewed(mine.cursor))]) {
            $0.modal = nil
            $0.notice = "发布成功"
            $0.home.postLists[.timeline]?.items.insert(mine, at: 0)
            $0.page.selection = 0
        }
    }
}
