import WeiboAPI
import WeiboCore
import WeiboStore

/// A web session: m.weibo.cn's JSON with the session's cookies (and `st`
/// for a write), and weibo.com's `/ajax` JSON as a second route for what
/// both offer (WEB-SESSION.md). Each list and write below declares its
/// routes in its order of preference; `WebRoutes` picks one.
struct WebBackend: Backend {
    let account: Account
    let client: WeiboClient
    /// Ask this route alone (`doctor`); nil: the routes as each declares them.
    var only: WebHost?

    var st: String { account.st ?? "" }
    var session: WebSession { client.webSessions.session(for: account, bases: client.webBases) }

    /// Asks the first of `routes` that answers.
    func ask<T>(_ routes: WebRoutes.Route<T>..., writes: Bool = false) throws(RemoteFailure) -> T {
        try WebRoutes(client: client, session: session).ask(routes, writes: writes, only: only)
    }

    /// A call on m.weibo.cn.
    func mobile<T>(_ call: @escaping () throws(RemoteFailure) -> T) -> WebRoutes.Route<T> {
        WebRoutes.Route(host: .web, call: call)
    }

    /// A call on weibo.com.
    func desktop<T>(_ call: @escaping () throws(RemoteFailure) -> T) -> WebRoutes.Route<T> {
        WebRoutes.Route(host: .desktop, call: call)
    }

    /// `request` sent as the session and read by `decode`.
    func call<T>(_ request: WebRequest,
                 _ decode: (_ status: Int, _ body: [UInt8], _ headers: [APIParameter], _ now: Int64) throws(APIError) -> T) throws(RemoteFailure) -> T {
        try client.call(web: request, session: account, decode)
    }

    // MARK: Lists

    func homeTimeline(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        try ask(mobile { () throws(RemoteFailure) in RemotePage(try call(.friendsTimeline(cursor: cursor?.web), WebResponse.friendsTimeline)) },
                desktop { () throws(RemoteFailure) in try desktopHome(cursor: cursor, count: count) })
    }

    func ownPosts(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        try ask(mobile { () throws(RemoteFailure) in RemotePage(try call(.userPosts(uid: account.uid, cursor: cursor?.web), WebResponse.userPosts)) },
                desktop { () throws(RemoteFailure) in try desktopOwnPosts(cursor: cursor) })
    }

    func mentionPosts(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        let page = cursor?.pageNumber ?? 1
        return try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.mentions(page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.mentions(status: status, body: body, headers: headers, page: page, now: now)
            })
        })
    }

    func mentionComments(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        try messageComments(.commentMentions(page: cursor?.pageNumber ?? 1), page: cursor?.pageNumber ?? 1)
    }

    func commentsToMe(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        try messageComments(.commentsToMe(page: cursor?.pageNumber ?? 1), page: cursor?.pageNumber ?? 1)
    }

    func likesToMe(since: Int64?, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WebLike> {
        let page = cursor?.pageNumber ?? 1
        return try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.likesToMe(page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.likes(status: status, body: body, headers: headers, page: page, now: now)
            })
        })
    }

    /// 消息's comment lists: m.weibo.cn only.
    private func messageComments(_ request: WebRequest, page: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(request) { (status, body, headers, now) throws(APIError) in
                try WebResponse.commentList(status: status, body: body, headers: headers, page: page, now: now)
            })
        })
    }

    func conversations(cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WebConversation> {
        let page = cursor?.pageNumber ?? 1, uid = account.uid
        return try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.conversations(page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.conversations(status: status, body: body, headers: headers, page: page, uid: uid, now: now)
            })
        })
    }

    func chat(with uid: Int64, olderThan: Int64?) throws(RemoteFailure) -> RemotePage<WebDirectMessage> {
        try ask(mobile { () throws(RemoteFailure) in RemotePage(try call(.chat(uid: uid, olderThan: olderThan), WebResponse.chat)) })
    }

    func cursor(olderThan oldest: Int64) -> RemoteCursor { .web(.maxID(String(oldest - 1))) }

    func hotSearch() throws(RemoteFailure) -> [HotWord] {
        try ask(mobile { () throws(RemoteFailure) in try call(.hotSearch(), WebResponse.hotSearch) },
                desktop { () throws(RemoteFailure) in try call(.desktopHotSearch(), WebResponse.desktopHotSearch) })
    }

    /// m.weibo.cn alone: weibo.com's search is HTML pages, not its /ajax JSON.
    func searchPosts(_ query: WeiboSearchQuery, page: Int) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.searchPosts(query, page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.searchPosts(status: status, body: body, headers: headers, page: page, now: now)
            })
        })
    }

    /// m.weibo.cn alone, as its posts are.
    func searchPeople(_ query: WeiboSearchQuery, page: Int) throws(RemoteFailure) -> RemotePage<WeiboUser> {
        try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.searchPosts(query, page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.searchPeople(status: status, body: body, headers: headers, page: page, now: now)
            })
        })
    }

    func searchTopics(_ query: WeiboSearchQuery, page: Int) throws(RemoteFailure) -> RemotePage<FoundTopic> {
        try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.searchPosts(query, page: page)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.searchTopics(status: status, body: body, headers: headers, page: page, now: now)
            })
        })
    }

    // MARK: One thing

    /// The card of the signed-in uid; another's is refused in one line.
    func me() throws(RemoteFailure) -> WeiboUser {
        let uid = account.uid
        return try ask(mobile { () throws(RemoteFailure) in
            try call(.profile(uid: uid)) { (status, body, headers, now) throws(APIError) in
                try WebResponse.profile(status: status, body: body, headers: headers, now: now, uid: uid)
            }
        }, desktop { () throws(RemoteFailure) in try desktopMe() })
    }

    func unreadCount() throws(RemoteFailure) -> WeiboUnreadCount {
        try ask(mobile { () throws(RemoteFailure) in try call(.unread(now: client.now()), WebResponse.unread) })
    }

    /// With its whole text when it is a long one (`全文`).
    func status(id: Int64) throws(RemoteFailure) -> WeiboStatus {
        try ask(mobile { () throws(RemoteFailure) in
            var status = try call(.showStatus(id: id), WebResponse.status)
            if status.isLongText {
                status.text = try call(.longText(id: id), WebResponse.longText)
                status.isLongText = false
            }
            return status
        }, desktop { () throws(RemoteFailure) in try desktopStatus(id: id) })
    }

    func comments(postID: Int64, cursor: RemoteCursor?, count: Int) throws(RemoteFailure) -> RemotePage<WeiboComment> {
        try ask(mobile { () throws(RemoteFailure) in RemotePage(try call(.comments(postID: postID, cursor: cursor?.web), WebResponse.comments)) },
                desktop { () throws(RemoteFailure) in try desktopComments(postID: postID, cursor: cursor) })
    }

    // MARK: Writes

    /// weibo.com is asked too for a post without pictures that is 公开 or
    /// 仅自己 (`visible` 0 or 1 on both sites); pictures uploaded to
    /// m.weibo.cn and 好友圈 go by m.weibo.cn alone.
    func post(_ text: String, pictureIDs: [String], visibility: PostVisibility) throws(RemoteFailure) -> WeiboStatus {
        let mobileRoute = mobile { () throws(RemoteFailure) in
            try call(.post(text: text, st: st, pictureIDs: pictureIDs, visible: visibility.webCode), WebResponse.status)
        }
        guard pictureIDs.isEmpty, visibility != .friends else { return try ask(mobileRoute, writes: true) }
        return try ask(mobileRoute, desktop { () throws(RemoteFailure) in
            try call(.desktopPost(text: text, visible: visibility.webCode), WebResponse.desktopWrittenStatus)
        }, writes: true)
    }

    /// m.weibo.cn's upload, the file read whole (at most `pictureBytes`):
    /// a file gone or unreadable is the item's own failure, said in one line.
    func uploadPicture(_ path: String) throws(RemoteFailure) -> String {
        let bytes: [UInt8]
        switch FileBytes.readFile(FileBytes.expandingHome(path), maxBytes: Self.pictureBytes, followingLinks: true) {
        case .success(let read): bytes = read
        case .failure(let why):
            let reason = why == .tooLarge ? tr("图片太大（最多 20 MB）：", "The picture is too large (20 MB at most): ")
                                          : tr("读不到图片：", "Cannot read the picture: ")
            throw .api(.api(code: 0, message: reason + Sanitizer.sanitize(path)))
        }
        let type = MediaType.sniff(Array(bytes.prefix(MediaType.headerLength)))
        let upload = WebUpload(fileName: path.split(separator: "/").last.map(String.init) ?? "picture",
                               contentType: type?.mimeType ?? "image/jpeg", bytes: bytes)
        return try ask(mobile { () throws(RemoteFailure) in try call(.uploadPicture(upload, st: st), WebResponse.uploadedPicture) })
    }

    /// Weibo's composers refuse pictures over 20 MB.
    static let pictureBytes = 20 << 20

    func repost(_ postID: Int64, text: String) throws(RemoteFailure) -> WeiboStatus {
        try ask(mobile { () throws(RemoteFailure) in try call(.repost(postID: postID, text: text, st: st), WebResponse.status) },
                desktop { () throws(RemoteFailure) in try call(.desktopRepost(postID: postID, text: text), WebResponse.desktopWrittenStatus) },
                writes: true)
    }

    func comment(on postID: Int64, text: String) throws(RemoteFailure) -> WeiboComment {
        try ask(mobile { () throws(RemoteFailure) in try call(.comment(postID: postID, text: text, st: st), WebResponse.comment) },
                desktop { () throws(RemoteFailure) in try call(.desktopComment(postID: postID, text: text), WebResponse.desktopWrittenComment) },
                writes: true)
    }

    func reply(to commentID: Int64, on postID: Int64, text: String) throws(RemoteFailure) -> WeiboComment {
        try ask(mobile { () throws(RemoteFailure) in
            try call(.reply(commentID: commentID, postID: postID, text: text, st: st), WebResponse.comment)
        }, desktop { () throws(RemoteFailure) in
            try call(.desktopReply(commentID: commentID, postID: postID, text: text), WebResponse.desktopWrittenComment)
        }, writes: true)
    }

    func sendMessage(to uid: Int64, text: String) throws(RemoteFailure) -> WebDirectMessage {
        try ask(mobile { () throws(RemoteFailure) in try call(.sendMessage(uid: uid, text: text, st: st), WebResponse.sentMessage) }, writes: true)
    }

    func setLiked(_ postID: Int64, _ liked: Bool) throws(RemoteFailure) {
        try ask(mobile { () throws(RemoteFailure) in
            try call(liked ? .like(postID: postID, st: st) : .unlike(postID: postID, st: st), WebResponse.attitude)
        }, desktop { () throws(RemoteFailure) in
            try call(.desktopSetLiked(postID: postID, liked: liked), WebResponse.desktopAttitude)
        }, writes: true)
    }
}
