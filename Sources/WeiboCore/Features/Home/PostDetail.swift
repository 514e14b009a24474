/// A post page's content: the post (with its repost) and its three lists,
/// 转发 / 评论 / 赞, as the store holds them.
public struct PostDetail: Hashable, Sendable {
    public var post: Post
    /// Root comments: in Weibo's 按热度 order where it was fetched (any
    /// the list has not seen yet first), else newest first.
    public var comments: [Comment]
    /// Each root comment's replies (楼中楼) the store holds, oldest first.
    public var replies: [Int64: [Comment]]
    /// Posts that repost it, newest first.
    public var reposts: [Post]
    /// Who liked it, newest first (the account first when it did).
    public var likers: [Liker]
    /// How far each of its lists has been fetched from Weibo.
    public var progress: [OpenedListID: OpenedListProgress]

    public init(post: Post, comments: [Comment], replies: [Int64: [Comment]] = [:], reposts: [Post] = [], likers: [Liker] = [],
                progress: [OpenedListID: OpenedListProgress] = [:]) {
        self.post = post
        self.comments = comments
        self.replies = replies
        self.reposts = reposts
        self.likers = likers
        self.progress = progress
    }

    public func progress(_ list: OpenedListName, key: Int64? = nil) -> OpenedListProgress? {
        progress[OpenedListID(list: list, key: key ?? post.id)]
    }
}
