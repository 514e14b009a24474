import WeiboAPI
import WeiboCore
import WeiboStore

/// The mobile web (m.weibo.cn) with the session's cookies, and `st` for a
/// write (WEB-SESSION.md).
struct WebBackend: Backend {
    let account: Account
    let client: WeiboClient

    private var st: String { account.st ?? "" }

    func homeTimeline(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        RemotePage(try client.call(web: .friendsTimeline(cursor: cursor?.web), session: account, WebResponse.friendsTimeline))
    }

    func ownPosts(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        RemotePage(try client.call(web: .userPosts(uid: account.uid, cursor: cursor?.web), session: account, WebResponse.userPosts))
    }

    func mentionPosts(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        let page = cursor?.pageNumber ?? 1
        return RemotePage(try client.call(web: .mentions(page: page), session: account) { (status, body, headers, now) throws(APIError) in
            try WebResponse.mentions(status: status, body: body, headers: headers, page: page, now: now)
        })
    }

    func mentionComments(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        try comments(.commentMentions(page: cursor?.pageNumber ?? 1), page: cursor?.pageNumber ?? 1)
    }

    func commentsToMe(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        try comments(.commentsToMe(page: cursor?.pageNumber ?? 1), page: cursor?.pageNumber ?? 1)
    }

    func likesToMe(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WebLike> {
        let page = cursor?.pageNumber ?? 1
        return RemotePage(try client.call(web: .likesToMe(page: page), session: account) { (status, body, headers, now) throws(APIError) in
            try WebResponse.likes(status: status, body: body, headers: headers, page: page, now: now)
        })
    }

    private func comments(_ request: WebRequest, page: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        RemotePage(try client.call(web: request, session: account) { (status, body, headers, now) throws(APIError) in
            try WebResponse.commentList(status: status, body: body, headers: headers, page: page, now: now)
        })
    }

    func conversations(cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WebConversation> {
        let page = cursor?.pageNumber ?? 1, uid = account.uid
        return RemotePage(try client.call(web: .conversations(page: page), session: account) { (status, body, headers, now) throws(APIError) in
            try WebResponse.conversations(status: status, body: body, headers: headers, page: page, uid: uid, now: now)
        })
    }

    func chat(with uid: Int64, olderThan: Int64?) throws(RemoteFailure) -> RemotePage<WebDirectMessage> {
        RemotePage(try client.call(web: .chat(uid: uid, olderThan: olderThan), session: account, WebResponse.chat))
    }

    func cursor(olderThan oldest: Int64) -> RemoteCursor { .web(.maxID(String(oldest - 1))) }

    /// The card of the signed-in uid; another's is refused in one line.
    func me() throws(RemoteFailure) -> WeiboUser {
        let uid = account.uid
        return try client.call(web: .profile(uid: uid), session: account) { (status, body, headers, now) throws(APIError) in
            try WebResponse.profile(status: status, body: body, headers: headers, now: now, uid: uid)
        }
    }

    func unreadCount() throws(RemoteFailure) -> WeiboUnreadCount {
        try client.call(web: .unread(now: client.now()), session: account, WebResponse.unread)
    }

    /// With its whole text when it is a long one (`全文`).
    func status(id: Int64) throws(RemoteFailure) -> WeiboStatus {
        var status = try client.call(web: .showStatus(id: id), session: account, WebResponse.status)
        if status.isLongText {
            status.text = try client.call(web: .longText(id: id), session: account, WebResponse.longText)
            status.isLongText = false
        }
        return status
    }

    func comments(postID: Int64, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        RemotePage(try client.call(web: .comments(postID: postID, cursor: cursor?.web), session: account, WebResponse.comments))
    }

    func post(_ text: String) throws(RemoteFailure) -> WeiboStatus {
        try client.call(web: .post(text: text, st: st), session: account, WebResponse.status)
    }

    func repost(_ postID: Int64, text: String) throws(RemoteFailure) -> WeiboStatus {
        try client.call(web: .repost(postID: postID, text: text, st: st), session: account, WebResponse.status)
    }

    func comment(on postID: Int64, text: String) throws(RemoteFailure) -> WeiboComment {
        try client.call(web: .comment(postID: postID, text: text, st: st), session: account, WebResponse.comment)
    }

    func reply(to commentID: Int64, on postID: Int64, text: String) throws(RemoteFailure) -> WeiboComment {
        try client.call(web: .reply(commentID: commentID, postID: postID, text: text, st: st), session: account, WebResponse.comment)
    }

    func sendMessage(to uid: Int64, text: String) throws(RemoteFailure) -> WebDirectMessage {
        try client.call(web: .sendMessage(uid: uid, text: text, st: st), session: account, WebResponse.sentMessage)
    }

    func setLiked(_ postID: Int64, _ liked: Bool) throws(RemoteFailure) {
        try client.call(web: liked ? .like(postID: postID, st: st) : .unlike(postID: postID, st: st), session: account, WebResponse.attitude)
    }
}
