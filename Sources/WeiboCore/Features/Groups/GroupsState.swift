/// Which of the account's groups 首页 shows: nil is 全部关注. Kept with
/// where the user was (`ResumePoint.group`), so it survives a restart.
public struct GroupsState: Hashable, Sendable {
    public var chosen: FeedGroup?
    /// The group whose page Weibo was asked for and has not answered yet:
    /// an empty group says it is loading, not that it has nothing.
    public var fetching: String?
    /// The group whose older page Weibo was asked for (its 首页 scrolled
    /// past its oldest post) and has not answered yet: the end row says so.
    public var fetchingOlder: String?
    /// The post an older page was last asked below: the reloads its answer
    /// causes, and an answer with nothing older, ask no more.
    public var olderAsked: Int64?
    public init(chosen: FeedGroup? = nil) { self.chosen = chosen }
}

/// The title menu (`z`, or a click on 首页's title): 全部关注 first, then
/// the groups as the store has them (nil until read).
public struct GroupMenu: Hashable, Sendable {
    public var groups: [FeedGroup]?
    /// The row picked: 0 is 全部关注, row N the group N-1.
    public var selection: Int

    public init(groups: [FeedGroup]? = nil, selection: Int = 0) {
        self.groups = groups
        self.selection = selection
    }

    /// The rows' labels, 全部关注 first.
    var labels: [String] { [GroupMenu.allFollowed] + (groups ?? []).map(\.name) }

    /// The group a row stands for: nil for 全部关注.
    func group(at row: Int) -> FeedGroup? {
        guard let groups, row > 0, groups.indices.contains(row - 1) else { return nil }
        return groups[row - 1]
    }

    /// 首页's title with no group chosen, as Weibo's app names it.
    public static var allFollowed: String { tr("全部关注", "All followed") }
}
