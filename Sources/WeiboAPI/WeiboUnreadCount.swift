/// `remind/unread_count`: what is new for the user, per kind.
public struct WeiboUnreadCount: Sendable, Hashable {
    /// New comments (`cmt`).
    public var comments: Int
    /// Posts that @ the user (`mention_status`).
    public var mentionStatuses: Int
    /// Comments that @ the user (`mention_cmt`).
    public var mentionComments: Int
    /// Private messages (`dm`): counted by the API, readable only in Weibo's own apps.
    public var directMessages: Int
    /// New followers (`follower`).
    public var followers: Int
    /// New likes (the mobile web's `attitude`; the Open API has none).
    public var likes: Int = 0

    public init(comments: Int = 0, mentionStatuses: Int = 0, mentionComments: Int = 0, directMessages: Int = 0, followers: Int = 0, likes: Int = 0) {
        self.comments = comments
        self.mentionStatuses = mentionStatuses
        self.mentionComments = mentionComments
        self.directMessages = directMessages
        self.followers = followers
        self.likes = likes
    }

    init(_ node: JSONNode) throws(BadResponse) {
        self.init(
            comments: try node.count("cmt"),
            mentionStatuses: try node.count("mention_status"),
            mentionComments: try node.count("mention_cmt"),
            directMessages: try node.count("dm"),
            followers: try node.count("follower")
        )
    }
}
