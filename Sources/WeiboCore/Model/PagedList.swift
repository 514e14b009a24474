/// A list loaded from the store a page at a time (the timeline, the
/// conversations): what is loaded, whether more exists, whether a page is on
/// its way. One paging rule for every such list.
public struct PagedList<Item: Identifiable & Hashable & Sendable>: Hashable, Sendable {
    public var items: [Item] = []
    /// The store has nothing after the last item loaded.
    public var exhausted = false
    /// The first item loaded is the list's first: false after a jump to the
    /// list's end (`G`), until scrolling back up reaches the top.
    public var reachesStart = true
    /// A page has been asked for and not yet arrived.
    public var loading = false

    public init() {}

    /// Takes a page from the store: `reset` replaces what is loaded (a
    /// refresh); otherwise the page is appended without repeating items, as
    /// pages may overlap when the store changed between two loads. A short
    /// page means the end.
    public mutating func receive(_ page: [Item], reset: Bool, pageSize: Int) {
        loading = false
        exhausted = page.count < pageSize
        if reset {
            items = page
            reachesStart = true
        } else {
            let known = Set(items.map(\.id))
            items += page.filter { !known.contains($0.id) }
        }
    }

    /// Takes the list's last page (a jump to the end): the window no longer
    /// starts at the list's first item unless the list is that short.
    public mutating func receiveEnd(_ page: [Item], pageSize: Int) {
        loading = false
        exhausted = true
        items = page
        reachesStart = page.count < pageSize
    }

    /// Takes the page before the first item loaded (scrolling up from the
    /// end) and returns how many items went in front.
    @discardableResult
    public mutating func receiveBefore(_ page: [Item], pageSize: Int) -> Int {
        loading = false
        reachesStart = page.count < pageSize
        let known = Set(items.map(\.id))
        let added = page.filter { !known.contains($0.id) }
        items = added + items
        return added.count
    }

    /// Whether the page before the first item should be asked for now that
    /// the selection is at `index`.
    public func wantsEarlier(at index: Int, margin: Int = 8) -> Bool {
        !loading && !reachesStart && !items.isEmpty && index < margin
    }

    /// Whether the next page should be asked for now that the selection is
    /// at `index`: near the end of what is loaded, nothing on its way, more to come.
    public func wantsMore(at index: Int, margin: Int = 8) -> Bool {
        !loading && !exhausted && !items.isEmpty && index >= items.count - margin
    }
}
