/// 首页 and the other post lists (我的微博, 赞), and the post page.
public enum HomeAction: Sendable {
    /// `r`: the newest posts into view, with a word on what was new.
    case refresh
    /// Like or unlike the selected post (`l`).
    case toggleLike
    /// Open the editor to comment on (`c`) or repost (`f`) the selected post.
    case comment
    case repost
    /// A page of a post list from the store: `.newest` replaces what is
    /// loaded, `.older` appends, `.oldest` replaces it with the list's end.
    case postsLoaded(PostListSource, [Post], PostPage)
    /// The shell read a post and its comments for the post page.
    case postDetailLoaded(PostDetail)
    /// The shell re-read a list's loaded window after the store changed.
    case postsReloaded(PostListSource, [Post])
    /// `r` found this many posts the user had not seen.
    case refreshed(newPosts: Int)

    var isResult: Bool {
        switch self {
        case .postsLoaded, .postDetailLoaded, .postsReloaded, .refreshed: return true
        case .refresh, .toggleLike, .comment, .repost: return false
        }
    }
}
