import WeiboCore

/// What a sync brings from Weibo into an account's store. Every way in is
/// a `saveFetched` here, one per kind of fetch, each one transaction; the
/// rules of each part live beside it (Store+FetchedActivity for the
/// inbox, Store+FetchedUnread for the counts, Store+TimelineEnd).
/// Saving is idempotent: a post or user already cached is updated in
/// place (counts, names change), never added twice, so syncing the same
/// page again adds nothing.
extension Store {
    /// The newest post id the home timeline itself brought: the next
    /// `since_id`. Kept apart from the cache's newest post because a post
    /// the outbox sent is cached at once, and is newer than posts others
    /// wrote meanwhile that the next sync must still fetch.
    static let homeTimelineNewestSetting = "home_timeline_newest"

    /// Saves the authors (`users`) and a page of the home timeline
    /// (`posts`, each with its original when it is a repost) in one
    /// transaction; returns how many timeline posts were not cached before.
    /// A post whose author is unknown (a deleted post) is skipped; a
    /// repost of a deleted post is kept without its original.
    @discardableResult
    public func saveFetched(users: [User], timeline posts: [Post]) throws -> Int {
        try saveTimeline(users: users, posts: posts, fromHomeTimeline: true)
    }

    /// `saveFetched(users:timeline:)` for an older page, remembering in the
    /// same transaction whether it was the API's last.
    @discardableResult
    public func saveFetched(users: [User], timeline posts: [Post], reachesTimelineEnd: Bool) throws -> Int {
        try database.transaction {
            let added = try saveFetched(users: users, timeline: posts)
            if reachesTimelineEnd { try setSetting(Self.timelineEndSetting, "1") }
            return added
        }
    }

    /// Everything one sync fetched, in one transaction: the home timeline
    /// and its authors (`saveFetched(users:timeline:)`), the inbox, then the
    /// unread counts. Returns how many timeline posts are new.
    @discardableResult
    public func saveFetched(users: [User], timeline: [Post], inbox: FetchedInbox, unread: UnreadCounts) throws -> Int {
        try database.transaction {
            let added = try saveFetched(users: users + inbox.users, timeline: timeline)
            _ = try saveInbox(inbox)
            try saveFetchedUnread(unread)
            return added
        }
    }

    /// The inbox alone (Store+FetchedActivity): what each of its lists added.
    @discardableResult
    public func saveFetched(inbox: FetchedInbox) throws -> InboxAdded {
        try saveInbox(inbox)
    }

    /// Saves one post as `statuses/show` brought it (its counts) and its
    /// newest comments from `comments/show`, with their authors, in one
    /// transaction: what a post page shows. The post is not made a timeline
    /// post by this (it may have been opened from 消息); a comment already
    /// cached is not added twice.
    public func saveFetched(post: Post, comments: [Comment], users: [User]) throws {
        try database.transaction {
            try saveFetched(users: users, timeline: [])
            _ = try saveFetchedPost(post, inTimeline: false)
            for comment in comments where comment.postID == post.id {
                try saveFetchedComment(comment, on: post)
            }
        }
    }

    /// The timeline's part; `fromHomeTimeline` false for a post that came
    /// some other way (the outbox's sent post), which must not move the
    /// next sync's `since_id` past posts it has not fetched yet.
    func saveTimeline(users: [User], posts: [Post], fromHomeTimeline: Bool) throws -> Int {
        try database.transaction {
            let since = try newestTimelinePostID()
            for user in users {
                try database.execute(
                    """
                    INSERT INTO users (id, name, bio, following_count, followers_count, posts_count, verified, verified_reason,
                                       following, follows_me) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET name = excluded.name, bio = excluded.bio,
                        following_count = excluded.following_count, followers_count = excluded.followers_count,
                        posts_count = coalesce(excluded.posts_count, posts_count),
                        verified = excluded.verified, verified_reason = excluded.verified_reason,
                        following = coalesce(excluded.following, following), follows_me = coalesce(excluded.follows_me, follows_me)
                    """,
                    [user.id, user.name, user.bio, user.followingCount, user.followersCount, user.postsCount, user.verified,
                     user.verifiedReason, user.following, user.followsMe])
            }
            var added = 0
            for post in posts where try saveFetchedPost(post, inTimeline: true) == true { added += 1 }
            let newest = fromHomeTimeline ? ([since ?? 0] + posts.map(\.id)).max()! : since ?? 0
            try setSetting(Self.homeTimelineNewestSetting, String(newest))
            return added
        }
    }

    /// The newest post the home timeline brought: the `since_id` of the
    /// next sync (a store synced before this was kept: its newest timeline post).
    public func newestTimelinePostID() throws -> Int64? {
        if let kept = try setting(Self.homeTimelineNewestSetting).flatMap({ Int64($0) }) { return kept > 0 ? kept : nil }
        return try database.queryFirst("SELECT max(id) FROM posts WHERE in_timeline = 1") { $0.optionalInt64(0) } ?? nil
    }

    /// Saves one fetched post with its original, when a repost; nil when
    /// its author is unknown (it is skipped), else whether it is new to
    /// the timeline. The caller holds the transaction.
    func saveFetchedPost(_ post: Post, inTimeline: Bool) throws -> Bool? {
        guard try knownUser(post.userID) else { return nil }
        var repostOf: Int64?
        if let original = post.original, try knownUser(original.userID) {
            _ = try upsert(original, inTimeline: false, repostOf: nil)
            repostOf = original.id
        }
        return try upsert(post, inTimeline: inTimeline, repostOf: repostOf)
    }

    /// Saves a comment Weibo returned under its post (`post` as the reply
    /// brought it, with the API's comment count), once: the same comment
    /// again changes nothing. Without the post, a cached post's count moves
    /// by one; a comment whose post is not cached is not kept (it is on
    /// Weibo). The caller holds the transaction.
    func saveFetchedComment(_ comment: Comment, on post: Post?) throws {
        if let post { _ = try saveFetchedPost(post, inTimeline: false) }
        guard try knownUser(comment.userID), try insertFetchedComment(comment, me: try localUser().id) == true else { return }
        if post == nil {
            try database.execute("UPDATE posts SET comment_count = comment_count + 1 WHERE id = ?", [comment.postID])
        }
    }

    /// Caches one comment Weibo sent, under its cached post: nil when the
    /// post is not cached (the comment is not kept), else whether it is
    /// new. A comment already cached keeps its read flag; a new one by
    /// someone else on the account's own post arrives unread (one of 评论's
    /// items). The caller holds the transaction.
    func insertFetchedComment(_ comment: Comment, me: String) throws -> Bool? {
        guard let postAuthor = try database.queryFirst("SELECT user_id FROM posts WHERE id = ?", [comment.postID], { $0.string(0) })
        else { return nil }
        let cached = try isCached("comments", comment.id)
        try database.execute(
            """
            INSERT INTO comments (id, post_id, user_id, text, created_at, dated_by_day, read, like_count, reply_count, root_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET text = excluded.text, like_count = excluded.like_count,
                reply_count = max(reply_count, excluded.reply_count), root_id = coalesce(excluded.root_id, root_id), \(Self.exactTimeWins)
            """,
            [comment.id, comment.postID, comment.userID, comment.text, comment.createdAt, comment.datedByDay,
             postAuthor != me || comment.userID == me, comment.likeCount, comment.replyCount, comment.rootID])
        return !cached
    }

    /// A post or comment cached with only its day takes the exact time
    /// when a reply brings one (the feed's full date after a profile
    /// card's `06-14`); an exact time is never replaced by a day. The
    /// time is otherwise kept as first cached. One cached before days were
    /// marked (an older build stored `06-14` as that midnight, unmarked)
    /// is marked when a reply gives that very day again.
    static let exactTimeWins = """
        created_at = CASE WHEN dated_by_day = 1 AND excluded.dated_by_day = 0 THEN excluded.created_at ELSE created_at END,
            dated_by_day = CASE WHEN excluded.dated_by_day = 1 AND created_at = excluded.created_at THEN 1
                                ELSE min(dated_by_day, excluded.dated_by_day) END
        """

    func knownUser(_ id: String) throws -> Bool {
        try database.queryFirst("SELECT 1 FROM users WHERE id = ?", [id]) { _ in true } ?? false
    }

    /// Inserts or updates one post; true when it is new to the timeline
    /// (an original cached only for a repost becomes a timeline post when
    /// the timeline brings it itself). A timeline post stays one when a
    /// repost brings it again as an original.
    private func upsert(_ post: Post, inTimeline: Bool, repostOf: Int64?) throws -> Bool {
        let wasInTimeline = try database.queryFirst("SELECT in_timeline FROM posts WHERE id = ?", [post.id]) { $0.bool(0) } ?? false
        try database.execute(
            """
            INSERT INTO posts (id, user_id, text, created_at, dated_by_day, source, repost_count, comment_count, like_count,
                               repost_of, kind, in_timeline, media_path, video_url, video_page_url, video_seconds)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET text = excluded.text, source = excluded.source,
                repost_count = excluded.repost_count, comment_count = excluded.comment_count,
                like_count = excluded.like_count, repost_of = coalesce(excluded.repost_of, repost_of),
                kind = excluded.kind, in_timeline = max(in_timeline, excluded.in_timeline), media_path = excluded.media_path,
                video_url = excluded.video_url, video_page_url = excluded.video_page_url, video_seconds = excluded.video_seconds,
                \(Self.exactTimeWins)
            """,
            [post.id, post.userID, post.text, post.createdAt, post.datedByDay, post.source, post.repostCount, post.commentCount,
             post.likeCount, repostOf, post.kind.rawValue, inTimeline, post.mediaPath, post.videoStream, post.videoPage,
             post.videoSeconds])
        return inTimeline && !wasInTimeline
    }
}
