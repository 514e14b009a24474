import WeiboCore
import WeiboStore
import WeiboSync

extension AccountCommandLine {
    /// `sync --older`: one page of 首页 older than the oldest cached post
    /// (`SyncEngine.older`).
    static func fetchOlder(_ account: Account, into store: Store, limit: Int?, context: Context) throws -> CommandOutput {
        guard let oldest = try store.oldestTimelinePostID() else {
            return CommandOutput(stdout: tr("缓存里还没有微博；先同步最新的\n", "nothing cached yet; sync the newest first\n"), status: 0)
        }
        if try store.reachedTimelineEnd() {
            return CommandOutput(stdout: tr("已到首页的尽头\n", "the timeline's end is cached already\n"), status: 0)
        }
        switch try context.engine(account).older(than: oldest, into: store, limit: limit) {
        case .failure(let error):
            return failure("sync", error.message(now: context.clock.now) + tr("；缓存未改动", "; the cache is unchanged"))
        case .success(let older):
            return CommandOutput(stdout: tr("更早的微博 \(older.added) 条\n", older.added == 1 ? "1 older post\n" : "\(older.added) older posts\n")
                                     + older.skipped.line,
                                 stderr: older.pictureLine, status: 0)
        }
    }

    /// `sync --gap`: reads into the newest place 首页's cache may miss posts
    /// (`SyncEngine.fill`), at most `limit` of them.
    static func fetchGap(_ account: Account, into store: Store, limit: Int, context: Context) throws -> CommandOutput {
        guard let gap = try store.timelineGaps().first else {
            return CommandOutput(stdout: tr("首页的缓存没有缺口\n", "Home's cache has no gap\n"), status: 0)
        }
        switch try context.engine(account).fill(gap, into: store, limit: limit) {
        case .failure(let error):
            return failure("sync", error.message(now: context.clock.now) + tr("；缓存未改动", "; the cache is unchanged"))
        case .success(let filled):
            let line = filled.closed
                ? tr("补上了中间的 \(filled.added) 条微博，缺口已补齐\n", "\(plural(filled.added, "post")) filled in; the gap is closed\n")
                : tr("补上了中间的 \(filled.added) 条微博，还有更多\n", "\(plural(filled.added, "post")) filled in; there are more\n")
            return CommandOutput(stdout: line + filled.skipped.line, stderr: filled.pictureLine, status: 0)
        }
    }
}
