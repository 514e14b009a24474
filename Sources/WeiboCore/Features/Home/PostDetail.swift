/// A post page's content: the post (with its repost) and its comments.
public struct PostDetail: Hashable, Sendable {
    public var post: Post
    /// Newest first.
    public var comments: [Comment]

    public init(post: Post, comments: [Comment]) { self.post = post; self.comments = comments }
}
