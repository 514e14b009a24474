/// Following someone and no longer, on either route. The shapes were
/// learnt from public clients: m.weibo.cn's `api/friendships/create` and
/// `api/friendships/destory` (spelled so on Weibo) take `uid` and `st`;
/// weibo.com's `ajax/friendships/create` takes `friend_uid`, its
/// `ajax/friendships/destory` `uid` (its XSRF header as every desktop
/// write). Both answer with the person, `following` set as it now is.
extension WebRequest {
    /// Follows `uid`.
    public static func follow(uid: Int64, st: String) -> WebRequest {
        friendship("api/friendships/create", uid: uid, st: st)
    }

    /// Stops following `uid`.
    public static func unfollow(uid: Int64, st: String) -> WebRequest {
        friendship("api/friendships/destory", uid: uid, st: st)
    }

    /// weibo.com's follow or unfollow of `uid`.
    public static func desktopFollow(uid: Int64, follow: Bool) -> WebRequest {
        WebRequest(method: .post, host: .desktop, path: follow ? "ajax/friendships/create" : "ajax/friendships/destory",
                   parameters: [APIParameter(follow ? "friend_uid" : "uid", String(uid))], refererPath: "u/\(uid)", writes: true)
    }

    private static func friendship(_ path: String, uid: Int64, st: String) -> WebRequest {
        WebRequest(method: .post, path: path, parameters: [APIParameter("uid", String(uid)), APIParameter("st", st)],
                   refererPath: "u/\(uid)", writes: true)
    }
}

extension WebResponse {
    /// m.weibo.cn's answer to a follow or unfollow: `data`, the person,
    /// when it reads as one (nil when Weibo sent only `ok: 1`).
    public static func friendship(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WeiboUser? {
        let data = try data(status: status, body: body, headers: headers, now: now)
        return data.flatMap { try? WeiboUser(web: $0.field("user") ?? $0) }
    }

    /// weibo.com's: the person at the root (or under `data`), or nil.
    public static func desktopFriendship(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WeiboUser? {
        let root = try desktopRoot(status: status, body: body, headers: headers, now: now)
        let data = (try? root.field("data")) ?? nil
        return (data.flatMap { try? WeiboUser(desktop: $0) }) ?? (try? WeiboUser(desktop: root))
    }
}

/// Whom a person follows (关注) and who follows them (粉丝), a page at a
/// time: m.weibo.cn's `getIndex` with `containerid=231051_-_followers_-_UID`
/// (or `_-_fans_-_`), its people in the cards' `card_group`s, paged by
/// `page`; weibo.com's `ajax/friendships/friends?uid=&page=` (and
/// `relate=fans`), its people in `users`.
extension WebRequest {
    public static func people(of uid: Int64, fans: Bool, page: Int = 1) -> WebRequest {
        WebRequest(path: "api/container/getIndex",
                   parameters: [APIParameter("containerid", "231051_-_\(fans ? "fans" : "followers")_-_\(uid)")]
                       + (page > 1 ? [APIParameter("page", String(page))] : []),
                   refererPath: "p/index?containerid=231051_-_\(fans ? "fans" : "followers")_-_\(uid)")
    }

    public static func desktopPeople(of uid: Int64, fans: Bool, page: Int = 1) -> WebRequest {
        WebRequest(host: .desktop, path: "ajax/friendships/friends",
                   parameters: (fans ? [APIParameter("relate", "fans")] : []) + [APIParameter("page", String(page)), APIParameter("uid", String(uid))],
                   refererPath: "u/page/follow/\(uid)")
    }
}

extension WebResponse {
    /// m.weibo.cn's list of people: every `user` in the cards and their
    /// `card_group`s (a card that is not a person is the page's furniture);
    /// the next page while this one held someone. "这里还没有内容" is the end.
    public static func people(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64, page: Int) throws(APIError) -> WebPage<WeiboUser> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            var users: [WeiboUser] = [], skipped = 0
            for card in try data.require("cards").array() {
                let group = try card.field("card_group").map { node throws(BadResponse) in try node.array() } ?? [card]
                for item in group {
                    guard let user = try item.field("user") else { continue }
                    if let person = try? WeiboUser(web: user) { users.append(person) } else { skipped += 1 }
                }
            }
            return WebPage(items: users, next: users.isEmpty && skipped == 0 ? nil : .page(page + 1), skipped: skipped)
        }
    }

    /// weibo.com's: `users` beside `ok`; the next page while one came back.
    public static func desktopPeople(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64, page: Int) throws(APIError) -> WebPage<WeiboUser> {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            let (users, skipped) = try root.require("users").items { node throws(BadResponse) in try WeiboUser(desktop: node) }
            return WebPage(items: users, next: users.isEmpty && skipped == 0 ? nil : .page(page + 1), skipped: skipped,
                           totalNumber: try root.count("total_number"))
        }
    }
}
