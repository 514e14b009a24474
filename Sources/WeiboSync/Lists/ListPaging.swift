import WeiboAPI
import WeiboCore
import WeiboStore

/// How every list is paged and whose authors it brings: shared by each
/// list's declaration (`SyncedList`).
enum ListPaging {
    /// The most items one request asks for (the Open API's own cap).
    static let pageSize = 100

    /// A newest-first list newer than `since`, at most `limit` items: pages
    /// of up to `pageSize`, each next one asked from the page's cursor,
    /// until the list's end, the cached item or the limit. `page` gets
    /// (since_id, cursor, count); a list that cannot be asked for what is
    /// newer than an id (the mobile web's) stops at the first item already
    /// cached. Items a page could not read are counted in `skipped`.
    static func pages<Item: WeiboIdentified>(
        since: Int64?, limit: Int, skipped: inout SkippedItems,
        page fetch: (_ since: Int64?, _ cursor: RemoteCursor?, _ count: Int) throws(RemoteFailure) -> RemotePage<Item>
    ) throws(RemoteFailure) -> [Item] {
        try pagesReachingBack(since: since, limit: limit, skipped: &skipped, page: fetch).items
    }

    /// `pages`, and whether it stopped at `limit` with more to read before
    /// `since`, or left out items of a page that also met `since` (a page
    /// of the mobile web's is 20 whatever the count asked): then the cache
    /// may miss what lies between (`TimelineGap`).
    static func pagesReachingBack<Item: WeiboIdentified>(
        since: Int64?, limit: Int, skipped: inout SkippedItems,
        page fetch: (_ since: Int64?, _ cursor: RemoteCursor?, _ count: Int) throws(RemoteFailure) -> RemotePage<Item>
    ) throws(RemoteFailure) -> (items: [Item], stoppedShort: Bool) {
        var items: [Item] = []
        var seen: Set<Int64> = []
        var leftOut = false
        var cursor: RemoteCursor?
        while items.count < limit {
            let page = try fetch(since, cursor, min(pageSize, limit - items.count))
            skipped.add(page.skipped, Item.skippedKind)
            var metTheCache = false
            // max_id is inclusive: the page after may repeat its first item.
            for item in page.items where seen.insert(item.id).inserted {
                if let since, item.cursorKey <= since { metTheCache = true; continue }
                if items.count < limit { items.append(item) } else { leftOut = true }
            }
            guard !metTheCache, let next = page.next, next != cursor else { return (items, since != nil && leftOut) }
            cursor = next
        }
        return (items, since != nil)
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
    static func fetched(_ comment: WeiboComment) -> FetchedComment? {
        guard let status = comment.status, comment.user != nil, status.user != nil else { return nil }
        return FetchedComment(comment: comment.comment(), post: status.post)
    }

    /// A like with its post and who liked it; nil when either is missing.
    static func fetched(_ like: WebLike) -> FetchedLike? {
        guard let status = like.status, let user = like.user, status.user != nil else { return nil }
        return FetchedLike(userID: String(user.id), post: status.post, createdAt: like.createdAt)
    }
}

/// What the pager needs of a list item: its 64-bit id.
public protocol WeiboIdentified: Sendable, Hashable {
    var id: Int64 { get }
    /// What one that cannot be read is called in sync's skipped line.
    static var skippedKind: SkippedItems.Kind { get }
    /// What the list's cursor in the cache compares with: the id, or a
    /// like's time (the store keeps no like id).
    var cursorKey: Int64 { get }
}

extension WeiboIdentified {
    public var cursorKey: Int64 { id }
}

extension WebLike: WeiboIdentified {
    public static var skippedKind: SkippedItems.Kind { .like }
    public var cursorKey: Int64 { createdAt }
}

extension WeiboStatus: WeiboIdentified {
    public static var skippedKind: SkippedItems.Kind { .post }
}
extension WeiboComment: WeiboIdentified {
    public static var skippedKind: SkippedItems.Kind { .comment }
}

/// Items Weibo sent that could not be read, by what they were: they are
/// left out, the rest is kept, and sync names each kind it skipped.
public struct SkippedItems: Equatable, Sendable {
    public enum Kind: CaseIterable, Sendable { case post, comment, like, conversation, message, person, topic, group }
    private(set) var counts: [Kind: Int] = [:]

    public init() {}
    public init(_ count: Int, _ kind: Kind) { add(count, kind) }

    public mutating func add(_ count: Int, _ kind: Kind) {
        if count > 0 { counts[kind, default: 0] += count }
    }

    /// Adds what another list skipped.
    public mutating func add(_ other: SkippedItems) {
        for (kind, count) in other.counts { add(count, kind) }
    }

    /// `1 post and 2 comments could not be read and were skipped`; empty when none was.
    public var line: String {
        let kinds = Kind.allCases.compactMap { kind in counts[kind].map { (kind, $0) } }
        guard !kinds.isEmpty else { return "" }
        let named = kinds.map { kind, n in
            switch kind {
            case .post: tr("\(n) 条微博", n == 1 ? "1 post" : "\(n) posts")
            case .comment: tr("\(n) 条评论", n == 1 ? "1 comment" : "\(n) comments")
            case .like: tr("\(n) 个赞", n == 1 ? "1 like" : "\(n) likes")
            case .conversation: tr("\(n) 个私信会话", n == 1 ? "1 conversation" : "\(n) conversations")
            case .message: tr("\(n) 条私信", n == 1 ? "1 message" : "\(n) messages")
            case .person: tr("\(n) 个用户", n == 1 ? "1 person" : "\(n) people")
            case .topic: tr("\(n) 个话题", n == 1 ? "1 topic" : "\(n) topics")
            case .group: tr("\(n) 个分组", n == 1 ? "1 group" : "\(n) groups")
            }
        }
        let listed = named.count > 1 ? named.dropLast().joined(separator: tr("、", ", ")) + tr("、", " and ") + named.last! : named[0]
        let single = kinds.count == 1 && kinds[0].1 == 1
        return listed + tr("无法读取，已跳过\n", single ? " could not be read and was skipped\n" : " could not be read and were skipped\n")
    }
}
