import WeiboAPI
import WeiboCore
import WeiboStore

/// What `sync` fetches for 消息 and 我, beside the home timeline:
/// @我的 from `statuses/mentions` and `comments/mentions`, 评论 from
/// `comments/to_me`, and the account's own posts from
/// `statuses/user_timeline`. Each list from its newest cached item on,
/// paged as the timeline is and bounded by the same `--limit`.
extension AccountCommandLine {
    static func fetchInbox(_ account: Account, after cursors: InboxCursors, limit: Int, client: WeiboClient, skipped: inout Int) throws(RemoteFailure) -> FetchedInbox {
        let token = account.accessToken, uid = account.uid
        let mentionStatuses = try fetchPages(since: cursors.mentionPosts, limit: limit, client: client, skipped: &skipped, decode: APIResponse.statusPage) {
            .statusMentions(token: token, sinceID: $0, maxID: $1, count: $2)
        }
        let mentionComments = try fetchPages(since: cursors.mentionComments, limit: limit, client: client, skipped: &skipped, decode: APIResponse.commentPage) {
            .commentMentions(token: token, sinceID: $0, maxID: $1, count: $2)
        }
        let commentsToMe = try fetchPages(since: cursors.commentsToMe, limit: limit, client: client, skipped: &skipped, decode: APIResponse.commentPage) {
            .commentsToMe(token: token, sinceID: $0, maxID: $1, count: $2)
        }
        let ownStatuses = try fetchPages(since: cursors.ownPosts, limit: limit, client: client, skipped: &skipped, decode: APIResponse.statusPage) {
            .userTimeline(token: token, uid: uid, sinceID: $0, maxID: $1, count: $2)
        }
        let comments = mentionComments + commentsToMe
        return FetchedInbox(
            users: authors(of: mentionStatuses + ownStatuses + comments.compactMap(\.status), comments: comments, localUID: uid),
            mentionPosts: mentionStatuses.map(\.post),
            mentionComments: mentionComments.compactMap(fetched),
            commentsToMe: commentsToMe.compactMap(fetched),
            ownPosts: ownStatuses.map(\.post))
    }

    /// A newest-first list newer than `since`, at most `limit` items: pages
    /// of up to `pageSize`, each next one asked with `max_id` = the API's
    /// `next_cursor`, until the API's end, the cached item or the limit.
    /// `request` gets (since_id, max_id, count). Items the pages held but
    /// could not be read are added to `skipped`.
    static func fetchPages<Item: WeiboIdentified>(
        since: Int64?, limit: Int, client: WeiboClient, skipped: inout Int,
        decode: (_ status: Int, _ body: [UInt8], _ retryAfter: String?, _ now: Int64) throws(APIError) -> WeiboPage<Item>,
        request: (Int64?, Int64?, Int) -> APIRequest
    ) throws(RemoteFailure) -> [Item] {
        var items: [Item] = []
        var seen: Set<Int64> = []
        var maxID: Int64?
        while items.count < limit {
            let page = try client.call(request(since, maxID, min(pageSize, limit - items.count)), decode)
            skipped += page.skipped
            // max_id is inclusive: the page after may repeat its first item.
            for item in page.items where seen.insert(item.id).inserted && since.map({ item.id > $0 }) ?? true {
                items.append(item)
            }
            guard !page.isEnd, maxID != page.nextCursor else { break }
            maxID = page.nextCursor
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
}

/// What the pager needs of a list item: its 64-bit id.
protocol WeiboIdentified: Sendable, Hashable {
    var id: Int64 { get }
}

extension WeiboStatus: WeiboIdentified {}
extension WeiboComment: WeiboIdentified {}
