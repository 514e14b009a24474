import WeiboAPI
import WeiboCore
import WeiboStore

/// A list Weibo has for one thing (a post, a comment, a person), fetched a
/// page at a time only when the user opens it or scrolls to its end, declared
/// once: what the account's kind must offer, how a page comes from the
/// backend (its key, its number, where it starts), and how it is saved.
/// `sync --list NAME --id KEY --page N` runs one page (`SyncEngine.opened`);
/// the store files each page with where the next starts, so the next page
/// is asked from there and the app shows the list offline.
///
/// Adding one is its request and decoder (WeiboAPI), a backend method,
/// its line in `OpenedList.all` and its name in `OpenedListName` (with
/// what its key is the id of: `owner`), its store save, and its screen.
public struct OpenedList: Sendable {
    public let name: OpenedListName
    /// What it is called in a line to the user: 转发, 赞…
    public let title: @Sendable () -> String
    /// What the account's kind must offer for it to be asked.
    let needs: Unavailable?
    let run: @Sendable (Run) throws -> Fetched

    /// What one page is fetched with.
    struct Run {
        var backend: any Backend
        var store: Store
        var page: OpenedPage
        /// Where the page starts: nil for the first.
        var cursor: RemoteCursor?
        var now: Int64
        var uid: Int64 { backend.account.uid }
    }

    /// What one page brought.
    public struct Fetched: Sendable, Equatable {
        /// Items new to the cache.
        public var added = 0
        /// Items the page held.
        public var items = 0
        public var skipped = SkippedItems()
        /// Whether Weibo has a page after it.
        public var more = false
        /// Pictures its new items show.
        public var pictures: [String] = []
        /// stderr's line about those not downloaded (or nothing).
        public var pictureLine = ""
    }

    /// The list of `name`, as declared in `all`.
    public static func declared(_ name: OpenedListName) -> OpenedList {
        all.first { $0.name == name }!
    }

    /// A list whose pages come from `page` (the run's key, page number and
    /// cursor) and go to the store through `save` (with the next page's
    /// cursor as text).
    static func paged<Item: Sendable & Hashable>(
        _ name: OpenedListName, _ title: @escaping @Sendable () -> String, needs: Unavailable? = nil, skipped kind: SkippedItems.Kind,
        page: @escaping @Sendable (Run) throws(RemoteFailure) -> RemotePage<Item>,
        save: @escaping @Sendable (_ run: Run, _ items: [Item], _ next: String?) throws -> Int,
        pictures: @escaping @Sendable ([Item]) -> [String] = { _ in [] }
    ) -> OpenedList {
        OpenedList(name: name, title: title, needs: needs) { run in
            let fetched = try page(run)
            var result = Fetched(items: fetched.items.count, skipped: SkippedItems(fetched.skipped, kind), more: fetched.next != nil)
            result.added = try save(run, fetched.items, fetched.next?.text)
            result.pictures = pictures(fetched.items)
            return result
        }
    }
}

extension RemoteCursor {
    /// The cursor as the store keeps it between runs, and back.
    var text: String {
        switch self {
        case .id(let id): "id:\(id)"
        case .web(.maxID(let id)): "max:\(id)"
        case .web(.sinceID(let id)): "since:\(id)"
        case .web(.page(let page)): "page:\(page)"
        case .web(.hotflow(let id, let type)): "hot:\(type):\(id)"
        }
    }

    init?(text: String) {
        let parts = text.split(separator: ":", maxSplits: 2).map(String.init)
        switch (parts.first, parts.count) {
        case ("id", 2): guard let id = Int64(parts[1]) else { return nil }; self = .id(id)
        case ("max", 2): self = .web(.maxID(parts[1]))
        case ("since", 2): self = .web(.sinceID(parts[1]))
        case ("page", 2): guard let page = Int(parts[1]) else { return nil }; self = .web(.page(page))
        case ("hot", 3): guard let type = Int(parts[1]) else { return nil }; self = .web(.hotflow(maxID: parts[2], type: type))
        default: return nil
        }
    }
}
