/// A status (微博) as the Open API describes it.
public struct WeiboStatus: Sendable, Hashable {
    public var id: Int64
    /// Unix seconds.
    public var createdAt: Int64
    /// Weibo gave only the day (the mobile web's `06-14`, `2019-06-14`):
    /// `createdAt` is its midnight in Beijing, shown as that day everywhere.
    public var datedByDay = false
    public var text: String
    /// The client's name, the anchor's text (empty when not given).
    public var source: String
    /// Absent on a deleted status.
    public var user: WeiboUser?
    public var repostsCount: Int
    public var commentsCount: Int
    /// Likes (`attitudes_count`).
    public var attitudesCount: Int
    /// The thumbnails of the attached pictures, in order.
    public var pictureURLs: [String]
    /// The same pictures at full size (the mobile web's `large.url`), in
    /// the same order; empty when the reply gives none (the Open API's lists).
    public var largePictureURLs: [String] = []
    /// A video the post carries (the mobile web's `page_info` of type
    /// video, `mix_media_info`); nil for the Open API's statuses.
    public var video: WeiboVideo?
    /// The text is the first part of a long post (`isLongText`).
    public var isLongText: Bool
    /// The author deleted it; only its id (and a notice as text) is left.
    public var deleted: Bool
    /// Whether the account has it among its favourites (收藏), as the web
    /// routes say; nil when the reply does not (the Open API's lists).
    public var favorited: Bool?
    private var retweetedBox: [WeiboStatus]

    /// The status this one reposts (one level: Weibo flattens chains).
    public var retweeted: WeiboStatus? {
        get { retweetedBox.first }
        set { retweetedBox = newValue.map { [$0] } ?? [] }
    }

    public init(
        id: Int64, createdAt: Int64, text: String, source: String = "", user: WeiboUser?,
        repostsCount: Int = 0, commentsCount: Int = 0, attitudesCount: Int = 0,
        pictureURLs: [String] = [], isLongText: Bool = false, deleted: Bool = false, retweeted: WeiboStatus? = nil
    ) {
        self.id = id
        self.createdAt = createdAt
        self.text = text
        self.source = source
        self.user = user
        self.repostsCount = repostsCount
        self.commentsCount = commentsCount
        self.attitudesCount = attitudesCount
        self.pictureURLs = pictureURLs
        self.isLongText = isLongText
        self.deleted = deleted
        self.retweetedBox = retweeted.map { [$0] } ?? []
    }

    init(_ node: JSONNode) throws(BadResponse) {
        let deleted = try node.flag("deleted")
        let createdAt: Int64
        if let date = try node.field("created_at") {
            let text = try date.string()
            guard let seconds = WeiboDate.parse(text) else { throw .badDate(path: date.path, value: String(text.prefix(40))) }
            createdAt = seconds
        } else if deleted {
            createdAt = 0
        } else {
            throw .missingField(path: node.path.isEmpty ? "created_at" : node.path + ".created_at")
        }
        var pictures: [String] = []
        if let list = try node.field("pic_urls") {
            // A picture that cannot be read is left out, as an item of a page is.
            pictures = try list.items { picture throws(BadResponse) in try picture.optionalString("thumbnail_pic") }.items.compactMap { $0 }
        }
        if pictures.isEmpty, let original = try node.optionalString("original_pic") { pictures.append(original) }
        self.init(
            id: try node.id(),
            createdAt: createdAt,
            text: try node.optionalString("text") ?? "",
            source: SourceText.plain(try node.optionalString("source") ?? ""),
            user: try node.field("user").map { node throws(BadResponse) in try WeiboUser(node) },
            repostsCount: try node.count("reposts_count"),
            commentsCount: try node.count("comments_count"),
            attitudesCount: try node.count("attitudes_count"),
            pictureURLs: pictures,
            isLongText: try node.flag("isLongText"),
            deleted: deleted,
            retweeted: try node.field("retweeted_status").map { node throws(BadResponse) in try WeiboStatus(node) }
        )
    }
}
