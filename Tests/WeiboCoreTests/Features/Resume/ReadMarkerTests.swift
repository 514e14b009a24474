import Testing
@testable import WeiboCore

/// 首页's read marker: the badge counts what came after it, the divider sits
/// above the post it names, and `'` goes there and back to the top.
@Suite struct ReadMarkerTests {
    /// 首页 of seven posts (ids 7…1) of which 7 and 6 came after the marker (post 5).
    static func twoNew() -> AppState {
        var s = ReducerFixture.home(7).state
        let marker = s.timeline[2].cursor
        _ = reduce(&s, .tabBar(.countsLoaded(StoreCounts(unseenPosts: true).with { $0.newPosts = 2; $0.readMarker = marker })))
        return s
    }

    @Test func theBadgeCountsTheNewPostsAndTheDividerHeadsTheRest() {
        let s = Self.twoNew()
        #expect(s.badge(for: .home) == .count(2))
        #expect(s.dividerRow == 2)
        #expect(s.readMarkerLines(over: 2, width: 80).first?.spans.map(\.text).joined().contains("以下是上次看到的位置") == true)
        #expect(s.readMarkerLines(over: 1, width: 80).isEmpty && s.readMarkerLines(over: 3, width: 80).isEmpty)
        // A dot where only their being there is known.
        #expect(ReducerFixture.home(3).state.with { _ = reduce(&$0, .tabBar(.countsLoaded(StoreCounts(unseenPosts: true)))) }
                    .badge(for: .home) == .dot)
    }

    @Test func theKeyGoesToTheDividerAndBackToTheTop() {
        var store = TestStore(Self.twoNew())
        store.press(.char("'")) { $0.page.selection = 2; $0.page.scrollTop = 2 }
        store.press(.char("'"), effects: [.home(.markTimelineViewed(store.state.timeline[0].cursor))]) { $0.page.selection = 0; $0.page.scrollTop = 0 }
    }

    @Test func onceReadTheDividerStaysUntilMoreArrive() {
        var s = Self.twoNew()
        // The top shown: the store's marker moves to the newest, nothing new.
        _ = reduce(&s, .tabBar(.countsLoaded(StoreCounts().with { $0.readMarker = s.timeline[0].cursor })))
        #expect(s.dividerRow == 2 && s.badge(for: .home) == .none)
        // One more arrives: the divider moves under the ones read.
        let newest = s.timeline[0].cursor
        _ = reduce(&s, .home(.postsReloaded(.timeline, [ReducerFixture.post(8, secondsAgo: 10)] + s.timeline)))
        _ = reduce(&s, .tabBar(.countsLoaded(StoreCounts(unseenPosts: true).with { $0.newPosts = 1; $0.readMarker = newest })))
        #expect(s.dividerRow == 1 && s.badge(for: .home) == .count(1))
    }

    @Test func withoutNewPostsTheKeySaysSo() {
        var store = ReducerFixture.home(3)
        store.press(.char("'")) { $0.notice = "上次看到的位置之上没有新微博" }
    }

    /// A gap under post 5 (a sync stopped short of post 4): its line sits
    /// over row 3 only; `L` asks for it on an account, and says there is
    /// none where the counts hold none.
    @Test func aGapsLineSitsUnderItsTopAndTheKeyAsksForIt() {
        var s = ReducerFixture.home(7).state
        s.info.account = "测试用户"
        _ = reduce(&s, .tabBar(.countsLoaded(StoreCounts().with { $0.timelineGaps = [TimelineGap(above: 5, below: 2)] })))
        #expect(s.gapRows == [3])
        func text(_ row: Int) -> String { s.readMarkerLines(over: row, width: 80).map { $0.spans.map(\.text).joined() }.joined() }
        #expect(text(3).contains("这里可能还有微博没取到") && text(2).isEmpty && text(4).isEmpty)
        var store = TestStore(s)
        store.press(.char("L"), effects: [.app(.fetch(.gap))]) { $0.notice = "正在补上中间的微博…" }
        _ = reduce(&s, .tabBar(.countsLoaded(StoreCounts())))
        #expect(s.gapRows.isEmpty)
        store = TestStore(s)
        store.press(.char("L")) { $0.notice = "首页的缓存没有缺口" }
    }

    /// A restore is on its way: the first screen's top marks nothing read;
    /// the restore does, when it leaves 首页 at its top.
    @Test func aPendingRestoreMarksNothingRead() {
        var s = AppState(size: Size(width: 80, height: 24))
        s.resume.pending = true
        let posts = (1...3).map { ReducerFixture.post(Int64(4 - $0)) }
        #expect(reduce(&s, .home(.postsLoaded(.timeline, posts, .newest))).isEmpty)
        #expect(reduce(&s, .resume(.restore(ResumePoint()))) == [.home(.markTimelineViewed(posts[0].cursor))])
        #expect(!s.resume.pending)
    }
}

private extension StoreCounts {
    func with(_ change: (inout StoreCounts) -> Void) -> StoreCounts {
        var copy = self
        change(&copy)
        return copy
    }
}

private extension AppState {
    func with(_ change: (inout AppState) -> Void) -> AppState {
        var copy = self
        change(&copy)
        return copy
    }
}
