import WeiboAPI
import WeiboCore

/// Someone's page on a web session: their card and their posts, from
/// m.weibo.cn's `getIndex` (100505UID, 107603UID) or weibo.com's
/// `ajax/profile/info` and `ajax/statuses/mymblog`; following them or
/// no longer (the outbox's).
extension WebBackend {
    func person(_ uid: Int64) throws(RemoteFailure) -> WeiboUser {
        try ask(mobile { () throws(RemoteFailure) in try call(.profile(uid: uid), WebResponse.profile) },
                desktop { () throws(RemoteFailure) in try call(.desktopProfile(uid: uid), WebResponse.desktopProfile) })
    }

    /// m.weibo.cn pages by the `since_id` the page before gave, weibo.com
    /// by number: either route serves any page.
    func personPosts(_ uid: Int64, page: Int, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        let page = cursor?.pageNumber ?? page
        return try ask(mobile { () throws(RemoteFailure) in RemotePage(try call(.userPosts(uid: uid, cursor: cursor?.web), WebResponse.userPosts)) },
                       desktop { () throws(RemoteFailure) in
                           RemotePage(try call(.desktopUserPosts(uid: uid, page: page)) { (status, body, headers, now) throws(APIError) in
                               try WebResponse.desktopUserPosts(status: status, body: body, headers: headers, now: now, page: page)
                           })
                       })
    }

    func setFollowing(_ uid: Int64, _ following: Bool) throws(RemoteFailure) -> WeiboUser? {
        try ask(mobile { () throws(RemoteFailure) in
            try call(following ? .follow(uid: uid, st: st) : .unfollow(uid: uid, st: st), WebResponse.friendship)
        }, desktop { () throws(RemoteFailure) in
            try call(.desktopFollow(uid: uid, follow: following), WebResponse.desktopFriendship)
        }, writes: true)
    }

    func people(of uid: Int64, fans: Bool, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboUser> {
        let page = cursor?.pageNumber ?? 1
        return try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.people(of: uid, fans: fans, page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.people(status: status, body: body, headers: headers, now: now, page: page)
            })
        }, desktop { () throws(RemoteFailure) in
            RemotePage(try call(.desktopPeople(of: uid, fans: fans, page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.desktopPeople(status: status, body: body, headers: headers, now: now, page: page)
            })
        })
    }
}
