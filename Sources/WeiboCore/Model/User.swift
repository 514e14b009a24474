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

    public init(
        id: String, name: String, bio: String = "",
        followingCount: Int = 0, followersCount: Int = 0, postsCount: Int? = nil, isLocal: Bool = false
    ) {
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
