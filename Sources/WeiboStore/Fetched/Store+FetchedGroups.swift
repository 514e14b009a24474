import WeiboCore

/// 首页's groups (分组) and each group's posts as Weibo sent them: the
/// group list replaced whole when fetched (the menu opened), a group's
/// newest page added to what it holds (the group chosen, or `r` on it).
extension Store {
    /// The groups, in Weibo's order.
    public func feedGroups() throws -> [FeedGroup] {
        try database.query("SELECT gid, name FROM feed_groups ORDER BY position, gid") { FeedGroup(id: $0.string(0), name: $0.string(1)) }
    }

    /// Keeps `groups` as the account's groups now, in their order: a group
    /// no longer there goes, with which posts were in it; a renamed one
    /// keeps its posts. Returns how many were not there before.
    @discardableResult
    public func saveFetchedGroups(_ groups: [FeedGroup]) throws -> Int {
        try database.transaction {
            let before = Set(try feedGroups().map(\.id))
            let ids = groups.map(\.id)
            for gone in before.subtracting(ids) {
                try setSetting(Self.groupEndSetting + gone, nil)
                try database.execute("DELETE FROM feed_group_posts WHERE gid = ?", [gone])
                try database.execute("DELETE FROM feed_groups WHERE gid = ?", [gone])
            }
            for (position, group) in groups.enumerated() {
                try database.execute(
                    "INSERT INTO feed_groups (gid, name, position) VALUES (?, ?, ?) ON CONFLICT(gid) DO UPDATE SET name = excluded.name, position = excluded.position",
                    [group.id, group.name, position])
            }
            return Set(ids).subtracting(before).count
        }
    }

    /// A page of group `gid`'s posts: each cached (not made a 首页 post:
    /// the group's timeline is its own) and marked in the group, their
    /// authors saved, in one transaction. A group the store does not know
    /// yet is kept under its id until the list names it; `reachesEnd` (an
    /// older page Weibo said was the group's last) is remembered, so
    /// scrolling there again asks Weibo nothing. Returns how many posts
    /// were not in the group before.
    @discardableResult
    public func saveFetchedGroupPosts(_ posts: [Post], users: [User], group gid: String, reachesEnd: Bool = false) throws -> Int {
        try database.transaction {
            _ = try saveFetched(users: users, timeline: [])
            if reachesEnd { try setSetting(Self.groupEndSetting + gid, "1") }
            try database.execute("INSERT OR IGNORE INTO feed_groups (gid, name, position) VALUES (?, ?, (SELECT count(*) FROM feed_groups))",
                                 [gid, gid])
            var added = 0
            for post in posts where try saveFetchedPost(post, inTimeline: false) != nil {
                try database.execute("INSERT OR IGNORE INTO feed_group_posts (gid, post_id) VALUES (?, ?)", [gid, post.id])
                added += database.changes
            }
            return added
        }
    }

    /// Set, per group, once Weibo answered an older page with the group's last.
    static let groupEndSetting = "fetched_group_end:"

    /// The oldest post cached in group `gid`: where its next older page starts.
    public func oldestGroupPostID(_ gid: String) throws -> Int64? {
        try database.queryFirst("SELECT min(post_id) FROM feed_group_posts WHERE gid = ?", [gid]) { $0.optionalInt64(0) } ?? nil
    }

    /// Whether Weibo has said group `gid` ends at its oldest cached post.
    public func reachedGroupEnd(_ gid: String) throws -> Bool {
        try setting(Self.groupEndSetting + gid) == "1"
    }
}
