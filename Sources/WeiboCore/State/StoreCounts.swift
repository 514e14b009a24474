/// Counts the shell reads from the store after every change, so the badges
/// and the profile card never disagree with it.
public struct StoreCounts: Hashable, Sendable {
    public var drafts: Int
    public var myPosts: Int

    public init(drafts: Int = 0, myPosts: Int = 0) {
        self.drafts = drafts
        self.myPosts = myPosts
    }
}
