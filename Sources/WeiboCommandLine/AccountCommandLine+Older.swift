import WeiboAPI
import WeiboCore
import WeiboStore

extension AccountCommandLine {
    /// Posts one `sync --older` asks for when no `--limit` is given: what a
    /// few screens show, so scrolling on does not wait for the next page.
    static let olderPageSize = 50
    /// Pages one `sync --older` goes through when none brings a post it
    /// can read (every one skipped): the next is asked, up to this many.
    static let olderPagesAtMost = 5

    /// `sync --older`: one page of the home timeline older than the oldest
    /// cached post (`max_id`), saved like any fetched page. When the API
    /// says its timeline ends there, the store remembers it, so the app's
    /// end-of-list marker is the real end and nothing more is asked. A
    /// page whose posts were all skipped is no end: the next page is asked.
    static func fetchOlder(_ account: Account, into store: Store, limit: Int?, context: Context) throws -> CommandOutput {
        guard let oldest = try store.oldestTimelinePostID() else {
            return CommandOutput(stdout: tr("缓存里还没有微博；先同步最新的\n", "nothing cached yet; sync the newest first\n"), status: 0)
        }
        if try store.reachedTimelineEnd() {
            return CommandOutput(stdout: tr("已到首页的尽头\n", "the timeline's end is cached already\n"), status: 0)
        }
        let remote = AccountRemote(account: account, client: context.client)
        var cursor: RemoteCursor = account.kind == .web ? .web(.maxID(String(oldest - 1))) : .id(oldest - 1)
        var older: [WeiboStatus] = [], skipped = SkippedItems(), reachesEnd = false
        do throws(RemoteFailure) {
            for _ in 0..<olderPagesAtMost {
                let page = try remote.homeTimeline(since: nil, cursor: cursor, count: min(pageSize, limit ?? olderPageSize))
                skipped.add(page.skipped, .post)
                older = page.items.filter { $0.id < oldest }
                // Only the server's own word ends the timeline.
                guard let next = page.next else { reachesEnd = true; break }
                if !older.isEmpty || next == cursor { break }
                cursor = next
            }
        } catch {
            return failure("sync", error.message(now: context.clock.now) + tr("；缓存未改动", "; the cache is unchanged"))
        }
        let added = try store.saveFetched(users: authors(of: older, localUID: account.uid), timeline: older.map(\.post),
                                          reachesTimelineEnd: reachesEnd)
        let pictures = downloadPictures(PictureDownloads.thumbnails(of: older.map(\.post)), folder: store.dataDirectory, context: context)
        return CommandOutput(stdout: tr("更早的微博 \(added) 条\n", added == 1 ? "1 older post\n" : "\(added) older posts\n")
                                 + skipped.line,
                             stderr: pictures, status: 0)
    }
}
