import WeiboAPI
import WeiboCore
import WeiboStore

/// What the account commands ask of Weibo, one method per question, each
/// asked the way the account's kind reaches Weibo: the Open API with its
/// token, or the mobile web with the session's cookies (and `st` for a
/// write). Everything above this (paging, the one transaction of a sync,
/// the outbox's rules) is the same for both kinds, and so is what comes
/// back: the Open API's value types, which the store already takes.
struct AccountRemote {
    var account: Account
    var client: WeiboClient

    private var token: String { account.accessToken }

    // MARK: Lists (newest first)

    /// 首页: the people the account follows.
    func homeTimeline(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        switch account.kind {
        case .openAPI:
            RemotePage(try client.call(.homeTimeline(token: token, sinceID: since, maxID: cursor?.id, count: count), APIResponse.statusPage))
        case .web:
            RemotePage(try client.call(web: .friendsTimeline(cursor: cursor?.web), session: account, WebResponse.friendsTimeline))
        }
    }

    /// 我的微博: the account's own posts.
    func ownPosts(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        switch account.kind {
        case .openAPI:
            RemotePage(try client.call(.userTimeline(token: token, uid: account.uid, sinceID: since, maxID: cursor?.id, count: count),
                                       APIResponse.statusPage))
        case .web:
            RemotePage(try client.call(web: .userPosts(uid: account.uid, cursor: cursor?.web), session: account, WebResponse.userPosts))
        }
    }

    /// @我的: posts that mention the account.
    func mentionPosts(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        switch account.kind {
        case .openAPI:
            return RemotePage(try client.call(.statusMentions(token: token, sinceID: since, maxID: cursor?.id, count: count), APIResponse.statusPage))
        case .web:
            let page = cursor?.pageNumber ?? 1
            return RemotePage(try client.call(web: .mentions(page: page), session: account) { (status, body, headers, now) throws(APIError) in
                try WebResponse.mentions(status: status, body: body, headers: headers, page: page, now: now)
            })
        }
    }

    /// @我的: comments that mention the account.
    func mentionComments(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        switch account.kind {
        case .openAPI:
            return RemotePage(try client.call(.commentMentions(token: token, sinceID: since, maxID: cursor?.id, count: count), APIResponse.commentPage))
        case .web:
            return try webComments(.commentMentions(page: cursor?.pageNumber ?? 1), page: cursor?.pageNumber ?? 1)
        }
    }

    /// 评论: comments on the account's posts.
    func commentsToMe(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        switch account.kind {
        case .openAPI:
            return RemotePage(try client.call(.commentsToMe(token: token, sinceID: since, maxID: cursor?.id, count: count), APIResponse.commentPage))
        case .web:
            return try webComments(.commentsToMe(page: cursor?.pageNumber ?? 1), page: cursor?.pageNumber ?? 1)
        }
    }

    /// 赞: likes of the account's posts; a web session's only (the Open
    /// API has no such list, and `sync` does not ask it).
    func likesToMe(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WebLike> {
        let page = cursor?.pageNumber ?? 1
        return RemotePage(try client.call(web: .likesToMe(page: page), session: account) { (status, body, headers, now) throws(APIError) in
            try WebResponse.likes(status: status, body: body, headers: headers, page: page, now: now)
        })
    }

    private func webComments(_ request: WebRequest, page: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        RemotePage(try client.call(web: request, session: account) { (status, body, headers, now) throws(APIError) in
            try WebResponse.commentList(status: status, body: body, headers: headers, page: page, now: now)
        })
    }

    // MARK: One thing

    func me() throws(RemoteFailure) -> WeiboUser {
        switch account.kind {
        case .openAPI: try client.call(.showUser(token: token, uid: account.uid), APIResponse.user)
        case .web: try client.call(web: .profile(uid: account.uid), session: account, WebResponse.profile)
        }
    }

    func unreadCount() throws(RemoteFailure) -> WeiboUnreadCount {
        switch account.kind {
        case .openAPI: try client.call(.unreadCount(token: token, uid: account.uid), APIResponse.unreadCount)
        case .web: try client.call(web: .unread(now: client.now()), session: account, WebResponse.unread)
        }
    }

    /// A post as Weibo has it now; on the web with its whole text when it
    /// is a long one (`全文`).
    func status(id: Int64) throws(RemoteFailure) -> WeiboStatus {
        switch account.kind {
        case .openAPI:
            return try client.call(.showStatus(token: token, id: id), APIResponse.status)
        case .web:
            var status = try client.call(web: .showStatus(id: id), session: account, WebResponse.status)
            if status.isLongText {
                status.text = try client.call(web: .longText(id: id), session: account, WebResponse.longText)
                status.isLongText = false
            }
            return status
        }
    }

    /// A post's newest comments.
    func comments(postID: Int64, count: Int) throws(RemoteFailure) -> [WeiboComment] {
        switch account.kind {
        case .openAPI:
            try client.call(.comments(token: token, postID: postID, count: count), APIResponse.commentPage).items
        case .web:
            try client.call(web: .comments(postID: postID), session: account, WebResponse.comments).items
        }
    }

    // MARK: Writes (the outbox's)

    private var st: String { account.st ?? "" }

    func post(_ text: String) throws(RemoteFailure) -> WeiboStatus {
        switch account.kind {
        case .openAPI: try client.call(.share(token: token, text: text), APIResponse.status)
        case .web: try client.call(web: .post(text: text, st: st), session: account, WebResponse.status)
        }
    }

    func repost(_ postID: Int64, text: String) throws(RemoteFailure) -> WeiboStatus {
        switch account.kind {
        case .openAPI: try client.call(.repost(token: token, postID: postID, text: text), APIResponse.status)
        case .web: try client.call(web: .repost(postID: postID, text: text, st: st), session: account, WebResponse.status)
        }
    }

    func comment(on postID: Int64, text: String) throws(RemoteFailure) -> WeiboComment {
        switch account.kind {
        case .openAPI: try client.call(.createComment(token: token, postID: postID, text: text), APIResponse.comment)
        case .web: try client.call(web: .comment(postID: postID, text: text, st: st), session: account, WebResponse.comment)
        }
    }

    func reply(to commentID: Int64, on postID: Int64, text: String) throws(RemoteFailure) -> WeiboComment {
        switch account.kind {
        case .openAPI:
            try client.call(.replyComment(token: token, commentID: commentID, postID: postID, text: text), APIResponse.comment)
        case .web:
            try client.call(web: .reply(commentID: commentID, postID: postID, text: text, st: st), session: account, WebResponse.comment)
        }
    }

    /// Likes or unlikes a post: a web session's; the Open API cannot.
    func setLiked(_ postID: Int64, _ liked: Bool) throws(RemoteFailure) {
        switch account.kind {
        case .openAPI:
            throw .api(.api(code: 0, message: Unavailable.liking.message))
        case .web:
            try client.call(web: liked ? .like(postID: postID, st: st) : .unlike(postID: postID, st: st), session: account, WebResponse.attitude)
        }
    }
}

/// Where the next page of a list starts, whichever kind of account asks:
/// the Open API's `max_id`, or the mobile web's own cursor.
enum RemoteCursor: Hashable {
    case id(Int64)
    case web(WebCursor)

    var id: Int64? { if case .id(let id) = self { id } else { nil } }
    var web: WebCursor? { if case .web(let cursor) = self { cursor } else { nil } }
    /// The mobile web pages its message lists by number.
    var pageNumber: Int? { if case .web(.page(let page)) = self { page } else { nil } }
}

/// One page of a list from either kind of account: what could be read,
/// how many items could not (left out, said by sync), and the next page.
struct RemotePage<Item: Sendable & Hashable> {
    var items: [Item]
    /// nil at the list's real end.
    var next: RemoteCursor?
    var skipped: Int

    init(_ page: WeiboPage<Item>) {
        items = page.items
        next = page.isEnd ? nil : .id(page.nextCursor)
        skipped = page.skipped
    }

    init(_ page: WebPage<Item>) {
        items = page.items
        next = page.next.map(RemoteCursor.web)
        skipped = page.skipped
    }
}
