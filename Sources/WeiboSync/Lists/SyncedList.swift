import WeiboAPI
import WeiboCore
import WeiboStore

/// One list that Weibo has and an account's cache keeps, declared once:
/// where it stands in the store, how a page comes from the backend, how it
/// is saved, and whether every sync refreshes it or only opening it does.
/// `sync` runs the declarations in `SyncedList.all` in order; adding a list
/// is its request and decoder (WeiboAPI), a backend method, its line in
/// `all`, its store save and its screen.
///
/// Each list is fetched and saved on its own: an unexpected reply costs
/// that list (the others are saved, the summary names it), never the sync.
public struct SyncedList: Sendable {
    public enum Refresh: Sendable {
        /// Every sync, in the background.
        case everySync
        /// Only when the user opens it.
        case whenOpened
    }

    /// Its name in `sync`'s summary and lines, e.g. `mentions`.
    public let name: String
    public let refresh: Refresh
    /// What it is called in a line to the user: 首页, @我的…
    public let title: @Sendable () -> String
    /// Fetches the list (nothing when the account's kind does not offer it)
    /// and saves it. Throws what stopped it.
    let run: @Sendable (ListRun) throws -> ListResult

    /// What a list is run with.
    struct ListRun {
        var backend: any Backend
        var store: Store
        /// The most items one sync brings of it.
        var limit: Int
        var uid: Int64 { backend.account.uid }
    }

    /// What one list's run did.
    public struct ListResult: Sendable, Equatable {
        /// Items new to the cache.
        public var added = 0
        public var skipped = SkippedItems()
        /// Pictures its new items show, for the downloads after the lists.
        public var pictures: [String] = []
        /// The account's kind does not offer it: nothing was asked.
        public var notOffered = false
        /// Fetched lately enough (a list that holds a refresh interval): nothing was asked.
        public var notDue = false
    }

    /// A list paged newest first from the newest cached item (`cursor`):
    /// `page` is the backend's method, `save` writes what came and says
    /// how many were new; `offered` is nil when the account's kind has it,
    /// else what it lacks.
    static func paged<Item: WeiboIdentified>(
        _ name: String, _ title: @escaping @Sendable () -> String, refresh: Refresh = .everySync,
        needs: Unavailable? = nil,
        cursor: @escaping @Sendable (Store) throws -> Int64?,
        page: @escaping @Sendable (any Backend) -> (Int64?, RemoteCursor?, Int) throws(RemoteFailure) -> RemotePage<Item>,
        save: @escaping @Sendable (_ store: Store, _ items: [Item], _ uid: Int64) throws -> Int,
        pictures: @escaping @Sendable ([Item]) -> [String] = { _ in [] },
        leftGap: (@Sendable (_ store: Store, _ oldest: Int64, _ since: Int64) throws -> Void)? = nil
    ) -> SyncedList {
        SyncedList(name: name, refresh: refresh, title: title) { run in
            if let needs, run.backend.unavailable(needs) != nil { return ListResult(notOffered: true) }
            var result = ListResult()
            // Its own cursor, moved only by its own save: lists share tables
            // (a comment that @s the account is also one on its post), and a
            // list that failed must not find its place moved by another's.
            // A store synced before kept none: the newest cached item then.
            let key = cursorSetting(name)
            let since = try run.store.setting(key).flatMap { Int64($0) } ?? cursor(run.store)
            let (items, stoppedShort) = try ListPaging.pagesReachingBack(since: since, limit: run.limit, skipped: &result.skipped,
                                                                        page: page(run.backend))
            result.added = try save(run.store, items, run.uid)
            // Before the cursor moves past them: see `Store.openTimelineGap`.
            if stoppedShort, let since, let oldest = items.map(\.cursorKey).min(), let leftGap { try leftGap(run.store, oldest, since) }
            if let newest = items.map(\.cursorKey).max(), newest > since ?? .min {
                try run.store.setSetting(key, String(newest))
            }
            result.pictures = pictures(items)
            return result
        }
    }

    /// The store setting that keeps where the list `name` stands.
    static func cursorSetting(_ name: String) -> String { "sync_cursor_" + name }

    /// One thing rather than a list (the account's card, the unread counts).
    static func single<Value>(
        _ name: String, _ title: @escaping @Sendable () -> String,
        fetch: @escaping @Sendable (any Backend) throws(RemoteFailure) -> Value,
        save: @escaping @Sendable (_ store: Store, _ value: Value, _ uid: Int64) throws -> Void
    ) -> SyncedList {
        SyncedList(name: name, refresh: .everySync, title: title) { run in
            let value = try fetch(run.backend)
            try save(run.store, value, run.uid)
            return ListResult()
        }
    }
}
