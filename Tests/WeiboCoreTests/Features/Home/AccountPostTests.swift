import Testing
@testable import WeiboCore

/// A post on a Weibo account: liking and deleting are said or sent
/// through the outbox, never faked; the end of the cache asks Weibo.
@Suite struct AccountPostTests {
    @Test("a sync that saved what it could says its line as such, not as a failure")
    func partlySynced() {
        var store = ReducerFixture.account()
        store.send(.home(.syncedPartly("m.weibo.cn 拒绝了这个客户端（HTTP 432），改由 weibo.com 取回"))) {
            $0.notice = "部分没有更新：m.weibo.cn 拒绝了这个客户端（HTTP 432），改由 weibo.com 取回"
        }
    }

    @Test("l on an account's post says the API cannot like, and writes nothing")
    func likeIsNotFaked() {
        var store = ReducerFixture.account()
        store.send(.home(.toggleLike)) { $0.notice = Unavailable.liking.message }
    }

    @Test("l on a web session's post likes it through the outbox and asks for the sync that sends it")
    func webSessionLikes() {
        var state = ReducerFixture.account().state
        state.info.accountKind = .web
        var store = TestStore(state)
        let post = state.home.postLists[.timeline]!.items[state.page.selection]
        store.send(.home(.toggleLike), effects: [.home(.queueLike(postID: post.id, liked: !post.liked)), .app(.fetch(.newest))])
    }

    @Test("d on an account's own post says where to delete it, and opens no dialog")
    func deleteIsNotFaked() {
        var state = ReducerFixture.home(0).state
        state.info.account = "测试用户"
        _ = reduce(&state, .home(.postsLoaded(.timeline, [ReducerFixture.post(9, by: ReducerFixture.me)], .newest)))
        var store = TestStore(state)
        store.send(.home(.deleteSelected)) { $0.notice = Unavailable.deleting.message }
        var sample = ReducerFixture.home(0).state
        _ = reduce(&sample, .home(.postsLoaded(.timeline, [ReducerFixture.post(9, by: ReducerFixture.me)], .newest)))
        var sampleStore = TestStore(sample)
        sampleStore.send(.home(.deleteSelected)) { $0.modal = .home(.confirmDelete(.post(9))) }
    }

    @Test("an account's 首页 that reaches the end of its cache asks Weibo for the page before it; the sample's does not")
    func endOfTheCacheAsksForOlder() {
        let older = PostPage.older(than: PostCursor(createdAt: 0, id: 1))
        let oldest = [ReducerFixture.post(0, secondsAgo: 9_999)]
        var account = ReducerFixture.account()
        account.send(.home(.postsLoaded(.timeline, oldest, older)), effects: [.app(.fetch(.older))]) {
            $0.home.postLists[.timeline]?.items += oldest
        }
        var sample = ReducerFixture.home(3)
        sample.send(.home(.postsLoaded(.timeline, oldest, older))) { $0.home.postLists[.timeline]?.items += oldest }
        // A full page is not the end: nothing is asked.
        var full = ReducerFixture.account()
        let page = (0..<AppState.timelinePageSize).map { ReducerFixture.post(Int64(-$0), secondsAgo: 5_000 + Int64($0)) }
        full.send(.home(.postsLoaded(.timeline, page, older))) {
            $0.home.postLists[.timeline]?.items += page
            $0.home.postLists[.timeline]?.exhausted = false
        }
    }
}
