import WeiboCore

/// Where 首页's cache may miss posts (`TimelineGap`): opened by a sync that
/// stopped at its limit before the posts cached earlier, narrowed by each
/// page `sync --gap` reads into it, closed once a page meets its floor.
/// Kept as one setting, `above:below` pairs newest first, so no migration;
/// a pair that cannot be read is dropped, not an error.
extension Store {
    static let timelineGapsSetting = "fetched_timeline_gaps"
    /// More gaps than a screen could show are not worth a line each: the
    /// oldest are forgotten (their posts still come as 首页 scrolls down).
    public static let timelineGapsKept = 8

    /// The gaps, newest first.
    public func timelineGaps() throws -> [TimelineGap] {
        guard let text = try setting(Self.timelineGapsSetting) else { return [] }
        return text.split(separator: ",").compactMap { pair in
            let ends = pair.split(separator: ":")
            guard ends.count == 2, let above = Int64(ends[0]), let below = Int64(ends[1]), above > below else { return nil }
            return TimelineGap(above: above, below: below)
        }
    }

    /// Remembers a gap a sync's newest page left. Called after the page is
    /// saved and before the list's cursor moves: a kill between the two
    /// leaves the cursor behind, and the next sync reads the page again and
    /// opens the gap then.
    public func openTimelineGap(_ gap: TimelineGap) throws {
        try database.transaction { try setTimelineGaps([gap] + timelineGaps().filter { $0 != gap }) }
    }

    /// Saves a page read into `gap` and what is left of it (nil: the page
    /// met the posts under it, or the timeline's end), in one transaction.
    @discardableResult
    public func saveFetched(users: [User], timeline posts: [Post], into gap: TimelineGap, leaving rest: TimelineGap?) throws -> Int {
        try database.transaction {
            let added = try saveFetched(users: users, timeline: posts)
            var gaps = try timelineGaps()
            if let index = gaps.firstIndex(of: gap) {
                if let rest { gaps[index] = rest } else { gaps.remove(at: index) }
            }
            try setTimelineGaps(gaps)
            return added
        }
    }

    private func setTimelineGaps(_ gaps: [TimelineGap]) throws {
        let kept = gaps.sorted { $0.above > $1.above }.prefix(Self.timelineGapsKept)
        try setSetting(Self.timelineGapsSetting, kept.isEmpty ? nil : kept.map { "\($0.above):\($0.below)" }.joined(separator: ","))
    }
}
