import WeiboCore

/// The Open API's values as the app's own model (WeiboCore/Model), so the
/// screens draw an account's data exactly as they draw the sample's.
///
/// What the model has no place for is left out here (and listed in
/// docs/WEIBO-API.md): picture URLs beyond the `[图片]` marker, a long
/// post's flag, the comment a reply answers, followers and private
/// message counts.
extension WeiboStatus {
    /// As a `Post`; a repost carries its original one level deep, or only
    /// the original's id when the original was deleted (the cell then
    /// says so).
    public var post: Post {
        // A video's cover is the post's picture when it has none of its own.
        let pictureURLs = self.pictureURLs.isEmpty ? (video?.cover).map { [$0] } ?? [] : self.pictureURLs
        var post = Post(
            id: id,
            userID: user.map { String($0.id) } ?? "",
            authorName: user?.screenName ?? "",
            text: text,
            createdAt: createdAt,
            source: source,
            repostCount: repostsCount,
            commentCount: commentsCount,
            likeCount: attitudesCount,
            kind: self.pictureURLs.isEmpty ? .text : .photo,
            // The pictures' addresses, one a line, shown on the post page.
            mediaPath: pictureURLs.isEmpty ? nil : pictureURLs.joined(separator: "\n"),
            datedByDay: datedByDay,
            video: video.map { PostVideo(stream: $0.stream, page: $0.page, seconds: $0.seconds) }
        )
        if let retweeted {
            post.repostOf = retweeted.id
            post.original = retweeted.deleted ? nil : retweeted.post
        }
        return post
    }
}

extension WeiboComment {
    /// As a `Comment` under `status` (or under `postID` when the reply
    /// does not say which post, as a create reply may not).
    public func comment(postID fallbackPostID: Int64? = nil) -> Comment {
        Comment(
            id: id,
            postID: status?.id ?? fallbackPostID ?? 0,
            userID: user.map { String($0.id) } ?? "",
            authorName: user?.screenName ?? "",
            text: text,
            createdAt: createdAt,
            datedByDay: datedByDay,
            likeCount: likeCount,
            replyCount: replyCount,
            rootID: rootID ?? replyComment.map { $0.rootID ?? $0.id }
        )
    }
}

extension WeiboUser {
    /// As a `User`; `localUID` is the logged-in account's uid.
    public func user(localUID: Int64?) -> User {
        User(
            id: String(id),
            name: screenName,
            bio: description,
            followingCount: friendsCount,
            followersCount: followersCount,
            postsCount: statusesCount,
            isLocal: id == localUID,
            verified: verified,
            verifiedReason: verifiedReason,
            following: following,
            followsMe: followsMe
        )
    }
}

extension WeiboUnreadCount {
    /// As the 消息 badge's counts: both kinds of @ are mentions; likes come
    /// from the mobile web only (the Open API's are always 0).
    public var unreadCounts: UnreadCounts {
        UnreadCounts(mentions: mentionStatuses + mentionComments, comments: comments, likes: likes, messages: directMessages)
    }
}
