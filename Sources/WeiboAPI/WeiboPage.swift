/// One page of a newest-first list (`statuses` or `comments`) with the
/// API's cursors.
public struct WeiboPage<Item: Sendable & Hashable>: Sendable, Hashable {
    public var items: [Item]
    /// Pass as `max_id` for the next (older) page; 0 when there is none.
    public var nextCursor: Int64
    public var previousCursor: Int64
    /// The API's estimate of the whole list's length (0 when not sent).
    public var totalNumber: Int

    public init(items: [Item], nextCursor: Int64 = 0, previousCursor: Int64 = 0, totalNumber: Int = 0) {
        self.items = items
        self.nextCursor = nextCursor
        self.previousCursor = previousCursor
        self.totalNumber = totalNumber
    }

    /// The list's real end: the API has no older page (`next_cursor` 0)
    /// or sent nothing.
    public var isEnd: Bool { items.isEmpty || nextCursor == 0 }

    init(_ node: JSONNode, listKey: String, item: (JSONNode) throws(BadResponse) -> Item) throws(BadResponse) {
        var items: [Item] = []
        for entry in try node.require(listKey).array() { items.append(try item(entry)) }
        self.init(
            items: items,
            nextCursor: try node.field("next_cursor")?.int64() ?? 0,
            previousCursor: try node.field("previous_cursor")?.int64() ?? 0,
            totalNumber: try node.count("total_number")
        )
    }
}
