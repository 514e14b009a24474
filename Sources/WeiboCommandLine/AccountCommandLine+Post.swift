import WeiboCore
import WeiboStore
import WeiboSync

extension AccountCommandLine {
    /// `sync --post ID`: the post as Weibo has it now and its newest
    /// comments (`SyncEngine.post`), what the app asks for when a post
    /// page opens.
    static func fetchPost(_ id: Int64, _ account: Account, into store: Store, context: Context) throws -> CommandOutput {
        switch try context.engine(account).post(id, into: store) {
        case .failure(let error):
            return failure("sync", error.message(now: context.clock.now) + tr("；缓存未改动", "; the cache is unchanged"))
        case .success(let page):
            let n = page.comments
            return CommandOutput(stdout: tr("评论 \(n) 条\n", n == 1 ? "1 comment\n" : "\(n) comments\n"), stderr: page.pictureLine, status: 0)
        }
    }
}
