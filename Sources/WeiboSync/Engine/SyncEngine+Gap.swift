import WeiboAPI
import WeiboCore
import WeiboStore

extension SyncEngine {
    /// What one read into a gap brought.
    public struct GapFill {
        public var added: Int
        public var skipped: SkippedItems
        /// Nothing is missing there any more: the page met the posts under
        /// the gap, or Weibo's timeline ended.
        public var closed: Bool
        public var pictureLine: String
    }

    /// Reads into 首页's `gap` (`TimelineGap`): the timeline older than its
    /// top, newest first, until it meets the posts cached under it, the
    /// timeline's end, or `limit` posts (then what is left stays a gap).
    public func fill(_ gap: TimelineGap, into store: Store, limit: Int) throws -> Result<GapFill, RemoteFailure> {
        var skipped = SkippedItems()
        let statuses: [WeiboStatus], stoppedShort: Bool
        do throws(RemoteFailure) {
            let top = backend.cursor(olderThan: gap.above)
            (statuses, stoppedShort) = try ListPaging.pagesReachingBack(since: gap.below, limit: limit, skipped: &skipped) {
                since, cursor, count throws(RemoteFailure) in
                try backend.homeTimeline(since: since, cursor: cursor ?? top, count: count)
            }
        } catch {
            return .failure(error)
        }
        let inside = statuses.filter { $0.id < gap.above && $0.id > gap.below }
        // A page of only unreadable posts moves nothing: the gap stays as it was.
        let rest = stoppedShort ? TimelineGap(above: inside.map(\.id).min() ?? gap.above, below: gap.below) : nil
        let added = try store.saveFetched(users: ListPaging.authors(of: inside, localUID: account.uid), timeline: inside.map(\.post),
                                          into: gap, leaving: rest)
        let pictures = downloadPictures(PictureDownloads.thumbnails(of: inside.map(\.post)), folder: store.dataDirectory)
        return .success(GapFill(added: added, skipped: skipped, closed: rest == nil, pictureLine: pictures))
    }
}
