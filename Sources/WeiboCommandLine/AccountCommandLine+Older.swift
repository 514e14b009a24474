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

    /// `sync --group GID`: the group's newest page; with `--older`, the page
    /// before its oldest cached post (`SyncEngine.group`).
    static func fetchGroup(_ gid: String, older: Bool, _ account: Account, into store: Store, context: Context) throws -> CommandOutput {
        if older, try store.oldestGroupPostID(gid) == nil {
            return CommandOutput(stdout: tr("缓存里还没有这个分组的微博；先取最新的\n", "nothing of this group cached yet; fetch its newest first\n"), status: 0)
        }
        if older, try store.reachedGroupEnd(gid) {
            return CommandOutput(stdout: tr("已到分组的尽头\n", "the group's end is cached already\n"), status: 0)
        }
        switch try context.engine(account).group(gid, older: older, into: store) {
        case .failure(let error):
            return failure("sync", error.message(now: context.clock.now) + tr("；缓存未改动", "; the cache is unchanged"))
        case .success(let page):
            let line = older
                ? tr("分组更早的微博 \(page.added) 条", "group: \(plural(page.added, "older post"))") + (page.reachesEnd ? tr("，已到尽头", "; its end") : "")
                : tr("分组新微博 \(page.added) 条", "group: \(plural(page.added, "new post"))")
            return CommandOutput(stdout: line + "\n" + page.skipped.line, stderr: page.pictureLine, status: 0)
        }
    }
}
