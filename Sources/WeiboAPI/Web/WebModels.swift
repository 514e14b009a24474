/// The mobile web's objects onto the Open API's model types, so the store
/// pipeline and the screens take a web session's data as they take an
/// Open API account's. What differs from the Open API: ids as strings,
/// relative dates, HTML text, `pics` (a list, or an object keyed "0", "1"…)
/// with `url` and `large.url`, counts like "1.2万", `follow_count`, videos
/// in `page_info` (`WeiboVideo`).
extension WeiboStatus {
    init(web node: JSONNode, now: Int64) throws(BadResponse) {
        try self.init(node, shape: .mobile, now: now)
    }

    /// A post in either of the web session's shapes: what differs (the
    /// text, the pictures) is read by `shape`, the rest once.
    init(_ node: JSONNode, shape: WebShape, now: Int64) throws(BadResponse) {
        let user = try node.field("user").map { node throws(BadResponse) in try WeiboUser(node, shape: shape) }
        // A deleted original keeps its id and a notice, but no author.
        let deleted = try node.flag("deleted") || (user == nil && node.path.hasSuffix("retweeted_status"))
        var createdAt: (seconds: Int64, byDay: Bool) = (0, false)
        if let date = try node.field("created_at") {
            createdAt = try date.webDay(now: now)
        } else if !deleted {
            throw .missingField(path: node.path.isEmpty ? "created_at" : node.path + ".created_at")
        }
        let text = try shape.text(node)
        let pictures = try shape == .mobile ? WebPictures(node) : WebPictures(desktop: node)
        self.init(
            id: try node.id(),
            createdAt: createdAt.seconds,
            text: text.text,
            source: SourceText.plain(try node.optionalString("source") ?? ""),
            user: user,
            repostsCount: try node.count("reposts_count"),
            commentsCount: try node.count("comments_count"),
            attitudesCount: try node.count("attitudes_count"),
            pictureURLs: pictures.thumbnails,
            isLongText: try node.flag("isLongText") || text.hasFullTextLink,
            deleted: deleted,
            retweeted: try node.field("retweeted_status").map { node throws(BadResponse) in try WeiboStatus(node, shape: shape, now: now) }
        )
        largePictureURLs = pictures.large
        datedByDay = createdAt.byDay
        favorited = try node.field("favorited") == nil ? nil : node.flag("favorited")
        video = WeiboVideo(status: node)
    }
}

/// Which of the web session's two routes an object came from: the mobile
/// web's JSON (m.weibo.cn, HTML `text`, `pics`) or the desktop site's
/// (weibo.com/ajax, plain `text_raw`, `pic_infos`; DesktopModels.swift).
enum WebShape {
    case mobile, desktop

    /// A post's or comment's text as plain text: the mobile web's HTML
    /// `text`; the desktop's `text_raw` when it has one.
    func text(_ node: JSONNode) throws(BadResponse) -> WebText.Plain {
        if self == .desktop, let raw = try node.optionalString("text_raw") {
            return WebText.Plain(text: try DesktopText.plain(raw, links: node), hasFullTextLink: false)
        }
        return WebText.plain(try node.optionalString("text") ?? "")
    }
}

/// A post's pictures: each `pics` entry's `url` (the thumbnail) and
/// `large.url` (the thumbnail again when there is no large one), in order;
/// an entry without a `url` is left out of both, so they stay in step.
struct WebPictures {
    var thumbnails: [String] = []
    var large: [String] = []

    init(_ status: JSONNode) throws(BadResponse) {
        guard let pics = try status.field("pics") else { return }
        var entries: [JSONNode] = []
        switch pics.value {
        case .array:
            entries = try pics.array()
        case .object(let members):
            // {"0": {...}, "1": {...}}: in the order of the keys' numbers.
            let keys = Set(members.map(\.key)).sorted { (Int($0) ?? Int.max, $0) < (Int($1) ?? Int.max, $1) }
            for key in keys { if let entry = try pics.field(key) { entries.append(entry) } }
        default:
            return
        }
        for entry in entries {
            guard case .object = entry.value, let url = try? entry.optionalString("url"), !url.isEmpty else { continue }
            thumbnails.append(url)
            let full = (try? entry.field("large")).flatMap { large in (try? large?.optionalString("url")) ?? nil }
            large.append(full.flatMap { $0.isEmpty ? nil : $0 } ?? url)
        }
    }
}

extension WeiboUser {
    init(web node: JSONNode) throws(BadResponse) {
        try self.init(node, shape: .mobile)
    }

    /// Both shapes name a person's fields alike; whom they follow is the
    /// mobile web's `follow_count`, the desktop's `friends_count`.
    init(_ node: JSONNode, shape: WebShape) throws(BadResponse) {
        self.init(
            id: try node.id(),
            screenName: try node.string("screen_name"),
            description: WebText.plain(try node.optionalString("description") ?? "").text,
            followersCount: try node.count("followers_count"),
            friendsCount: try node.field("follow_count") != nil ? node.count("follow_count") : node.count("friends_count"),
            statusesCount: try node.optionalCount("statuses_count"),
            verified: try node.optionalFlag("verified") ?? false,
            verifiedReason: WebText.plain(try node.optionalString("verified_reason") ?? "").text,
            following: try node.optionalFlag("following"),
            followsMe: try node.optionalFlag("follow_me")
        )
    }
}

extension WeiboComment {
    init(web node: JSONNode, now: Int64) throws(BadResponse) {
        try self.init(node, shape: .mobile, now: now)
    }

    init(_ node: JSONNode, shape: WebShape, now: Int64) throws(BadResponse) {
        let createdAt = try node.require("created_at").webDay(now: now)
        self.init(
            id: try node.id(),
            createdAt: createdAt.seconds,
            text: try shape.text(node).text,
            source: SourceText.plain(try node.optionalString("source") ?? ""),
            user: try node.field("user").map { node throws(BadResponse) in try WeiboUser(node, shape: shape) },
            status: try node.field("status").map { node throws(BadResponse) in try WeiboStatus(node, shape: shape, now: now) },
            replyComment: try node.field("reply_comment").map { node throws(BadResponse) in try WeiboComment(node, shape: shape, now: now) }
        )
        datedByDay = createdAt.byDay
        likeCount = try node.field("like_count") != nil ? node.count("like_count") : node.count("like_counts")
        replyCount = try node.count("total_number")
        // `rootid` names the comment itself on a root.
        if let root = try? node.field("rootid")?.int64(), root != id, root > 0 { rootID = root }
    }
}

/// 消息 › 赞: someone liked one of the user's posts.
public struct WebLike: Sendable, Hashable {
    public var id: Int64
    /// Unix seconds.
    public var createdAt: Int64
    public var user: WeiboUser?
    /// The post liked.
    public var status: WeiboStatus?

    public init(id: Int64, createdAt: Int64, user: WeiboUser?, status: WeiboStatus?) {
        self.id = id
        self.createdAt = createdAt
        self.user = user
        self.status = status
    }

    init(web node: JSONNode, now: Int64) throws(BadResponse) {
        self.init(
            id: try node.id(),
            createdAt: try node.require("created_at").webDate(now: now),
            user: try node.field("user").map { node throws(BadResponse) in try WeiboUser(web: node) },
            status: try node.field("status").map { node throws(BadResponse) in try WeiboStatus(web: node, now: now) }
        )
    }
}

/// `api/config` of a signed-in session: whose it is and the `st` token
/// writes carry. Its description never shows the token.
public struct WebConfig: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    public var uid: Int64
    public var st: String

    public init(uid: Int64, st: String) {
        self.uid = uid
        self.st = st
    }

    public var description: String { "WebConfig(uid: \(uid), st: ***)" }
    public var debugDescription: String { description }
}
