/// Where a page of comments or messages ended: the `(createdAt, id)` of its
/// last row, for keyset paging (the same idea as `PostCursor`, for lists
/// whose ids are their own tables' row ids).
public struct TimeCursor: Sendable, Hashable {
    /// Unix seconds of the row at the page's edge.
    public var createdAt: Int64
    /// Its row id; breaks ties within one second.
    public var id: Int64

    public init(createdAt: Int64, id: Int64) {
        self.createdAt = createdAt
        self.id = id
    }
}
