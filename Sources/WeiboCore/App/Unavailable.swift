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
    /// 热搜榜 (发现): the Open API has no hot searches.
    case hotSearch
    /// A hot word's or a topic's posts: the Open API cannot search Weibo.
    case searchingWeibo
    /// Someone else's page as Weibo has it now: their card, their posts.
    case people
    /// Following and unfollowing someone.
    case following
    /// 收藏: favouriting a post and the list of favourites.
    case favorites
    /// 分组: 首页's groups and a group's posts.
    case groups
    /// Pictures on a post: they are uploaded first, which this client does
    /// through the web session's upload only.
    case pictures
    /// A video on a post: the Open API has no video upload; a web session
    /// uploads it by weibo.com's multi-step flow (ask, upload in parts,
    /// confirm), then posts it.
    case video
    /// 可见范围 other than 公开: the Open API's `statuses/share` has no field for it.
    case visibility
    /// A post's 转发 and 赞 lists, and a comment's replies (楼中楼), from Weibo.
    case postLists

    public var message: String {
        switch self {
        case .likesList: tr("微博开放接口不提供赞的列表，此账号不可用", "The Weibo Open API has no likes list: not available for this account")
        case .directMessages: tr("微博开放接口不提供私信，此账号不可用", "The Weibo Open API has no direct messages: not available for this account")
        case .liking: tr("微博开放接口不提供点赞，此账号不可用", "The Weibo Open API cannot like posts: not available for this account")
        case .editingProfile: tr("微博开放接口不提供修改资料，请在微博里修改", "The Weibo Open API cannot change your profile: change it on Weibo")
        case .deleting: tr("此账号的微博和评论请在微博里删除", "Delete this account's posts and comments on Weibo itself")
        case .simulating: tr("模拟消息只用于示例数据（--sample）", "Simulated activity is for the sample only (--sample)")
        case .hotSearch: tr("微博开放接口不提供热搜榜，此账号不可用", "The Weibo Open API has no hot searches: not available for this account")
        case .searchingWeibo: tr("微博开放接口不提供搜索微博，此账号不可用", "The Weibo Open API cannot search Weibo: not available for this account")
        case .following: tr("微博开放接口不提供关注和取消关注，此账号不可用", "The Weibo Open API cannot follow or unfollow: not available for this account")
        case .favorites: tr("微博开放接口不提供收藏，此账号不可用", "The Weibo Open API has no favourites: not available for this account")
        case .groups: tr("微博开放接口不提供分组，此账号不可用", "The Weibo Open API has no groups: not available for this account")
        case .pictures: tr("微博开放接口的账号还不能发图片，请用网页登录的账号", "An Open API account cannot post pictures yet: use a web session")
        case .video: tr("微博开放接口不能上传视频：请在微博 App 或 weibo.com 发视频", "The Open API cannot upload videos: post it from the Weibo app or weibo.com")
        case .visibility: tr("微博开放接口发微博没有可见范围，只能公开", "The Weibo Open API posts publicly only: it has no field for who sees a post")
        case .postLists: tr("微博开放接口不提供转发、赞和楼中楼回复的列表，此账号只显示缓存里的",
                            "The Weibo Open API has no lists of reposts, likes or replies: this account shows what is cached")
        case .people: tr("微博开放接口不提供他人的主页，此账号只显示缓存里的", "The Weibo Open API has no one else's page: this account shows what is cached")
        }
    }

    /// What each kind of account cannot do, declared once: the screens,
    /// the store's `offers` and the sync engine's backends all ask here.
    /// A web session has 赞, 私信 and likes through the mobile web.
    public func applies(to kind: AccountKind) -> Bool {
        switch (self, kind) {
        case (.likesList, .web), (.directMessages, .web), (.liking, .web), (.hotSearch, .web), (.searchingWeibo, .web), (.people, .web),
             (.following, .web), (.favorites, .web), (.pictures, .web), (.visibility, .web), (.postLists, .web), (.groups, .web),
             (.video, .web): false
        case (.likesList, _), (.directMessages, _), (.liking, _), (.editingProfile, _), (.deleting, _), (.simulating, _), (.hotSearch, _),
             (.searchingWeibo, _), (.people, _), (.following, _),
             (.favorites, _), (.pictures, _), (.visibility, _), (.postLists, _), (.groups, _), (.video, _): true
        }
    }

    /// The sentence for an account of `kind`, naming its real reason: a
    /// web session is not the Open API.
    public func message(for kind: AccountKind?) -> String {
        switch (self, kind) {
        case (.editingProfile, .web?): tr("请在微博里修改资料", "Change your profile on Weibo itself")
        default: message
        }
    }

    /// Its sentence where it applies to `kind`, else nil.
    public func refusal(for kind: AccountKind) -> String? {
        applies(to: kind) ? message(for: kind) : nil
    }

    /// The short word a row shows in place of its count.
    public static var rowDetail: String { tr("不可用", "not available") }
}

extension AppInfo {
    /// The app shows a Weibo account, not the bundled sample.
    public var isAccount: Bool { account != nil }

    /// The kind of account shown; nil for the sample (an account that does
    /// not say is the Open API's, as `isOpenAPIAccount` reads it).
    public var kind: AccountKind? { isAccount ? accountKind ?? .openAPI : nil }
}
