/// 收藏: favouriting a post and no longer, and the account's favourites,
/// on either route. The shapes were learnt from public clients:
/// m.weibo.cn's `mblogDeal/addFavMblog` and `mblogDeal/delFavMblog` take
/// the post's `id` and `st` as a form and answer `ok: 1` with a `msg`;
/// its favourites are `api/container/getIndex?containerid=230259`, cards
/// of `card_type` 9 each holding an `mblog`, paged by `page`. weibo.com's
/// `ajax/statuses/createFavorites` and `destroyFavorites` take `id` (its
/// XSRF header as every desktop write); its `ajax/favorites/all_fav?uid=&page=`
/// answers the posts in `data` (a list, or an object with `status`).
/// Every post either route returns says `favorited` as it now is, which
/// is how an unknown outcome is looked for (`WeiboStatus.favorited`).
extension WebRequest {
    /// Favourites `postID`.
    public static func favorite(postID: Int64, st: String) -> WebRequest {
        favoriteDeal("mblogDeal/addFavMblog", postID: postID, st: st)
    }

    /// Takes the favourite of `postID` back.
    public static func unfavorite(postID: Int64, st: String) -> WebRequest {
        favoriteDeal("mblogDeal/delFavMblog", postID: postID, st: st)
    }

    /// weibo.com's favourite, or taking it back.
    public static func desktopFavorite(postID: Int64, favorite: Bool) -> WebRequest {
        WebRequest(method: .post, host: .desktop, path: favorite ? "ajax/statuses/createFavorites" : "ajax/statuses/destroyFavorites",
                   parameters: [APIParameter("id", String(postID))], refererPath: "", writes: true)
    }

    /// Page `page` (from 1) of the account's favourites.
    public static func favorites(page: Int = 1) -> WebRequest {
        WebRequest(path: "api/container/getIndex",
                   parameters: [APIParameter("containerid", "230259")] + (page > 1 ? [APIParameter("page", String(page))] : []),
                   refererPath: "p/index?containerid=230259")
    }

    /// weibo.com's page `page` of `uid`'s favourites.
    public static func desktopFavorites(uid: Int64, page: Int = 1) -> WebRequest {
        WebRequest(host: .desktop, path: "ajax/favorites/all_fav",
                   parameters: [APIParameter("uid", String(uid)), APIParameter("page", String(max(1, page)))],
                   refererPath: "u/page/fav/\(uid)")
    }

    private static func favoriteDeal(_ path: String, postID: Int64, st: String) -> WebRequest {
        WebRequest(method: .post, path: path, parameters: [APIParameter("id", String(postID)), APIParameter("st", st)],
                   refererPath: "detail/\(postID)", writes: true)
    }
}

extension WebResponse {
    /// m.weibo.cn's answer to a favourite or its taking back: done (`ok`
    /// and a word, no `data`), or the error.
    public static func favoriteDeal(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) {
        _ = try data(status: status, body: body, headers: headers, now: now, wordOnly: true)
    }

    /// weibo.com's: done, or the error.
    public static func desktopFavoriteDeal(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) {
        _ = try desktopRoot(status: status, body: body, headers: headers, now: now)
    }

    /// m.weibo.cn's favourites: every `mblog` of a card of type 9 (in a
    /// `card_group` or not), one that cannot be read skipped alone; the
    /// next page while this one held any.
    public static func favorites(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<WeiboStatus> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            var items: [WeiboStatus] = [], skipped = 0
            for card in try data.require("cards").array() {
                let group = try card.field("card_group")?.array() ?? [card]
                for node in group where try node.field("card_type")?.int() == 9 {
                    do { items.append(try WeiboStatus(web: node.require("mblog"), now: now)) } catch { skipped += 1 }
                }
            }
            return WebPage(items: items, next: items.isEmpty && skipped == 0 ? nil : .page(page + 1), skipped: skipped)
        }
    }

    /// weibo.com's: the posts in `data`, or in its `status`; the next page
    /// while this one held any.
    public static func desktopFavorites(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<WeiboStatus> {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            let data = try root.require("data")
            let list: JSONNode
            if case .array = data.value { list = data } else { list = try data.require("status") }
            let (items, skipped) = try list.items { node throws(BadResponse) in try WeiboStatus(desktop: node, now: now) }
            return WebPage(items: items, next: items.isEmpty && skipped == 0 ? nil : .page(page + 1), skipped: skipped)
        }
    }
}
