/// The three lists under a post, as Weibo's app lays them out: 转发 / 评论 / 赞.
public enum PostTab: Int, CaseIterable, Hashable, Sendable {
    case reposts, comments, likes

    public var label: String {
        switch self {
        case .reposts: tr("转发", "Reposts")
        case .comments: tr("评论", "Comments")
        case .likes: tr("赞", "Likes")
        }
    }

    /// The list Weibo has for it.
    var list: OpenedListName {
        switch self {
        case .reposts: .reposts
        case .comments: .postComments
        case .likes: .postLikes
        }
    }
}

/// How a post's comments are ordered: Weibo's 按热度 (its hotflow order), or
/// 按时间, newest first.
public enum CommentOrder: Hashable, Sendable {
    case hot, time

    public var label: String { self == .hot ? tr("按热度", "Hot first") : tr("按时间", "Newest first") }
}

/// Where the user is on a post page: which list, how its comments are
/// ordered, which threads (楼中楼) are open under their comments, and which
/// pages were asked of Weibo, each once, so the reloads their writes cause
/// ask nothing more. What the lists hold is the store's (`PostDetail`).
public struct PostPageState: Hashable, Sendable {
    public var tab: PostTab = .comments
    public var order: CommentOrder = .hot
    /// Root comments whose replies show under them.
    public var openThreads: Set<Int64> = []
    public var asked: Set<OpenedPage> = []

    public init() {}

    /// The list Weibo has for what is shown: the tab's, in its order.
    public var shownList: OpenedListName { tab == .comments && order == .time ? .postCommentsNew : tab.list }
}

/// What the user does on a post page's lists.
public enum PostPageAction: Sendable {
    /// `]` / `[`: the next or previous list.
    case switchTab(Int)
    /// A click on a list's label.
    case selectTab(PostTab)
    /// `s`: 按热度 ↔ 按时间.
    case toggleOrder
    /// Enter on a comment with replies: its thread opens under it, or closes.
    case toggleThread(Int64)
    /// Enter on a list's last row: its next page from Weibo.
    case more(OpenedPage)
}
