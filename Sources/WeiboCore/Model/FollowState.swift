/// Where the account stands with a person, as Weibo's button says it:
/// 关注 (not following), 已关注, 互相关注; unknown until Weibo has said.
public enum FollowState: String, Hashable, Sendable {
    case notFollowing = "not_following"
    case following
    case mutual

    /// From a card's `following` and `follow_me`; nil when Weibo has not said.
    public init?(following: Bool?, followsMe: Bool?) {
        guard let following else { return nil }
        self = following ? (followsMe == true ? .mutual : .following) : .notFollowing
    }

    /// The button's word.
    public var label: String {
        switch self {
        case .notFollowing: tr("+关注", "+Follow")
        case .following: tr("已关注", "Following")
        case .mutual: tr("互相关注", "Mutual")
        }
    }
}

extension User {
    /// Where the account stands with them; nil for the account itself and
    /// while Weibo has not said.
    public var followState: FollowState? { isLocal ? nil : FollowState(following: following, followsMe: followsMe) }
}
