/// A comment as the Open API describes it.
public struct WeiboComment: Sendable, Hashable {
    public var id: Int64
    /// Unix seconds.
    public var createdAt: Int64
    /// Weibo gave only the day (see `WeiboStatus.datedByDay`).
    public var datedByDay = false
    public var text: String
    public var source: String
    public var user: WeiboUser?
    /// The post it is under (present in lists; may be absent when only the comment is asked for).
    public var status: WeiboStatus?
    /// Its likes (the mobile web's `like_count`, weibo.com's `like_counts`).
    public var likeCount = 0
    /// A root comment's replies in all (`total_number`): 共N条回复.
    public var replyCount = 0
    /// The root comment of the thread a reply is in (`rootid`); nil for a root.
    public var rootID: Int64?
    private var replyBox: [WeiboComment]

    /// The comment this one answers, for a reply.
    public var replyComment: WeiboComment? {
        get { replyBox.first }
        set { replyBox = newValue.map { [$0] } ?? [] }
    }

    public init(id: Int64, createdAt: Int64, text: String, source: String = "", user: WeiboUser?, status: WeiboStatus?, replyComment: WeiboComment? = nil) {
        self.id = id
        self.createdAt = createdAt
        self.text = text
        self.source = source
        self.user = user
        self.status = status
        self.replyBox = replyComment.map { [$0] } ?? []
    }

    init(_ node: JSONNode) throws(BadResponse) {
        let date = try node.require("created_at")
        let dateText = try date.string()
        guard let createdAt = WeiboDate.parse(dateText) else { throw .badDate(path: date.path, value: String(dateText.prefix(40))) }
        self.init(
            id: try node.id(),
            createdAt: createdAt,
            text: try node.string("text"),
            source: SourceText.plain(try node.optionalString("source") ?? ""),
            user: try node.field("user").map { node throws(BadResponse) in try WeiboUser(node) },
            status: try node.field("status").map { node throws(BadResponse) in try WeiboStatus(node) },
            replyComment: try node.field("reply_comment").map { node throws(BadResponse) in try WeiboComment(node) }
        )
    }
}
