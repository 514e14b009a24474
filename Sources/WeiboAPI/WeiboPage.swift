/// One page of a newest-first list (`statuses` or `comments`) with the
/// API's cursors.
public struct WeiboPage<Item: Sendable & Hashable>: Sendable, Hashable {
    public var items: [Item]
    /// Pass as `max_id` for the next (older) page; 0 when there is none.
    public var nextCursor: Int64
    public var previousCursor: Int64
    /// The API's estimate of the whole list's length (0 when not sent).
    public var totalNumber: Int
    /// Items the reply held that could not be read (no date, an id beyond
    /// 64 bits, a field of the wrong type): left out of `items`, counted so
    /// that sync can say so.
    public var skipped: Int

    public init(items: [Item], nextCursor: Int64 = 0, previousCursor: Int64 = 0, totalNumber: Int = 0, skipped: Int = 0) {
        self.items = items
        self.nextCursor = nextCursor
        self.previousCursor = previousCursor
        self.totalNumber = totalNumber
        self.skipped = skipped
    }

    /// The list's real end: the API has no older page (`next_cursor` 0)
    /// or sent nothing. A page of items that were all skipped is not the
    /// end: older ones may be readable.
    public var isEnd: Bool { (items.isEmpty && skipped == 0) || nextCursor == 0 }

    /// Refused only when the envelope is broken (not an object, no list at
    /// `listKey`); an item that cannot be read is skipped, and a cursor that
    /// cannot be read is 0, which ends the paging rather than the sync.
    init(_ node: JSONNode, listKey: String, item: (JSONNode) throws(BadResponse) -> Item) throws(BadResponse) {
        try self.init(envelope: node, list: try node.require(listKey).items(item))
    }

    /// The envelope around items already read (`APIResponse.decodePage`
    /// streams them): `listKey` must still be there and an array (the
    /// parser leaves it empty once streamed).
    init(_ node: JSONNode, listKey: String, read list: (items: [Item], skipped: Int)) throws(BadResponse) {
        let listNode = try node.require(listKey)
        guard case .array = listNode.value else { throw .wrongType(path: listKey, expected: .array, found: listNode.value.kind) }
        try self.init(envelope: node, list: list)
    }

    private init(envelope node: JSONNode, list: (items: [Item], skipped: Int)) throws(BadResponse) {
        self.init(
            items: list.items,
            nextCursor: (try? node.field("next_cursor")?.int64()) ?? 0,
            previousCursor: (try? node.field("previous_cursor")?.int64()) ?? 0,
            totalNumber: try node.count("total_number"),
            skipped: list.skipped
        )
    }
}
