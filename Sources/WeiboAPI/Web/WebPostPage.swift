/// A post page's lists beyond its comments, on either route: who liked the
/// post (赞) and a root comment's replies (楼中楼). The shapes were learnt
/// from public clients: m.weibo.cn's `api/attitudes/show?id=&page=`
/// answers `data.data` (each like's `created_at` and `user`) with the page
/// count in `data.max`; its `comments/hotFlowChild?cid=&max_id=&max_id_type=0`
/// answers the replies in `data` itself, the next page by `max_id` beside
/// it (0 at the end). weibo.com's `ajax/statuses/likeShow` answers its
/// likers in `data` (a list, or an object's `list`), each a like holding
/// `user` or the user itself, the pages in `max_page`; its thread is
/// `ajax/statuses/buildComments` with `fetch_level=1` and the root's id,
/// in buildComments' own shape. Comments newest first (按时间) are
/// m.weibo.cn's `api/comments/show?id=&page=` (`data.data`, pages in
/// `data.max`) and weibo.com's `buildComments` at `flow=1`. The reposts
/// (`repostTimeline`) and the hot comments (`hotflow`, `buildComments`
/// at `flow=0`) are WebRequest+Endpoints' and DesktopRequests'.
extension WebRequest {
    /// Page `page` (from 1) of who liked `postID`.
    public static func postLikes(postID: Int64, page: Int = 1) -> WebRequest {
        WebRequest(path: "api/attitudes/show", parameters: [APIParameter("id", String(postID))] + WebCursor.page(page).parameters,
                   refererPath: "detail/\(postID)")
    }

    /// The replies under root comment `commentID`, oldest first as the
    /// thread reads; the next page by the `max_id` the last one gave.
    public static func commentReplies(commentID: Int64, cursor: WebCursor? = nil) -> WebRequest {
        var maxID = "0"
        if case .maxID(let id) = cursor { maxID = id }
        return WebRequest(path: "comments/hotFlowChild",
                          parameters: [APIParameter("cid", String(commentID)), APIParameter("max_id", maxID), APIParameter("max_id_type", "0")])
    }

    /// Page `page` (from 1) of `postID`'s comments newest first (按时间),
    /// replies among them.
    public static func commentsNewest(postID: Int64, page: Int = 1) -> WebRequest {
        WebRequest(path: "api/comments/show", parameters: [APIParameter("id", String(postID))] + WebCursor.page(page).parameters,
                   refererPath: "detail/\(postID)")
    }

    /// weibo.com's comments of `postID` newest first (`flow=1`), 20 a page
    /// by the `max_id` the last one gave.
    public static func desktopCommentsNewest(postID: Int64, cursor: WebCursor? = nil) -> WebRequest {
        var parameters = [
            APIParameter("flow", "1"), APIParameter("is_reload", "1"), APIParameter("id", String(postID)),
            APIParameter("is_show_bulletin", "2"), APIParameter("is_mix", "0"),
        ]
        if case .maxID(let id) = cursor { parameters.append(APIParameter("max_id", id)) }
        parameters += [APIParameter("count", "20"), APIParameter("fetch_level", "0"), APIParameter("locale", "zh-CN")]
        return desktop("ajax/statuses/buildComments", parameters, refererPath: "")
    }

    /// weibo.com's page `page` of who liked `postID`, 10 a page.
    public static func desktopPostLikes(postID: Int64, page: Int = 1) -> WebRequest {
        desktop("ajax/statuses/likeShow", [
            APIParameter("id", String(postID)), APIParameter("attitude_type", "0"), APIParameter("attitude_enable", "1"),
            APIParameter("page", String(max(1, page))), APIParameter("count", "10"),
        ], refererPath: "")
    }

    /// weibo.com's replies under root comment `commentID` (`flow=1`,
    /// `fetch_level=1`), 20 a page; `authorUID` is the root's writer.
    public static func desktopCommentReplies(commentID: Int64, authorUID: Int64?, cursor: WebCursor? = nil) -> WebRequest {
        var maxID = "0"
        if case .maxID(let id) = cursor { maxID = id }
        var parameters = [
            APIParameter("flow", "1"), APIParameter("is_reload", "1"), APIParameter("id", String(commentID)),
            APIParameter("is_show_bulletin", "2"), APIParameter("is_mix", "1"), APIParameter("fetch_level", "1"),
            APIParameter("max_id", maxID), APIParameter("count", "20"),
        ]
        if let authorUID { parameters.append(APIParameter("uid", String(authorUID))) }
        return desktop("ajax/statuses/buildComments", parameters + [APIParameter("locale", "zh-CN")], refererPath: "")
    }
}

/// Someone who liked a post, and when (weibo.com does not always say).
public struct WebLiker: Sendable, Hashable {
    public var user: WeiboUser
    /// Unix seconds; nil when the reply did not say.
    public var createdAt: Int64?

    public init(user: WeiboUser, createdAt: Int64?) {
        self.user = user
        self.createdAt = createdAt
    }
}

extension WebResponse {
    /// `api/attitudes/show` for page `page`: the next page while `page` is
    /// below `data.max`. A post nobody liked comes as `ok: 0` without an
    /// errno: an empty, final page.
    public static func postLikes(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<WebLiker> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            let (items, skipped) = try data.require("data").items { node throws(BadResponse) in
                WebLiker(user: try WeiboUser(web: node.require("user")), createdAt: try node.require("created_at").webDate(now: now))
            }
            let pages = try data.count("max")
            let next: WebCursor? = (!items.isEmpty || skipped > 0) && page < pages ? .page(page + 1) : nil
            return WebPage(items: items, next: next, skipped: skipped, totalNumber: try data.count("total_number"))
        }
    }

    /// `comments/hotFlowChild`: the replies in `data`, each marked as under
    /// `rootID`; the next page by the `max_id` beside it (0 at the end).
    public static func commentReplies(status: Int, body: [UInt8], headers: [APIParameter] = [], rootID: Int64,
                                      now: Int64) throws(APIError) -> WebPage<WeiboComment> {
        let root = try root(status: status, body: body, headers: headers, now: now)
        // Anything but an answer is the envelope's to word (signed out, refused, the end).
        guard (try? root.field("ok")?.int()) == 1, (200..<300).contains(status) else {
            return try decodeList(status: status, body: body, headers: headers, now: now) { _ throws(BadResponse) in WebPage(items: []) }
        }
        do throws(BadResponse) {
            let (items, skipped) = try root.require("data").items { node throws(BadResponse) in try WeiboComment(web: node, now: now) }
            let next = try cursorID(root, "max_id").map(WebCursor.maxID)
            return WebPage(items: items.map { $0.underRoot(rootID) }, next: items.isEmpty && skipped == 0 ? nil : next, skipped: skipped,
                           totalNumber: try root.count("total_number"))
        } catch {
            throw .badResponse(error)
        }
    }

    /// `api/comments/show` for page `page`: `data.data`, newest first, the
    /// next page while `page` is below `data.max`; a reply there names the
    /// comment it answers by `reply_id` (its thread's root when no
    /// `rootid` says otherwise). No comments comes as `ok: 0`: the end.
    public static func commentsNewest(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<WeiboComment> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            let (items, skipped) = try data.require("data").items { node throws(BadResponse) in
                var comment = try WeiboComment(web: node, now: now)
                if comment.rootID == nil, let answered = try? node.field("reply_id")?.int64(), answered > 0, answered != comment.id {
                    comment.rootID = answered
                }
                return comment
            }
            let pages = try data.count("max")
            let next: WebCursor? = (!items.isEmpty || skipped > 0) && page < pages ? .page(page + 1) : nil
            return WebPage(items: items, next: next, skipped: skipped, totalNumber: try data.count("total_number"))
        }
    }

    /// `ajax/statuses/likeShow` for page `page`: the next page while `page`
    /// is below `max_page` (or, without it, while a page came back).
    public static func desktopPostLikes(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<WebLiker> {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            var list = try root.require("data")
            if case .object = list.value { list = try list.require("list") }
            let (items, skipped) = try list.items { node throws(BadResponse) in
                let user = try node.field("user") ?? node
                let when = try node.field("created_at").flatMap { date throws(BadResponse) in try? date.webDate(now: now) }
                return WebLiker(user: try WeiboUser(user, shape: .desktop), createdAt: when)
            }
            let pages = try root.optionalCount("max_page")
            let more = pages.map { page < $0 } ?? (!items.isEmpty || skipped > 0)
            return WebPage(items: items, next: more ? .page(page + 1) : nil, skipped: skipped, totalNumber: try root.count("total_number"))
        }
    }

    /// weibo.com's thread: buildComments' shape, each reply marked as under `rootID`.
    public static func desktopCommentReplies(status: Int, body: [UInt8], headers: [APIParameter] = [], rootID: Int64,
                                             now: Int64) throws(APIError) -> WebPage<WeiboComment> {
        var page = try desktopComments(status: status, body: body, headers: headers, now: now)
        page.items = page.items.filter { $0.id != rootID }.map { $0.underRoot(rootID) }
        return page
    }
}

extension WeiboComment {
    /// This reply as one of `rootID`'s thread.
    func underRoot(_ rootID: Int64) -> WeiboComment {
        var reply = self
        reply.rootID = rootID
        return reply
    }
}
