import WeiboCore
import WeiboStore

/// What the app shell asks of the store. The shell depends on this, not on
/// SQLite: its tests run it against a real store in a temporary folder or
/// against a stand-in, and a Weibo account's cache can stand behind it too.
public protocol AppStore: AnyObject {
    /// Changes whenever anything is committed, by us or another process.
    func revision() throws -> StoreRevision

    func localUser() throws -> User
    func currentCounts() -> StoreCounts
    /// The place catalogue (发现, 签到), its inflated copy kept in the store's data folder.
    func placeSearch() -> PlaceSearch
    func updateLocalUser(name: String, bio: String) throws -> User

    func posts(_ list: PostListSource, _ page: PostPage, limit: Int) throws -> [Post]
    func posts(_ list: PostListSource, window: PostWindow) throws -> [Post]
    /// 首页's groups, in Weibo's order (see `Store.feedGroups`).
    func feedGroups() throws -> [FeedGroup]
    func post(id: Int64) throws -> Post?
    func comments(on postID: Int64, limit: Int, before: TimeCursor?) throws -> [Comment]
    /// A post and its 转发 / 评论 / 赞 for its page; nil when it is gone.
    func postDetail(id: Int64) throws -> PostDetail?
    func unseenPostCount() throws -> Int
    @discardableResult func setTimelineLastViewed(_ cursor: PostCursor) throws -> Bool
    func setLiked(postID: Int64, _ liked: Bool) throws -> Post
    func queueLike(postID: Int64, _ liked: Bool) throws -> Post
    /// The sample's 收藏 (see `Store.setFavorited`).
    @discardableResult func setFavorited(postID: Int64, _ favorited: Bool) throws -> Post
    /// 收藏 or 取消收藏, through the outbox (see `Store.queueFavorite`).
    @discardableResult func queueFavorite(postID: Int64, _ favorited: Bool) throws -> Post
    /// Follow `uid` or no longer, through the outbox (see `Store.queueFollow`).
    @discardableResult func queueFollow(uid: Int64, _ follow: Bool) throws -> User?
    @discardableResult func publish(_ draft: PostDraft) throws -> Post
    /// An account's post, comment or repost, into its outbox (see `Store.queue`).
    @discardableResult func queue(_ draft: PostDraft, replyTo commentID: Int64?) throws -> OutboxItem
    func outbox() throws -> [OutboxItem]
    /// The item `id`, nil once it left the outbox (sent, or cancelled).
    func outboxItem(id: Int64) throws -> OutboxItem?
    /// An id not in the outbox (sent meanwhile) is a `Refusal`.
    func cancelOutboxItem(id: Int64) throws
    func retryOutboxItem(id: Int64) throws
    /// The local user's own post or comment; anyone else's is a `Refusal`.
    func deletePost(id: Int64) throws
    func deleteComment(id: Int64) throws

    func drafts(limit: Int) throws -> [Draft]
    func saveDraft(_ draft: Draft) throws -> Int64
    func deleteDraft(id: Int64) throws
    /// The draft open in the editor (offered again after a kill), or none.
    func setOpenDraft(_ id: Int64?) throws

    func conversations(limit: Int, before: ConversationCursor?, unreadOnly: Bool) throws -> [Conversation]
    func conversation(id: String) throws -> Conversation?
    func messages(in conversationID: String, limit: Int, before: TimeCursor?) throws -> [Message]
    @discardableResult func markConversationRead(_ conversationID: String, through throughMessageID: Int64?) throws -> Int
    func send(text: String, to conversationID: String) throws -> Message
    /// An account's message into its outbox (see `Store.queueMessage`).
    @discardableResult func queueMessage(_ text: String, to userID: String) throws -> OutboxItem
    func activity(_ kind: ActivityKind, limit: Int, before: TimeCursor?, unreadOnly: Bool) throws -> [Activity]
    @discardableResult func markRead(_ kind: ActivityKind, through: TimeCursor?) throws -> Int
    @discardableResult func simulateActivity(count: Int) throws -> UnreadCounts
    func users() throws -> [User]

    /// A search page's posts (with the person, on a person's page), at most `limit`.
    func searchPosts(_ scope: SearchScope, _ query: SearchQuery, limit: Int) throws -> SearchResults
    /// 消息's search: conversations by name and messages by text, at most `limit` of each.
    func searchMessages(_ query: SearchQuery, limit: Int) throws -> SearchResults

    func setSetting(_ key: String, _ value: String?) throws
    func searchHistory(limit: Int) throws -> [String]
    func recordSearch(_ keyword: String) throws
    func clearSearchHistory() throws
    func hotSearches() -> [String]
    /// 发现's 热搜榜: the last fetched, or the sample's.
    func hotList() throws -> HotList
    /// A search of all Weibo as the store kept it (a hot word's posts).
    func searchResults(_ query: WeiboSearchQuery) throws -> WeiboSearchResults
    /// 发现's searches of all Weibo typed before, newest first; one more; none.
    func weiboSearchHistory() throws -> [String]
    func recordWeiboSearch(_ text: String) throws
    func clearWeiboSearchHistory() throws
    /// Where the user is, left beside the store for its next start (`ResumeFile`).
    func saveResumePoint(_ point: ResumePoint) throws
    /// What the store fixed on its own (a damaged search history), once.
    func takeNotices() -> [String]
}
