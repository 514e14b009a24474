/// What the Weibo Open API does not offer a logged-in account, and the one
/// sentence that says so wherever it would be asked for: shown as not
/// available, never faked with local data that Weibo would never see.
public enum Unavailable: Sendable {
    /// Who liked your posts (消息 › 赞).
    case likesList
    /// 私信: the open API has no private messages.
    case directMessages
    /// Liking a post (`l`).
    case liking
    /// Changing the name and bio (`e` on 我).
    case editingProfile
    /// Deleting a post or comment (`d`): done on Weibo itself.
    case deleting
    /// Made-up activity (关于's simulate key) belongs to the sample only.
    case simulating

    public var message: String {
        switch self {
        case .likesList: tr("微博开放接口不提供赞的列表，此账号不可用", "The Weibo Open API has no likes list: not available for this account")
        case .directMessages: tr("微博开放接口不提供私信，此账号不可用", "The Weibo Open API has no direct messages: not available for this account")
        case .liking: tr("微博开放接口不提供点赞，此账号不可用", "The Weibo Open API cannot like posts: not available for this account")
        case .editingProfile: tr("微博开放接口不提供修改资料，请在微博里修改", "The Weibo Open API cannot change your profile: change it on Weibo")
        case .deleting: tr("此账号的微博和评论请在微博里删除", "Delete this account's posts and comments on Weibo itself")
        case .simulating: tr("模拟消息只用于示例数据（--sample）", "Simulated activity is for the sample only (--sample)")
        }
    }

    /// The sentence for an account of `kind`: a web session is not the
    /// Open API, and says what this client does not do through it yet.
    public func message(for kind: AccountKind?) -> String {
        guard kind == .web else { return message }
        switch self {
        case .likesList: return tr("网页会话暂不读取赞的列表，此账号不可用", "Likes of your posts are not read through a web session yet: not available for this account")
        case .directMessages: return tr("网页会话暂不读取私信，此账号不可用", "Direct messages are not read through a web session yet: not available for this account")
        case .editingProfile: return tr("请在微博里修改资料", "Change your profile on Weibo itself")
        case .liking, .deleting, .simulating: return message
        }
    }

    /// The short word a row shows in place of its count.
    public static var rowDetail: String { tr("不可用", "not available") }
}

extension AppInfo {
    /// The app shows a Weibo account, not the bundled sample.
    public var isAccount: Bool { account != nil }
}
