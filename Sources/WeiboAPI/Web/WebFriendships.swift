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
