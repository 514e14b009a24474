/// 首页 and the other post lists (我的微博, 赞), and the post page.
public enum HomeAction: Sendable {
    /// `r`: the newest posts into view, with a word on what was new.
    case refresh
    /// Like or unlike the selected post (`l`).
    case toggleLike
    /// 收藏 or 取消收藏 the selected post (`b`, or the action menu).
    case toggleFavorite
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
    /// An account's fetch that `r`, a queued post or the end of the cache
    /// asked for ended; nil failure when it worked. A background sync's
    /// failure comes this way too.
    case fetchFinished(FetchRequest, failure: String?)
    /// A background sync saved what it could and some lists failed on their
    /// own (`sync`'s exit 5, e.g. m.weibo.cn refusing while weibo.com
    /// served): its first line, said as what it is, not as a failure.
    case syncedPartly(String)
    /// The selected post's action menu (`a`), and a command of its keys
    /// (`choose-item` with the number its key names).
    case openActions
    case actionsCommand(Command, number: Int? = nil)
    /// Delete the selected post, or the selected comment on a post page (`d`; asks first).
    case deleteSelected
    /// The answer to the "delete this?" prompt (`yes` or `no`).
    case confirmDeleteCommand(Command)
    /// Reply to the selected comment (`R`, or Enter on a comment).
    case replyToComment
    /// Close the box that shows a link in full.
    case dismissLink
    /// The shell copied (or, `sent` false, could not copy) to the clipboard.
    case copied(ClipboardItem, sent: Bool)
    /// The shell opened a link in a browser, or found none to open it with.
    case linkOpened(String, opened: Bool)
    /// The shell handed a video to a player or a browser, or copied its address.
    case videoOpened(VideoOpening)
    /// A post page's post is no longer in the store.
    case postGone(Int64)
    /// The page of the person under the selection (`u`: a post's author, a
    /// comment's, a row of 消息's), or of a repost's original's author (`U`).
    case openAuthor(original: Bool)
    /// A repost's original, on its own page (`o`): the quoted box cannot be opened otherwise.
    case openOriginal
    /// The post page's 转发 / 评论 / 赞, their order and threads.
    case postPage(PostPageAction)

    var isResult: Bool {
        switch self {
        case .postsLoaded, .postDetailLoaded, .postsReloaded, .refreshed, .fetchFinished, .syncedPartly, .copied, .linkOpened, .videoOpened,
             .postGone:
            return true
        case .refresh, .toggleLike, .toggleFavorite, .comment, .repost, .openActions, .actionsCommand, .deleteSelected, .confirmDeleteCommand,
             .replyToComment, .dismissLink, .openAuthor, .openOriginal, .postPage:
            return false
        }
    }
}
