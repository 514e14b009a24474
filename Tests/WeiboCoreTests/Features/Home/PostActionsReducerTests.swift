import Testing
@testable import WeiboCore

/// The action menu, deletes, replies and the 私信 page, at the reducer.
@Suite struct PostActionsReducerTests {
    static let me = ReducerFixture.me
    static let mine = Post(id: 9, userID: "u_me", authorName: "夜航船的猫", text: "我的\u{1B}]52;c;aGk=\u{07}微博 https://example.com/a?b=1。", createdAt: 1)
    static let theirs = ReducerFixture.post(8)

    /// 首页 with my post on top and someone else's below.
    static func home(_ info: AppInfo? = nil) -> TestStore {
        var s = AppState(size: Size(width: 80, height: 24))
        if let info { s.info = info }
        _ = reduce(&s, .profile(.userLoaded(me)))
        _ = reduce(&s, .home(.postsLoaded(.timeline, [mine, theirs], .newest)))
        return TestStore(s)
    }

    @Test("首页's own action sent to the post-action reducer stops the run instead of vanishing")
    func misroutedActionIsNotDropped() async {
        await #expect(processExitsWith: .failure) {
            var s = AppState(size: Size(width: 80, height: 24))
            _ = s.reducePostActions(.refresh)
        }
    }

    @Test("a: my post offers delete, copy and its links; another's no delete")
    func menuItems() {
        var store = Self.home()
        let menu = PostActionsState(post: Self.mine, localUserID: "u_me")
        #expect(menu.items == [.delete, .copyText, .copyLink, .openLink("https://example.com/a?b=1"), .favorite(true)])
        store.send(.home(.openActions)) { $0.modal = .home(.postActions(menu)) }
        store.send(.home(.actionsCommand(.down))) { $0.modal = .home(.postActions(PostActionsState(post: Self.mine, localUserID: "u_me", selection: 1))) }
        store.send(.home(.actionsCommand(.closePopup))) { $0.modal = nil }
        let theirs = PageRows.index(ofPost: Self.theirs.id, in: store.state)
        store.send(PageRows.move(toPost: Self.theirs.id, in: store.state)) { $0.page.selection = theirs }
        store.send(.home(.openActions)) { $0.modal = .home(.postActions(PostActionsState(post: Self.theirs, localUserID: "u_me"))) }
        #expect(PostActionsState(post: Self.theirs, localUserID: "u_me").items == [.copyText, .copyLink, .favorite(true)])
        var favourite = Self.theirs
        favourite.favorited = true
        #expect(PostActionsState(post: favourite, localUserID: "u_me").items == [.copyText, .copyLink, .favorite(false)])
    }

    @Test("a click on a row of the action menu chooses it as its number key does; on the box's frame nothing")
    func clickChooses() throws {
        var s = Self.home().state
        _ = reduce(&s, .home(.openActions))
        let lines = ScreenView.render(s).canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
        let y = try #require(lines.firstIndex { $0.contains("复制链接") })
        let x = String(lines[y][..<lines[y].range(of: "复制链接")!.lowerBound]).terminalWidth
        #expect(MouseMap.actions(for: MouseEvent(kind: .press, x: x, y: y), in: s).map { "\($0)" }
            == ["\(Action.home(.actionsCommand(.chooseItem, number: 3)))"])
        let top = try #require(lines.firstIndex { $0.contains("微博操作") })
        #expect(MouseMap.actions(for: MouseEvent(kind: .press, x: x, y: top), in: s).isEmpty)
    }

    @Test("delete asks first; y deletes, n and Esc keep; another's post is refused")
    func deleteAsksFirst() {
        var store = Self.home()
        store.send(.home(.openActions)) { $0.modal = .home(.postActions(PostActionsState(post: Self.mine, localUserID: "u_me"))) }
        store.send(.home(.actionsCommand(.chooseItem, number: 1))) { $0.modal = .home(.confirmDelete(.post(9))) }
        store.send(.home(.confirmDeleteCommand(.like)))
        store.send(.home(.confirmDeleteCommand(.no))) { $0.modal = nil }
        store.send(.home(.deleteSelected)) { $0.modal = .home(.confirmDelete(.post(9))) }
        store.send(.home(.confirmDeleteCommand(.yes)), effects: [.home(.deletePost(9))]) { $0.modal = nil; $0.notice = "微博已删除" }
        // No list surgery: the list is read again after the write.
        store.send(.app(.storeChanged), effects: [.tabBar(.loadCounts), .profile(.loadLocalUser), .home(.reloadPosts(.timeline, PostWindow(count: 20, through: nil)))])
        let theirs = PageRows.index(ofPost: Self.theirs.id, in: store.state)
        store.send(PageRows.move(toPost: Self.theirs.id, in: store.state)) { $0.page.selection = theirs; $0.notice = nil }
        store.send(.home(.deleteSelected)) { $0.notice = "只能删除自己的微博" }
    }

    @Test("copy: the text sanitised, the link in weibo.com's shape; a terminal without a clipboard shows the link")
    func copyAndLinks() {
        var store = Self.home()
        store.send(.home(.openActions)) { $0.modal = .home(.postActions(PostActionsState(post: Self.mine, localUserID: "u_me"))) }
        let text = Sanitizer.sanitize(Self.mine.text, keepNewlines: true)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        store.send(.home(.actionsCommand(.chooseItem, number: 2)), effects: [.home(.copy(.text(text)))]) { $0.modal = nil }
        store.send(.home(.copied(.text(text), sent: true))) { $0.notice = "已复制文字" }
        store.send(.home(.openActions)) { $0.modal = .home(.postActions(PostActionsState(post: Self.mine, localUserID: "u_me"))); $0.notice = nil }
        store.send(.home(.actionsCommand(.chooseItem, number: 3)), effects: [.home(.copy(.link("https://weibo.com/u_me/9")))]) { $0.modal = nil }
        store.send(.home(.copied(.link("https://weibo.com/u_me/9"), sent: false))) { $0.modal = .home(.link("https://weibo.com/u_me/9")) }
        store.send(.home(.dismissLink)) { $0.modal = nil }
        store.send(.home(.openActions)) { $0.modal = .home(.postActions(PostActionsState(post: Self.mine, localUserID: "u_me"))) }
        store.send(.home(.actionsCommand(.choose)), effects: []) { $0.modal = .home(.confirmDelete(.post(9))) }
        store.send(.home(.confirmDeleteCommand(.no))) { $0.modal = nil }
        store.send(.home(.openActions)) { $0.modal = .home(.postActions(PostActionsState(post: Self.mine, localUserID: "u_me"))) }
        store.send(.home(.actionsCommand(.chooseItem, number: 4)), effects: [.home(.openLink("https://example.com/a?b=1"))]) { $0.modal = nil }
        store.send(.home(.linkOpened("https://example.com/a?b=1", opened: false))) { $0.modal = .home(.link("https://example.com/a?b=1")) }
        store.send(.home(.dismissLink)) { $0.modal = nil }
        store.send(.home(.linkOpened("https://example.com/a?b=1", opened: true))) { $0.notice = "已在浏览器中打开" }
    }

    @Test("the menu's 收藏 keeps the sample's favourite in its store; b on a web session queues it; an Open API account is told in one line")
    func menuFavourite() {
        var store = Self.home()
        store.send(.home(.openActions)) { $0.modal = .home(.postActions(PostActionsState(post: Self.mine, localUserID: "u_me"))) }
        store.send(.home(.actionsCommand(.chooseItem, number: 5)), effects: [.home(.setFavorited(postID: 9, favorited: true))]) { $0.modal = nil }
        var openAPI = Self.home(AppInfo(account: "someone"))
        openAPI.send(.home(.toggleFavorite)) { $0.notice = Unavailable.favorites.message }
        // A web session queues it, and the sync asked for now sends it.
        var web = Self.home(AppInfo(account: "someone", accountKind: .web))
        web.send(.home(.toggleFavorite), effects: [.home(.queueFavorite(postID: 9, favorited: true)), .app(.fetch(.newest))])
    }

    @Test("a post page whose post is gone closes, with a word on why")
    func postGoneClosesItsPage() {
        var store = Self.home()
        store.send(.navigation(.activate), effects: [.home(.loadPostDetail(9))]) { $0.stack.push(.post(id: 9)) }
        let detail = PostDetail(post: Self.mine, comments: [])
        store.send(.home(.postDetailLoaded(detail))) { $0.home.postDetails[9] = detail }
        store.send(.home(.postGone(9))) {
            $0.home.postDetails[9] = nil
            $0.stack.pop()
            $0.notice = "这条微博已被删除"
        }
    }

    @Test("R and Enter reply to the selected comment; d deletes only my own comment")
    func repliesAndCommentDeletes() {
        var store = Self.home()
        let theirComment = WeiboCore.Comment(id: 1, postID: 9, userID: "u_a", authorName: "长沙吃货日记", text: "好", createdAt: 1)
        let myComment = WeiboCore.Comment(id: 2, postID: 9, userID: "u_me", authorName: "夜航船的猫", text: "嗯", createdAt: 2)
        store.send(.navigation(.activate), effects: [.home(.loadPostDetail(9))]) { $0.stack.push(.post(id: 9)) }
        let detail = PostDetail(post: Self.mine, comments: [theirComment, myComment])
        store.send(.home(.postDetailLoaded(detail))) { $0.home.postDetails[9] = detail }
        #expect(store.state.keymap.actions(for: .key(.char("R")), in: store.state).map { "\($0)" } == ["\(Action.home(.replyToComment))"])
        // The reply knows the comment it answers (an account sends it with comments/reply).
        let reply = EditorState(draft: { var d = ComposeDraft(mode: .comment(postID: 9), text: "回复@长沙吃货日记:"); d.replyTo = 1; return d }())
        store.send(.navigation(.activate)) { $0.modal = .compose(.editor(reply)) }
        store.send(.compose(.leaveEditor)) { $0.modal = .compose(.editor({ var e = reply; e.confirmingExit = true; return e }())) }
        store.send(.compose(.dialogCommand(.discardDraft)), effects: [.compose(.editorClosed)]) { $0.modal = nil }
        store.send(.home(.deleteSelected)) { $0.notice = "只能删除自己的评论" }
        let mine = detail.comments.firstIndex(of: myComment)!
        store.send(.navigation(.move(mine))) { $0.page.selection = mine; $0.notice = nil }
        store.send(.home(.deleteSelected)) { $0.modal = .home(.confirmDelete(.comment(2))) }
        store.send(.home(.confirmDeleteCommand(.yes)), effects: [.home(.deleteComment(2))]) { $0.modal = nil; $0.notice = "评论已删除" }
    }

    @Test("R on 消息 › 评论 replies to that comment on my post")
    func replyFromTheCommentsList() {
        var store = Self.home()
        let item = Activity(kind: .comment, rowID: 5, userID: "u_a", userName: "长沙吃货日记", text: "好吃", postID: 9,
                            postText: "我的", createdAt: 1, read: true)
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: store.state.conversationPageSize))]) {
            $0.selectedTab = .message
        }
        store.send(PageRows.move(to: .comment, in: store.state)) { $0.page.selection = PageRows.index(of: .comment) }
        store.send(.navigation(.activate), effects: [.messages(.loadActivity(.comment))]) { $0.stack.push(.activity(.comment)) }
        store.send(.messages(.activityLoaded(.comment, [item]))) { $0.messages.activities[.comment] = [item] }
        let actions = store.state.keymap.actions(for: .key(.char("R")), in: store.state)
        #expect(actions.map { "\($0)" } == ["\(Action.home(.replyToComment))"])
        store.send(.home(.replyToComment)) {
            var draft = ComposeDraft(mode: .comment(postID: 9), text: "回复@长沙吃货日记:")
            draft.replyTo = 5
            $0.modal = .compose(.editor(EditorState(draft: draft)))
        }
    }

    @Test("Enter on 私信 opens the conversations page, which pages in like the list under 消息")
    func privateMessagesRow() {
        var store = Self.home()
        store.send(.tabBar(.select(.message)), effects: [.messages(.loadConversations(before: nil, limit: store.state.conversationPageSize))]) {
            $0.selectedTab = .message
        }
        store.send(PageRows.move(to: .direct, in: store.state)) { $0.page.selection = PageRows.index(of: .direct) }
        store.send(.navigation(.activate)) { $0.stack.push(.conversations) }
        #expect(ScreenView.render(store.state).canvas.text.contains("还没有私信"))
        #expect(Screens.screen(for: .conversations).title(in: store.state) == "私信")
    }

    @Test("links: http and https, no trailing punctuation, nothing but URL bytes")
    func linksInText() {
        #expect(PostLinks.urls(in: "看 https://a.cn/x?y=1。还有http://b.com/p), 和 https://a.cn/x?y=1") == ["https://a.cn/x?y=1", "http://b.com/p"])
        #expect(PostLinks.urls(in: "https://evil.cn/\u{1B}]8;;x\u{07}") == ["https://evil.cn/"])
        #expect(PostLinks.urls(in: "https:// 不是链接 ftp://x") == [])
        #expect(PostLinks.url(of: Post(id: 3, userID: "u 我", authorName: "", text: "", createdAt: 0)) == "https://weibo.com/u%20%E6%88%91/3")
    }
}
