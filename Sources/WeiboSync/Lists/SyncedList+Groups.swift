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
    }

    /// Group `gid`'s newest posts (`sync --group GID`): asked when the group
    /// is chosen on 首页 or refreshed there, never by a sync of its own.
    public func group(_ gid: String, into store: Store) throws -> Result<GroupPage, RemoteFailure> {
        if let why = backend.unavailable(.groups) { return .failure(.api(.api(code: 0, message: why))) }
        let page: RemotePage<WeiboStatus>
        do throws(RemoteFailure) { page = try backend.groupTimeline(gid, cursor: nil) } catch { return .failure(error) }
        let posts = page.items.map(\.post)
        let added = try store.saveFetchedGroupPosts(posts, users: ListPaging.authors(of: page.items, localUID: account.uid), group: gid)
        let pictures = downloadPictures(PictureDownloads.thumbnails(of: posts), folder: store.dataDirectory)
        return .success(GroupPage(added: added, skipped: SkippedItems(page.skipped, .post), pictureLine: pictures))
    }
}
