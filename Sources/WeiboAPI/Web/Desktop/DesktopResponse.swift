import WeiboCore

/// One function per weibo.com `/ajax` reply kind, each `(status, body,
/// headers, now)` like the mobile web's. What is not the reply's content
/// (HTTP 432/418, a captcha page, a redirect to the sign-in, HTML, broken
/// JSON) is `WebResponse.root`'s, as for the mobile web.
///
/// The envelope: `ok: 1` is an answer, its content under `data` for some
/// replies (get_config, profile/info, mymblog, longtext, hotSearch, the
/// writes) and beside `ok` for others (friendstimeline's `statuses`,
/// show's post, buildComments' and repostTimeline's `data` list, allGroups'
/// `groups`); `ok: -100` (its `url` the passport's sign-in) is signed out;
/// any other `ok` a refusal, its words in `message` or `msg`, its code in
/// `error_code` or `errno`.
extension WebResponse {
    /// `ajax/config/get_config`: the signed-in uid, from `data.uid` (a
    /// number or its text), `data.user.id`, else the reply's `x-log-uid`
    /// header; `st` is empty (the desktop's token is the XSRF-TOKEN cookie).
    /// `data.login` false is `.signedOut`.
    public static func desktopConfig(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WebConfig {
        let config = try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) -> WebConfig? in
            let data = try root.field("data")
            if let data, try data.field("login") != nil, try !data.flag("login") { return nil }
            var uid = try data?.field("uid")
            if uid == nil, let user = try data?.field("user") { uid = try user.field("id") }
            if let uid { return WebConfig(uid: try uid.int64(), st: "") }
            if let logged = header("x-log-uid", in: headers), let number = Int64(logged.trimmingCharacters(in: " ")), number > 0 {
                return WebConfig(uid: number, st: "")
            }
            throw BadResponse.missingField(path: "data.uid")
        }
        guard let config else { throw .signedOut }
        return config
    }

    /// `ajax/feed/friendstimeline`: 首页; `statuses` beside `ok`, the next
    /// page by `max_id` (0 or absent at the end).
    public static func desktopTimeline(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WebPage<WeiboStatus> {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            let (items, skipped) = try root.require("statuses").items { node throws(BadResponse) in try WeiboStatus(desktop: node, now: now) }
            let next = try cursorID(root, "max_id_str", "max_id").map(WebCursor.maxID)
            return WebPage(items: items, next: items.isEmpty && skipped == 0 ? nil : next, skipped: skipped, totalNumber: try root.count("total_number"))
        }
    }

    /// `ajax/profile/info`: the card, `data.user`.
    public static func desktopProfile(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WeiboUser {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            try WeiboUser(desktop: root.require("data").require("user"))
        }
    }

    /// `desktopProfile` of the signed-in `uid`: another's card is
    /// `.otherUser`, as the mobile web's `profile(…, uid:)` says.
    public static func desktopProfile(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64, uid: Int64) throws(APIError) -> WeiboUser {
        let user = try desktopProfile(status: status, body: body, headers: headers, now: now)
        guard user.id == uid else { throw .badResponse(.otherUser(path: "data.user.id", expected: uid, found: user.id)) }
        return user
    }

    /// `ajax/statuses/mymblog` for page `page`: `data.list`; the next page
    /// unless this one came back empty.
    public static func desktopUserPosts(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64, page: Int) throws(APIError) -> WebPage<WeiboStatus> {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            let data = try root.require("data")
            let (items, skipped) = try data.require("list").items { node throws(BadResponse) in try WeiboStatus(desktop: node, now: now) }
            let next: WebCursor? = items.isEmpty && skipped == 0 ? nil : .page(page + 1)
            return WebPage(items: items, next: next, skipped: skipped, totalNumber: try data.count("total"))
        }
    }

    /// `ajax/statuses/show`: the post, the reply itself.
    public static func desktopStatus(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WeiboStatus {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            try WeiboStatus(desktop: payload(root), now: now)
        }
    }

    /// `ajax/statuses/longtext`: `data.longTextContent`, plain text (its
    /// short links written out through `data.url_struct`).
    public static func desktopLongText(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> String {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            let data = try root.require("data")
            return try DesktopText.plain(data.string("longTextContent"), links: data)
        }
    }

    /// `ajax/statuses/buildComments`: the `data` list beside `ok`, each
    /// comment followed by the replies shown under it (`comments`; their
    /// `replyComment` the comment they answer, as `comments` gives
    /// hotflow's), the next page by `max_id` (0 at the end).
    public static func desktopComments(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WebPage<WeiboComment> {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            let (threads, skipped) = try root.require("data").items { node throws(BadResponse) -> [WeiboComment] in
                try thread(node) { node throws(BadResponse) in try WeiboComment(desktop: node, now: now) }
            }
            let items = threads.flatMap { $0 }
            let next = try cursorID(root, "max_id").map(WebCursor.maxID)
            return WebPage(items: items, next: items.isEmpty && skipped == 0 ? nil : next, skipped: skipped, totalNumber: try root.count("total_number"))
        }
    }

    /// `ajax/statuses/repostTimeline` for page `page`: the `data` list
    /// beside `ok`; the next page while `page` is below `max_page`.
    public static func desktopReposts(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64, page: Int) throws(APIError) -> WebPage<WeiboStatus> {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            try reposts(root, pages: "max_page", page: page) { node throws(BadResponse) in try WeiboStatus(desktop: node, now: now) }
        }
    }

    /// `ajax/feed/allGroups`: the account's groups of people, in order,
    /// from every section of `groups`: Weibo's own entries (`sysgroup`: 全部
    /// 关注, 最新微博) and 热门's channels (a `containerid` of 102803…) are
    /// no groups of people and left out; one without a `gid` or `title` is
    /// skipped alone and counted.
    public static func desktopGroups(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WebPage<FeedGroup> {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            var groups: [FeedGroup] = [], skipped = 0
            for section in try root.require("groups").array() {
                guard let list = try section.field("group") else { continue }
                let (read, bad) = try list.items { node throws(BadResponse) -> FeedGroup? in
                    let gid = try node.require("gid")
                    var id = (try? gid.string()) ?? ""
                    if id.isEmpty { id = String(try gid.int64()) }
                    let title = try node.string("title").trimmingSpaces
                    guard !title.isEmpty else { throw .missingField(path: "title") }
                    let channel = ((try? node.field("containerid")?.string()) ?? nil)?.hasPrefix("102803") ?? false
                    if (try node.field("sysgroup")?.bool()) == true || channel { return nil }
                    return FeedGroup(id: id, name: title)
                }
                for group in read.compactMap({ $0 }) where !groups.contains(where: { $0.id == group.id }) { groups.append(group) }
                skipped += bad
            }
            return WebPage(items: groups, skipped: skipped)
        }
    }

    /// `ajax/side/hotSearch`: `data.realtime`, advertisements (`is_ad`)
    /// left out; `rank` is `realpos`, else the place in the list; `heat`
    /// is `num`, `label` is `label_name`.
    public static func desktopHotSearch(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> [HotWord] {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            let (entries, _) = try root.require("data").require("realtime").items { node throws(BadResponse) -> HotWord? in
                if try node.flag("is_ad") { return nil }
                let word = try node.string("word").trimmingCharacters(in: " ")
                guard !word.isEmpty else { throw BadResponse.missingField(path: node.path + ".word") }
                let rank = (try? node.field("realpos")?.int()) ?? nil
                let heat = (try? node.field("num")?.int64()) ?? nil
                return HotWord(rank: rank ?? 0, word: word, heat: heat, label: (try? node.optionalString("label_name")) ?? "")
            }
            return entries.compactMap { $0 }.enumerated().map { place, entry in
                var entry = entry
                if entry.rank <= 0 { entry.rank = place + 1 }
                return entry
            }
        }
    }

    /// `ajax/statuses/update` and `ajax/statuses/normal_repost`: the new post.
    public static func desktopWrittenStatus(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WeiboStatus {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            try WeiboStatus(desktop: payload(root), now: now)
        }
    }

    /// `ajax/comments/create` and `ajax/comments/reply`: the new comment.
    public static func desktopWrittenComment(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WeiboComment {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            try WeiboComment(desktop: payload(root), now: now)
        }
    }

    /// `ajax/statuses/setLike` and `cancelLike`: done, or the error.
    public static func desktopAttitude(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) {
        _ = try desktopRoot(status: status, body: body, headers: headers, now: now)
    }

    // MARK: -

    /// weibo.com's envelope checked: the root object of an `ok: 1` reply.
    static func desktopRoot(status: Int, body: [UInt8], headers: [APIParameter], now: Int64) throws(APIError) -> JSONNode {
        let root = try root(status: status, body: body, headers: headers, now: now)
        let ok: Int
        do { ok = try envelope(root) } catch { throw .badResponse(error) }
        if ok == -100 { throw .signedOut }
        guard ok == 1 else { throw desktopRefusal(root) }
        guard (200..<300).contains(status) else { throw .badResponse(.unexpectedStatus(status)) }
        return root
    }

    /// The reply's `ok`, which an object must hold.
    private static func envelope(_ root: JSONNode) throws(BadResponse) -> Int {
        guard case .object = root.value else { throw .wrongType(path: "(reply)", expected: .object, found: root.value.kind) }
        return try root.require("ok").int()
    }

    /// An `ok` other than 1 and -100: `error_code` (or `errno`) and
    /// `message` (or `msg`); a sign-in `url` or Weibo's "please sign in"
    /// is `.signedOut`, a repeat `.repeatedContent`.
    static func desktopRefusal(_ root: JSONNode) -> APIError {
        func text(_ key: String) -> String? { (try? root.optionalString(key)) ?? nil }
        let code = ["error_code", "errno"].lazy.compactMap { key in (try? root.field(key)?.int()) ?? nil }.first ?? 0
        let message = text("message") ?? text("msg") ?? ""
        if APIError.repeatCodes.contains(code) { return .repeatedContent(code: code) }
        if code == 100005 || message.contains("请先登录") || isSignIn((text("url") ?? "").lowercased()) { return .signedOut }  // data: Weibo's own words
        return .api(code: code, message: message)
    }

    /// `read` on the checked root; nil from `read` is for the caller to word.
    static func desktopDecode<T>(
        status: Int, body: [UInt8], headers: [APIParameter], now: Int64,
        _ read: (JSONNode) throws(BadResponse) -> T
    ) throws(APIError) -> T {
        let root = try desktopRoot(status: status, body: body, headers: headers, now: now)
        do { return try read(root) } catch { throw .badResponse(error) }
    }

    /// The object a reply is about: its `data` when that is an object, else the reply itself.
    private static func payload(_ root: JSONNode) throws(BadResponse) -> JSONNode {
        if let data = try root.field("data"), case .object = data.value { return data }
        return root
    }
}
