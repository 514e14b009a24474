import WeiboCore

/// m.weibo.cn's search of all Weibo: a word's posts (综合, `containerid`
/// `100103type=1&q=WORD`) and a topic's page (`231522type=1&t=10&q=#T#`),
/// by page, as the mobile site's search page asks (`page_type=searchall`).
extension WebRequest {
    /// The container a query is read from.
    public static func searchContainer(_ query: WeiboSearchQuery) -> String {
        query.isTopic ? "231522type=1&t=10&q=" + query.text : "100103type=1&q=" + query.text
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
