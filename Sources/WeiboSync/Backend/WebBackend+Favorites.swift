import WeiboAPI
import WeiboCore

/// 收藏 on a web session: the outbox's favourite and its taking back, and
/// the account's favourites (我 › 收藏, fetched when opened), each on
/// m.weibo.cn first and weibo.com second.
extension WebBackend {
    func setFavorited(_ postID: Int64, _ favorited: Bool) throws(RemoteFailure) {
        try ask(mobile { () throws(RemoteFailure) in
            try call(favorited ? .favorite(postID: postID, st: st) : .unfavorite(postID: postID, st: st), WebResponse.favoriteDeal)
        }, desktop { () throws(RemoteFailure) in
            try call(.desktopFavorite(postID: postID, favorite: favorited), WebResponse.desktopFavoriteDeal)
        }, writes: true)
    }

    func favorites(cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        let page = cursor?.pageNumber ?? 1, uid = account.uid
        return try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.favorites(page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.favorites(status: status, body: body, headers: headers, page: page, now: now)
            })
        }, desktop { () throws(RemoteFailure) in
            RemotePage(try call(.desktopFavorites(uid: uid, page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.desktopFavorites(status: status, body: body, headers: headers, page: page, now: now)
            })
        })
    }
}
