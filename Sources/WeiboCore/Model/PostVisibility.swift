/// 可见范围: who may read a post, as Weibo's own composers offer it. The
/// raw values are what drafts and the outbox store and what
/// `post --visible` takes.
public enum PostVisibility: String, CaseIterable, Sendable, Hashable {
    case everyone = "public"
    case friends
    case me

    public var title: String {
        switch self {
        case .everyone: tr("公开", "Public")
        case .friends: tr("好友圈", "Friends circle")
        case .me: tr("仅自己", "Only me")
        }
    }

    /// m.weibo.cn's `visible` field: its composer cycles 0 (公开), 6 (好友圈)
    /// and 1 (仅自己), and sends nothing for 公开.
    public var webCode: Int {
        switch self {
        case .everyone: 0
        case .friends: 6
        case .me: 1
        }
    }

    /// The next one in the editor's cycle, in the order the web's composer cycles.
    public var next: PostVisibility {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// A stored value, read leniently: none is 公开 (rows from before it was
    /// kept); anything unknown is 仅自己, which shows the post to the fewest,
    /// so a damaged row never publishes what was meant to be private.
    public init(stored: String?) {
        self = stored.map { PostVisibility(rawValue: $0) ?? .me } ?? .everyone
    }
}
