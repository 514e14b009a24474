/// What an account's outbox is sending, for what its end does: a post (or
/// a repost) is brought into view on top of 首页; a comment leaves the
/// user where they are. The item is read from the store when the sync
/// ends, and its row says what became of it (sent, waiting, may have
/// arrived, refused): the sync's exit alone cannot tell.
public struct PendingSend: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case post
        case comment
    }
    public var kind: Kind
    /// The outbox item's id.
    public var outboxID: Int64

    public init(_ kind: Kind, outboxID: Int64) {
        self.kind = kind
        self.outboxID = outboxID
    }

    init(sending kind: OutboxKind, outboxID: Int64) {
        self.init(kind == .post || kind == .repost ? Kind.post : Kind.comment, outboxID: outboxID)
    }
}

/// `weibo-tui sync`'s exit statuses that mean more than "it failed": the
/// command sets them and the app's background sync reads them.
public enum SyncExitStatus {
    /// Weibo is limiting requests: try again much later, not soon.
    public static let rateLimited: Int32 = 3
    /// Weibo is checking this client (HTTP 432 or 418, a captcha page):
    /// try again much later too, and never solve or bypass the check.
    public static let checkingClient: Int32 = 4
    /// Some lists were fetched and saved, and some failed on their own (an
    /// unexpected reply): the lines on stderr name each one.
    public static let partly: Int32 = 5
}

/// What an account's background sync is asked to fetch.
public enum FetchRequest: Hashable, Sendable {
    /// What is newer than the cache (and the outbox sent first): `r`, a post queued.
    case newest
    /// One page older than the cache: 首页 scrolled to the end of what is cached.
    case older
    /// Posts where 首页's cache has a gap (`sync --gap`): its line's key.
    case gap
    /// A post and its newest comments: its page was opened.
    case post(Int64)
    /// A conversation's newest messages (私信, a web session's): its chat was opened.
    case chat(String)
    /// A list fetched only when opened (`sync --list NAME`): `hot` when 发现 is.
    case list(String)
    /// A person's card and newest posts (`sync --user UID`): their page was
    /// opened; never asked by a sync of its own.
    case person(Int64)
    /// Page N of a search of all Weibo (`sync --search TEXT --type KIND
    /// --page N`): a hot word's, a topic's or 发现's search page was
    /// opened, or scrolled to its end.
    case search(WeiboSearchQuery, page: Int)
    /// A group's newest posts (`sync --group GID`): it was chosen in 首页's
    /// title menu, or refreshed there.
    case group(String)
    /// The page of a group older than its oldest cached post (`sync --group
    /// GID --older`): its 首页 was scrolled past that post.
    case olderInGroup(String)
    /// One page of a list fetched when opened for one thing (`sync --list
    /// NAME --id KEY --page N`): a post page's 转发 / 评论 / 赞, a comment's
    /// replies, a person's posts, 关注 or 粉丝, opened or scrolled to its end.
    case opened(OpenedPage)
    /// Pictures on screen that the cache does not hold yet (addresses:
    /// `PictureAddress`); they land in the picture cache, not the store.
    case pictures([String])
}
