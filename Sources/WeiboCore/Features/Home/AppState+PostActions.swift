extension AppState {
    /// The action menu, deleting, copying, links and replies to comments.
    mutating func reducePostActions(_ action: HomeAction) -> [Effect] {
        switch action {
        case .openActions:
            guard let post = selectedPost else { return [] }
            modal = .home(.postActions(PostActionsState(post: post, localUserID: localUser?.id)))
            return []
        case .actionsCommand(let command, let number):
            guard case .home(.postActions(var menu))? = modal else { return [] }
            switch command {
            case .down: menu.selection = min(menu.items.count - 1, menu.selection + 1)
            case .up: menu.selection = max(0, menu.selection - 1)
            case .closePopup, .cancel: modal = nil; return []
            case .choose: return choose(menu.items[menu.selection], of: menu.postID)
            case .chooseItem:
                if let number, menu.items.indices.contains(number - 1) { return choose(menu.items[number - 1], of: menu.postID) }
            default: break
            }
            modal = .home(.postActions(menu))
            return []
        case .deleteSelected:
            if case .post(let id) = page.route {
                guard modal == nil, let comment = PostScreen(id: id).comment(at: page.selection, in: self) else { return [] }
                guard comment.userID == localUser?.id else { notice = tr("只能删除自己的评论", "You can delete only your own comments"); return [] }
                askToDelete(.comment(comment.id))
                return []
            }
            guard let post = selectedPost else { return [] }
            guard post.userID == localUser?.id else { notice = tr("只能删除自己的微博", "You can delete only your own posts"); return [] }
            askToDelete(.post(post.id))
            return []
        case .confirmDeleteCommand(let command):
            guard case .home(.confirmDelete(let target))? = modal, let yes = ConfirmAnswer.answer(command) else { return [] }
            modal = nil
            guard yes else { return [] }
            switch target {
            case .post(let id):
                notice = tr("微博已删除", "Post deleted")
                return [.home(.deletePost(id))]
            case .comment(let id):
                notice = tr("评论已删除", "Comment deleted")
                return [.home(.deleteComment(id))]
            case .outboxItem(let id):
                notice = tr("已取消发送", "Not sent: taken out of the outbox")
                return [.profile(.cancelOutboxItem(id))]
            }
        case .replyToComment:
            guard let (postID, commentID, name) = selectedComment else { return [] }
            // Weibo's own form: the reply is a comment on the post that names who it answers.
            var draft = ComposeDraft(mode: .comment(postID: postID), text: tr("回复@\(Sanitizer.sanitize(name)):", "Reply @\(Sanitizer.sanitize(name)): "))
            draft.replyTo = commentID
            modal = .compose(.editor(EditorState(draft: draft)))
            return []
        case .dismissLink:
            if case .home(.link)? = modal { modal = nil }
            return []
        case .copied(let item, let sent):
            switch (item, sent) {
            case (.text, true): notice = tr("已复制文字", "Text copied")
            case (.link, true): notice = tr("已复制链接", "Link copied")
            case (.text, false): notice = tr("终端不支持复制（OSC 52）", "This terminal cannot copy (OSC 52)")
            case (.link, false): modal = .home(.link(item.content))
            }
            return []
        case .linkOpened(let url, let opened):
            if opened { notice = tr("已在浏览器中打开", "Opened in the browser") } else { modal = .home(.link(url)) }
            return []
        case .videoOpened(let opening):
            switch opening {
            case .player(let name): notice = tr("正在用 \(Sanitizer.sanitize(name)) 播放视频", "Playing the video in \(Sanitizer.sanitize(name))")
            case .browser: notice = tr("已在浏览器中打开视频", "Opened the video in the browser")
            case .copied(_, sent: true):
                // Short enough for 80 columns; the man page names `set video_player`.
                notice = tr("没有播放器（mpv 或 $BROWSER）：已复制视频地址", "No player (mpv or $BROWSER): the video's address is copied")
            case .copied(let address, sent: false): modal = .home(.link(address))
            }
            return []
        case .openAuthor(let original):
            let name: String
            if original {
                guard let post = selectedPost else { return [] }
                guard let source = post.original else {
                    notice = tr("这条微博不是转发", "This post is not a repost")
                    return []
                }
                name = source.authorName
            } else {
                guard let person = selectedPerson else { return [] }
                name = person
            }
            if page.route == .route(ofPerson: name) {
                notice = tr("已在 @\(Sanitizer.sanitize(name)) 的主页", "Already on @\(Sanitizer.sanitize(name))'s page")
                return []
            }
            return reduceSearch(.openPage(.user(name: name)))
        case .openOriginal:
            guard let post = selectedPost else { return [] }
            guard let original = post.original else {
                notice = tr("这条微博不是转发", "This post is not a repost")
                return []
            }
            let route = Route.post(id: original.id)
            if page.route == route { return [] }
            stack.push(route)
            return appearEffects(of: route)
        case .postGone(let id):
            home.postDetails[id] = nil
            for tab in stacks.indices { stacks[tab].popPages(showing: .post(id: id)) }
            if notice == nil { notice = tr("这条微博已被删除", "This post has been deleted") }
            keepSelectionsVisible()
            return []
        // 首页's own actions are `reduceHome`'s: named here, not left to a
        // `default:`, so that a new HomeAction must be placed in both switches
        // and one sent here by mistake stops the tests instead of vanishing.
        case .refresh, .toggleLike, .toggleFavorite, .comment, .repost, .postsLoaded, .postDetailLoaded, .postsReloaded, .refreshed,
             .fetchFinished, .syncedPartly, .postPage:
            assertionFailure("\(action) is reduced by reduceHome, not reducePostActions")
            return []
        }
    }

    /// A menu item chosen: the menu closes and the item is done (a delete asks first).
    /// Asks before deleting. Deleting a post or comment on Weibo is not
    /// something this client does for an account: removing it from the
    /// cache alone would be undone by the next sync, so it is said instead.
    mutating func askToDelete(_ target: DeleteTarget) {
        if info.isAccount, target.isOnWeibo {
            notice = Unavailable.deleting.message
        } else {
            modal = .home(.confirmDelete(target))
        }
    }

    private mutating func choose(_ item: PostAction, of postID: Int64) -> [Effect] {
        modal = nil
        guard let post = home.postDetails[postID]?.post ?? home.postLists.values.lazy.compactMap({ $0.items.first { $0.id == postID } }).first else {
            return []
        }
        switch item {
        case .delete:
            askToDelete(.post(postID))
            return []
        case .copyText:
            // What is pasted later is what the screen showed: no control
            // sequence from the data reaches the clipboard either.
            let text = (post.headline.map { $0 + "\n" } ?? "") + post.text
            return [.home(.copy(.text(Sanitizer.sanitize(text, keepNewlines: true))))]
        case .copyLink:
            return [.home(.copy(.link(PostLinks.url(of: post))))]
        case .openLink(let url):
            return [.home(.openLink(url))]
        case .favorite:
            return toggleFavorite(post)
        }
    }

    /// The person `u` opens: the author of the post under the selection (a
    /// post page's own post), or the person of a row of 消息 › @我的, 评论, 赞.
    var selectedPerson: String? {
        guard modal == nil else { return nil }
        if case .activity(let kind) = page.route {
            guard let items = messages.activities[kind], items.indices.contains(page.selection) else { return nil }
            return items[page.selection].userName
        }
        // A post page's row names its writer, or who liked it.
        if case .post(let id) = page.route, let name = PostScreen(id: id).person(at: page.selection, in: self) { return name }
        return selectedPost?.authorName
    }

    /// The comment under the selection, as (post, comment, author): a post
    /// page's comment, or an item of 消息 › 评论.
    var selectedComment: (postID: Int64, commentID: Int64, authorName: String)? {
        guard modal == nil else { return nil }
        switch page.route {
        case .post(let id):
            guard let comment = PostScreen(id: id).comment(at: page.selection, in: self) else { return nil }
            return (id, comment.id, comment.authorName)
        case .activity(.comment):
            guard let items = messages.activities[.comment], items.indices.contains(page.selection) else { return nil }
            return (items[page.selection].postID, items[page.selection].rowID, items[page.selection].userName)
        default:
            return nil
        }
    }
}
