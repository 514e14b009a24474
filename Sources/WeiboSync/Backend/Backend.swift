import WeiboAPI
import WeiboCore
import WeiboStore

/// What the sync engine asks of Weibo, one method per question, asked the
/// way one kind of account reaches Weibo: `OpenAPIBackend` with its token,
/// `WebBackend` with the session's cookies (and `st` for a write). The
/// engine above (paging, each list's declaration, the outbox's rules) is
/// the same for every kind, and so is what comes back: WeiboAPI's value
/// types, which the store already takes. The one switch on an account's
/// kind is `backend(for:client:)`.
public protocol Backend {
    var account: Account { get }
    var client: WeiboClient { get }


    // Lists, newest first.
    /// 首页: the people the account follows.
    func homeTimeline(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus>
    /// 我的微博: the account's own posts.
    func ownPosts(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus>
    /// @我的: posts that mention the account.
    func mentionPosts(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus>
    /// @我的: comments that mention the account.
    func mentionComments(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment>
    /// 评论: comments on the account's posts.
    func commentsToMe(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment>
    /// 赞: likes of the account's posts (ask only when `unavailable(.likesList)` is nil).
    func likesToMe(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WebLike>
    /// 私信: the conversations, newest first, by page (ask only when
    /// `unavailable(.directMessages)` is nil).
    func conversations(cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WebConversation>
    /// One conversation's newest messages with `uid` (older than a message id).
    func chat(with uid: Int64, olderThan: Int64?) throws(RemoteFailure) -> RemotePage<WebDirectMessage>
    /// Where the home timeline's page older than the post `oldest` starts.
    func cursor(olderThan oldest: Int64) -> RemoteCursor
    /// 热搜榜, ranked (ask only when `unavailable(.hotSearch)` is nil).
    func hotSearch() throws(RemoteFailure) -> [HotWord]
    /// Page `page` (from 1) of the posts a search of all Weibo finds
    /// (ask only when `unavailable(.searchingWeibo)` is nil).
    func searchPosts(_ query: WeiboSearchQuery, page: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus>
    /// Page `page` of the people (用户) or the topics (话题) it finds.
    func searchPeople(_ query: WeiboSearchQuery, page: Int) throws(RemoteFailure) -> RemotePage<WeiboUser>
    func searchTopics(_ query: WeiboSearchQuery, page: Int) throws(RemoteFailure) -> RemotePage<FoundTopic>

    // One thing.
    func me() throws(RemoteFailure) -> WeiboUser
    func unreadCount() throws(RemoteFailure) -> WeiboUnreadCount
    /// A post as Weibo has it now, with its whole text when it is a long one.
    func status(id: Int64) throws(RemoteFailure) -> WeiboStatus
    /// A post's comments, a page at a time (as the kind orders them).
    func comments(postID: Int64, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment>
    /// Someone's card and their posts, page `page` from `cursor` (nil for
    /// the first; ask only when `unavailable(.people)` is nil).
    func person(_ uid: Int64) throws(RemoteFailure) -> WeiboUser
    func personPosts(_ uid: Int64, page: Int, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboStatus>
    /// Whom `uid` follows (关注), or who follows them (粉丝, `fans`), by page.
    func people(of uid: Int64, fans: Bool, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboUser>
    /// A post's reposts and who liked it, page `page` (from 1); a root
    /// comment's replies (楼中楼, `writer` its author) from `cursor` (ask
    /// only when `unavailable(.postLists)` is nil).
    func reposts(of postID: Int64, page: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus>
    func likes(of postID: Int64, page: Int) throws(RemoteFailure) -> RemotePage<WebLiker>
    func replies(to commentID: Int64, writer: Int64?, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboComment>
    /// A post's comments newest first (按时间), page `page` or from `cursor`.
    func newestComments(of postID: Int64, page: Int, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboComment>
    /// 收藏: the account's favourites, newest favourite first, by page (ask
    /// only when `unavailable(.favorites)` is nil).
    func favorites(cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboStatus>
    /// 分组: the account's groups, and a group's posts by page (ask only
    /// when `unavailable(.groups)` is nil).
    func feedGroups() throws(RemoteFailure) -> RemotePage<FeedGroup>
    func groupTimeline(_ gid: String, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboStatus>

    // Writes (the outbox's).
    /// A new post: the `pic_id`s of pictures uploaded for it (in order),
    /// and who may read it.
    func post(_ text: String, pictureIDs: [String], visibility: PostVisibility) throws(RemoteFailure) -> WeiboStatus
    /// Uploads the local picture at `path`: its `pic_id` (ask only when
    /// `unavailable(.pictures)` is nil).
    func uploadPicture(_ path: String) throws(RemoteFailure) -> String
    /// Uploads the local video at `path`: its `media_id`, for `post(_:videoID:visibility:)`
    /// (ask only when `unavailable(.video)` is nil).
    func uploadVideo(_ path: String) throws(RemoteFailure) -> String
    /// A new post carrying the uploaded video `videoID`.
    func post(_ text: String, videoID: String, visibility: PostVisibility) throws(RemoteFailure) -> WeiboStatus
    func repost(_ postID: Int64, text: String) throws(RemoteFailure) -> WeiboStatus
    func comment(on postID: Int64, text: String) throws(RemoteFailure) -> WeiboComment
    func reply(to commentID: Int64, on postID: Int64, text: String) throws(RemoteFailure) -> WeiboComment
    func setLiked(_ postID: Int64, _ liked: Bool) throws(RemoteFailure)
    func sendMessage(to uid: Int64, text: String) throws(RemoteFailure) -> WebDirectMessage
    /// Follows `uid` or stops; the person as Weibo answered, when it did.
    func setFollowing(_ uid: Int64, _ following: Bool) throws(RemoteFailure) -> WeiboUser?
    /// Favourites `postID` (收藏) or takes it back.
    func setFavorited(_ postID: Int64, _ favorited: Bool) throws(RemoteFailure)
}

/// The backend of `account`'s kind.
public func backend(for account: Account, client: WeiboClient) -> any Backend {
    switch account.kind {
    case .openAPI: OpenAPIBackend(account: account, client: client)
    case .web: WebBackend(account: account, client: client)
    }
}

/// What a kind does not declare it cannot offer: a list or write only
/// some kinds have (a web session's 赞 and 私信) is written once, by the
/// kinds that have it; the others refuse it with their `unavailable` words.
extension Backend {
    public func likesToMe(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WebLike> {
        throw refused(.likesList)
    }

    public func conversations(cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WebConversation> {
        throw refused(.directMessages)
    }

    public func chat(with uid: Int64, olderThan: Int64?) throws(RemoteFailure) -> RemotePage<WebDirectMessage> {
        throw refused(.directMessages)
    }

    public func sendMessage(to uid: Int64, text: String) throws(RemoteFailure) -> WebDirectMessage {
        throw refused(.directMessages)
    }

    public func setLiked(_ postID: Int64, _ liked: Bool) throws(RemoteFailure) {
        throw refused(.liking)
    }

    public func uploadPicture(_ path: String) throws(RemoteFailure) -> String {
        throw refused(.pictures)
    }

    public func uploadVideo(_ path: String) throws(RemoteFailure) -> String {
        throw refused(.video)
    }

    public func post(_ text: String, videoID: String, visibility: PostVisibility) throws(RemoteFailure) -> WeiboStatus {
        throw refused(.video)
    }

    public func hotSearch() throws(RemoteFailure) -> [HotWord] {
        throw refused(.hotSearch)
    }

    public func searchPosts(_ query: WeiboSearchQuery, page: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        throw refused(.searchingWeibo)
    }

    public func searchPeople(_ query: WeiboSearchQuery, page: Int) throws(RemoteFailure) -> RemotePage<WeiboUser> {
        throw refused(.searchingWeibo)
    }

    public func searchTopics(_ query: WeiboSearchQuery, page: Int) throws(RemoteFailure) -> RemotePage<FoundTopic> {
        throw refused(.searchingWeibo)
    }

    public func setFollowing(_ uid: Int64, _ following: Bool) throws(RemoteFailure) -> WeiboUser? {
        throw refused(.following)
    }

    public func person(_ uid: Int64) throws(RemoteFailure) -> WeiboUser {
        throw refused(.people)
    }

    public func favorites(cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        throw refused(.favorites)
    }

    public func feedGroups() throws(RemoteFailure) -> RemotePage<FeedGroup> {
        throw refused(.groups)
    }

    public func groupTimeline(_ gid: String, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        throw refused(.groups)
    }

    public func setFavorited(_ postID: Int64, _ favorited: Bool) throws(RemoteFailure) {
        throw refused(.favorites)
    }

    public func personPosts(_ uid: Int64, page: Int, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        throw refused(.people)
    }

    public func people(of uid: Int64, fans: Bool, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboUser> {
        throw refused(.people)
    }

    public func reposts(of postID: Int64, page: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        throw refused(.postLists)
    }

    public func likes(of postID: Int64, page: Int) throws(RemoteFailure) -> RemotePage<WebLiker> {
        throw refused(.postLists)
    }

    public func replies(to commentID: Int64, writer: Int64?, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        throw refused(.postLists)
    }

    public func newestComments(of postID: Int64, page: Int, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        throw refused(.postLists)
    }
}

extension Backend {
    /// What this kind of account cannot do (declared once, in
    /// `Unavailable.applies(to:)`): its sentence, naming the real reason;
    /// nil when it can.
    public func unavailable(_ what: Unavailable) -> String? {
        what.applies(to: account.kind) ? what.message(for: account.kind) : nil
    }

    /// A write this kind cannot make, as the outbox records it.
    func refused(_ what: Unavailable) -> RemoteFailure {
        .api(.api(code: 0, message: unavailable(what) ?? what.message))
    }
}

/// Where the next page of a list starts, whichever kind of account asks:
/// the Open API's `max_id`, or the mobile web's own cursor.
public enum RemoteCursor: Hashable, Sendable {
    case id(Int64)
    case web(WebCursor)

    var id: Int64? { if case .id(let id) = self { id } else { nil } }
    var web: WebCursor? { if case .web(let cursor) = self { cursor } else { nil } }
    /// The mobile web pages its message lists by number.
    public var pageNumber: Int? { if case .web(.page(let page)) = self { page } else { nil } }
}

/// One page of a list from either kind of account: what could be read,
/// how many items could not (left out, said by sync), and the next page.
public struct RemotePage<Item: Sendable & Hashable> {
    public var items: [Item]
    /// nil at the list's real end.
    public var next: RemoteCursor?
    public var skipped: Int

    init(_ page: WeiboPage<Item>) {
        items = page.items
        next = page.isEnd ? nil : .id(page.nextCursor)
        skipped = page.skipped
    }

    init(items: [Item], next: RemoteCursor?, skipped: Int) {
        self.items = items
        self.next = next
        self.skipped = skipped
    }

    init(_ page: WebPage<Item>) {
        items = page.items
        next = page.next.map(RemoteCursor.web)
        skipped = page.skipped
    }
}
