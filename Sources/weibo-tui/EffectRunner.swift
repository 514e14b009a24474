import Glibc
import WeiboCore
import WeiboStore
import WeiboTerminal

/// Performs the effects `reduce` asks for, against the store and the
/// terminal, and feeds their results back as actions.
@MainActor
struct EffectRunner {
    let store: Store
    let session: TerminalSession

    /// Fills the first state from what `Store.firstScreen` found, effects
    /// performed: showing 首页's posts marks them viewed, which re-reads the
    /// counts (the 首页 dot goes).
    func show(_ first: FirstScreen, in state: inout AppState) {
        perform(Self.apply(first, to: &state), state: &state)
    }

    /// Puts `first` into `state` through the actions that show it and
    /// returns the effects they ask for, not yet performed (a preview drawn
    /// before the store is open drops them). The counts go first, so the
    /// fresh counts the effects re-read are not overwritten by them.
    nonisolated static func apply(_ first: FirstScreen, to state: inout AppState) -> [Effect] {
        state.localUser = first.localUser
        var effects = reduce(&state, .countsLoaded(first.counts))
        effects += reduce(&state, .postsLoaded(.timeline, posts(of: first.timeline, noting: &state), reset: true))
        if let draft = first.openDraft { state.modal = .resumeDraft(ComposeDraft(draft)) }
        if let notice = first.notice { state.notice = notice }
        return effects
    }

    /// Reduces `action` and performs whatever it asks for, results included.
    func dispatch(_ action: Action, state: inout AppState) {
        perform(reduce(&state, action), state: &state)
    }

    func perform(_ effects: [Effect], state: inout AppState) {
        for effect in effects {
            switch effect {
            case .quit:
                saveOpenEditor(state)
            case .redrawScreen:
                session.redrawAll()
            case .loadPlaces:
                dispatch(.placesLoaded(PlaceCatalogLoader.shared), state: &state)
                reloadSearchSuggestions(into: &state)
            case .recordSearch(let keyword):
                attempt(&state, "无法保存搜索历史") { try store.recordSearch(keyword) }
                reloadSearchSuggestions(into: &state)
            case .clearSearchHistory:
                attempt(&state, "无法清除搜索历史") { try store.clearSearchHistory() }
                reloadSearchSuggestions(into: &state)
            case .saveSetting(let key, let value):
                attempt(&state, "无法保存设置") { try store.setSetting(key, value) }
                if key == SettingKey.colors { session.setColorsEnabled(value != "off") }
            case .saveDraft(let draft):
                let saved = attempt(&state, "草稿保存失败") { () throws -> Int64 in
                    let id = try store.saveDraft(draft.stored)
                    try store.setSetting(Store.openDraftSetting, String(id))
                    return id
                }
                if let id = saved { dispatch(.draftSaved(id: id), state: &state) }
                refreshCounts(&state)
            case .deleteDraft(let id):
                attempt(&state, "无法删除草稿") { try store.deleteDraft(id: id) }
                refreshCounts(&state)
            case .editorClosed:
                attempt(&state, "无法保存设置") { try store.setSetting(Store.openDraftSetting, nil) }
            case .publish(let draft):
                publish(draft, state: &state)
            case .checkMediaPath(let path):
                dispatch(.mediaChecked(path: path, problem: MediaFile.problem(with: path)), state: &state)
            case .loadPosts(let source, let before):
                let page = Result { try posts(source, before: before, limit: AppState.timelinePageSize) }
                showPosts(source, page, reset: before == nil, state: &state)
            case .loadDrafts:
                if let drafts = attempt(&state, "无法读取草稿", { try store.drafts() }) {
                    dispatch(.draftsLoaded(drafts), state: &state)
                }
                refreshCounts(&state)
            case .loadConversations(let before):
                let page = attempt(&state, "无法读取私信") {
                    try store.conversations(limit: MessageCenter.conversationPageSize, before: before)
                }
                dispatch(.conversationsLoaded(page ?? [], reset: before == nil), state: &state)
                refreshCounts(&state)
            case .loadActivity(let kind):
                // Load first so the list can show what was unread, then mark it read.
                if let items = attempt(&state, "无法读取消息", { try store.activity(kind, limit: 200) }) {
                    dispatch(.activityLoaded(kind, items), state: &state)
                    if let newest = items.first {
                        attempt(&state, "无法标记已读") { try store.markRead(kind, through: newest.cursor) }
                    }
                }
                refreshCounts(&state)
            case .loadChat(let id, let before):
                let loaded = attempt(&state, "无法读取私信") { () throws -> (Conversation?, [Message]) in
                    (try store.conversation(id: id), try store.messages(in: id, limit: ChatState.pageSize, before: before))
                }
                if let (conversation, messages) = loaded {
                    dispatch(.chatLoaded(id: id, conversation, messages, older: before != nil), state: &state)
                    if before == nil, let last = messages.last {
                        attempt(&state, "无法标记已读") { try store.markConversationRead(id, through: last.id) }
                        perform([.loadConversations(before: nil)], state: &state)
                    }
                }
            case .sendMessage(let id, let text):
                do {
                    dispatch(.messageSent(conversationID: id, try store.send(text: text, to: id)), state: &state)
                    perform([.loadConversations(before: nil)], state: &state)
                } catch let refusal as Refusal {
                    dispatch(.messageRefused(conversationID: id, refusal.message), state: &state)
                } catch {
                    dispatch(.messageRefused(conversationID: id, "发送失败：\(error)"), state: &state)
                }
            case .loadMentionCandidates:
                let users = attempt(&state, "无法读取用户") { try store.users() } ?? []
                dispatch(.mentionCandidatesLoaded(users: users, pinyin: PinyinTableLoader.shared), state: &state)
            case .simulateActivity:
                if let added = attempt(&state, "模拟失败", { try store.simulateActivity(count: 4) }) {
                    state.notice = "新增 \(added.total) 条未读：@我 \(added.mentions) · 评论 \(added.comments) · 赞 \(added.likes) · 私信 \(added.messages)"
                }
                refreshCounts(&state)
            case .markTimelineViewed(let cursor):
                // Only a newer top post changes the 首页 dot: then re-read the counts.
                if attempt(&state, "无法保存", { try store.setTimelineLastViewed(cursor) }) == true {
                    refreshCounts(&state)
                }
            case .updateProfile(let name, let bio):
                do {
                    dispatch(.profileSaved(try store.updateLocalUser(name: name, bio: bio)), state: &state)
                } catch let refusal as Refusal {
                    dispatch(.profileRefused(refusal.message), state: &state)
                } catch {
                    dispatch(.profileRefused("保存失败：\(error)"), state: &state)
                }
            case .setLiked(let id, let liked):
                if let post = attempt(&state, "操作失败", { try store.setLiked(postID: id, liked) }) {
                    dispatch(.postUpdated(post), state: &state)
                }
            case .loadPostDetail(let id):
                let detail = attempt(&state, "无法读取微博") { () throws -> PostDetail? in
                    guard let post = try store.post(id: id) else { return nil }
                    return PostDetail(post: post, comments: try store.comments(on: id, limit: 200))
                }
                if let detail = detail ?? nil {
                    dispatch(.postDetailLoaded(detail), state: &state)
                } else if detail != nil {
                    state.notice = "这条微博已被删除"
                }
            }
        }
    }

    /// The posts of a list, from the store.
    private func posts(_ source: PostListSource, before: PostCursor?, limit: Int) throws -> [Post] {
        switch source {
        case .timeline: return try store.recentPosts(limit: limit, before: before)
        case .mine: return try store.posts(by: try store.localUser().id, limit: limit, before: before)
        case .liked: return try store.likedPosts(limit: limit, before: before)
        }
    }

    /// A page of posts as read from the store; a failure becomes a notice
    /// and an empty page.
    private func showPosts(_ source: PostListSource, _ page: Result<[Post], any Error>, reset: Bool, state: inout AppState) {
        dispatch(.postsLoaded(source, Self.posts(of: page, noting: &state), reset: reset), state: &state)
    }

    /// The posts of `page`, or none and a notice saying why.
    private nonisolated static func posts(of page: Result<[Post], any Error>, noting state: inout AppState) -> [Post] {
        switch page {
        case .success(let posts): return posts
        case .failure(let error):
            state.notice = failureNotice("无法读取微博", error)
            return []
        }
    }

    /// Re-reads the counts behind the badges and the card after a change.
    func refreshCounts(_ state: inout AppState) {
        dispatch(.countsLoaded(store.currentCounts(localUserID: state.localUser?.id ?? "")), state: &state)
    }

    /// Publishes; the post is committed before the screen says so.
    private func publish(_ draft: ComposeDraft, state: inout AppState) {
        defer { refreshCounts(&state) }
        do {
            let post = try store.publish(draft.stored)
            switch draft.mode {
            case .comment(let id):
                dispatch(.published(nil), state: &state)
                perform([.loadPostDetail(id)], state: &state)
            case .repost(let id):
                dispatch(.published(post), state: &state)
                if let original = try? store.post(id: id) { dispatch(.postUpdated(original), state: &state) }
            case .post:
                dispatch(.published(post), state: &state)
            }
        } catch let refusal as Refusal {
            dispatch(.publishFailed(refusal.message), state: &state)
        } catch {
            dispatch(.publishFailed("发布失败：\(error)"), state: &state)
        }
    }

    /// On the way out (q, Ctrl-C, SIGTERM, SIGHUP) an unsaved editor is saved
    /// as a draft and stays marked open, so the next start offers it.
    private func saveOpenEditor(_ state: AppState) {
        guard case .editor(let editor)? = state.modal, !editor.draft.isBlank else { return }
        if let id = try? store.saveDraft(editor.draft.stored) {
            try? store.setSetting(Store.openDraftSetting, String(id))
        }
    }

    private func reloadSearchSuggestions(into state: inout AppState) {
        let history = (try? store.searchHistory()) ?? []
        dispatch(.searchSuggestionsLoaded(history: history, hot: store.hotSearches()), state: &state)
        if let notice = store.takeNotices().first { state.notice = notice }
    }

    /// Runs a store call; a failure becomes a notice instead of a crash.
    @discardableResult
    private func attempt<T>(_ state: inout AppState, _ what: String, _ body: () throws -> T) -> T? {
        do { return try body() } catch {
            state.notice = Self.failureNotice(what, error)
            return nil
        }
    }

    /// What the user reads when `what` failed.
    private nonisolated static func failureNotice(_ what: String, _ error: any Error) -> String {
        "\(what)：\(error)"
    }
}

/// Checks a media path the user typed.
enum MediaFile {
    /// Why `path` cannot be attached, or nil when it names a readable file.
    static func problem(with path: String) -> String? {
        var expanded = path
        if path == "~" || path.hasPrefix("~/"), let home = getenv("HOME") {
            expanded = String(cString: home) + path.dropFirst()
        }
        var info = stat()
        guard stat(expanded, &info) == 0 else { return "找不到文件：\(Sanitizer.sanitize(path))" }
        guard info.st_mode & S_IFMT == S_IFREG else { return "不是普通文件：\(Sanitizer.sanitize(path))" }
        guard access(expanded, R_OK) == 0 else { return "没有读取权限：\(Sanitizer.sanitize(path))" }
        return nil
    }
}
