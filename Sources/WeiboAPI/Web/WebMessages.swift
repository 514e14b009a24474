/// 私信 on the mobile web: the conversations (`message/msglist`), one
/// conversation's messages (`api/chat/list`) and sending one
/// (`api/chat/send`). Read leniently: a message's text is `text` or
/// `content`, its time `created_at` (any of the web's date forms) or
/// `time` (Unix seconds); a conversation without a readable `user` costs
/// only itself.

/// One conversation as `message/msglist` lists it: the other person and
/// the last message.
public struct WebConversation: Sendable, Hashable {
    public var user: WeiboUser
    public var lastText: String
    /// Unix seconds of the last message.
    public var lastAt: Int64
    /// Weibo's id of the last message, when the list gives one.
    public var lastMessageID: Int64?
    /// Whether the account sent the last message.
    public var lastFromMe: Bool
    /// Messages from them the account has not read.
    public var unread: Int

    public init(user: WeiboUser, lastText: String, lastAt: Int64, lastMessageID: Int64? = nil, lastFromMe: Bool = false, unread: Int = 0) {
        self.user = user
        self.lastText = lastText
        self.lastAt = lastAt
        self.lastMessageID = lastMessageID
        self.lastFromMe = lastFromMe
        self.unread = unread
    }
}

/// One private message.
public struct WebDirectMessage: Sendable, Hashable {
    public var id: Int64
    public var text: String
    /// Unix seconds.
    public var createdAt: Int64
    public var senderID: Int64
    public var recipientID: Int64

    public init(id: Int64, text: String, createdAt: Int64, senderID: Int64, recipientID: Int64) {
        self.id = id
        self.text = text
        self.createdAt = createdAt
        self.senderID = senderID
        self.recipientID = recipientID
    }
}

extension WebDirectMessage {
    init(web node: JSONNode, now: Int64) throws(BadResponse) {
        let text = try node.field("text") != nil ? try node.string("text") : try node.string("content")
        self.init(
            id: try node.id(),
            text: WebText.plain(text).text,
            createdAt: try messageTime(node, now: now),
            senderID: try person(node, "sender_id", "sender"),
            recipientID: try person(node, "recipient_id", "recipient"))
    }
}

extension WebConversation {
    init(web node: JSONNode, uid: Int64, now: Int64) throws(BadResponse) {
        let user = try WeiboUser(web: node.require("user"))
        // The last message: its own object, or its fields beside `user`.
        let last = try node.field("message") ?? node
        var text = try last.optionalString("text")
        if text == nil { text = try last.optionalString("content") }
        let sender = try last.field("sender_id")?.int64()
        self.init(
            user: user, lastText: WebText.plain(text ?? "").text, lastAt: try messageTime(last, now: now),
            lastMessageID: try messageID(last),
            lastFromMe: sender == uid, unread: try node.count("unread"))
    }
}

/// Whose a message is: `sender_id`, or the `sender` object's `id`.
private func person(_ node: JSONNode, _ idKey: String, _ objectKey: String) throws(BadResponse) -> Int64 {
    if let id = try node.field(idKey) { return try id.int64() }
    return try node.require(objectKey).int64("id")
}

/// A conversation's last message id: `mid`, else `id`, else none.
private func messageID(_ node: JSONNode) throws(BadResponse) -> Int64? {
    if let mid = try node.field("mid") { return try mid.int64() }
    return try node.field("id")?.int64()
}

/// `created_at` in any of the web's forms, else `time` in Unix seconds.
private func messageTime(_ node: JSONNode, now: Int64) throws(BadResponse) -> Int64 {
    if let date = try node.field("created_at") { return try date.webDate(now: now) }
    return try node.int64("time")
}

extension WebRequest {
    /// 消息 › 私信: the conversations, newest first, by page (from 1).
    public static func conversations(page: Int = 1) -> WebRequest {
        WebRequest(path: "message/msglist", parameters: WebCursor.page(page).parameters)
    }

    /// One conversation's newest messages with `uid`; older ones with
    /// `olderThan` (Weibo's id of the oldest shown).
    public static func chat(uid: Int64, olderThan: Int64? = nil) -> WebRequest {
        var parameters = [APIParameter("uid", String(uid)), APIParameter("count", "20"), APIParameter("unfollowing", "0")]
        if let olderThan { parameters.append(APIParameter("since_id", String(olderThan))) }
        return WebRequest(path: "api/chat/list", parameters: parameters)
    }

    /// Sends `text` to `uid`, from the chat page as the web client does.
    public static func sendMessage(uid: Int64, text: String, st: String) -> WebRequest {
        WebRequest(method: .post, path: "api/chat/send",
                   parameters: [APIParameter("uid", String(uid)), APIParameter("content", text), APIParameter("st", st)],
                   refererPath: "message/chat?uid=\(uid)&name=msgbox", writes: true)
    }
}

extension WebResponse {
    /// `message/msglist` (page `page`): conversations; `uid` is the account's.
    public static func conversations(status: Int, body: [UInt8], headers: [APIParameter] = [], page: Int, uid: Int64, now: Int64)
        throws(APIError) -> WebPage<WebConversation> {
        try messageList(status: status, body: body, headers: headers, page: page, now: now) { node throws(BadResponse) in
            try WebConversation(web: node, uid: uid, now: now)
        }
    }

    /// `api/chat/list`: the messages (`data.msgs`), in the order given.
    public static func chat(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WebPage<WebDirectMessage> {
        try decodeList(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            let (items, skipped) = try data.require("msgs").items { node throws(BadResponse) in try WebDirectMessage(web: node, now: now) }
            return WebPage(items: items, skipped: skipped, totalNumber: try data.count("total_number"))
        }
    }

    /// `api/chat/send`: the message as sent (`data`, or `data.msg`).
    public static func sentMessage(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> WebDirectMessage {
        try decode(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            try WebDirectMessage(web: data.field("msg") ?? data, now: now)
        }
    }
}
