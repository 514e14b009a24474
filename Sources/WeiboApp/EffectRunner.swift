import Glibc
import WeiboCore
import WeiboStore
import WeiboTerminal

/// Performs the effects `reduce` asks for against the store and the
/// terminal, and returns what came of them as actions. It never touches the
/// state: only reducers change it.
@MainActor
public struct EffectRunner {
    let store: any AppStore
    let terminal: any AppTerminal

    public init(store: any AppStore, terminal: any AppTerminal) {
        self.store = store
        self.terminal = terminal
    }

    /// Performs `effect`; the actions it answers with, failures as notices.
    public func perform(_ effect: Effect) -> [Action] {
        do {
            return try run(effect)
        } catch let refusal as Refusal {
            return refused(effect, refusal.message)
        } catch let error as StoreError {
            return refused(effect, "\(Self.failure(of: effect))：\(error.reason)")
        } catch {
            return refused(effect, "\(Self.failure(of: effect))：\(error)")
        }
    }

    private func run(_ effect: Effect) throws -> [Action] {
        switch effect {
        case .quit:
            return []
        case .redrawScreen:
            terminal.redrawAll()
            return []
        case .loadPlaces:
            return [.discover(.placesLoaded(PlaceCatalogLoader.shared))] + (try searchSuggestions())
        case .recordSearch(let keyword):
            try store.recordSearch(keyword)
            return try searchSuggestions()
        case .clearSearchHistory:
            try store.clearSearchHistory()
            return try searchSuggestions()
        case .saveSetting(let key, let value):
            try store.setSetting(key, value)
            if key == SettingKey.colors { terminal.setColorsEnabled(value != "off") }
            return []
        case .saveDraft(let draft):
            let id = try store.saveDraft(draft.stored)
            try store.setOpenDraft(id)
            return [.compose(.draftSaved(id: id))]
        case .keepOpenDraft(let draft):
            try store.setOpenDraft(try store.saveDraft(draft.stored))
            return []
        case .deleteDraft(let id):
            try store.deleteDraft(id: id)
            return []
        case .editorClosed:
            try store.setOpenDraft(nil)
            return []
        case .publish(let draft):
            let post = try store.publish(draft.stored)
            if case .comment = draft.mode { return [.compose(.published(nil))] }
            return [.compose(.published(post))]
        case .checkMediaPath(let path):
            return [.compose(.mediaChecked(path: path, problem: MediaFile.problem(with: path)))]
        case .loadCounts:
            return [.tabBar(.countsLoaded(store.currentCounts()))]
        case .loadLocalUser:
            return [.profile(.userLoaded(try store.localUser()))]
        case .loadPosts(let list, let page):
            return [.home(.postsLoaded(list, try store.posts(list, page, limit: AppState.timelinePageSize), page))]
        case .reloadPosts(let list, let window):
            return [.home(.postsReloaded(list, try store.posts(list, window: window)))]
        case .refreshTimeline:
            let unseen = try store.unseenPostCount()
            let posts = try store.posts(.timeline, .newest, limit: AppState.timelinePageSize)
            return [.home(.postsLoaded(.timeline, posts, .newest)), .home(.refreshed(newPosts: unseen))]
        case .loadDrafts:
            return [.profile(.draftsLoaded(try store.drafts(limit: 1_000)))]
        case .loadConversations(let before, let limit):
            let page = try store.conversations(limit: limit, before: before, unreadOnly: false)
            return [.messages(.conversationsLoaded(page, reset: before == nil))]
        case .loadActivity(let kind):
            return [.messages(.activityLoaded(kind, try store.activity(kind, limit: 200, before: nil, unreadOnly: false)))]
        case .markActivityRead(let kind, let through):
            try store.markRead(kind, through: through)
            return []
        case .loadChat(let id, let before):
            let conversation = try store.conversation(id: id)
            let messages = try store.messages(in: id, limit: ChatState.pageSize, before: before)
            return [.messages(.chatLoaded(id: id, conversation, messages, older: before != nil))]
        case .markConversationRead(let id, let through):
            try store.markConversationRead(id, through: through)
            return []
        case .sendMessage(let id, let text):
            _ = try store.send(text: text, to: id)
            return [.messages(.messageSent(conversationID: id))]
        case .loadMentionCandidates:
            return [.compose(.mentionCandidatesLoaded(users: try store.users(), pinyin: PinyinTableLoader.shared))]
        case .simulateActivity:
            let added = try store.simulateActivity(count: 4)
            return [.app(.notify("新增 \(added.total) 条未读：@我 \(added.mentions) · 评论 \(added.comments) · 赞 \(added.likes) · 私信 \(added.messages)"))]
        case .markTimelineViewed(let cursor):
            try store.setTimelineLastViewed(cursor)
            return []
        case .updateProfile(let name, let bio):
            _ = try store.updateLocalUser(name: name, bio: bio)
            return [.profile(.profileSaved)]
        case .setLiked(let id, let liked):
            _ = try store.setLiked(postID: id, liked)
            return []
        case .loadPostDetail(let id):
            guard let post = try store.post(id: id) else { return [.home(.postGone(id))] }
            return [.home(.postDetailLoaded(PostDetail(post: post, comments: try store.comments(on: id, limit: 200, before: nil))))]
        case .deletePost(let id):
            try store.deletePost(id: id)
            return []
        case .deleteComment(let id):
            try store.deleteComment(id: id)
            return []
        case .copy(let item):
            return [.home(.copied(item, sent: terminal.copyToClipboard(item.content)))]
        case .openLink(let url):
            return [.home(.linkOpened(url, opened: LinkOpener.open(url, environment: ProcessEnvironment.current())))]
        case .search(let scope, let query, let limit):
            let results = scope == .messages
                ? try store.searchMessages(query, limit: limit)
                : try store.searchPosts(scope, query, limit: limit)
            return [.search(.resultsLoaded(scope, query, results))]
        }
    }

    /// The recent and hot searches, and anything the store fixed on the way.
    private func searchSuggestions() throws -> [Action] {
        let loaded = Action.discover(.suggestionsLoaded(history: try store.searchHistory(limit: Store.searchHistoryLimit),
                                                        hot: store.hotSearches()))
        return [loaded] + store.takeNotices().prefix(1).map { .app(.notify($0)) }
    }

    /// What a failed effect answers with: the feature's own refusal where it
    /// has one (the editor keeps its text), else a notice.
    private func refused(_ effect: Effect, _ message: String) -> [Action] {
        switch effect {
        case .publish: return [.compose(.publishFailed(message))]
        case .saveDraft(let draft), .keepOpenDraft(let draft): return [.compose(.draftSaveFailed(draft, why: message))]
        case .sendMessage(let id, _): return [.messages(.messageRefused(conversationID: id, message))]
        case .updateProfile: return [.profile(.profileRefused(message))]
        default: return [.app(.notify(message))]
        }
    }

    /// The words before a failure's reason.
    private static func failure(of effect: Effect) -> String {
        switch effect {
        case .publish: return "发布失败"
        case .saveDraft, .keepOpenDraft: return "草稿保存失败"
        case .deleteDraft: return "无法删除草稿"
        case .sendMessage: return "发送失败"
        case .updateProfile: return "保存失败"
        case .saveSetting, .editorClosed: return "无法保存设置"
        case .recordSearch: return "无法保存搜索历史"
        case .clearSearchHistory: return "无法清除搜索历史"
        case .markActivityRead, .markConversationRead: return "无法标记已读"
        case .markTimelineViewed: return "无法保存"
        case .setLiked: return "操作失败"
        case .deletePost, .deleteComment: return "删除失败"
        case .simulateActivity: return "模拟失败"
        case .loadDrafts: return "无法读取草稿"
        case .loadConversations, .loadChat: return "无法读取私信"
        case .loadActivity: return "无法读取消息"
        case .loadMentionCandidates: return "无法读取用户"
        case .loadPosts, .reloadPosts, .refreshTimeline, .loadPostDetail: return "无法读取微博"
        case .search: return "搜索失败"
        case .loadCounts, .loadLocalUser: return "无法读取资料"
        case .loadPlaces, .checkMediaPath, .quit, .redrawScreen, .copy, .openLink: return "出错了"
        }
    }
}

/// Checks a media path the user typed.
enum MediaFile {
    /// Why `path` cannot be attached, or nil when it names a readable
    /// image or video (by its first bytes, whatever its name).
    static func problem(with path: String) -> String? {
        var expanded = path
        if path == "~" || path.hasPrefix("~/"), let home = getenv("HOME") {
            expanded = String(cString: home) + path.dropFirst()
        }
        var info = stat()
        guard stat(expanded, &info) == 0 else { return "找不到文件：\(Sanitizer.sanitize(path))" }
        guard info.st_mode & S_IFMT == S_IFREG else { return "不是普通文件：\(Sanitizer.sanitize(path))" }
        guard let file = fopen(expanded, "rb") else { return "没有读取权限：\(Sanitizer.sanitize(path))" }
        defer { fclose(file) }
        var header = [UInt8](repeating: 0, count: MediaType.headerLength)
        header.removeSubrange(fread(&header, 1, header.count, file)...)
        guard MediaType.sniff(header) != nil else { return "不是图片或视频文件：\(Sanitizer.sanitize(path))" }
        return nil
    }
}
