import WeiboAPI
import WeiboCore

/// A post page's lists on a web session, m.weibo.cn first, weibo.com
/// second: its reposts (`repostTimeline` on both), who liked it
/// (`attitudes/show`, `likeShow`), its comments newest first
/// (`api/comments/show`, `buildComments` at `flow=1`) and a root comment's
/// replies (`hotFlowChild`, `buildComments` at `fetch_level=1`).
extension WebBackend {
    func reposts(of postID: Int64, page: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.reposts(postID: postID, page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.reposts(status: status, body: body, headers: headers, page: page, now: now)
            })
        }, desktop { () throws(RemoteFailure) in
            RemotePage(try call(.desktopReposts(postID: postID, page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.desktopReposts(status: status, body: body, headers: headers, now: now, page: page)
            })
        })
    }

    func likes(of postID: Int64, page: Int) throws(RemoteFailure) -> RemotePage<WebLiker> {
        try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.postLikes(postID: postID, page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.postLikes(status: status, body: body, headers: headers, page: page, now: now)
            })
        }, desktop { () throws(RemoteFailure) in
            RemotePage(try call(.desktopPostLikes(postID: postID, page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.desktopPostLikes(status: status, body: body, headers: headers, page: page, now: now)
            })
        })
    }

    func replies(to commentID: Int64, writer: Int64?, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.commentReplies(commentID: commentID, cursor: cursor?.web)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.commentReplies(status: status, body: body, headers: headers, rootID: commentID, now: now)
            })
        }, desktop { () throws(RemoteFailure) in
            RemotePage(try call(.desktopCommentReplies(commentID: commentID, authorUID: writer, cursor: cursor?.web)) {
                (status, body, headers, now) throws(APIError) in
                try WebResponse.desktopCommentReplies(status: status, body: body, headers: headers, rootID: commentID, now: now)
            })
        })
    }

    /// m.weibo.cn pages them by number, weibo.com by its cursor: a page
    /// from the other route starts that route's list again.
    func newestComments(of postID: Int64, page: Int, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.commentsNewest(postID: postID, page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.commentsNewest(status: status, body: body, headers: headers, page: page, now: now)
            })
        }, desktop { () throws(RemoteFailure) in
            RemotePage(try call(.desktopCommentsNewest(postID: postID, cursor: cursor?.web), WebResponse.desktopComments))
        })
    }
}
