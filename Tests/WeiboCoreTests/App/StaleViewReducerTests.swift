import Testing
@testable import WeiboCore

/// Issue 10's stale views, one test each at the reducer: every write is
/// followed by `.app(.storeChanged)`, which reads every loaded view again,
/// and what comes back replaces what was shown.
@Suite struct StaleViewReducerTests {
    @Test("1. a draft saved or published with 草稿箱 open: 草稿箱 is read again")
    func draftsBoxFollowsTheStore() {
        var store = ReducerFixture.home()
        let old = Draft(id: 1, text: "旧草稿")
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        let drafts = ProfileRows.index(of: .drafts)
        store.send(.navigation(.move(drafts))) { $0.page.selection = drafts }
        store.send(.navigation(.activate), effects: [.profile(.loadDrafts)]) { $0.stack.push(.drafts) }
        store.send(.profile(.draftsLoaded([old]))) { $0.profile.drafts = [old] }
        // A write elsewhere (the editor saved a draft): the open 草稿箱 is among what is read again.
        store.send(.app(.storeChanged), effects: [.tabBar(.loadCounts), .profile(.loadLocalUser), .home(.reloadPosts(.timeline, PostWindow(count: 20, through: nil))), .profile(.loadDrafts)])
        let new = Draft(id: 2, text: "新草稿")
        store.send(.profile(.draftsLoaded([new, old]))) { $0.profile.drafts = [new, old] }
        // Opened and published: gone after the reload.
        store.send(.profile(.draftsLoaded([old]))) { $0.profile.drafts = [old] }
    }

    @Test("2. a new nickname reaches 首页's posts with the next reload")
    func nicknameReachesHome() {
        var store = ReducerFixture.home(2)
        let mine = ReducerFixture.post(3, by: ReducerFixture.me, secondsAgo: 0)
        store.send(.home(.postsReloaded(.timeline, [mine] + store.state.timeline))) {
            $0.home.postLists[.timeline]?.items.insert(mine, at: 0)
            // The place is kept by post id: the post that was selected, one row down.
            $0.page.selection = 1; $0.page.scrollTop = 1
        }
        var renamed = ReducerFixture.me
        renamed.name = "改了名的猫"
        var shown = mine
        shown.authorName = renamed.name
        store.send(.profile(.userLoaded(renamed))) { $0.localUser = renamed }
        store.send(.home(.postsReloaded(.timeline, [shown] + Array(store.state.timeline.dropFirst())))) {
            $0.home.postLists[.timeline]?.items[0] = shown
        }
        #expect(ScreenView.render(store.state).canvas.text.contains("改了名的猫") == false, "above the viewport until scrolled up")
        store.send(.navigation(.top)) { $0.page.selection = 0; $0.page.scrollTop = 0 }
        #expect(ScreenView.render(store.state).canvas.text.contains("改了名的猫"))
    }

    @Test("3. your own new post is selected at the top and marks 首页 seen")
    func ownPostSetsNoDot() {
        var store = ReducerFixture.home()
        store.send(.navigation(.move(2))) { $0.page.selection = 2 }
        let mine = ReducerFixture.post(9, by: ReducerFixture.me, secondsAgo: 0)
        store.send(.compose(.published(mine)), effects: [.compose(.editorClosed), .home(.markTimelineViewed(mine.cursor))]) {
            $0.notice = "发布成功"
            $0.home.postLists[.timeline]?.items.insert(mine, at: 0)
            $0.page.selection = 0
        }
    }

    @Test("4. r brings the newest into view and says how many were new")
    func refreshSaysWhatHappened() {
        var store = ReducerFixture.home()
        store.send(.navigation(.move(3))) { $0.page.selection = 3 }
        store.send(.home(.refresh), effects: [.home(.refreshTimeline)]) { $0.home.postLists[.timeline]?.loading = true }
        let newer = [ReducerFixture.post(8, secondsAgo: 1), ReducerFixture.post(7, secondsAgo: 2), ReducerFixture.post(6, secondsAgo: 3)]
        let page = newer + store.state.timeline
        store.send(.home(.postsLoaded(.timeline, page, .newest)), effects: [.home(.markTimelineViewed(newer[0].cursor))]) {
            $0.home.postLists[.timeline]?.items = page
            $0.home.postLists[.timeline]?.loading = false
            $0.home.postLists[.timeline]?.exhausted = true
            $0.page.selection = 0
        }
        store.send(.home(.refreshed(newPosts: 3))) { $0.notice = "3 条新微博" }
        store.send(.home(.refreshed(newPosts: 0))) { $0.notice = "已是最新" }
    }

    @Test("5. a repost from 微博正文 goes on top of 首页 at once")
    func repostFromThePostPageShowsOnHome() {
        var store = ReducerFixture.home()
        let row = PageRows.index(ofPost: 4, in: store.state)
        store.send(PageRows.move(toPost: 4, in: store.state)) { $0.page.selection = row }
        store.send(.navigation(.activate), effects: [.home(.loadPostDetail(4))]) { $0.stack.push(.post(id: 4)) }
        let original = store.state.timeline.first { $0.id == 4 }!
        store.send(.home(.postDetailLoaded(PostDetail(post: original, comments: [])))) {
            $0.home.postDetails[4] = PostDetail(post: original, comments: [])
        }
        store.send(.home(.repost)) { $0.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .repost(postID: 4))))) }
        var repost = ReducerFixture.post(10, by: ReducerFixture.me, secondsAgo: 0)
        repost.repostOf = 4
        store.send(.compose(.published(repost)), effects: [.compose(.editorClosed), .home(.markTimelineViewed(repost.cursor))]) {
            $0.modal = nil
            $0.notice = "发布成功"
            $0.home.postLists[.timeline]?.items.insert(repost, at: 0)
            $0.stacks[Tab.home.rawValue].updatePages(showing: .home) { $0.selection = 0 }
        }
        store.send(.navigation(.back)) { $0.stack.pop(); $0.notice = nil }
        #expect(store.state.timeline.first?.id == 10 && store.state.page.selection == 0)
    }

    @Test("6. G reads the real end of the list by keyset from the other end")
    func bottomReachesTheRealEnd() {
        var store = ReducerFixture.home(20)
        store.send(.navigation(.bottom), effects: [.home(.loadPosts(.timeline, .oldest))]) { $0.home.postLists[.timeline]?.loading = true }
        let oldest = (0..<20).map { ReducerFixture.post(Int64(1_000 - $0), secondsAgo: 1_000_000 + Int64($0)) }
        store.send(.home(.postsLoaded(.timeline, oldest, .oldest))) {
            $0.home.postLists[.timeline]?.items = oldest
            $0.home.postLists[.timeline]?.loading = false
            $0.home.postLists[.timeline]?.exhausted = true
            $0.home.postLists[.timeline]?.reachesStart = false
            $0.page.selection = 19
            $0.page.scrollTop = 17
        }
        #expect(ScreenView.render(store.state).canvas.text.contains("没有更多微博了"))
        // Scrolling back up reads the newer pages before the window.
        store.send(.navigation(.top), effects: [.home(.loadPosts(.timeline, .newest))]) { $0.home.postLists[.timeline]?.loading = true }
    }

    @Test("7. a change by another process reads every loaded view again")
    func storeChangedReloadsEverythingLoaded() {
        var store = ReducerFixture.home()
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: store.state.conversationPageSize))]) {
            $0.selectedTab = .message
        }
        let chat = Conversation(id: "d1", userID: "u_a", userName: "长沙吃货日记", lastMessage: "hi", lastMessageAt: 1)
        store.send(.messages(.conversationsLoaded([chat], reset: true, limit: 50))) { $0.messages.conversations.receive([chat], reset: true, pageSize: 50) }
        store.send(.app(.storeChanged), effects: [
            .tabBar(.loadCounts), .profile(.loadLocalUser), .home(.reloadPosts(.timeline, PostWindow(count: 20, through: nil))),
            .messages(.loadConversations(before: nil, limit: store.state.conversationPageSize)),
        ])
    }

    @Test("a page left behind is not read again after a write; it is read when opened again")
    func pagesLeftBehindAreNotReloaded() {
        var store = ReducerFixture.home()
        store.send(.navigation(.activate), effects: [.home(.loadPostDetail(5))]) { $0.stack.push(.post(id: 5)) }
        let detail = PostDetail(post: store.state.timeline.first { $0.id == 5 }!, comments: [])
        store.send(.home(.postDetailLoaded(detail))) { $0.home.postDetails[5] = detail }
        store.send(.app(.storeChanged), effects: [.tabBar(.loadCounts), .profile(.loadLocalUser), .home(.reloadPosts(.timeline, PostWindow(count: 20, through: nil))), .home(.loadPostDetail(5))])
        store.send(.navigation(.back)) { $0.stack.pop() }
        store.send(.app(.storeChanged), effects: [.tabBar(.loadCounts), .profile(.loadLocalUser), .home(.reloadPosts(.timeline, PostWindow(count: 20, through: nil)))])
    }

    @Test("the @ list's people are read again after a write, so a rename reaches it")
    func mentionCandidatesFollowTheStore() {
        // Loaded before (a `Loaded` table is equal only to itself, so not through the store).
        var s = ReducerFixture.home().state
        _ = reduce(&s, .compose(.mentionCandidatesLoaded(users: [ReducerFixture.me], pinyin: PinyinTable(entries: []))))
        var store = TestStore(s)
        store.send(.app(.storeChanged), effects: [
            .tabBar(.loadCounts), .profile(.loadLocalUser), .home(.reloadPosts(.timeline, PostWindow(count: 20, through: nil))),
            .compose(.loadMentionCandidates),
        ])
    }

    @Test("8. badges are derived from the counts, never stored beside them")
    func badgesFollowTheCounts() {
        var store = ReducerFixture.home()
        let counts = StoreCounts(drafts: 2, myPosts: 3, unread: UnreadCounts(mentions: 1, comments: 2, likes: 3, messages: 4), unseenPosts: true)
        store.send(.tabBar(.countsLoaded(counts))) { $0.counts = counts }
        #expect(store.state.badge(for: .message) == .count(10))
        #expect(store.state.badge(for: .home) == .dot && store.state.badge(for: .profile) == .dot)
        store.send(.tabBar(.countsLoaded(StoreCounts()))) { $0.counts = StoreCounts() }
        #expect(Tab.allCases.allSatisfy { store.state.badge(for: $0) == .none })
    }
}

@Suite struct EmptyListReloadTests {
    @Test("an empty 首页 is read again when the store changes: a new account's first posts arrive with no key")
    func emptyTimelineFollowsTheStore() {
        var store = ReducerFixture.home(0)
        store.send(.app(.storeChanged), effects: [.tabBar(.loadCounts), .profile(.loadLocalUser), .home(.reloadPosts(.timeline, PostWindow(count: 20, through: nil)))])
        let arrived = [ReducerFixture.post(1)]
        store.send(.home(.postsReloaded(.timeline, arrived))) {
            $0.home.postLists[.timeline]?.items = arrived
            $0.home.postLists[.timeline]?.exhausted = true
        }
    }
}
