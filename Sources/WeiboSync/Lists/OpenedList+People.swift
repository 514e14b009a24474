import WeiboAPI
import WeiboCore
import WeiboStore

/// A person's lists, under their card (key: their uid): their posts, whom
/// they follow (关注) and who follows them (粉丝), each by page.
extension OpenedList {
    /// Their posts, by the cursor the page before gave (the page number on
    /// weibo.com). Page 1 comes with their card (`SyncEngine.person`).
    static let userPosts = paged(.userPosts, { tr("微博", "posts") }, needs: .people, skipped: .post,
        page: { run throws(RemoteFailure) in try run.backend.personPosts(run.page.key, page: run.page.page, cursor: run.cursor) },
        save: { run, statuses, next in
            try run.store.saveFetchedPosts(run.page, posts: statuses.map(\.post), users: ListPaging.authors(of: statuses, localUID: run.uid),
                                           next: next, at: run.now)
        },
        pictures: { PictureDownloads.thumbnails(of: $0.map(\.post)) })

    static let following = people(.following, { tr("关注", "following") }, fans: false)
    static let followers = people(.followers, { tr("粉丝", "followers") }, fans: true)

    /// 关注 or 粉丝, in Weibo's order, each person saved with whether the
    /// account follows them.
    private static func people(_ name: OpenedListName, _ title: @escaping @Sendable () -> String, fans: Bool) -> OpenedList {
        paged(name, title, needs: .people, skipped: .person,
              page: { run throws(RemoteFailure) in try run.backend.people(of: run.page.key, fans: fans, cursor: run.cursor) },
              save: { run, people, next in
                  try run.store.saveFetchedPeople(run.page, people: people.map { $0.user(localUID: run.uid) }, next: next, at: run.now)
              })
    }
}
