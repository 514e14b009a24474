/// Where a page of the newest-first timeline ended: the `(createdAt, id)` of
/// its last post. The next page is every post strictly older than this pair,
/// which stays correct (no skips, no repeats) while new posts arrive at the
/// top, unlike an OFFSET.
public struct PostCursor: Sendable, Hashable {
    /// Unix seconds of the last post already shown.
    public var createdAt: Int64
    /// Row id of that post; breaks ties between posts made in the same second.
    public var id: Int64

    public init(createdAt: Int64, id: Int64) {
        self.createdAt = createdAt
        self.id = id
    }
}
