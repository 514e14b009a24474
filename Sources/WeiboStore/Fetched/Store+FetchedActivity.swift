import WeiboCore

/// A fetched comment with the post it is under: the store needs the post
/// before the comment (the schema's foreign key), and the lists quote it.
public struct FetchedComment: Sendable, Hashable {
    public var comment: Comment
    public var post: Post

    public init(comment: Comment, post: Post) {
        self.comment = comment
        self.post = post
    }
}

/// Someone liked one of the account's posts (a web session's 赞).
public struct FetchedLike: Sendable, Hashable {
    public var userID: String
    public var post: Post
    public var createdAt: Int64

    public init(userID: String, post: Post, createdAt: Int64) {
        self.userID = userID
        self.post = post
        self.createdAt = createdAt
    }
}

/// What a sync brings for 消息 and 我, beside the home timeline: the
/// posts and comments that @ the account (@我的), the comments on its
/// posts (评论), the likes of its posts (赞, a web session's), its own
/// posts (我的微博), and every author among them.
public struct FetchedInbox: Sendable, Hashable {
    public var users: [User]
    /// `statuses/mentions`.
    public var mentionPosts: [Post]
    /// `comments/mentions`.
    public var mentionComments: [FetchedComment]
    /// `comments/to_me`.
    public var commentsToMe: [FetchedComment]
    /// `statuses/user_timeline`.
    public var ownPosts: [Post]
    /// `message/attitude`.
    public var likesToMe: [FetchedLike]

    public init(users: [User] = [], mentionPosts: [Post] = [], mentionComments: [FetchedComment] = [],
                commentsToMe: [FetchedComment] = [], ownPosts: [Post] = [], likesToMe: [FetchedLike] = []) {
        self.users = users
        self.mentionPosts = mentionPosts
        self.mentionComments = mentionComments
        self.commentsToMe = commentsToMe
        self.ownPosts = ownPosts
        self.likesToMe = likesToMe
    }
}

/// Where each of the inbox's lists stands in the cache: the `since_id` of
/// its next fetch (nil: nothing cached yet, fetch from the newest).
public struct InboxCursors: Sendable, Hashable {
    public var mentionPosts: Int64?
    public var mentionComments: Int64?
    public var commentsToMe: Int64?
    public var ownPosts: Int64?
    /// The newest like's time (likes have no id the store keeps).
    public var likesToMe: Int64?

    public init(mentionPosts: Int64? = nil, mentionComments: Int64? = nil, commentsToMe: Int64? = nil, ownPosts: Int64? = nil,
                likesToMe: Int64? = nil) {
        self.mentionPosts = mentionPosts
        self.mentionComments = mentionComments
        self.commentsToMe = commentsToMe
        self.ownPosts = ownPosts
        self.likesToMe = likesToMe
    }
}

/// How many items a sync added to each inbox list.
public struct InboxAdded: Sendable, Hashable {
    public var mentions = 0
    public var comments = 0
    public var ownPosts = 0
    public var likes = 0

    public init(mentions: Int = 0, comments: Int = 0, ownPosts: Int = 0, likes: Int = 0) {
        self.mentions = mentions
        self.comments = comments
        self.ownPosts = ownPosts
        self.likes = likes
    }
}

/// The inbox in the tables the sample's 消息 uses, so its @我的 and 评论
/// pages and the commands show an account's items unchanged:
///
/// - a post that @ the account: the post (`in_timeline = 0` unless the
///   home timeline brought it) and a `mentions` row without a comment;
/// - a comment that @ the account: its post, the comment, and a
///   `mentions` row naming the comment;
/// - a comment on the account's post: its post and the comment (评论 is
///   "comments by others on the local user's posts");
/// - the account's own post: the post, `in_timeline = 0` (我的微博 lists
///   by author, 首页 only what the home timeline brought);
/// - a like of the account's post: the post and a `post_likes` row, as the
///   sample's 赞 holds them (one a person and post).
///
/// New items arrive unread; `saveFetchedUnread` then leaves unread only as
/// many as the API reports. Saving is idempotent: an item already cached
/// is updated in place (its read flag kept), never added twice.
extension Store {
    /// Saves the inbox (its authors first); items whose author or post is
    /// unknown (deleted) are skipped. `saveFetched(inbox:)` is the entry.
    func saveInbox(_ inbox: FetchedInbox) throws -> InboxAdded {
        try database.transaction {
            try saveFetched(users: inbox.users, timeline: [])
            let me = try localUser().id
            var added = InboxAdded()
            for post in inbox.ownPosts where post.userID == me {
                let cached = try isCached("posts", post.id)
                if try saveFetchedPost(post, inTimeline: false) != nil, !cached { added.ownPosts += 1 }
            }
            // 评论 first: a comment that is also a mention counts as new there.
            for fetched in inbox.commentsToMe where try saveFetchedComment(fetched, me: me) == true {
                added.comments += 1
            }
            for post in inbox.mentionPosts where try saveFetchedPost(post, inTimeline: false) != nil {
                if try insertMention(postID: post.id, commentID: nil, by: post.userID, at: post.createdAt) { added.mentions += 1 }
            }
            for fetched in inbox.mentionComments where try saveFetchedComment(fetched, me: me) != nil {
                let comment = fetched.comment
                if try insertMention(postID: comment.postID, commentID: comment.id, by: comment.userID, at: comment.createdAt) {
                    added.mentions += 1
                }
            }
            for like in inbox.likesToMe where like.post.userID == me && like.userID != me {
                guard try knownUser(like.userID), try saveFetchedPost(like.post, inTimeline: false) != nil else { continue }
                try database.execute(
                    "INSERT OR IGNORE INTO post_likes (post_id, user_id, created_at, read) VALUES (?, ?, ?, 0)",
                    [like.post.id, like.userID, like.createdAt])
                added.likes += database.changes
            }
            return added
        }
    }

    /// Where the cache stands for each inbox list: the newest item of each.
    public func inboxCursors() throws -> InboxCursors {
        try database.queryFirst(
            """
            SELECT (SELECT max(post_id) FROM mentions WHERE comment_id IS NULL),
                   (SELECT max(comment_id) FROM mentions),
                   (SELECT max(c.id) FROM comments c JOIN posts p ON p.id = c.post_id WHERE p.user_id = ?1 AND c.user_id != ?1),
                   (SELECT max(id) FROM posts WHERE user_id = ?1),
                   (SELECT max(l.created_at) FROM post_likes l JOIN posts p ON p.id = l.post_id WHERE p.user_id = ?1 AND l.user_id != ?1)
            """,
            [try localUser().id]
        ) { row in
            InboxCursors(mentionPosts: row.optionalInt64(0), mentionComments: row.optionalInt64(1),
                         commentsToMe: row.optionalInt64(2), ownPosts: row.optionalInt64(3), likesToMe: row.optionalInt64(4))
        } ?? InboxCursors()
    }

    /// Saves a comment and its post; nil when skipped (author or post
    /// unknown), else whether the comment is new. A comment on the
    /// account's post arrives unread (it is one of 评论's items).
    private func saveFetchedComment(_ fetched: FetchedComment, me: String) throws -> Bool? {
        let comment = fetched.comment
        guard comment.postID == fetched.post.id, try knownUser(comment.userID),
              try saveFetchedPost(fetched.post, inTimeline: false) != nil else { return nil }
        return try insertFetchedComment(comment, me: me)
    }

    /// Whether the row `id` of `table` (posts, comments) exists.
    func isCached(_ table: String, _ id: Int64) throws -> Bool {
        try database.queryFirst("SELECT 1 FROM \(table) WHERE id = ?", [id]) { _ in true } ?? false
    }

    /// Records that `userID` mentioned the account in a post (or in one of
    /// its comments), once: true when the row is new. Unread when new.
    private func insertMention(postID: Int64, commentID: Int64?, by userID: String, at time: Int64) throws -> Bool {
        let exists = try database.queryFirst(
            "SELECT 1 FROM mentions WHERE post_id = ? AND comment_id IS ?", [postID, commentID]) { _ in true } ?? false
        guard !exists else { return false }
        try database.execute(
            "INSERT INTO mentions (post_id, comment_id, user_id, created_at, read) VALUES (?, ?, ?, ?, 0)",
            [postID, commentID, userID, time])
        return true
    }
}
