import WeiboCore

extension Store {
    /// Setting holding the newest post the 首页 timeline has shown, as
    /// `createdAt:id`. The tab's dot is "a post newer than this exists".
    public static let timelineSeenSetting = "timeline_seen"

    /// The newest post the timeline has shown, if it ever showed one.
    public func timelineLastViewed() throws -> PostCursor? {
        guard let value = try setting(Self.timelineSeenSetting) else { return nil }
        let parts = value.split(separator: ":")
        guard parts.count == 2, let at = Int64(parts[0]), let id = Int64(parts[1]) else { return nil }
        return PostCursor(createdAt: at, id: id)
    }

    /// Records that the timeline has shown everything up to `cursor` (pass
    /// the top post's `cursor` when 首页 is viewed). Never moves backwards.
    /// Returns whether anything changed (nothing is written when not).
    @discardableResult
    public func setTimelineLastViewed(_ cursor: PostCursor) throws -> Bool {
        if let seen = try timelineLastViewed(), (seen.createdAt, seen.id) >= (cursor.createdAt, cursor.id) { return false }
        try setSetting(Self.timelineSeenSetting, "\(cursor.createdAt):\(cursor.id)")
        return true
    }

    /// Whether any post is newer than `cursor` (one index probe).
    public func hasPostsNewer(than cursor: PostCursor) throws -> Bool {
        try database.queryFirst(
            "SELECT 1 FROM posts WHERE (created_at, id) > (?, ?) AND in_timeline = 1 LIMIT 1", [cursor.createdAt, cursor.id]) { _ in true } ?? false
    }

    /// The 首页 dot: posts newer than the last viewed exist.
    public func hasUnseenPosts() throws -> Bool {
        try hasPostsNewer(than: unseenSince())
    }

    /// What a post must be newer than to count as unseen: the newest post
    /// viewed, or, for a timeline never viewed, a cursor no post is newer
    /// than (nothing is "new" yet: the first look shows it all anyway).
    func unseenSince() throws -> PostCursor {
        try timelineLastViewed() ?? PostCursor(createdAt: .max, id: .max)
    }
}
