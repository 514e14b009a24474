import WeiboAPI
import WeiboCore
import WeiboStore

/// Sends an account's due outbox items, oldest first, each with its own
/// request, and records in the store what became of each: sent (Weibo's
/// id, in the cache), or failed with when to try again.
///
/// The rules, so that nothing is lost or sent twice:
/// - One sender at a time per account (`OutboxLock`): a second process
///   waits up to `lockWait` for the first to finish, then leaves the
///   outbox to it. Items are read one at a time, afresh, under the lock.
/// - Before a request leaves, its row is claimed (`claimOutboxItem`:
///   attempt counted, `sending_since` set) and that is committed; a claim
///   that cannot be written (a full disk) means the request is not sent.
/// - An item leaves the outbox only with what Weibo returned for it.
/// - A send that may have arrived without its answer (a timeout, a
///   connection lost after sending, a 5xx or a reply that was cut short)
///   marks the item `outcomeUnknown`, and so does a claim left by a
///   process that died mid-send (`adoptInterruptedSends`, under the lock).
///   Before ANY resend of such an item its text is looked for on Weibo (the
///   account's latest posts, or the comments of the post), and when it is
///   there the item is marked sent with that one instead.
/// - An answer the store cannot record (a full disk) leaves the row
///   claimed, so the next sender looks for it rather than resending.
/// - The first failure that is not the item's own (the network, the
///   server, the login, a rate limit) ends the run: the later items keep
///   their order and are not counted as tried.
/// - What Weibo refuses for good (repeated content, a post that is gone,
///   text it will not take) stays in the outbox marked failed, with
///   Weibo's words, never retried by itself, and the run goes on.
public struct OutboxSender {
    public var account: Account
    public var client: WeiboClient
    /// Seconds a sender waits while another process sends this account's
    /// outbox: long enough for a slow request or two, short enough that a
    /// `post` typed meanwhile answers.
    public var lockWait: Double = 20

    public init(account: Account, client: WeiboClient, lockWait: Double = 20) {
        self.account = account
        self.client = client
        self.lockWait = lockWait
    }

    /// How many of the account's latest posts (or a post's comments) one
    /// page of a look-up asks for, and how many pages it reads at most:
    /// the account may have posted from elsewhere since, and Weibo orders
    /// comments by heat, so the item may be past the first page.
    static let checkCount = 20
    static let checkPages = 5
    /// Seconds of clock difference allowed between this machine and
    /// Weibo's servers when telling whether a post found was written after
    /// the item was queued.
    static let clockSlack: Int64 = 600

    /// What one run did.
    public struct Run: Equatable {
        public struct Sent: Equatable {
            public var item: OutboxItem
            /// Weibo's id of the post or comment.
            public var weiboID: Int64
            /// Found on Weibo after an unknown outcome, not sent again.
            public var found: Bool
            /// The cache holds it and the item left the outbox; false: the
            /// store could not write that (`storeTrouble` says why), and the
            /// item stays claimed until the next sender finds it on Weibo.
            public var recorded = true
        }
        public struct Failure: Equatable {
            public var item: OutboxItem
            /// One plain line, in this run's language.
            public var message: String
            /// When it is tried again; nil: failed for good.
            public var retryAt: Int64?
            /// The send may have arrived: it is looked for before any resend.
            public var unknownOutcome = false
        }
        /// The store could not write (a full disk) and the run stopped there.
        public struct StoreTrouble: Equatable {
            public var item: OutboxItem
            /// What the store said, in plain words (`StoreError.reason`).
            public var reason: String
        }
        public var sent: [Sent] = []
        public var failures: [Failure] = []
        /// Weibo could not be reached at all, or the login is no longer
        /// valid: anything else asked of it now fails the same way.
        public var unreachable = false
        /// Another process sent this account's outbox all the while this
        /// one waited: nothing was sent here.
        public var busy = false
        public var storeTrouble: StoreTrouble?

        public init() {}
    }

    /// Sends what is due at `now` in `store` (the account's own); with
    /// `waitingToo`, every item not failed for good, its backoff or not
    /// (the user asked for it now).
    public func sendDue(in store: Store, now: Int64, waitingToo: Bool = false) throws -> Run {
        var run = Run()
        guard let lock = try store.takeOutboxLock(waitingUpTo: lockWait) else {
            run.busy = true
            return run
        }
        defer { lock.release() }
        try store.adoptInterruptedSends()
        var lastID: Int64 = 0
        items: while let item = try store.nextDueOutboxItem(after: lastID, now: waitingToo ? .max : now) {
            lastID = item.id
            // An older like of the same post (or message to the same person)
            // still waiting: this one goes after it, in a later run.
            if try store.waitsBehindAnOlderItem(item) { continue }
            var claimed: OutboxItem?
            do {
                if item.outcomeUnknown, let found = try lookUp(item, store: store) {
                    let recorded = record(found, for: item, in: store, run: &run)
                    run.sent.append(Run.Sent(item: item, weiboID: found.weiboID, found: true, recorded: recorded))
                    if recorded { continue } else { break items }
                }
                do {
                    claimed = try store.claimOutboxItem(id: item.id, now: now)
                } catch let error as StoreError {
                    run.storeTrouble = Run.StoreTrouble(item: item, reason: error.reason)
                    break items
                }
                guard let claimed else { continue }
                let reply = try send(claimed)
                let recorded = record(reply, for: claimed, in: store, run: &run)
                run.sent.append(Run.Sent(item: claimed, weiboID: reply.weiboID, found: false, recorded: recorded))
                if !recorded { break items }
            } catch let failure as RemoteFailure {
                let tried = claimed ?? item
                let verdict = Verdict(failure, whileSending: claimed != nil, attempts: claimed?.attempts ?? item.attempts + 1, now: now)
                run.failures.append(Run.Failure(item: tried, message: verdict.message, retryAt: verdict.retryAt,
                                                unknownOutcome: verdict.unknownOutcome || item.outcomeUnknown))
                do {
                    try store.recordSendFailure(id: item.id, error: OutboxItem.storedError { failure.message(now: now) },
                                                unknownOutcome: verdict.unknownOutcome, nextAttemptAt: verdict.retryAt)
                } catch let error as StoreError {
                    // The row keeps its claim: the next sender looks for it first.
                    run.storeTrouble = Run.StoreTrouble(item: tried, reason: error.reason)
                    break items
                }
                if verdict.endsRun {
                    run.unreachable = verdict.unreachable
                    break items
                }
            }
        }
        return run
    }

    /// Saves what Weibo has for `item`; false when the store could not
    /// (said in `run.storeTrouble`): the row keeps its claim, so the next
    /// sender finds it on Weibo instead of sending it again.
    private func record(_ reply: Reply, for item: OutboxItem, in store: Store, run: inout Run) -> Bool {
        do {
            try save(reply, for: item, in: store)
            return true
        } catch {
            run.storeTrouble = Run.StoreTrouble(item: item, reason: (error as? StoreError)?.reason ?? String(describing: error))
            return false
        }
    }

    // MARK: Failures

    /// What a failure means for the item and the run.
    struct Verdict {
        var message: String
        var unknownOutcome = false
        /// nil: refused for good.
        var retryAt: Int64?
        var endsRun = true
        public var unreachable = false

        init(_ failure: RemoteFailure, whileSending: Bool, attempts: Int, now: Int64) {
            message = failure.message(now: now)
            let backoff = OutboxBackoff.nextAttempt(afterFailures: attempts, now: now)
            retryAt = backoff
            switch failure {
            case .network(let http, _):
                unknownOutcome = whileSending && http.mayHaveArrived
                unreachable = !http.mayHaveArrived
            case .api(.tokenInvalid), .api(.signedOut):
                // Due again as soon as the user has signed in again.
                retryAt = now
                unreachable = true
            case .api(.rateLimited(_, let retryAt)):
                self.retryAt = OutboxBackoff.nextAttempt(afterFailures: attempts, now: now, retryAt: retryAt)
            case .api(.checkingClient(let retryAt)), .refused(_, let retryAt):
                // Refused before it was looked at (432, a captcha page):
                // nothing was stored, so no check before the resend; the
                // rest of the run would be refused the same way.
                self.retryAt = max(retryAt, backoff)
            case .notOffered:
                retryAt = nil
                endsRun = false
            case .resting(_, let retryAt):
                // Not asked at all: the only route of this write rests;
                // the others' writes may still go by another route.
                self.retryAt = max(retryAt, backoff)
                endsRun = false
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
        case message(WebDirectMessage)
        /// A follow or unfollow of `uid` went through; the person as Weibo answered.
        case friendship(uid: Int64, user: WeiboUser?)
        /// A favourite or its taking back went through (of the post with this id).
        case favorite(postID: Int64)

        var weiboID: Int64 {
            switch self {
            case .status(let status): status.id
            case .comment(let comment): comment.id
            case .attitude(let postID): postID
            case .message(let message): message.id
            case .friendship(let uid, _): uid
            case .favorite(let postID): postID
            }
        }
    }

    private var remote: any Backend { backend(for: account, client: client) }

    private func send(_ item: OutboxItem) throws(RemoteFailure) -> Reply {
        switch (item.kind, item.targetPostID, item.targetCommentID) {
        case (.post, _, _):
            // Every picture is up before the post leaves, in the user's
            // order; an upload that fails sends no post. A picture
            // uploaded twice (after a failure) is never shown twice: only
            // the ids of this attempt go with the post. A video likewise:
            // its upload is done again in full, only the post is the write.
            if let video = Self.video(of: item) {
                let videoID = try remote.uploadVideo(video)
                return .status(try remote.post(Self.content(of: item), videoID: videoID, visibility: item.visibility))
            }
            var pictureIDs: [String] = []
            for path in item.media { pictureIDs.append(try remote.uploadPicture(path)) }
            return .status(try remote.post(Self.content(of: item), pictureIDs: pictureIDs, visibility: item.visibility))
        case (.repost, let post?, _):
            return .status(try remote.repost(post, text: item.text))
        case (.comment, let post?, _):
            return .comment(try remote.comment(on: post, text: item.text))
        case (.reply, let post?, let comment?):
            return .comment(try remote.reply(to: comment, on: post, text: item.text))
        case (.like, let post?, _), (.unlike, let post?, _):
            try remote.setLiked(post, item.kind == .like)
            return .attitude(postID: post)
        case (.favorite, let post?, _), (.unfavorite, let post?, _):
            try remote.setFavorited(post, item.kind == .favorite)
            return .favorite(postID: post)
        case (.message, _, _) where item.targetUserID != nil:
            return .message(try remote.sendMessage(to: item.targetUserID!, text: item.text))
        case (.follow, _, _) where item.targetUserID != nil, (.unfollow, _, _) where item.targetUserID != nil:
            let uid = item.targetUserID!
            return .friendship(uid: uid, user: try remote.setFollowing(uid, item.kind == .follow))
        default:
            // The store never queues these; an edited file could hold one.
            throw .api(.api(code: 0, message: tr("待发内容缺少目标微博或评论", "the item has no post or comment to go to")))
        }
    }

    /// The item on Weibo, when an earlier send of it arrived after all.
    private func lookUp(_ item: OutboxItem, store: Store) throws -> Reply? {
        switch item.kind {
        case .post, .repost:
            var originals: Set<Int64> = []
            if let target = item.targetPostID {
                originals = [target]
                if let root = try store.post(id: target)?.repostOf { originals.insert(root) }
            }
            return try Self.search(item, pages: { cursor throws(RemoteFailure) in
                try remote.ownPosts(since: nil, cursor: cursor, count: Self.checkCount)
            }, match: { Self.match(item, among: $0, uid: account.uid, originals: originals) }).map(Reply.status)
        case .comment, .reply:
            guard let post = item.targetPostID else { return nil }
            return try Self.search(item, pages: { cursor throws(RemoteFailure) in
                try remote.comments(postID: post, cursor: cursor, count: Self.checkCount)
            }, match: { Self.match(item, among: $0, uid: account.uid) }).map(Reply.comment)
        case .like, .unlike:
            // Liking twice leaves one like: sending again is the check.
            return nil
        case .message:
            guard let uid = item.targetUserID else { return nil }
            let messages = try remote.chat(with: uid, olderThan: nil).items
            return Self.match(item, among: messages, uid: account.uid).map(Reply.message)
        case .favorite, .unfavorite:
            // The post as Weibo has it now says whether it is among the
            // account's favourites: already so, the send arrived; else (or
            // when the reply does not say) it is sent (again). A second
            // 收藏 is refused by Weibo, so resending is not the check.
            guard let post = item.targetPostID else { return nil }
            let favorited = try remote.status(id: post).favorited
            return favorited == (item.kind == .favorite) ? .favorite(postID: post) : nil
        case .follow, .unfollow:
            // Their card says whether the account follows them now: already
            // so, the send arrived; else it is sent (again).
            guard let uid = item.targetUserID else { return nil }
            let card = try remote.person(uid)
            return card.following == (item.kind == .follow) ? .friendship(uid: uid, user: card) : nil
        }
    }

    /// The account's message that is `item`: to its person, its text,
    /// written since it was queued (give or take `clockSlack`).
    static func match(_ item: OutboxItem, among messages: [WebDirectMessage], uid: Int64) -> WebDirectMessage? {
        messages.first { message in
            message.senderID == uid && message.recipientID == item.targetUserID && message.createdAt >= item.createdAt - clockSlack
                && message.text.trimmingSpaces == item.text.trimmingSpaces
        }
    }

    /// Reads `pages` (the first, then each next one) until `match` finds
    /// the item, the list ends, a page reaches back past the item's time
    /// (less `clockSlack`), or `checkPages` were read.
    static func search<Item: WeiboIdentified & Timed>(
        _ item: OutboxItem, pages: (RemoteCursor?) throws(RemoteFailure) -> RemotePage<Item>, match: ([Item]) -> Item?
    ) throws(RemoteFailure) -> Item? {
        var cursor: RemoteCursor?
        for _ in 0..<checkPages {
            let page = try pages(cursor)
            if let found = match(page.items) { return found }
            let pastIt = page.items.contains { $0.createdAt < item.createdAt - clockSlack && Item.timeOrdered }
            guard !pastIt, let next = page.next, next != cursor else { return nil }
            cursor = next
        }
        return nil
    }

    /// The account's post that is `item`: its text, written since it was
    /// queued (give or take `clockSlack`), and for a repost one of
    /// `originals` reposted (a post has none). A long post comes in a list
    /// as its first part (`isLongText`, the 全文 link dropped, often ending in
    /// `...`): the written text starting with that part is it.
    static func match(_ item: OutboxItem, among statuses: [WeiboStatus], uid: Int64, originals: Set<Int64>) -> WeiboStatus? {
        let text = content(of: item).trimmingSpaces
        return statuses.first { status in
            let shown = status.text.trimmingSpaces
            var first = Substring(shown)
            while first.hasSuffix(".") || first.hasSuffix("…") { first = first.dropLast() }
            let part = String(first).trimmingSpaces
            let same = shown == text || status.isLongText && !part.isEmpty && text.hasPrefix(part)
            guard status.user?.id == uid, status.createdAt >= item.createdAt - clockSlack, same else { return false }
            guard item.kind == .repost else { return status.retweeted == nil }
            return status.retweeted.map { originals.contains($0.id) } ?? false
        }
    }

    /// The text a post or repost goes with: an empty repost's is Weibo's
    /// 转发微博, and pictures without words go as 分享图片, as m.weibo.cn's
    /// composer sends them.
    static func content(of item: OutboxItem) -> String {
        guard item.text.trimmingSpaces.isEmpty else { return item.text }
        switch item.kind {
        case .repost: return Store.emptyRepostText
        case .post where !item.media.isEmpty: return video(of: item) == nil ? Self.sharedPicturesText : Self.sharedVideoText
        default: return item.text
        }
    }

    static let sharedPicturesText = "分享图片"  // data: Weibo's stored text, not interface
    static let sharedVideoText = "分享视频"  // data: the text a video without words is sent with

    /// The video a post carries, or nil.
    static func video(of item: OutboxItem) -> String? {
        item.mediaIsVideo ? item.media.first : nil
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
        case .attitude, .favorite:
            try store.markSent(id: item.id)
        case .message(let message):
            try store.markSent(id: item.id, message: message.fetched(localUID: account.uid))
        case .friendship(let uid, let user):
            try store.markSent(id: item.id, follow: item.kind == .follow, uid: uid, person: user?.user(localUID: account.uid))
        }
    }

    private func users(_ status: WeiboStatus) -> [User] {
        [status.user, status.retweeted?.user].compactMap { $0?.user(localUID: account.uid) }
    }

    private func users(_ comment: WeiboComment) -> [User] {
        [comment.user?.user(localUID: account.uid)].compactMap { $0 } + (comment.status.map(users) ?? [])
    }
}

/// What a look-up reads of a list's items: when each was written, and
/// whether the list is newest first (a post list is; Weibo orders a post's
/// comments by heat, so an old comment says nothing of the next page).
protocol Timed {
    var createdAt: Int64 { get }
    static var timeOrdered: Bool { get }
}

extension WeiboStatus: Timed {
    static var timeOrdered: Bool { true }
}

extension WeiboComment: Timed {
    static var timeOrdered: Bool { false }
}
