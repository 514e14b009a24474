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
    /// An account's network; nil for the sample.
    let background: (any BackgroundWork)?
    let pictures: PictureSource
    /// 我 › 登录's child; nil where the app cannot start one (tests).
    let signIn: SignInProcess?

    public init(store: any AppStore, terminal: any AppTerminal, background: (any BackgroundWork)? = nil,
                pictures: PictureSource = PictureSource(dataDirectory: nil), signIn: SignInProcess? = nil) {
        self.store = store
        self.terminal = terminal
        self.background = background
        self.pictures = pictures
        self.signIn = signIn
    }

    /// Performs `effect`; the actions it answers with, failures as notices.
    public func perform(_ effect: Effect) -> [Action] {
        do {
            return try run(effect)
        } catch let refusal as Refusal {
            return refused(effect, refusal.message)
        } catch let error as StoreError {
            return refused(effect, Self.failure(of: effect) + tr("：", ": ") + error.reason)
        } catch {
            return refused(effect, Self.failure(of: effect) + tr("：", ": ") + String(describing: error))
        }
    }

    private func run(_ effect: Effect) throws -> [Action] {
        switch effect {
        case .quit:
            return []
        case .fetch(let request):
            background?.fetch(request)
            return []
        case .loadPicture(let key):
            return [.pictures(.loaded(key, pictures.load(key)))]
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
        case .markDirectMessagesSeen:
            try store.markDirectMessagesSeen()
            return []
        case .loadOutbox:
            return [.profile(.outboxLoaded(try store.outbox()))]
        case .cancelOutboxItem(let id):
            try store.cancelOutboxItem(id: id)
            return []
        case .retryOutboxItem(let id):
            try store.retryOutboxItem(id: id)
            return []
        case .queue(let draft):
            try store.queue(draft.stored, replyTo: draft.replyTo)
            return [.compose(.queued)]
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
            return [.app(.notify(tr("新增 \(added.total) 条未读：@我 \(added.mentions) · 评论 \(added.comments) · 赞 \(added.likes) · 私信 \(added.messages)",
                                     "Added \(added.total) unread: \(plural(added.mentions, "mention")) · \(plural(added.comments, "comment")) · \(plural(added.likes, "like")) · \(plural(added.messages, "message"))")))]
        case .markTimelineViewed(let cursor):
            try store.setTimelineLastViewed(cursor)
            return []
        case .updateProfile(let name, let bio):
            _ = try store.updateLocalUser(name: name, bio: bio)
            return [.profile(.profileSaved)]
        case .setLiked(let id, let liked):
            _ = try store.setLiked(postID: id, liked)
            return []
        case .queueLike(let id, let liked):
            _ = try store.queueLike(postID: id, liked)
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
        case .startSignIn:
            guard let signIn else {
                return [.signIn(.ended(failure: tr("这里不能登录", "signing in is not possible here")))]
            }
            return signIn.start()
        case .cancelSignIn:
            signIn?.cancel()
            return []
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
        case .publish, .queue: return [.compose(.publishFailed(message))]
        case .saveDraft(let draft), .keepOpenDraft(let draft): return [.compose(.draftSaveFailed(draft, why: message))]
        case .sendMessage(let id, _): return [.messages(.messageRefused(conversationID: id, message))]
        case .updateProfile: return [.profile(.profileRefused(message))]
        default: return [.app(.notify(message))]
        }
    }

    /// The words before a failure's reason.
    private static func failure(of effect: Effect) -> String {
        switch effect {
        case .publish, .queue: return tr("发布失败", "Could not publish")
        case .saveDraft, .keepOpenDraft: return tr("草稿保存失败", "Could not save the draft")
        case .deleteDraft: return tr("无法删除草稿", "Could not delete the draft")
        case .sendMessage: return tr("发送失败", "Could not send")
        case .updateProfile: return tr("保存失败", "Could not save")
        case .saveSetting, .editorClosed: return tr("无法保存设置", "Could not save the setting")
        case .recordSearch: return tr("无法保存搜索历史", "Could not save the search history")
        case .clearSearchHistory: return tr("无法清除搜索历史", "Could not clear the search history")
        case .markActivityRead, .markConversationRead, .markDirectMessagesSeen: return tr("无法标记已读", "Could not mark as read")
        case .markTimelineViewed: return tr("无法保存", "Could not save")
        case .setLiked, .queueLike: return tr("操作失败", "Could not do that")
        case .deletePost, .deleteComment: return tr("删除失败", "Could not delete")
        case .simulateActivity: return tr("模拟失败", "Could not simulate")
        case .loadDrafts: return tr("无法读取草稿", "Could not read the drafts")
        case .loadOutbox: return tr("无法读取待发送", "Could not read the outbox")
        case .cancelOutboxItem: return tr("无法取消发送", "Could not cancel")
        case .retryOutboxItem: return tr("无法重新发送", "Could not send again")
        case .loadConversations, .loadChat: return tr("无法读取私信", "Could not read the messages")
        case .loadActivity: return tr("无法读取消息", "Could not read the notifications")
        case .loadMentionCandidates: return tr("无法读取用户", "Could not read the users")
        case .loadPosts, .reloadPosts, .refreshTimeline, .loadPostDetail: return tr("无法读取微博", "Could not read the posts")
        case .search: return tr("搜索失败", "Search failed")
        case .loadCounts, .loadLocalUser: return tr("无法读取资料", "Could not read the profile")
        case .loadPlaces, .checkMediaPath, .quit, .redrawScreen, .fetch, .loadPicture, .copy, .openLink, .startSignIn, .cancelSignIn:
            return tr("出错了", "Something went wrong")
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
        guard stat(expanded, &info) == 0 else { return tr("找不到文件：", "No such file: ") + Sanitizer.sanitize(path) }
        guard info.st_mode & S_IFMT == S_IFREG else { return tr("不是普通文件：", "Not a regular file: ") + Sanitizer.sanitize(path) }
        guard let file = fopen(expanded, "rb") else { return tr("没有读取权限：", "Not readable: ") + Sanitizer.sanitize(path) }
        defer { fclose(file) }
        var header = [UInt8](repeating: 0, count: MediaType.headerLength)
        header.removeSubrange(fread(&header, 1, header.count, file)...)
        guard MediaType.sniff(header) != nil else { return tr("不是图片或视频文件：", "Not an image or video file: ") + Sanitizer.sanitize(path) }
        return nil
    }
}
