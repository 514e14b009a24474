/// One function per mobile-web reply kind, each `(status, body, headers,
/// now)`: `headers` for a redirect's `Location`, `now` for the relative
/// dates and the long backoff.
extension WebResponse {
    /// `api/config`: signed in, else `.signedOut`.
    public static func config(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WebConfig {
        let data = try decode(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in data }
        let signedIn: Bool
        do { signedIn = try data.flag("login") } catch { throw .badResponse(error) }
        guard signedIn else { throw .signedOut }
        do throws(BadResponse) {
            let st = try data.string("st")
            guard !st.isEmpty else { throw BadResponse.missingField(path: "data.st") }
            return WebConfig(uid: try data.int64("uid"), st: st)
        } catch {
            throw .badResponse(error)
        }
    }

    /// `feed/friends`: 首页; the next page by `max_id` (0 at the end).
    public static func friendsTimeline(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WebPage<WeiboStatus> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            let (items, skipped) = try data.require("statuses").items { node throws(BadResponse) in try WeiboStatus(web: node, now: now) }
            let next = try cursorID(data, "max_id_str", "max_id", "next_cursor_str", "next_cursor").map(WebCursor.maxID)
            return WebPage(items: items, next: items.isEmpty && skipped == 0 ? nil : next, skipped: skipped, totalNumber: try data.count("total_number"))
        }
    }

    /// `api/container/getIndex` with `containerid` 100505UID: the card's `userInfo`.
    public static func profile(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WeiboUser {
        try decode(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in try WeiboUser(web: data.require("userInfo")) }
    }

    /// `profile`, of the signed-in `uid` (the one `api/config` gave): a card
    /// whose `userInfo.id` is another's is `.otherUser`, one line that says
    /// so, rather than someone else's name and counts on 我.
    public static func profile(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64, uid: Int64) throws(APIError) -> WeiboUser {
        let user = try profile(status: status, body: body, headers: headers, now: now)
        guard user.id == uid else { throw .badResponse(.otherUser(path: "data.userInfo.id", expected: uid, found: user.id)) }
        return user
    }

    /// `api/container/getIndex` with `containerid` 107603UID: the posts
    /// (cards of `card_type` 9; other cards are the page's furniture), the
    /// next page by `cardlistInfo.since_id`.
    public static func userPosts(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WebPage<WeiboStatus> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            let (cards, skipped) = try data.require("cards").items { card throws(BadResponse) -> WeiboStatus? in
                guard try card.field("card_type")?.int() == 9 else { return nil }
                return try WeiboStatus(web: card.require("mblog"), now: now)
            }
            let items = cards.compactMap { $0 }
            let info = try data.field("cardlistInfo")
            let next = try info.flatMap { info throws(BadResponse) in try cursorID(info, "since_id") }.map(WebCursor.sinceID)
            return WebPage(items: items, next: items.isEmpty && skipped == 0 ? nil : next, skipped: skipped, totalNumber: try info?.count("total") ?? 0)
        }
    }

    /// `statuses/show`, and the writes that answer with the new post
    /// (`api/statuses/update`, `api/statuses/repost`).
    public static func status(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WeiboStatus {
        try decode(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in try WeiboStatus(web: data, now: now) }
    }

    /// `statuses/extend`: a long post's whole text, as plain text.
    public static func longText(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> String {
        try decode(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            WebText.plain(try data.string("longTextContent")).text
        }
    }

    /// `comments/hotflow`: comments, each followed by the replies shown
    /// under it (their `replyComment` is the comment they answer); the
    /// next page by `max_id` and `max_id_type`. No comments at all comes as
    /// `ok: 0` ("快来发表你的评论吧"): an empty, final page.
    public static func comments(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WebPage<WeiboComment> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            let (threads, skipped) = try data.require("data").items { node throws(BadResponse) -> [WeiboComment] in
                try thread(node) { node throws(BadResponse) in try WeiboComment(web: node, now: now) }
            }
            let next = try cursorID(data, "max_id").map { id throws(BadResponse) in WebCursor.hotflow(maxID: id, type: try data.field("max_id_type")?.int() ?? 0) }
            let items = threads.flatMap { $0 }
            return WebPage(items: items, next: items.isEmpty && skipped == 0 ? nil : next, skipped: skipped, totalNumber: try data.count("total_number"))
        }
    }

    /// `api/statuses/repostTimeline` for page `page`: the next page while
    /// `page` is below `max`, the reply's page count.
    public static func reposts(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<WeiboStatus> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            try reposts(data, pages: "max", page: page) { node throws(BadResponse) in try WeiboStatus(web: node, now: now) }
        }
    }

    /// A repost list in either shape: `node`'s `data`, the next page while
    /// `page` is below the count in `pages`, `total_number` the whole.
    static func reposts(_ node: JSONNode, pages: String, page: Int, _ read: (JSONNode) throws(BadResponse) -> WeiboStatus) throws(BadResponse) -> WebPage<WeiboStatus> {
        let (items, skipped) = try node.require("data").items(read)
        let last = try node.count(pages)
        let next: WebCursor? = !items.isEmpty && page < last ? .page(page + 1) : nil
        return WebPage(items: items, next: next, skipped: skipped, totalNumber: try node.count("total_number"))
    }

    /// `api/remind/unread`: the 消息 badge (`attitude` is likes, `follower` new fans).
    public static func unread(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WeiboUnreadCount {
        try decode(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            WeiboUnreadCount(
                comments: try data.count("cmt"),
                mentionStatuses: try data.count("mention_status"),
                mentionComments: try data.count("mention_cmt"),
                directMessages: try data.count("dm"),
                followers: try data.count("follower"),
                likes: try data.count("attitude")
            )
        }
    }

    /// `message/mentionsAt` (page `page`): posts that @ the user.
    public static func mentions(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<WeiboStatus> {
        try messageList(status: status, body: body, headers: headers, page: page, now: now) { node throws(BadResponse) in try WeiboStatus(web: node, now: now) }
    }

    /// `message/mentionsCmt` and `message/cmt` (page `page`): comments,
    /// each with the post it is under and, for a reply, the comment it answers.
    public static func commentList(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<WeiboComment> {
        try messageList(status: status, body: body, headers: headers, page: page, now: now) { node throws(BadResponse) in try WeiboComment(web: node, now: now) }
    }

    /// `message/attitude` (page `page`): likes of the user's posts.
    public static func likes(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<WebLike> {
        try messageList(status: status, body: body, headers: headers, page: page, now: now) { node throws(BadResponse) in try WebLike(web: node, now: now) }
    }

    /// `api/comments/create`, `api/comments/reply`: the new comment.
    public static func comment(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WeiboComment {
        try decode(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in try WeiboComment(web: data, now: now) }
    }

    /// `api/attitudes/create` and `destroy`: done, or the error.
    public static func attitude(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) {
        _ = try data(status: status, body: body, headers: headers, now: now)
    }

    // MARK: -

    /// 消息's lists: `data` is the array itself; the next page while one came back.
    static func messageList<T>(
        status: Int, body: [UInt8], headers: [APIParameter], page: Int, now: Int64,
        _ read: (JSONNode) throws(BadResponse) -> T
    ) throws(APIError) -> WebPage<T> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            let (items, skipped) = try data.items(read)
            return WebPage(items: items, next: items.isEmpty && skipped == 0 ? nil : .page(page + 1), skipped: skipped)
        }
    }

    /// A comment and the replies shown under it, in either shape: a reply
    /// that answers none of them answers the root. One that cannot be read
    /// costs only itself.
    static func thread(_ node: JSONNode, _ read: (JSONNode) throws(BadResponse) -> WeiboComment) throws(BadResponse) -> [WeiboComment] {
        let root = try read(node)
        var thread = [root]
        if let replies = try node.field("comments"), case .array = replies.value {
            for var child in try replies.items(read).items {
                if child.replyComment == nil { child.replyComment = root }
                thread.append(child)
            }
        }
        return thread
    }

    /// The first of `keys` that holds a cursor id (a number or a string of
    /// digits other than 0); nil when none does: the list's end.
    static func cursorID(_ node: JSONNode, _ keys: String...) throws(BadResponse) -> String? {
        for key in keys {
            guard let field = try node.field(key) else { continue }
            let id: Int64
            switch field.value {
            case .int(let number): id = number
            case .string(let text): guard let number = Int64(text) else { continue }; id = number
            default: continue
            }
            return id > 0 ? String(id) : nil
        }
        return nil
    }
}
