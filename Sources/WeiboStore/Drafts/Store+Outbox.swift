import WeiboCore

/// An account's outbox: what the user wrote, kept until Weibo returns its
/// id. Queueing takes the draft out in the same transaction, sending
/// (WeiboCommandLine's `OutboxSender`) records each failure here, and
/// `markSent` swaps the item for what Weibo returned in one transaction.
/// So at any moment the words are in exactly one place: the draft, the
/// outbox or the cache.
extension Store {
    static let outboxColumns = Statement.selectList([
        "id", "kind", "text", "target_post_id", "target_comment_id", "target_user_id", "created_at", "attempts", "next_attempt_at",
        "last_error", "outcome_unknown", "failed", "sending_since", "media_path", "visibility",
    ])

    /// Queues `draft` for sending, due now, and deletes the draft `draft.id`
    /// in the same transaction (a crash leaves the draft or the item, never
    /// both, never neither). `replyTo` makes a `.comment` draft a reply to
    /// that comment under `draft.targetPostID`.
    ///
    /// Refuses (`Refusal`, nothing written) what `publish` refuses (see
    /// `refusal(for:)`), and what the Open API cannot take from this client:
    /// anything but a plain text post (a photo needs an upload, a check-in
    /// or a review has no field, a 长微博's title has no field either; a
    /// text over 140 is refused on the Open API by `WeiboLength.postLimit`).
    ///
    /// A repost targets the post the user reposted, with the text exactly
    /// as written: Weibo flattens a repost of a repost itself (its
    /// `retweeted_status` is always the root, and the post in the middle
    /// counts the repost), and the text must stay the user's own so an
    /// unknown outcome can be recognised by it on Weibo.
    @discardableResult
    public func queue(_ draft: PostDraft, replyTo commentID: Int64? = nil) throws -> OutboxItem {
        if let refusal = refusal(for: draft) { throw Refusal(refusal) }
        if let refusal = accountRefusal(for: draft) { throw Refusal(refusal) }
        if commentID != nil && draft.mode != .comment {
            throw Refusal(tr("只有评论可以回复评论", "Only a comment can reply to a comment"))
        }
        try Self.refuseOversized([.body: draft.text])
        let kind: OutboxKind = switch draft.mode {
        case .post: .post
        case .repost: .repost
        case .comment: commentID == nil ? .comment : .reply
        }
        let now = clock()
        let id: Int64 = try database.transaction {
            try database.execute(
                """
                INSERT INTO outbox (kind, text, target_post_id, target_comment_id, created_at, next_attempt_at, media_path, visibility)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [kind.rawValue, draft.text, draft.mode == .post ? nil : draft.targetPostID, commentID, now, now,
                 draft.mode == .post ? draft.mediaPath : nil, (draft.mode == .post ? draft.visibility : .everyone).rawValue])
            let id = database.lastInsertRowID
            if let draftID = draft.id { try database.execute("DELETE FROM drafts WHERE id = ?", [draftID]) }
            return id
        }
        return try outboxItem(id: id)!
    }

    /// Likes (or unlikes) `postID` on a web session: the cached post shows
    /// it at once (the one rule: every view reads it from here), and the
    /// outbox holds the request until Weibo has it, in ONE transaction. A
    /// pending opposite request for the same post that was never sent
    /// cancels out instead (like then unlike before a sync sends nothing);
    /// one that may have reached Weibo stays, and this one follows it.
    @discardableResult
    public func queueLike(postID: Int64, _ liked: Bool) throws -> Post {
        try queueToggle(postID: postID, on: liked, kinds: (.like, .unlike),
                        "UPDATE posts SET liked = ?, like_count = max(0, like_count + ?) WHERE id = ? AND liked != ?",
                        [liked, liked ? 1 : -1, postID, liked])
    }

    /// One way for a post's like and 收藏: `update` moves the post's flag
    /// (it changes no row when the post is so already, or not cached) and
    /// the outbox takes the request, in ONE transaction; a pending request
    /// of the other kind that was never sent cancels out instead.
    func queueToggle(postID: Int64, on: Bool, kinds: (on: OutboxKind, off: OutboxKind),
                     _ update: String, _ arguments: [any SQLBindable]) throws -> Post {
        let kind = on ? kinds.on : kinds.off, opposite = on ? kinds.off : kinds.on
        let now = clock()
        try database.transaction {
            try database.execute(update, arguments)
            guard database.changes > 0 else { return }
            try database.execute(
                "DELETE FROM outbox WHERE kind = ? AND target_post_id = ? AND attempts = 0 AND outcome_unknown = 0",
                [opposite.rawValue, postID])
            guard database.changes == 0 else { return }
            try database.execute(
                "INSERT INTO outbox (kind, text, target_post_id, created_at, next_attempt_at) VALUES (?, '', ?, ?, ?)",
                [kind.rawValue, postID, now, now])
        }
        guard let post = try post(id: postID) else { throw Refusal(tr("这条微博已不存在", "This post no longer exists")) }
        return post
    }

    /// Weibo has the like or unlike: the item leaves the outbox.
    public func markSent(id: Int64) throws {
        try database.transaction { try database.execute("DELETE FROM outbox WHERE id = ?", [id]) }
    }

    /// Every item, failed ones too, oldest first.
    public func outbox() throws -> [OutboxItem] {
        try database.query("SELECT \(Self.outboxColumns) FROM outbox ORDER BY id", [], Self.readOutboxItem)
    }

    /// The item with `id`, if it is still in the outbox.
    public func outboxItem(id: Int64) throws -> OutboxItem? {
        try database.queryFirst("SELECT \(Self.outboxColumns) FROM outbox WHERE id = ?", [id], Self.readOutboxItem)
    }

    /// The items to send at `now`, oldest first: not failed for good, and
    /// their backoff over.
    public func dueOutboxItems(now: Int64) throws -> [OutboxItem] {
        try database.query(
            "SELECT \(Self.outboxColumns) FROM outbox WHERE failed = 0 AND next_attempt_at <= ? ORDER BY id",
            [now], Self.readOutboxItem)
    }

    /// The oldest item due at `now` after the one with id `afterID`, read
    /// afresh: the sender takes items one at a time, so an item cancelled
    /// meanwhile is not sent and one queued meanwhile is.
    public func nextDueOutboxItem(after afterID: Int64, now: Int64) throws -> OutboxItem? {
        try database.queryFirst(
            "SELECT \(Self.outboxColumns) FROM outbox WHERE id > ? AND failed = 0 AND next_attempt_at <= ? ORDER BY id LIMIT 1",
            [afterID, now], Self.readOutboxItem)
    }

    /// Whether an older item must reach Weibo before `item` does: a like
    /// and an unlike of one post undo each other (so do a favourite and
    /// its taking back, a follow and an unfollow), so their order is what
    /// Weibo ends with; messages to one person are read in order. An older
    /// one waiting out its backoff (or failed) holds the later back.
    public func waitsBehindAnOlderItem(_ item: OutboxItem) throws -> Bool {
        switch item.kind {
        case .like, .unlike:
            return try database.queryFirst(
                "SELECT 1 FROM outbox WHERE id < ? AND failed = 0 AND kind IN ('like', 'unlike') AND target_post_id = ? LIMIT 1",
                [item.id, item.targetPostID], { _ in true }) ?? false
        case .message:
            return try database.queryFirst(
                "SELECT 1 FROM outbox WHERE id < ? AND failed = 0 AND kind = 'message' AND target_user_id = ? LIMIT 1",
                [item.id, item.targetUserID], { _ in true }) ?? false
        case .favorite, .unfavorite:
            return try database.queryFirst(
                "SELECT 1 FROM outbox WHERE id < ? AND failed = 0 AND kind IN ('favorite', 'unfavorite') AND target_post_id = ? LIMIT 1",
                [item.id, item.targetPostID], { _ in true }) ?? false
        case .follow, .unfollow:
            return try database.queryFirst(
                "SELECT 1 FROM outbox WHERE id < ? AND failed = 0 AND kind IN ('follow', 'unfollow') AND target_user_id = ? LIMIT 1",
                [item.id, item.targetUserID], { _ in true }) ?? false
        case .post, .comment, .reply, .repost:
            return false
        }
    }

    /// Claims the item `id` for a send at `now`, committed before the
    /// request leaves: one more attempt, and `sending_since` set until the
    /// answer or the failure is saved. Returns the item as claimed; nil
    /// when it is no longer there to send (cancelled, refused, sent). A
    /// claim that cannot be written throws, and then nothing may be sent:
    /// a send no row remembers is the one that gets sent twice.
    public func claimOutboxItem(id: Int64, now: Int64) throws -> OutboxItem? {
        let claimed: Bool = try database.transaction {
            try database.execute(
                "UPDATE outbox SET attempts = attempts + 1, sending_since = ? WHERE id = ? AND failed = 0", [now, id])
            return database.changes > 0
        }
        return claimed ? try outboxItem(id: id) : nil
    }

    /// Items still claimed by a sender that is gone (called with the
    /// outbox's lock held, so no live process can be sending them): each
    /// becomes an unknown outcome, looked for on Weibo before any resend.
    /// Returns how many there were.
    @discardableResult
    public func adoptInterruptedSends() throws -> Int {
        try database.transaction {
            try database.execute("UPDATE outbox SET outcome_unknown = 1, sending_since = NULL WHERE sending_since IS NOT NULL")
            return database.changes
        }
    }

    /// Takes an item out unsent. An id not in the outbox (sent meanwhile,
    /// or never there) is refused, so the user hears it rather than
    /// believing something was cancelled. Cancelling an item whose last
    /// send had an unknown outcome cannot call it back: it may be on Weibo.
    public func cancelOutboxItem(id: Int64) throws {
        try database.transaction {
            try database.execute("DELETE FROM outbox WHERE id = ?", [id])
            if database.changes == 0 {
                throw Refusal(tr("待发箱里没有 #\(id)（可能已经发出）", "Nothing in the outbox is #\(id) (it may have been sent)"))
            }
        }
    }

    /// Makes a failed (or waiting) item due now again, for the user who
    /// fixed what was wrong. Unknown id: `Refusal`.
    public func retryOutboxItem(id: Int64) throws {
        try database.transaction {
            try database.execute("UPDATE outbox SET failed = 0, next_attempt_at = ? WHERE id = ?", [clock(), id])
            if database.changes == 0 {
                throw Refusal(tr("待发箱里没有 #\(id)（可能已经发出）", "Nothing in the outbox is #\(id) (it may have been sent)"))
            }
        }
    }

    /// Records a failed send: `error` (one plain line; see
    /// `OutboxItem.storedError`) as the reason, and the next try at
    /// `nextAttemptAt`, or never by itself when nil (Weibo refused it for
    /// good: the item is marked failed). The claim ends; an attempt that
    /// never reached its claim (a look-up before it failed) is counted here.
    /// `unknownOutcome` (the send may have arrived) sticks until the item
    /// leaves the outbox: a later failure that surely sent nothing does not
    /// undo an earlier one that may have. An id no longer there (cancelled
    /// meanwhile) is left alone.
    public func recordSendFailure(id: Int64, error: String, unknownOutcome: Bool, nextAttemptAt: Int64?) throws {
        try database.transaction {
            try database.execute(
                """
                UPDATE outbox SET attempts = attempts + (sending_since IS NULL), last_error = ?,
                    outcome_unknown = max(outcome_unknown, ?), next_attempt_at = coalesce(?, next_attempt_at),
                    failed = ?, sending_since = NULL
                WHERE id = ?
                """,
                [error, unknownOutcome, nextAttemptAt, nextAttemptAt == nil, id])
        }
    }

    /// Weibo has the post or repost: in ONE transaction the item leaves the
    /// outbox and `post` (as Weibo returned it, authors in `users`) enters
    /// the cache as a timeline post, keyed by Weibo's id, so the next home
    /// timeline bringing it again does not show it twice. It does not move
    /// the next sync's `since_id`. An item cancelled meanwhile is simply
    /// not there to delete; the post is still cached (it is on Weibo).
    public func markSent(id: Int64, post: Post, users: [User]) throws {
        try database.transaction {
            try database.execute("DELETE FROM outbox WHERE id = ?", [id])
            _ = try saveTimeline(users: users, posts: [post], fromHomeTimeline: false)
        }
    }

    /// Weibo has the comment or reply: in ONE transaction the item leaves
    /// the outbox and `comment` joins the comments of its post (`post` as
    /// the reply brought it, with Weibo's comment count; nil when it did
    /// not say, and a cached post's count moves by one).
    public func markSent(id: Int64, comment: Comment, on post: Post?, users: [User]) throws {
        try database.transaction {
            try database.execute("DELETE FROM outbox WHERE id = ?", [id])
            _ = try saveTimeline(users: users, posts: [], fromHomeTimeline: false)
            try saveFetchedComment(comment, on: post)
        }
    }

    static func readOutboxItem(_ row: Statement) -> OutboxItem {
        var item = OutboxItem(
            id: row.int64("id"), kind: OutboxKind(rawValue: row.string("kind")) ?? .post, text: row.string("text"),
            targetPostID: row.optionalInt64("target_post_id"), targetCommentID: row.optionalInt64("target_comment_id"),
            targetUserID: row.optionalInt64("target_user_id"),
            createdAt: row.int64("created_at"), attempts: row.int("attempts"), nextAttemptAt: row.int64("next_attempt_at"),
            lastError: row.optionalString("last_error"), outcomeUnknown: row.bool("outcome_unknown"), failed: row.bool("failed"),
            sendingSince: row.optionalInt64("sending_since"))
        item.media = Draft.media(row.optionalString("media_path"))
        item.mediaIsVideo = item.media.count == 1 && FileBytes.mediaType(at: item.media[0])?.isVideo == true
        item.visibility = PostVisibility(stored: row.optionalString("visibility"))
        return item
    }

    /// What an account cannot take from this client, beyond `refusal(for:)`:
    /// a post other than text or pictures (a check-in or a review has no
    /// field, a 长微博's title has none either), and a video, pictures or a
    /// 可见范围 its kind has no way to send.
    func accountRefusal(for draft: PostDraft) -> String? {
        guard draft.mode == .post else { return nil }
        if draft.kind != .text && !draft.kind.needsMedia {
            return tr("微博账号目前只能发文字和图片微博（签到、点评、长微博等还不行）",
                      "Only text and picture posts can go to a Weibo account for now (not check-ins, reviews, long posts…)")
        }
        let kind = lengthKind ?? .openAPI
        if draft.media.contains(where: { FileBytes.mediaType(at: $0)?.isVideo == true }) {
            if let refusal = Unavailable.video.refusal(for: kind) { return refusal }
            // weibo.com posts the video, and its composer has no 好友圈.
            if draft.visibility == .friends {
                return tr("视频微博不能设为好友圈：请选公开或仅自己可见", "A video post cannot be for the friends circle: choose public or only me")
            }
        }
        if !draft.media.isEmpty, Unavailable.pictures.applies(to: kind) { return Unavailable.pictures.message(for: kind) }
        if draft.visibility != .everyone, Unavailable.visibility.applies(to: kind) { return Unavailable.visibility.message(for: kind) }
        return nil
    }
}
