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
    /// True for the one user who "is" the person at the keyboard.
    public var isLocal: Bool

    public init(
        id: String, name: String, bio: String = "",
        followingCount: Int = 0, followersCount: Int = 0, isLocal: Bool = false
    ) {
        self.id = id
        self.name = name
        self.bio = bio
        self.followingCount = followingCount
        self.followersCount = followersCount
        self.isLocal = isLocal
    }
}
