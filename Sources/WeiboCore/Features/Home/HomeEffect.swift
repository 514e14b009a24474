/// What 首页, the other post lists and the post page ask of the shell.
public enum HomeEffect: Hashable, Sendable {
    /// A page of a post list (answered with `postsLoaded`).
    case loadPosts(PostListSource, PostPage)
    /// A list's loaded window again, after the store changed (answered with `postsReloaded`).
    case reloadPosts(PostListSource, PostWindow)
    /// `r` on 首页: count the unseen posts, then the newest page (answered
    /// with `postsLoaded(.newest)` and `refreshed`).
    case refreshTimeline
    /// 首页 has been seen up to this post (clears its dot).
    case markTimelineViewed(PostCursor)
    case setLiked(postID: Int64, liked: Bool)
    /// A web session's like: shown at once from the store and queued in the
    /// outbox for the next sync to send.
    case queueLike(postID: Int64, liked: Bool)
    /// The sample's 收藏 (or 取消收藏), in its own store.
    case setFavorited(postID: Int64, favorited: Bool)
    /// A web session's 收藏 (or 取消收藏): shown at once from the store and
    /// queued in the outbox for the next sync to send.
    case queueFavorite(postID: Int64, favorited: Bool)
    /// Read a post and its comments (answered with `postDetailLoaded`, or
    /// `postGone` when it is no longer there).
    case loadPostDetail(Int64)
    /// Delete the local user's post or comment (the store refuses anyone else's).
    case deletePost(Int64)
    case deleteComment(Int64)
    /// Put text on the terminal's clipboard (answered with `copied`).
    case copy(ClipboardItem)
    /// Open a link in a browser (answered with `linkOpened`).
    case openLink(String)
    /// `v` on a video post: hand it to `player` (the config's `set
    /// video_player`), else mpv, else `$BROWSER`, else copy its address
    /// (answered with `videoOpened`).
    case openVideo(PostVideo, player: [String]?)
}
