import WeiboAPI
import WeiboCore
import WeiboStore

extension SyncedList {
    /// 首页's groups, where the kind has them: only when its title menu is
    /// opened, the list replaced whole (a group renamed or gone follows).
    public static let groups = SyncedList(name: FeedGroupList.listName, refresh: .whenOpened, title: { tr("分组", "groups") }) { run in
        if run.backend.unavailable(.groups) != nil { return ListResult(notOffered: true) }
        let page = try run.backend.feedGroups()
        var result = ListResult(added: try run.store.saveFetchedGroups(page.items))
        result.skipped.add(page.skipped, .group)
        return result
    }
}

extension SyncEngine {
    /// What a group's page brought.
    public struct GroupPage {
        public var added: Int
        public var skipped: SkippedItems
        public var pictureLine: String
        /// An older page: Weibo said the group ends there.
        public var reachesEnd = false
    }

    /// Group `gid`'s newest posts (`sync --group GID`): asked when the group
    /// is chosen on 首页 or refreshed there, never by a sync of its own. Or,
    /// `older`, the page before its oldest cached post (`sync --group GID
    /// --older`): asked when its 首页 is scrolled past that post, as
    /// 全部关注's older page is; nothing is asked once Weibo said the group
    /// ends there, or while nothing of it is cached.
    public func group(_ gid: String, older: Bool = false, into store: Store) throws -> Result<GroupPage, RemoteFailure> {
        if let why = backend.unavailable(.groups) { return .failure(.api(.api(code: 0, message: why))) }
        let oldest = older ? try store.oldestGroupPostID(gid) : nil
        if older, try oldest == nil || store.reachedGroupEnd(gid) {
            return .success(GroupPage(added: 0, skipped: SkippedItems(), pictureLine: "", reachesEnd: true))
        }
        let found: OlderPages
        do throws(RemoteFailure) {
            if let oldest {
                found = try pages(olderThan: oldest) { cursor throws(RemoteFailure) in try backend.groupTimeline(gid, cursor: cursor) }
            } else {
                let page = try backend.groupTimeline(gid, cursor: nil)
                found = OlderPages(older: page.items, skipped: SkippedItems(page.skipped, .post))
            }
        } catch {
            return .failure(error)
        }
        let posts = found.older.map(\.post)
        let added = try store.saveFetchedGroupPosts(posts, users: ListPaging.authors(of: found.older, localUID: account.uid), group: gid,
                                                    reachesEnd: found.reachesEnd)
        let pictures = downloadPictures(PictureDownloads.thumbnails(of: posts), folder: store.dataDirectory)
        return .success(GroupPage(added: added, skipped: found.skipped, pictureLine: pictures, reachesEnd: found.reachesEnd))
    }
}
