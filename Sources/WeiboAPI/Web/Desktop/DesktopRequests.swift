/// One builder per weibo.com `/ajax` endpoint of the web session's second
/// route (the desktop site's own JSON, the one its pages' scripts read).
/// Ids are decimal mids, as on the mobile web. Writes carry no `st`: the
/// desktop site's CSRF token is the `XSRF-TOKEN` cookie, which the sender
/// copies into the `X-XSRF-TOKEN` header. `refererPath` is relative to the
/// desktop host: "" is the home page, `u/UID` a person's page,
/// `UID/MBLOGID` a post's.
extension WebRequest {
    // MARK: The session

    /// Who is signed in: `data.uid` (or the `x-log-uid` header the reply
    /// carries). Its reply sets the `XSRF-TOKEN` cookie writes need.
    public static func desktopConfig() -> WebRequest {
        desktop("ajax/config/get_config", refererPath: "")
    }

    // MARK: Reading

    /// 首页 (the people the user follows, newest first), as the home
    /// page's script asks it: `list_id` (the group; "" for all, which is
    /// the one parameter the reply needs), `refresh=4`, `since_id=0`,
    /// `count`; the next page by the `max_id` the last one gave.
    public static func desktopFriendsTimeline(cursor: WebCursor? = nil, count: Int = 25, listID: String = "") -> WebRequest {
        var parameters = [APIParameter("list_id", listID), APIParameter("refresh", "4"), APIParameter("since_id", "0")]
        if case .maxID(let id) = cursor { parameters.append(APIParameter("max_id", id)) }
        parameters.append(APIParameter("count", String(max(1, count))))
        return desktop("ajax/feed/friendstimeline", parameters, refererPath: "")
    }

    /// A person's card: `data.user`.
    public static func desktopProfile(uid: Int64) -> WebRequest {
        desktop("ajax/profile/info", [APIParameter("uid", String(uid))], refererPath: "u/\(uid)")
    }

    /// A person's own posts, by page (from 1); `feature=0` is all of them.
    public static func desktopUserPosts(uid: Int64, page: Int = 1) -> WebRequest {
        desktop("ajax/statuses/mymblog", [APIParameter("uid", String(uid)), APIParameter("page", String(max(1, page))), APIParameter("feature", "0")],
                refererPath: "u/\(uid)")
    }

    /// One post (its object is the reply itself).
    public static func desktopShowStatus(id: Int64) -> WebRequest {
        desktop("ajax/statuses/show", [APIParameter("id", String(id))], refererPath: "")
    }

    /// A long post's whole text (`data.longTextContent`).
    public static func desktopLongText(id: Int64) -> WebRequest {
        desktop("ajax/statuses/longtext", [APIParameter("id", String(id))], refererPath: "")
    }

    /// The comments under a post, as its page asks them: hottest first
    /// (`flow=0`), each with the replies shown under it; 10 on the first
    /// page, 20 after, the next page by the `max_id` the last one gave.
    /// `authorUID`, the post's author, is sent as `uid` when known (and
    /// makes the Referer the post's page).
    public static func desktopComments(postID: Int64, authorUID: Int64? = nil, cursor: WebCursor? = nil) -> WebRequest {
        var parameters = [
            APIParameter("flow", "0"), APIParameter("is_reload", "1"), APIParameter("id", String(postID)),
            APIParameter("is_show_bulletin", "2"), APIParameter("is_mix", "0"),
        ]
        var next: String?
        if case .maxID(let id) = cursor { next = id }
        if let next { parameters.append(APIParameter("max_id", next)) }
        parameters.append(APIParameter("count", next == nil ? "10" : "20"))
        if let authorUID { parameters.append(APIParameter("uid", String(authorUID))) }
        parameters += [APIParameter("fetch_level", "0"), APIParameter("locale", "zh-CN")]
        return desktop("ajax/statuses/buildComments", parameters, refererPath: postPage(postID, authorUID: authorUID))
    }

    /// The reposts of a post, by page (from 1), 10 a page.
    public static func desktopReposts(postID: Int64, page: Int = 1) -> WebRequest {
        desktop("ajax/statuses/repostTimeline", [
            APIParameter("id", String(postID)), APIParameter("page", String(max(1, page))),
            APIParameter("moduleID", "feed"), APIParameter("count", "10"),
        ], refererPath: "")
    }

    /// The user's groups (全部关注, 最新微博, 特别关注, their own), whose
    /// `gid` is a timeline's `list_id`.
    public static func desktopGroups() -> WebRequest {
        desktop("ajax/feed/allGroups", [APIParameter("is_new_segment", "1"), APIParameter("fetch_hot", "1")], refererPath: "")
    }

    /// 微博热搜, the home page's side list.
    public static func desktopHotSearch() -> WebRequest {
        desktop("ajax/side/hotSearch", refererPath: "")
    }

    // MARK: Writing (the XSRF-TOKEN cookie, copied by the sender)

    /// A new post without pictures, 公开 (`visible=0`) unless said; with
    /// `media`, the uploaded video it carries (`VideoUpload.media`).
    public static func desktopPost(text: String, visible: Int = 0, media: String = "{}") -> WebRequest {
        write("ajax/statuses/update", [
            APIParameter("content", text), APIParameter("pic_id", ""), APIParameter("visible", String(visible)),
            APIParameter("share_id", ""), APIParameter("media", media), APIParameter("vote", "{}"),
        ])
    }

    /// A comment on a post, not reposted with it.
    public static func desktopComment(postID: Int64, text: String) -> WebRequest {
        write("ajax/comments/create", [APIParameter("id", String(postID)), APIParameter("comment", text)] + commentFlags)
    }

    /// A reply to comment `commentID` under post `postID`.
    public static func desktopReply(commentID: Int64, postID: Int64, text: String) -> WebRequest {
        write("ajax/comments/reply", [
            APIParameter("id", String(postID)), APIParameter("cid", String(commentID)), APIParameter("comment", text),
        ] + commentFlags)
    }

    /// A repost of `postID` with the user's words (empty: Weibo writes
    /// 转发微博), public, not also a comment.
    public static func desktopRepost(postID: Int64, text: String) -> WebRequest {
        write("ajax/statuses/normal_repost", [APIParameter("id", String(postID)), APIParameter("comment", text)] + commentFlags
              + [APIParameter("visible", "0"), APIParameter("share_id", "")])
    }

    /// A like (`setLike`), or taking it back (`cancelLike`).
    public static func desktopSetLiked(postID: Int64, liked: Bool) -> WebRequest {
        write(liked ? "ajax/statuses/setLike" : "ajax/statuses/cancelLike", [APIParameter("id", String(postID))])
    }

    // MARK: -

    /// What the site's comment box sends besides the text: no picture, not
    /// reposted, not on the original, not also a comment.
    private static let commentFlags = [
        APIParameter("pic_id", ""), APIParameter("is_repost", "0"), APIParameter("comment_ori", "0"), APIParameter("is_comment", "0"),
    ]

    static func desktop(_ path: String, _ parameters: [APIParameter] = [], refererPath: String) -> WebRequest {
        WebRequest(host: .desktop, path: path, parameters: parameters, refererPath: refererPath)
    }

    /// Writes go from the home page, where the feed's boxes send them.
    private static func write(_ path: String, _ parameters: [APIParameter]) -> WebRequest {
        WebRequest(method: .post, host: .desktop, path: path, parameters: parameters, refererPath: "", writes: true)
    }

    /// A post's page, `UID/MBLOGID`, when its author is known; else the home page.
    static func postPage(_ postID: Int64, authorUID: Int64?) -> String {
        authorUID.map { "\($0)/" + MblogID.encode(postID) } ?? ""
    }
}
