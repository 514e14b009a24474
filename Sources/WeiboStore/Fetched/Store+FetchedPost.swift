import WeiboCore

extension Store {
    /// Saves one post as `statuses/show` brought it (its counts) and its
    /// newest comments from `comments/show`, with their authors, in one
    /// transaction: what a post page shows. The post is not made a timeline
    /// post by this (it may have been opened from 消息); a comment already
    /// cached is not added twice.
    public func saveFetched(post: Post, comments: [Comment], users: [User]) throws {
        try database.transaction {
            try saveFetched(users: users, timeline: [])
            _ = try saveFetchedPost(post, inTimeline: false)
            for comment in comments where comment.postID == post.id {
                try saveFetchedComment(comment, on: post)
            }
        }
    }
}
