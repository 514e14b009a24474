/// What an outbox item asks Weibo to do.
public enum OutboxKind: String, Sendable, Hashable, CaseIterable {
    /// A new post (`statuses/share`).
    case post
    /// A comment on a post (`comments/create`).
    case comment
    /// A reply to a comment under a post (`comments/reply`).
    case reply
    /// A repost (`statuses/repost`).
    case repost
    /// Liking a post, and taking the like back: a web session's
    /// (`attitudes/create`, `attitudes/destroy`); the Open API has neither.
    case like
    case unlike
    /// A private message (私信) to `targetUserID` (`api/chat/send`), a web session's.
    case message
    /// Following `targetUserID`, and no longer (`friendships/create`,
    /// `friendships/destory`), a web session's.
    case follow
    case unfollow
    /// Favouriting a post (收藏), and taking it back: a web session's
    /// (`mblogDeal/addFavMblog`, `mblogDeal/delFavMblog`).
    case favorite
    case unfavorite
}

/// Something the user wrote on an account, kept until Weibo has it: the
/// store queues it, the sender sends it, and only the id Weibo returns (or
/// finding it on Weibo after an unknown outcome) takes it out. So nothing
/// written is lost, and nothing is sent twice.
public struct OutboxItem: Sendable, Hashable, Identifiable {
    /// Row id in the outbox (not a Weibo id).
    public var id: Int64
    public var kind: OutboxKind
    /// Exactly as the user wrote it (a repost's may be empty: Weibo writes 转发微博).
    public var text: String
    /// The post commented on, replied under or reposted; nil for `.post`.
    public var targetPostID: Int64?
    /// The comment a `.reply` answers.
    public var targetCommentID: Int64?
    /// Whom a `.message` goes to (Weibo's uid).
    public var targetUserID: Int64?
    /// Unix seconds when it was queued: a post found on Weibo after an
    /// unknown outcome must be this recent to count as this one.
    public var createdAt: Int64
    /// Sends tried and failed so far.
    public var attempts: Int
    /// Unix seconds before which it is not sent again.
    public var nextAttemptAt: Int64
    /// The last failure, one plain line; nil before the first.
    public var lastError: String?
    /// A send may have reached Weibo without its answer arriving (a
    /// timeout, a dropped connection, a 5xx): before any resend, the
    /// account's latest posts (or the post's comments) are checked for it.
    public var outcomeUnknown: Bool
    /// Weibo refused it for good (e.g. repeated content): never sent again
    /// by itself; shown with `lastError` so the user can cancel it.
    public var failed: Bool
    /// Unix seconds when a sender claimed it for a request, recorded before
    /// the request left; nil when no send is under way. Still set once that
    /// sender is gone means it died mid-send: the item may be on Weibo.
    public var sendingSince: Int64?
    /// A `.post`'s local files, in the order they go (each uploaded before
    /// the post leaves).
    public var media: [String] = []
    /// `media` is one video (by its bytes, as the store read it when it
    /// read the row): uploaded by weibo.com's video flow, not as a picture.
    public var mediaIsVideo = false
    /// A `.post`'s 可见范围.
    public var visibility: PostVisibility = .everyone

    public init(
        id: Int64, kind: OutboxKind, text: String, targetPostID: Int64? = nil, targetCommentID: Int64? = nil,
        targetUserID: Int64? = nil, createdAt: Int64, attempts: Int = 0, nextAttemptAt: Int64, lastError: String? = nil,
        outcomeUnknown: Bool = false, failed: Bool = false, sendingSince: Int64? = nil
    ) {
        self.id = id
        self.kind = kind
        self.text = text
        self.targetPostID = targetPostID
        self.targetCommentID = targetCommentID
        self.targetUserID = targetUserID
        self.createdAt = createdAt
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.lastError = lastError
        self.outcomeUnknown = outcomeUnknown
        self.failed = failed
        self.sendingSince = sendingSince
    }

    /// Whether the sender should take it at `now`.
    public func isDue(now: Int64) -> Bool { !failed && nextAttemptAt <= now }
}
