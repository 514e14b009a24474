import WeiboAPI
import WeiboCore
import WeiboStore

/// Every list a sync refreshes, in the order it runs them: 首页 first (what
/// the user looks at), the account's card, the unread counts before 消息's
/// lists (the mobile web clears a list's count when its first page is
/// read), then 消息's lists and 我的微博. The engine settles which of the
/// items just saved stay unread after the last list (`settleUnreadFlags`).
extension SyncedList {
    public static let all: [SyncedList] = [home, profile, unread, commentsToMe, mentionPosts, mentionComments, ownPosts, likesToMe,
                                           conversations, hot, favorites, groups]

    /// 首页: the home timeline newer than the newest post it brought.
    public static let home = paged("home", { tr("首页", "home") },
        cursor: { try $0.newestTimelinePostID() },
        page: { $0.homeTimeline },
        save: { store, statuses, uid in
            try store.saveFetched(users: ListPaging.authors(of: statuses, localUID: uid), timeline: statuses.map(\.post))
        },
        pictures: { PictureDownloads.thumbnails(of: $0.map(\.post)) },
        leftGap: { store, oldest, since in try store.openTimelineGap(TimelineGap(above: oldest, below: since)) })

    /// The account's own card (its name, avatar and counts).
    static let profile = single("profile", { tr("我的资料", "profile") },
        fetch: { backend throws(RemoteFailure) in try backend.me() },
        save: { store, me, uid in try store.saveFetched(users: [me.user(localUID: uid)], timeline: []) })

    /// @我的: posts that mention the account.
    static let mentionPosts = paged("mentions", { tr("@我的微博", "posts mentioning you") },
        cursor: { try $0.inboxCursors().mentionPosts },
        page: { $0.mentionPosts },
        save: { store, statuses, uid in
            try store.saveFetched(inbox: FetchedInbox(users: ListPaging.authors(of: statuses, localUID: uid),
                                                      mentionPosts: statuses.map(\.post))).mentions
        })

    /// @我的: comments that mention the account.
    static let mentionComments = paged("comment-mentions", { tr("@我的评论", "comments mentioning you") },
        cursor: { try $0.inboxCursors().mentionComments },
        page: { $0.mentionComments },
        save: { store, comments, uid in
            try store.saveFetched(inbox: FetchedInbox(users: commentAuthors(comments, uid), mentionComments: comments.compactMap(ListPaging.fetched))).mentions
        })

    /// 评论: comments on the account's posts.
    static let commentsToMe = paged("comments", { tr("评论", "comments") },
        cursor: { try $0.inboxCursors().commentsToMe },
        page: { $0.commentsToMe },
        save: { store, comments, uid in
            try store.saveFetched(inbox: FetchedInbox(users: commentAuthors(comments, uid), commentsToMe: comments.compactMap(ListPaging.fetched))).comments
        })

    /// 我的微博: the account's own posts.
    static let ownPosts = paged("own-posts", { tr("我的微博", "your posts") },
        cursor: { try $0.inboxCursors().ownPosts },
        page: { $0.ownPosts },
        save: { store, statuses, uid in
            try store.saveFetched(inbox: FetchedInbox(users: ListPaging.authors(of: statuses, localUID: uid),
                                                      ownPosts: statuses.map(\.post))).ownPosts
        })

    /// 赞: likes of the account's posts, where the kind has them.
    static let likesToMe = paged("likes", { tr("赞", "likes") }, needs: .likesList,
        cursor: { try $0.inboxCursors().likesToMe },
        page: { $0.likesToMe },
        save: { store, likes, uid in
            var users = ListPaging.authors(of: likes.compactMap(\.status), localUID: uid)
            for liker in likes.compactMap(\.user) where liker.id != uid && !users.contains(where: { $0.id == String(liker.id) }) {
                users.append(liker.user(localUID: uid))
            }
            return try store.saveFetched(inbox: FetchedInbox(users: users, likesToMe: likes.compactMap(ListPaging.fetched))).likes
        })

    /// 私信: the conversations, where the kind has them; one conversation's
    /// messages come when it is opened (`SyncEngine.chat`).
    static let conversations = paged("messages", { tr("私信", "messages") }, needs: .directMessages,
        cursor: { _ in nil },
        page: { backend in { _, cursor, _ throws(RemoteFailure) in try backend.conversations(cursor: cursor) } },
        save: { store, conversations, uid in
            try store.saveFetched(conversations: conversations.map(\.fetched), users: conversations.map { $0.user.user(localUID: uid) })
        })

    /// 热搜榜 (发现), where the kind has it: only when 发现 is opened, and at
    /// most every `HotList.refreshSeconds` however often it is.
    public static let hot = SyncedList(name: HotList.listName, refresh: .whenOpened, title: { tr("热搜榜", "hot searches") }) { run in
        if run.backend.unavailable(.hotSearch) != nil { return ListResult(notOffered: true) }
        let now = run.backend.client.now()
        guard try run.store.hotList().isDue(now: now) else { return ListResult(notDue: true) }
        let words = try run.backend.hotSearch()
        try run.store.saveFetchedHot(words, at: now)
        return ListResult(added: words.count)
    }

    /// 我 › 收藏, where the kind has it: only when the page is opened, its
    /// first pages (up to the sync's limit), each post marked favourited.
    /// Weibo lists favourites by when they were made, not by post, so there
    /// is no newest post to fetch from: the pages are read afresh each time.
    public static let favorites = SyncedList(name: FavoritesList.listName, refresh: .whenOpened, title: { tr("收藏", "favourites") }) { run in
        if run.backend.unavailable(.favorites) != nil { return ListResult(notOffered: true) }
        var result = ListResult()
        let statuses = try ListPaging.pages(since: nil, limit: run.limit, skipped: &result.skipped) { _, cursor, _ throws(RemoteFailure) in
            try run.backend.favorites(cursor: cursor)
        }
        result.added = try run.store.saveFetchedFavorites(statuses.map(\.post), users: ListPaging.authors(of: statuses, localUID: run.uid))
        result.pictures = PictureDownloads.thumbnails(of: statuses.map(\.post))
        return result
    }

    /// The unread counts behind 消息's badges.
    public static let unread = single("unread", { tr("未读数", "unread counts") },
        fetch: { backend throws(RemoteFailure) in try backend.unreadCount() },
        save: { store, counts, _ in try store.saveFetchedUnread(counts.unreadCounts) })

    /// The writers of `comments` and of the posts they are under.
    private static func commentAuthors(_ comments: [WeiboComment], _ uid: Int64) -> [User] {
        ListPaging.authors(of: comments.compactMap(\.status), comments: comments, localUID: uid)
    }
}
