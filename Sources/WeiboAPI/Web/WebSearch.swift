import WeiboCore

/// m.weibo.cn's search of all Weibo: a word's posts (综合, `containerid`
/// `100103type=1&q=WORD`) and a topic's page (`231522type=1&t=10&q=#T#`),
/// by page, as the mobile site's search page asks (`page_type=searchall`).
extension WebRequest {
    /// The container a query is read from.
    public static func searchContainer(_ query: WeiboSearchQuery) -> String {
        switch query.kind {
        case .posts: query.isTopic ? "231522type=1&t=10&q=" + query.text : "100103type=1&q=" + query.text
        case .realtime: "100103type=61&q=" + query.text
        case .users: "100103type=3&q=" + query.text
        case .topics: "100103type=38&q=" + query.text
        }
    }

    /// Page `page` (from 1) of `query`'s posts.
    public static func searchPosts(_ query: WeiboSearchQuery, page: Int = 1) -> WebRequest {
        var parameters = [APIParameter("containerid", searchContainer(query)), APIParameter("page_type", "searchall")]
        if page > 1 { parameters.append(APIParameter("page", String(page))) }
        return WebRequest(path: "api/container/getIndex", parameters: parameters,
                          refererPath: "search?containerid=" + FormEncoding.escape(searchContainer(query)))
    }
}

extension WebResponse {
    /// 用户 (`type=3`): every `user` in the cards and their `card_group`s
    /// (card_type 10), one that cannot be read skipped alone; the next
    /// page as `cardlistInfo.page` says, as for posts.
    public static func searchPeople(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<WeiboUser> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            var items: [WeiboUser] = [], skipped = 0
            for card in try data.require("cards").array() {
                let group = try card.field("card_group")?.array() ?? [card]
                for node in group {
                    guard let user = try node.field("user") else { continue }
                    do { items.append(try WeiboUser(web: user)) } catch { skipped += 1 }
                }
            }
            return WebPage(items: items, next: try nextSearchPage(data, page: page, found: items.count + skipped), skipped: skipped)
        }
    }

    /// 话题 (`type=38`): the cards with a `title_sub` (`#name#`) and the
    /// lines under it (`desc1`, `desc2`); a card without a name is skipped.
    public static func searchTopics(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<FoundTopic> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            var items: [FoundTopic] = [], skipped = 0
            for card in try data.require("cards").array() {
                let group = try card.field("card_group")?.array() ?? [card]
                for node in group where try node.field("title_sub") != nil {
                    let title = (try? node.optionalString("title_sub")) ?? nil
                    let name = WebText.plain(title ?? "").text.trimmingCharacters(in: "#").trimmingSpaces
                    guard !name.isEmpty else { skipped += 1; continue }
                    items.append(FoundTopic(name: name, summary: WebText.plain(((try? node.optionalString("desc1")) ?? nil) ?? "").text,
                                            detail: WebText.plain(((try? node.optionalString("desc2")) ?? nil) ?? "").text))
                }
            }
            return WebPage(items: items, next: try nextSearchPage(data, page: page, found: items.count + skipped), skipped: skipped)
        }
    }

    /// `cardlistInfo.page` while it passes `page` and this page found something.
    static func nextSearchPage(_ data: JSONNode, page: Int, found: Int) throws(BadResponse) -> WebCursor? {
        guard found > 0, let offered = try data.field("cardlistInfo")?.field("page")?.int(), offered > page else { return nil }
        return .page(offered)
    }

    /// A search's page: the posts of `card_type` 9 cards, also inside the
    /// `card_group` of a `card_type` 11 card (how the 综合 page groups
    /// them); other cards (people, topics, pictures) are the page's
    /// furniture. The next page is `cardlistInfo.page` while it passes
    /// `page`; an empty page, or `ok: 0` ("这里还没有内容"), ends it.
    public static func searchPosts(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, now: Int64) throws(APIError) -> WebPage<WeiboStatus> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            var items: [WeiboStatus] = [], skipped = 0
            for card in try data.require("cards").array() {
                let group = try card.field("card_group")?.array() ?? [card]
                for node in group where try node.field("card_type")?.int() == 9 {
                    do { items.append(try WeiboStatus(web: node.require("mblog"), now: now)) } catch { skipped += 1 }
                }
            }
            let offered = try data.field("cardlistInfo")?.field("page")?.int()
            let next: WebCursor? = (items.isEmpty && skipped == 0) ? nil : offered.flatMap { $0 > page ? .page($0) : nil }
            return WebPage(items: items, next: next, skipped: skipped, totalNumber: try data.field("cardlistInfo")?.count("total") ?? 0)
        }
    }
}
