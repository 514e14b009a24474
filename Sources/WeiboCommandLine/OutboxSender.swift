import WeiboAPI
import WeiboCore
import WeiboStore

/// Sends an account's due outbox items, oldest first, each with its own
/// request, and records in the store what became of each: sent (Weibo's
/// id, in the cache), or failed with when to try again.
///
/// The rules, so that nothing is lost or sent twice:
/// - An item leaves the outbox only with what Weibo returned for it.
/// - A send that may have arrived without its answer (a timeout, a
///   connection lost after sending, a 5xx or a reply that was cut short)
///   marks the item `outcomeUnknown`. Before ANY resend of such an item its
///   text is looked for on Weibo (the account's latest posts, or the
///   comments of the post), and when it is there the item is marked sent
///   with that one instead.
/// - The first failure that is not the item's own (the network, the
///   server, the login, a rate limit) ends the run: the later items keep
///   their order and are not counted as tried.
/// - What Weibo refuses for good (repeated content, a post that is gone,
///   text it will not take) stays in the outbox marked failed, with
///   Weibo's words, never retried by itself, and the run goes on.
struct OutboxSender {
    var account: Account
    var client: WeiboClient

    /// How many of the account's latest posts (or a post's comments) are
    /// looked through for an item whose outcome is unknown.
    static let checkCount = 20
    /// Seconds of clock difference allowed between this machine and
    /// Weibo's servers when telling whether a post found was written after
    /// the item was queued.
    static let clockSlack: Int64 = 600

    /// What one run did.
    struct Run: Equatable {
        struct Sent: Equatable {
            var item: OutboxItem
            /// Weibo's id of the post or comment.
            var weiboID: Int64
            /// Found on Weibo after an unknown outcome, not sent again.
            var found: Bool
        }
        struct Failure: Equatable {
            var item: OutboxItem
            /// One plain line, as stored in the item.
            var message: String
            /// When it is tried again; nil: failed for good.
            var retryAt: Int64?
        }
        var sent: [Sent] = []
        var failures: [Failure] = []
        /// Weibo could not be reached at all, or the login is no longer
        /// valid: anything else asked of it now fails the same way.
        var unreachable = false
    }

    /// Sends what is due at `now` in `store` (the account's own); with
    /// `waitingToo`, every item not failed for good, its backoff or not
    /// (the user asked for it now).
    func sendDue(in store: Store, now: Int64, waitingToo: Bool = false) throws -> Run {
        var run = Run()
        for item in try store.dueOutboxItems(now: waitingToo ? .max : now) {
            var sending = false
            do {
                if item.outcomeUnknown, let found = try lookUp(item, store: store) {
                    try save(found, for: item, in: store)
                    run.sent.append(Run.Sent(item: item, weiboID: found.weiboID, found: true))
                    continue
                }
                sending = true
                let reply = try send(item)
                do {
                    try save(reply, for: item, in: store)
                } catch {
                    // Weibo has it but the cache could not say so: never
                    // resend it blindly.
                    try? store.recordSendFailure(id: item.id, error: CommandText.line(String(describing: error)),
                                                 unknownOutcome: true, nextAttemptAt: now)
                    throw error
                }
                run.sent.append(Run.Sent(item: item, weiboID: reply.weiboID, found: false))
            } catch let failure as RemoteFailure {
                let verdict = Verdict(failure, whileSending: sending, attempts: item.attempts + 1, now: now)
                try store.recordSendFailure(id: item.id, error: verdict.message, unknownOutcome: verdict.unknownOutcome,
                                            nextAttemptAt: verdict.retryAt)
                run.failures.append(Run.Failure(item: item, message: verdict.message, retryAt: verdict.retryAt))
                if verdict.endsRun {
                    run.unreachable = verdict.unreachable
                    break
                }
            }
        }
        return run
    }

    // MARK: Failures

    /// What a failure means for the item and the run.
    struct Verdict {
        var message: String
        var unknownOutcome = false
        /// nil: refused for good.
        var retryAt: Int64?
        var endsRun = true
        var unreachable = false

        init(_ failure: RemoteFailure, whileSending: Bool, attempts: Int, now: Int64) {
            message = failure.message(now: now)
            let backoff = OutboxBackoff.nextAttempt(afterFailures: attempts, now: now)
            retryAt = backoff
            switch failure {
            case .network(let http, _):
                unknownOutcome = whileSending && http.mayHaveArrived
                unreachable = !http.mayHaveArrived
            case .api(.tokenInvalid):
                // Due again as soon as the user has logged in again.
                retryAt = now
                unreachable = true
            case .api(.rateLimited(_, let retryAt)):
                self.retryAt = OutboxBackoff.nextAttempt(afterFailures: attempts, now: now, retryAt: retryAt)
            case .api(.checkingClient(let retryAt)):
                // Refused before it was looked at (432, a captcha page):
                // nothing was stored, so no check before the resend; the
                // rest of the run would be refused the same way.
                self.retryAt = max(retryAt, backoff)
            case .api(.badResponse):
                // Weibo answered, but not readably: it may have stored it.
                unknownOutcome = whileSending
            case .api(let error) where error.isTransient:
                // A 5xx-like "system error": it may have stored it.
                unknownOutcome = whileSending
            case .api:
                retryAt = nil
                endsRun = false
            }
        }
    }

    // MARK: Sending and looking up

    /// What Weibo returned (or was found to have): a post or a comment.
    enum Reply {
        case status(WeiboStatus)
        case comment(WeiboComment)
        /// A like or unlike went through (of the post with this id).
        case attitude(postID: Int64)

        var weiboID: Int64 {
            switch self {
            case .status(let status): status.id
            case .comment(let comment): comment.id
            case .attitude(let postID): postID
            }
        }
    }

    private var remote: AccountRemote { AccountRemote(account: account, client: client) }

    private func send(_ item: OutboxItem) throws(RemoteFailure) -> Reply {
        switch (item.kind, item.targetPostID, item.targetCommentID) {
        case (.post, _, _):
            return .status(try remote.post(item.text))
        case (.repost, let post?, _):
            return .status(try remote.repost(post, text: item.text))
        case (.comment, let post?, _):
            return .comment(try remote.comment(on: post, text: item.text))
        case (.reply, let post?, let comment?):
            return .comment(try remote.reply(to: comment, on: post, text: item.text))
        case (.like, let post?, _), (.unlike, let post?, _):
            try remote.setLiked(post, item.kind == .like)
            return .attitude(postID: post)
        default:
            // The store never queues these; an edited file could hold one.
            throw .api(.api(code: 0, message: tr("待发内容缺少目标微博或评论", "the item has no post or comment to go to")))
        }
    }

    /// The item on Weibo, when an earlier send of it arrived after all.
    private func lookUp(_ item: OutboxItem, store: Store) throws -> Reply? {
        switch item.kind {
        case .post, .repost:
            let page = try remote.ownPosts(since: nil, cursor: nil, count: Self.checkCount)
            var originals: Set<Int64> = []
            if let target = item.targetPostID {
                originals = [target]
                if let root = try store.post(id: target)?.repostOf { originals.insert(root) }
            }
            return Self.match(item, among: page.items, uid: account.uid, originals: originals).map(Reply.status)
        case .comment, .reply:
            guard let post = item.targetPostID else { return nil }
            let comments = try remote.comments(postID: post, count: Self.checkCount)
            return Self.match(item, among: comments, uid: account.uid).map(Reply.comment)
        case .like, .unlike:
            // Liking twice leaves one like: sending again is the check.
            return nil
        }
    }

    /// The account's post that is `item`: its text, written since it was
    /// queued (give or take `clockSlack`), and for a repost one of
    /// `originals` reposted (a post has none).
    static func match(_ item: OutboxItem, among statuses: [WeiboStatus], uid: Int64, originals: Set<Int64>) -> WeiboStatus? {
        let text = item.kind == .repost && item.text.trimmingSpaces.isEmpty ? Store.emptyRepostText : item.text
        return statuses.first { status in
            guard status.user?.id == uid, status.createdAt >= item.createdAt - clockSlack,
                  status.text.trimmingSpaces == text.trimmingSpaces else { return false }
            guard item.kind == .repost else { return status.retweeted == nil }
            return status.retweeted.map { originals.contains($0.id) } ?? false
        }
    }

    /// The account's comment that is `item`; a reply may come back with
    /// Weibo's `回复@name:` in front of the user's words.
    static func match(_ item: OutboxItem, among comments: [WeiboComment], uid: Int64) -> WeiboComment? {
        let text = item.text.trimmingSpaces
        return comments.first { comment in
            guard comment.user?.id == uid, comment.createdAt >= item.createdAt - clockSlack else { return false }
            let found = comment.text.trimmingSpaces
            if found == text { return true }
            return item.kind == .reply && found.hasPrefix("回复@") && found.hasSuffix(":" + text)  // data: Weibo's reply prefix
        }
    }

    private func save(_ reply: Reply, for item: OutboxItem, in store: Store) throws {
        switch reply {
        case .status(let status):
            try store.markSent(id: item.id, post: status.post, users: users(status))
        case .comment(let comment):
            try store.markSent(id: item.id, comment: comment.comment(postID: item.targetPostID),
                               on: comment.status.map(\.post), users: users(comment))
        case .attitude:
            try store.markSent(id: item.id)
        }
    }

    private func users(_ status: WeiboStatus) -> [User] {
        [status.user, status.retweeted?.user].compactMap { $0?.user(localUID: account.uid) }
    }

    private func users(_ comment: WeiboComment) -> [User] {
        [comment.user?.user(localUID: account.uid)].compactMap { $0 } + (comment.status.map(users) ?? [])
    }
}
