/// A person as the store knows them: the local user (the one running the app)
/// or one of the people whose posts appear in the timeline.
///
/// A plain value so screens can be drawn and tested without a database.
public struct User: Sendable, Hashable, Identifiable {
    /// Stable text id, e.g. `u_me`; the sample data's ids are kept as they are.
    public var id: String
    public var name: String
    public var bio: String
    public var followingCount: Int
    public var followersCount: Int
    /// Their posts as Weibo counts them (the card's `statuses_count`); nil
    /// when Weibo has not said (the sample, a reply without it): the card
    /// then counts the posts the store holds (`cardPostCount`).
    public var postsCount: Int?
    /// True for the one user who "is" the person at the keyboard.
    public var isLocal: Bool
    /// Weibo's verified mark and its reason (认证).
    public var verified: Bool
    public var verifiedReason: String
    /// Whether the account follows them and they follow it, as Weibo last
    /// said; nil while it has not (the sample's strangers, a short user object).
    public var following: Bool?
    public var followsMe: Bool?

    public init(
        id: String, name: String, bio: String = "",
        followingCount: Int = 0, followersCount: Int = 0, postsCount: Int? = nil, isLocal: Bool = false,
        verified: Bool = false, verifiedReason: String = "", following: Bool? = nil, followsMe: Bool? = nil
    ) {
        self.verified = verified
        self.verifiedReason = verifiedReason
        self.following = following
        self.followsMe = followsMe
        self.id = id
        self.name = name
        self.bio = bio
        self.followingCount = followingCount
        self.followersCount = followersCount
        self.postsCount = postsCount
        self.isLocal = isLocal
    }

    /// The card's 微博 count: Weibo's number when it gave one, else
    /// `cached`, the posts of theirs the store holds.
    public func cardPostCount(cached: Int) -> Int { postsCount ?? cached }
}
