import WeiboCore

extension Store {
    /// Deletes one of the local user's posts, in one transaction: its
    /// comments, likes and mentions go with it (the schema cascades), the
    /// post it reposted counts one repost fewer, and reposts of it keep
    /// their own text. Throws `Refusal` (nothing written) for a post that
    /// is gone or someone else's.
    public func deletePost(id: Int64) throws {
        try database.transaction {
            guard let post = try post(id: id) else { throw Refusal(tr("这条微博已不存在", "This post no longer exists")) }
            guard post.userID == (try localUser().id) else { throw Refusal(tr("只能删除自己的微博", "You can only delete your own posts")) }
            if let original = post.repostOf {
                try database.execute("UPDATE posts SET repost_count = max(0, repost_count - 1) WHERE id = ?", [original])
            }
            try database.execute("DELETE FROM posts WHERE id = ?", [id])
        }
    }

    /// Deletes one of the local user's comments and counts its post one
    /// comment fewer, in one transaction. Throws `Refusal` (nothing
    /// written) for a comment that is gone or someone else's.
    public func deleteComment(id: Int64) throws {
        try database.transaction {
            guard let comment = try comment(id: id) else { throw Refusal(tr("这条评论已不存在", "This comment no longer exists")) }
            guard comment.userID == (try localUser().id) else { throw Refusal(tr("只能删除自己的评论", "You can only delete your own comments")) }
            try database.execute("DELETE FROM comments WHERE id = ?", [id])
            try database.execute("UPDATE posts SET comment_count = max(0, comment_count - 1) WHERE id = ?", [comment.postID])
        }
    }
}
