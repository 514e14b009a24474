import WeiboAPI
import WeiboCore
import WeiboStore

/// The Weibo Open API v2 with the account's token (WEIBO-API.md).
struct OpenAPIBackend: Backend {
    let account: Account
    let client: WeiboClient

    private var token: String { account.accessToken }

    func homeTimeline(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        RemotePage(try client.call(.homeTimeline(token: token, sinceID: since, maxID: cursor?.id, count: count), APIResponse.statusPage))
    }

    func ownPosts(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        RemotePage(try client.call(.userTimeline(token: token, uid: account.uid, sinceID: since, maxID: cursor?.id, count: count),
                                   APIResponse.statusPage))
    }

    func mentionPosts(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        RemotePage(try client.call(.statusMentions(token: token, sinceID: since, maxID: cursor?.id, count: count), APIResponse.statusPage))
    }

    func mentionComments(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        RemotePage(try client.call(.commentMentions(token: token, sinceID: since, maxID: cursor?.id, count: count), APIResponse.commentPage))
    }

    func commentsToMe(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        RemotePage(try client.call(.commentsToMe(token: token, sinceID: since, maxID: cursor?.id, count: count), APIResponse.commentPage))
    }

    func cursor(olderThan oldest: Int64) -> RemoteCursor { .id(oldest - 1) }

    func me() throws(RemoteFailure) -> WeiboUser {
        try client.call(.showUser(token: token, uid: account.uid), APIResponse.user)
    }

    func unreadCount() throws(RemoteFailure) -> WeiboUnreadCount {
        try client.call(.unreadCount(token: token, uid: account.uid), APIResponse.unreadCount)
    }

    func status(id: Int64) throws(RemoteFailure) -> WeiboStatus {
        try client.call(.showStatus(token: token, id: id), APIResponse.status)
    }

    func comments(postID: Int64, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        RemotePage(try client.call(.comments(token: token, postID: postID, maxID: cursor?.id, count: count), APIResponse.commentPage))
    }

    /// 按时间: `comments/show` answers newest first; page `page`, or from
    /// the `max_id` the page before gave, so comments arriving meanwhile
    /// push nothing from one page to the next.
    func newestComments(of postID: Int64, page: Int, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        let request = APIRequest.comments(token: token, postID: postID, maxID: cursor?.id, page: cursor?.id == nil ? page : nil,
                                          count: SyncEngine.postCommentsPageSize)
        return RemotePage(try client.call(request, APIResponse.commentPage))
    }

    func post(_ text: String, pictureIDs: [String], visibility: PostVisibility) throws(RemoteFailure) -> WeiboStatus {
        if !pictureIDs.isEmpty { throw refused(.pictures) }
        if visibility != .everyone { throw refused(.visibility) }
        return try client.call(.share(token: token, text: text), APIResponse.status)
    }

    func repost(_ postID: Int64, text: String) throws(RemoteFailure) -> WeiboStatus {
        try client.call(.repost(token: token, postID: postID, text: text), APIResponse.status)
    }

    func comment(on postID: Int64, text: String) throws(RemoteFailure) -> WeiboComment {
        try client.call(.createComment(token: token, postID: postID, text: text), APIResponse.comment)
    }

    func reply(to commentID: Int64, on postID: Int64, text: String) throws(RemoteFailure) -> WeiboComment {
        try client.call(.replyComment(token: token, commentID: commentID, postID: postID, text: text), APIResponse.comment)
    }
}
