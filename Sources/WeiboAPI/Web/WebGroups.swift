import WeiboCore

/// 分组: one group's timeline (the groups themselves are weibo.com's
/// `ajax/feed/allGroups`, `desktopGroups`). The shapes were learnt from
/// public clients: m.weibo.cn's `feed/group?gid=` answers `data.statuses` as `feed/friends` does,
/// weibo.com's `ajax/feed/groupstimeline?list_id=` `statuses` beside `ok`
/// as `friendstimeline` does; each pages by `max_id`.
extension WebRequest {
    /// A group's newest posts on m.weibo.cn (`max_id` for an older page).
    public static func groupTimeline(gid: String, cursor: WebCursor? = nil) -> WebRequest {
        WebRequest(path: "feed/group", parameters: [APIParameter("gid", gid)] + (cursor?.parameters ?? []), refererPath: "")
    }

    /// The same on weibo.com.
    public static func desktopGroupTimeline(gid: String, cursor: WebCursor? = nil, count: Int = 25) -> WebRequest {
        var parameters = [APIParameter("list_id", gid), APIParameter("refresh", "4"), APIParameter("fast_refresh", "1")]
        if case .maxID(let id) = cursor { parameters.append(APIParameter("max_id", id)) }
        parameters.append(APIParameter("count", String(max(1, count))))
        return WebRequest(host: .desktop, path: "ajax/feed/groupstimeline", parameters: parameters, refererPath: "")
    }
}
