/// One of the account's groups (分组) of the people it follows: 首页's
/// title switches between 全部关注 and these, as the Weibo app's title menu
/// does.
public struct FeedGroup: Hashable, Sendable {
    /// Weibo's `gid` (the sample's own ids on the sample).
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// The group list as a list the sync engine fetches only when the menu
/// opens (`sync --list groups`).
public enum FeedGroupList {
    public static let listName = "groups"
}
