import WeiboCore

/// The far end of an account's home timeline: how far back the cache goes,
/// and whether the API said there is nothing older (so `sync --older` asks
/// no more, and the end-of-list marker is the real end).
extension Store {
    /// Set once the API answered an older page with its last page.
    static let timelineEndSetting = "fetched_timeline_end"

    /// The oldest cached timeline post's id: the `max_id` of the next older page.
    public func oldestTimelinePostID() throws -> Int64? {
        try database.queryFirst("SELECT min(id) FROM posts WHERE in_timeline = 1") { $0.optionalInt64(0) } ?? nil
    }

    /// Whether the API has said the timeline ends at the oldest cached post.
    public func reachedTimelineEnd() throws -> Bool {
        try setting(Self.timelineEndSetting) == "1"
    }
}
