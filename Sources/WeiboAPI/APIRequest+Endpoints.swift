/// One builder per Open API v2 endpoint the app uses. Ids are the API's
/// 64-bit ids; `count` is clamped to what the API accepts (1…100).
///
/// Writes (share, comment, reply, repost) are marked `writes`: sent once,
/// and after an unknown outcome checked, never resent blindly.
extension APIRequest {
    /// The page size the API allows for timelines and comment lists.
    public static let countRange = 1...100

    // MARK: OAuth2

    /// Exchanges the code from the authorize page for a token.
    public static func accessToken(appKey: String, appSecret: String, code: String, redirectURI: String = Authorization.defaultRedirectURI) -> APIRequest {
        APIRequest(method: .post, path: "oauth2/access_token", parameters: [
            APIParameter("client_id", appKey),
            APIParameter("client_secret", appSecret),
            APIParameter("grant_type", "authorization_code"),
            APIParameter("code", code),
            APIParameter("redirect_uri", redirectURI),
        ])
    }

    /// Whose token it is and how long it has left.
    public static func tokenInfo(token: String) -> APIRequest {
        APIRequest(method: .post, path: "oauth2/get_token_info", parameters: [APIParameter("access_token", token)])
    }

    // MARK: Reading

    /// 首页: newest first. `sinceID` for what came after the newest cached
    /// post, `maxID` for what came before the oldest (inclusive, as the API
    /// defines it: the caller drops the post it already has).
    public static func homeTimeline(token: String, sinceID: Int64? = nil, maxID: Int64? = nil, count: Int = 20) -> APIRequest {
        timeline("2/statuses/home_timeline.json", token: token, sinceID: sinceID, maxID: maxID, count: count)
    }

    /// One post, for its page.
    public static func showStatus(token: String, id: Int64) -> APIRequest {
        APIRequest(method: .get, path: "2/statuses/show.json", parameters: [APIParameter("id", String(id))], accessToken: token)
    }

    /// The comments under one post, newest first.
    public static func comments(token: String, postID: Int64, sinceID: Int64? = nil, maxID: Int64? = nil, page: Int? = nil,
                                count: Int = 20) -> APIRequest {
        let page = page.map { [APIParameter("page", String(max(1, $0)))] } ?? []
        return timeline("2/comments/show.json", token: token, sinceID: sinceID, maxID: maxID, count: count,
                        leading: [APIParameter("id", String(postID))] + page)
    }

    /// 消息 › @我的, posts that mention the user.
    public static func statusMentions(token: String, sinceID: Int64? = nil, maxID: Int64? = nil, count: Int = 20) -> APIRequest {
        timeline("2/statuses/mentions.json", token: token, sinceID: sinceID, maxID: maxID, count: count)
    }

    /// 消息 › @我的, comments that mention the user.
    public static func commentMentions(token: String, sinceID: Int64? = nil, maxID: Int64? = nil, count: Int = 20) -> APIRequest {
        timeline("2/comments/mentions.json", token: token, sinceID: sinceID, maxID: maxID, count: count)
    }

    /// 消息 › 评论: comments others wrote on the user's posts.
    public static func commentsToMe(token: String, sinceID: Int64? = nil, maxID: Int64? = nil, count: Int = 20) -> APIRequest {
        timeline("2/comments/to_me.json", token: token, sinceID: sinceID, maxID: maxID, count: count)
    }

    /// The 消息 badge. On its own host, and only for the token's own uid.
    public static func unreadCount(token: String, uid: Int64) -> APIRequest {
        APIRequest(method: .get, host: .remind, path: "2/remind/unread_count.json", parameters: [APIParameter("uid", String(uid))], accessToken: token)
    }

    /// 我: the profile.
    public static func showUser(token: String, uid: Int64) -> APIRequest {
        APIRequest(method: .get, path: "2/users/show.json", parameters: [APIParameter("uid", String(uid))], accessToken: token)
    }

    /// 我: the user's own posts.
    public static func userTimeline(token: String, uid: Int64, sinceID: Int64? = nil, maxID: Int64? = nil, count: Int = 20) -> APIRequest {
        timeline("2/statuses/user_timeline.json", token: token, sinceID: sinceID, maxID: maxID, count: count, leading: [APIParameter("uid", String(uid))])
    }

    // MARK: Writing

    /// A new post. The API takes it only if the text holds a link into the
    /// app's registered safe domain and no `#topic#`; `clientIP` is the
    /// `rip` the wiki asks for (the user's real IP), sent when known.
    public static func share(token: String, text: String, clientIP: String? = nil) -> APIRequest {
        var parameters = [APIParameter("status", text)]
        if let clientIP { parameters.append(APIParameter("rip", clientIP)) }
        return APIRequest(method: .post, path: "2/statuses/share.json", parameters: parameters, accessToken: token, writes: true)
    }

    /// A comment on a post.
    public static func createComment(token: String, postID: Int64, text: String) -> APIRequest {
        APIRequest(method: .post, path: "2/comments/create.json", parameters: [
            APIParameter("id", String(postID)), APIParameter("comment", text),
        ], accessToken: token, writes: true)
    }

    /// A reply to comment `commentID` under post `postID`.
    public static func replyComment(token: String, commentID: Int64, postID: Int64, text: String) -> APIRequest {
        APIRequest(method: .post, path: "2/comments/reply.json", parameters: [
            APIParameter("cid", String(commentID)), APIParameter("id", String(postID)), APIParameter("comment", text),
        ], accessToken: token, writes: true)
    }

    /// A repost of `postID`, with the user's words (empty: the API writes 转发微博).
    public static func repost(token: String, postID: Int64, text: String, clientIP: String? = nil) -> APIRequest {
        var parameters = [APIParameter("id", String(postID))]
        if !text.isEmpty { parameters.append(APIParameter("status", text)) }
        if let clientIP { parameters.append(APIParameter("rip", clientIP)) }
        return APIRequest(method: .post, path: "2/statuses/repost.json", parameters: parameters, accessToken: token, writes: true)
    }

    // MARK: -

    /// A GET over a newest-first list with the API's id cursors.
    private static func timeline(
        _ path: String, token: String, sinceID: Int64?, maxID: Int64?, count: Int, leading: [APIParameter] = []
    ) -> APIRequest {
        var parameters = leading
        if let sinceID, sinceID > 0 { parameters.append(APIParameter("since_id", String(sinceID))) }
        if let maxID, maxID > 0 { parameters.append(APIParameter("max_id", String(maxID))) }
        parameters.append(APIParameter("count", String(min(max(count, countRange.lowerBound), countRange.upperBound))))
        return APIRequest(method: .get, path: path, parameters: parameters, accessToken: token)
    }
}
