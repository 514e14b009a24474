import WeiboCore

/// What the store's source can show at all. The Weibo Open API offers no
/// list of who liked the user's posts and no private messages, so an
/// account's cache never has them: callers say "not available for this
/// account" instead of showing an empty list that looks like "nobody".
extension Store {
    /// Whether the activity list `kind` exists for this source: everything
    /// on the sample and on a web session (赞 from `message/attitude`); on
    /// an Open API account, @我的 and 评论 but not 赞.
    public func offers(_ kind: ActivityKind) -> Bool {
        kind != .like || !lacks(.likesList)
    }

    /// Whether 私信 (conversations and their messages) exist for this
    /// source: on the sample and a web session (`message/msglist`); the
    /// Open API has none.
    public var offersDirectMessages: Bool { !lacks(.directMessages) }

    /// Whether 首页's groups exist for this source: on the sample and a
    /// web session; the Open API has none.
    public var offersGroups: Bool { !lacks(.groups) }

    /// The sample lacks nothing; an account what its kind cannot do
    /// (`Unavailable.applies(to:)`); one opened by uid alone, whose kind is
    /// not known, is taken for the Open API's.
    private func lacks(_ what: Unavailable) -> Bool {
        isAccount && what.applies(to: accountKind ?? .openAPI)
    }
}
