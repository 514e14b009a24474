/// One builder per mobile-web and passport endpoint the web session uses
/// (docs/WEB-SESSION.md has the table). Ids are the web's decimal ids
/// (`id`/`mid`, the same number); `st` comes from `api/config`.
extension WebRequest {
    // MARK: The session

    /// Whether the cookies are signed in, whose they are, and the `st` writes need.
    public static func config() -> WebRequest {
        WebRequest(path: "api/config")
    }

    // MARK: Reading

    /// 首页: the people the user follows, newest first; the next page by `max_id`.
    public static func friendsTimeline(cursor: WebCursor? = nil) -> WebRequest {
        WebRequest(path: "feed/friends", parameters: cursor?.parameters ?? [])
    }

    /// 我's card (`containerid` 100505 + uid).
    public static func profile(uid: Int64) -> WebRequest {
        container(uid: uid, prefix: "100505", cursor: nil)
    }

    /// A user's own posts (`containerid` 107603 + uid); the next page by `since_id`.
    public static func userPosts(uid: Int64, cursor: WebCursor? = nil) -> WebRequest {
        container(uid: uid, prefix: "107603", cursor: cursor)
    }

    /// One post, for its page.
    public static func showStatus(id: Int64) -> WebRequest {
        WebRequest(path: "statuses/show", parameters: [APIParameter("id", String(id))])
    }

    /// A long post's whole text (its list entry ends in 全文).
    public static func longText(id: Int64) -> WebRequest {
        WebRequest(path: "statuses/extend", parameters: [APIParameter("id", String(id))])
    }

    /// The comments under a post, hottest first as the web shows them; the
    /// next page by the `max_id` and `max_id_type` the last one gave.
    public static func comments(postID: Int64, cursor: WebCursor? = nil) -> WebRequest {
        var parameters = [APIParameter("id", String(postID)), APIParameter("mid", String(postID))]
        parameters += cursor?.parameters ?? [APIParameter("max_id_type", "0")]
        return WebRequest(path: "comments/hotflow", parameters: parameters)
    }

    /// The reposts of a post, by page (from 1).
    public static func reposts(postID: Int64, page: Int = 1) -> WebRequest {
        WebRequest(path: "api/statuses/repostTimeline", parameters: [APIParameter("id", String(postID))] + WebCursor.page(page).parameters)
    }

    /// The 消息 badge's counts. `t` is the time in milliseconds, as the
    /// web client sends it (the reply is never cached on the way).
    public static func unread(now: Int64) -> WebRequest {
        WebRequest(path: "api/remind/unread", parameters: [APIParameter("t", String(now * 1000))])
    }

    /// 消息 › @我的: posts that mention the user.
    public static func mentions(page: Int = 1) -> WebRequest {
        WebRequest(path: "message/mentionsAt", parameters: WebCursor.page(page).parameters)
    }

    /// 消息 › @我的: comments that mention the user.
    public static func commentMentions(page: Int = 1) -> WebRequest {
        WebRequest(path: "message/mentionsCmt", parameters: WebCursor.page(page).parameters)
    }

    /// 消息 › 评论: comments on the user's posts and replies to the user.
    public static func commentsToMe(page: Int = 1) -> WebRequest {
        WebRequest(path: "message/cmt", parameters: WebCursor.page(page).parameters)
    }

    /// 消息 › 赞: likes of the user's posts.
    public static func likesToMe(page: Int = 1) -> WebRequest {
        WebRequest(path: "message/attitude", parameters: WebCursor.page(page).parameters)
    }

    // MARK: Writing (each with the session's st)

    /// A new post; with the `pic_id`s of uploaded pictures, in order (the
    /// composer's `picId`, joined by commas), and a `visible` code other
    /// than 公开's 0 (which the composer leaves out).
    public static func post(text: String, st: String, pictureIDs: [String] = [], visible: Int = 0) -> WebRequest {
        var parameters = [APIParameter("content", text)]
        if visible != 0 { parameters.append(APIParameter("visible", String(visible))) }
        if !pictureIDs.isEmpty { parameters.append(APIParameter("picId", pictureIDs.joined(separator: ","))) }
        return WebRequest(method: .post, path: "api/statuses/update", parameters: parameters + [APIParameter("st", st)],
                          refererPath: "compose/", writes: true)
    }

    /// A comment on a post.
    public static func comment(postID: Int64, text: String, st: String) -> WebRequest {
        WebRequest(method: .post, path: "api/comments/create",
                   parameters: [APIParameter("content", text), APIParameter("mid", String(postID)), APIParameter("st", st)],
                   refererPath: "detail/\(postID)", writes: true)
    }

    /// A reply to comment `commentID` under post `postID`.
    public static func reply(commentID: Int64, postID: Int64, text: String, st: String) -> WebRequest {
        WebRequest(method: .post, path: "api/comments/reply",
                   parameters: [
                       APIParameter("content", text), APIParameter("mid", String(postID)),
                       APIParameter("cid", String(commentID)), APIParameter("reply", String(commentID)), APIParameter("st", st),
                   ],
                   refererPath: "detail/\(postID)", writes: true)
    }

    /// A repost of `postID` with the user's words (empty: Weibo writes 转发微博).
    public static func repost(postID: Int64, text: String, st: String) -> WebRequest {
        WebRequest(method: .post, path: "api/statuses/repost",
                   parameters: [
                       APIParameter("id", String(postID)), APIParameter("mid", String(postID)),
                       APIParameter("content", text), APIParameter("st", st),
                   ],
                   refererPath: "compose/repost?id=\(postID)", writes: true)
    }

    /// A like (`heart`, the only attitude the web sends).
    public static func like(postID: Int64, st: String) -> WebRequest {
        attitude("api/attitudes/create", postID: postID, st: st)
    }

    /// Takes a like back.
    public static func unlike(postID: Int64, st: String) -> WebRequest {
        attitude("api/attitudes/destroy", postID: postID, st: st)
    }

    // MARK: Signing in (passport v2 QR)

    /// A new QR code: its `qrid` and the image whose `data` is what to encode.
    public static func qrCode() -> WebRequest {
        WebRequest(host: .passport, path: "sso/v2/qrcode/image",
                   parameters: [APIParameter("entry", "wapsso"), APIParameter("size", "180")])
    }

    /// The QR code's state: not scanned, scanned, confirmed (with the `alt`
    /// ticket), expired. Polled, at the caller's pace (every 2–3 s).
    public static func qrState(qrid: String) -> WebRequest {
        WebRequest(host: .passport, path: "sso/v2/qrcode/check", parameters: [
            APIParameter("entry", "wapsso"), APIParameter("source", "wapsso"),
            APIParameter("url", "https://m.weibo.cn/"), APIParameter("qrid", qrid),
            APIParameter("rid", "norid"), APIParameter("ver", "20250520"),
        ])
    }

    /// Redeems the confirmed code's `alt` ticket: the reply is the
    /// cross-domain sign-in to follow (a redirect, or the list of URLs
    /// whose visits set the session's cookies).
    public static func qrSignIn(alt: String) -> WebRequest {
        WebRequest(host: .passport, path: "sso/v2/login", parameters: [
            APIParameter("entry", "wapsso"), APIParameter("source", "wapsso"),
            APIParameter("alt", alt), APIParameter("url", "https://m.weibo.cn/"),
            APIParameter("returntype", "TEXT"), APIParameter("crossdomain", "1"), APIParameter("savestate", "30"),
        ], writes: true)
    }

    // MARK: -

    private static func container(uid: Int64, prefix: String, cursor: WebCursor?) -> WebRequest {
        WebRequest(path: "api/container/getIndex", parameters: [
            APIParameter("type", "uid"), APIParameter("value", String(uid)), APIParameter("containerid", prefix + String(uid)),
        ] + (cursor?.parameters ?? []))
    }

    private static func attitude(_ path: String, postID: Int64, st: String) -> WebRequest {
        WebRequest(method: .post, path: path,
                   parameters: [APIParameter("id", String(postID)), APIParameter("attitude", "heart"), APIParameter("st", st)],
                   refererPath: "detail/\(postID)", writes: true)
    }
}
