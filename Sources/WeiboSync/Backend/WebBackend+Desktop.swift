import WeiboAPI
import WeiboCore

/// The reads of weibo.com's `/ajax` JSON that take more than one request
/// or a cursor of their own.
extension WebBackend {
    func desktopHome(cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        RemotePage(try call(.desktopFriendsTimeline(cursor: cursor?.web, count: min(count, 50)), WebResponse.desktopTimeline))
    }

    /// weibo.com pages a user's posts by number; a cursor from m.weibo.cn
    /// (a `since_id`) starts again at the first page, whose posts the
    /// pager has seen and skips.
    func desktopOwnPosts(cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        let page = cursor?.pageNumber ?? 1
        return RemotePage(try call(.desktopUserPosts(uid: account.uid, page: page)) { (status, body, headers, now) throws(APIError) in
            try WebResponse.desktopUserPosts(status: status, body: body, headers: headers, now: now, page: page)
        })
    }

    func desktopMe() throws(RemoteFailure) -> WeiboUser {
        let uid = account.uid
        return try call(.desktopProfile(uid: uid)) { (status, body, headers, now) throws(APIError) in
            try WebResponse.desktopProfile(status: status, body: body, headers: headers, now: now, uid: uid)
        }
    }

    func desktopStatus(id: Int64) throws(RemoteFailure) -> WeiboStatus {
        var status = try call(.desktopShowStatus(id: id), WebResponse.desktopStatus)
        if status.isLongText {
            status.text = try call(.desktopLongText(id: id), WebResponse.desktopLongText)
            status.isLongText = false
        }
        return status
    }

    func desktopComments(postID: Int64, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        RemotePage(try call(.desktopComments(postID: postID, authorUID: nil, cursor: cursor?.web), WebResponse.desktopComments))
    }
}
