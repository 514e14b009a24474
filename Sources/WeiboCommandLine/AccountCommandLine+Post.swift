import WeiboAPI
import WeiboCore
import WeiboStore

extension AccountCommandLine {
    /// Comments one post page asks for: a screen or two of them.
    static let postCommentsPageSize = 50

    /// `sync --post ID`: the post as Weibo has it now (`statuses/show`: its
    /// counts, a deleted original) and its newest comments
    /// (`comments/show`), saved together once both arrived: what the app
    /// asks for when a post page opens.
    static func fetchPost(_ id: Int64, _ account: Account, into store: Store, context: Context) throws -> CommandOutput {
        let remote = AccountRemote(account: account, client: context.client)
        let status: WeiboStatus, page: [WeiboComment]
        do throws(RemoteFailure) {
            status = try remote.status(id: id)
            page = try remote.comments(postID: id, count: postCommentsPageSize)
        } catch {
            return failure("sync", error.message(now: context.clock.now) + tr("；缓存未改动", "; the cache is unchanged"))
        }
        let comments = page.filter { $0.user != nil }
        let users = [status.user, status.retweeted?.user].compactMap { $0 }.map { $0.user(localUID: account.uid) }
            + authors(of: [], comments: comments, localUID: account.uid)
        try store.saveFetched(post: status.post, comments: comments.map { $0.comment(postID: id) }, users: users)
        // The post page's grid, then the full-screen view's bmiddle forms.
        let thumbnails = PictureDownloads.thumbnails(of: [status.post])
        let pictures = downloadPictures(thumbnails + thumbnails.map(PictureAddress.middle), folder: store.dataDirectory, context: context)
        return CommandOutput(stdout: tr("评论 \(comments.count) 条\n", comments.count == 1 ? "1 comment\n" : "\(comments.count) comments\n"),
                             stderr: pictures, status: 0)
    }
}
