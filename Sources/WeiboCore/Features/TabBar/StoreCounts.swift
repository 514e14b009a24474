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
    /// How many of 首页's posts are newer than the last one read: the
    /// badge's count (`unseenPosts` is whether there are any).
    public var newPosts = 0
    /// The newest post 首页 has shown, the read marker (per store, so per
    /// account); nil before 首页 was ever viewed.
    public var readMarker: PostCursor?
    /// Where 首页's cache may miss posts a sync stopped short of, newest first.
    public var timelineGaps: [TimelineGap] = []

    public init(drafts: Int = 0, myPosts: Int = 0, unread: UnreadCounts = UnreadCounts(), unseenPosts: Bool = false, outbox: Int = 0) {
        self.outbox = outbox
        self.drafts = drafts
        self.myPosts = myPosts
        self.unread = unread
        self.unseenPosts = unseenPosts
    }
}
