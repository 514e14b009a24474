import WeiboAPI
import WeiboCore
import WeiboStore

/// What `sync` fetches for 消息 and 我, beside the home timeline:
/// @我的 from `statuses/mentions` and `comments/mentions`, 评论 from
/// `comments/to_me`, and the account's own posts from
/// `statuses/user_timeline`; on a web session also 赞 from
/// `message/attitude`. Each list from its newest cached item on, paged as
/// the timeline is and bounded by the same `--limit`.
extension AccountCommandLine {
    static func fetchInbox(_ remote: AccountRemote, after cursors: InboxCursors, limit: Int, skipped: inout SkippedItems) throws(RemoteFailure) -> FetchedInbox {
        let mentionStatuses = try fetchPages(since: cursors.mentionPosts, limit: limit, skipped: &skipped, page: remote.mentionPosts)
        let mentionComments = try fetchPages(since: cursors.mentionComments, limit: limit, skipped: &skipped, page: remote.mentionComments)
        let commentsToMe = try fetchPages(since: cursors.commentsToMe, limit: limit, skipped: &skipped, page: remote.commentsToMe)
        let ownStatuses = try fetchPages(since: cursors.ownPosts, limit: limit, skipped: &skipped, page: remote.ownPosts)
        // The Open API has no list of likes: nothing is asked for.
        let likes = remote.account.kind == .web
            ? try fetchPages(since: cursors.likesToMe, limit: limit, skipped: &skipped, page: remote.likesToMe) : []
        let comments = mentionComments + commentsToMe
        let uid = remote.account.uid
        var users = authors(of: mentionStatuses + ownStatuses + comments.compactMap(\.status) + likes.compactMap(\.status),
                            comments: comments, localUID: uid)
        for liker in likes.compactMap(\.user) where liker.id != uid && !users.contains(where: { $0.id == String(liker.id) }) {
            users.append(liker.user(localUID: uid))
        }
        return FetchedInbox(
            users: users,
            mentionPosts: mentionStatuses.map(\.post),
            mentionComments: mentionComments.compactMap(fetched),
            commentsToMe: commentsToMe.compactMap(fetched),
            ownPosts: ownStatuses.map(\.post),
            likesToMe: likes.compactMap(fetched))
    }

    /// A newest-first list newer than `since`, at most `limit` items: pages
    /// of up to `pageSize`, each next one asked from the page's cursor,
    /// until the list's end, the cached item or the limit. `page` gets
    /// (since_id, cursor, count); a list that cannot be asked for what is
    /// newer than an id (the mobile web's) stops at the first item already
    /// cached. Items a page could not read are counted in `skipped`.
    static func fetchPages<Item: WeiboIdentified>(
        since: Int64?, limit: Int, skipped: inout SkippedItems,
        page fetch: (_ since: Int64?, _ cursor: RemoteCursor?, _ count: Int) throws(RemoteFailure) -> RemotePage<Item>
    ) throws(RemoteFailure) -> [Item] {
        var items: [Item] = []
        var seen: Set<Int64> = []
        var cursor: RemoteCursor?
        while items.count < limit {
            let page = try fetch(since, cursor, min(pageSize, limit - items.count))
            skipped.add(page.skipped, Item.skippedKind)
            var metTheCache = false
            // max_id is inclusive: the page after may repeat its first item.
            for item in page.items where seen.insert(item.id).inserted {
                if let since, item.cursorKey <= since { metTheCache = true; continue }
                if items.count < limit { items.append(item) }
            }
            guard !metTheCache, let next = page.next, next != cursor else { break }
            cursor = next
        }
        return items
    }

    /// Everyone but the account who wrote one of `statuses` (or their
    /// originals) or `comments`, once each, as the store's users. The
    /// account itself comes from `users/show`, whose profile is complete.
    static func authors(of statuses: [WeiboStatus], comments: [WeiboComment] = [], localUID: Int64) -> [User] {
        var users: [Int64: User] = [:]
        let writers = statuses.flatMap { [$0.user, $0.retweeted?.user] } + comments.map(\.user)
        for author in writers.compactMap({ $0 }) where author.id != localUID && users[author.id] == nil {
            users[author.id] = author.user(localUID: localUID)
        }
        return users.values.sorted { $0.id < $1.id }
    }

    /// A comment with its post, or nil when the API left out either the
    /// post or the author (deleted): the store could not place it.
    private static func fetched(_ comment: WeiboComment) -> FetchedComment? {
        guard let status = comment.status, comment.user != nil, status.user != nil else { return nil }
        return FetchedComment(comment: comment.comment(), post: status.post)
    }

    /// A like with its post and who liked it; nil when either is missing.
    private static func fetched(_ like: WebLike) -> FetchedLike? {
        guard let status = like.status, let user = like.user, status.user != nil else { return nil }
        return FetchedLike(userID: String(user.id), post: status.post, createdAt: like.createdAt)
    }
}

/// What the pager needs of a list item: its 64-bit id.
protocol WeiboIdentified: Sendable, Hashable {
    var id: Int64 { get }
    /// What one that cannot be read is called in sync's skipped line.
    static var skippedKind: SkippedItems.Kind { get }
    /// What the list's cursor in the cache compares with: the id, or a
    /// like's time (the store keeps no like id).
    var cursorKey: Int64 { get }
}

extension WeiboIdentified {
    var cursorKey: Int64 { id }
}

extension WebLike: WeiboIdentified {
    static var skippedKind: SkippedItems.Kind { .like }
    var cursorKey: Int64 { createdAt }
}

extension WeiboStatus: WeiboIdentified {
    static var skippedKind: SkippedItems.Kind { .post }
}
extension WeiboComment: WeiboIdentified {
    static var skippedKind: SkippedItems.Kind { .comment }
}

/// Items Weibo sent that could not be read, by what they were: they are
/// left out, the rest is kept, and sync names each kind it skipped.
struct SkippedItems: Equatable {
    enum Kind: CaseIterable { case post, comment, like }
    private(set) var counts: [Kind: Int] = [:]

    init() {}
    init(_ count: Int, _ kind: Kind) { add(count, kind) }

    mutating func add(_ count: Int, _ kind: Kind) {
        if count > 0 { counts[kind, default: 0] += count }
    }

    /// `1 post and 2 comments could not be read and were skipped`; empty when none was.
    var line: String {
        let kinds = Kind.allCases.compactMap { kind in counts[kind].map { (kind, $0) } }
        guard !kinds.isEmpty else { return "" }
        let named = kinds.map { kind, n in
            switch kind {
            case .post: tr("\(n) 条微博", n == 1 ? "1 post" : "\(n) posts")
            case .comment: tr("\(n) 条评论", n == 1 ? "1 comment" : "\(n) comments")
            case .like: tr("\(n) 个赞", n == 1 ? "1 like" : "\(n) likes")
            }
        }
        let listed = named.count > 1 ? named.dropLast().joined(separator: tr("、", ", ")) + tr("、", " and ") + named.last! : named[0]
        let single = kinds.count == 1 && kinds[0].1 == 1
        return listed + tr("无法读取，已跳过\n", single ? " could not be read and was skipped\n" : " could not be read and were skipped\n")
    }
}
