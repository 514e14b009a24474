/// Counts the shell reads from the store after every change, so the badges
/// and the profile card never disagree with it.
public struct StoreCounts: Hashable, Sendable {
    public var drafts: Int
    public var myPosts: Int
    public var unread: UnreadCounts
    /// Posts newer than the last time 首页 was viewed exist.
    public var unseenPosts: Bool
    /// What waits in an account's outbox (我 › 待发送).
    public var outbox: Int

    public init(drafts: Int = 0, myPosts: Int = 0, unread: UnreadCounts = UnreadCounts(), unseenPosts: Bool = false, outbox: Int = 0) {
        self.outbox = outbox
        self.drafts = drafts
        self.myPosts = myPosts
        self.unread = unread
        self.unseenPosts = unseenPosts
    }
}
