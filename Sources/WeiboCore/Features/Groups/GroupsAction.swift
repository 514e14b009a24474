/// The title menu's actions.
public enum GroupsAction: Hashable, Sendable {
    /// `z` or a click on 首页's title: the menu opens.
    case openMenu
    /// The store's groups, for the menu.
    case loaded([FeedGroup])
    /// A key of the open menu (its context is the action menu's).
    case menuCommand(Command, number: Int?)
    /// 首页 shows this group (nil: 全部关注).
    case choose(FeedGroup?)

    var isResult: Bool {
        if case .loaded = self { return true }
        return false
    }
}

/// What the title menu asks the store for.
public enum GroupsEffect: Hashable, Sendable {
    /// The groups the store holds, in Weibo's order.
    case load
}
