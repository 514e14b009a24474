/// A user as the Open API describes them (`users/show`, and the `user` of
/// every status and comment).
public struct WeiboUser: Sendable, Hashable {
    public var id: Int64
    public var screenName: String
    public var description: String
    public var followersCount: Int
    /// Whom they follow (`friends_count`).
    public var friendsCount: Int
    /// Their posts, as Weibo counts them (`statuses_count`); nil when the
    /// reply leaves it out (a short user object), which is not zero.
    public var statusesCount: Int?
    /// Weibo's verified mark (`verified`) and what it says (`verified_reason`).
    public var verified: Bool
    public var verifiedReason: String
    /// Whether the signed-in account follows them (`following`) and they
    /// it (`follow_me`); nil when the object leaves it out (a short user
    /// object, or the Open API without a signed-in viewer), which is not "no".
    public var following: Bool?
    public var followsMe: Bool?

    public init(id: Int64, screenName: String, description: String = "", followersCount: Int = 0, friendsCount: Int = 0, statusesCount: Int? = nil,
                verified: Bool = false, verifiedReason: String = "", following: Bool? = nil, followsMe: Bool? = nil) {
        self.id = id
        self.screenName = screenName
        self.description = description
        self.followersCount = followersCount
        self.friendsCount = friendsCount
        self.statusesCount = statusesCount
        self.verified = verified
        self.verifiedReason = verifiedReason
        self.following = following
        self.followsMe = followsMe
    }

    init(_ node: JSONNode) throws(BadResponse) {
        self.init(
            id: try node.id(),
            screenName: try node.string("screen_name"),
            description: try node.optionalString("description") ?? "",
            followersCount: try node.count("followers_count"),
            friendsCount: try node.count("friends_count"),
            statusesCount: try node.optionalCount("statuses_count"),
            verified: try node.optionalFlag("verified") ?? false,
            verifiedReason: try node.optionalString("verified_reason") ?? "",
            following: try node.optionalFlag("following"),
            followsMe: try node.optionalFlag("follow_me")
        )
    }
}
