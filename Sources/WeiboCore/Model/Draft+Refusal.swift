extension Draft {
    /// Longest title line of a long post, in characters.
    public static let titleLimit = 60

    /// Weibo units the text may hold on an account of `account` (nil: the
    /// sample): a 长微博's long limit, a post the account's
    /// (`WeiboLength.postLimit`), a comment or a repost 140.
    public func lengthLimit(for account: AccountKind?) -> Int {
        guard mode == .post else { return WeiboLength.commentLimit }
        return kind == .longPost ? WeiboLength.longPostLimit : WeiboLength.postLimit(for: account)
    }

    /// A photo or a check-in is a post on its own, as on Weibo: the text may be empty.
    var standsWithoutText: Bool {
        guard mode == .post else { return false }
        let given = { (s: String?) in !(s?.trimmingSpaces.isEmpty ?? true) }
        return !media.isEmpty || kind == .checkIn && given(place)
    }

    /// Why this draft cannot be published, or nil when it can. One rule for
    /// the editor (which says it before sending) and the store (which checks
    /// again before writing): Weibo's length rule, an empty repost allowed,
    /// and what each kind needs attached. `account` is the kind of account
    /// it goes to, nil for the sample.
    public func refusal(for account: AccountKind?) -> String? {
        let lengthLimit = lengthLimit(for: account)
        if mode == .repost || standsWithoutText {
            if let refusal = WeiboLength.overRefusal(text, limit: lengthLimit) { return refusal }
        } else if let refusal = WeiboLength.refusal(text, limit: lengthLimit) {
            // Say why an Open API account stops at 140 when a web session would not.
            let apiLimit = mode == .post && kind != .longPost && account == .openAPI && !text.trimmingSpaces.isEmpty
            return apiLimit ? refusal + tr("（微博开放接口的账号最多 \(WeiboLength.limit) 字）",
                                           " (an Open API account posts at most \(WeiboLength.limit))") : refusal
        }
        if mode != .post {
            guard targetPostID == nil else { return nil }
            return mode == .comment ? tr("没有要评论的微博", "No post to comment on") : tr("没有要转发的微博", "No post to repost")
        }
        if media.count > Draft.pictureLimit {
            return tr("最多 \(Draft.pictureLimit) 张图片", "At most \(Draft.pictureLimit) pictures")
        }
        if let title, title.count > Draft.titleLimit { return tr("标题不能超过 \(Draft.titleLimit) 字", "The title can be at most \(Draft.titleLimit) characters") }
        let isBlank = { (s: String?) in s?.trimmingSpaces.isEmpty ?? true }
        switch kind {
        case .checkIn where isBlank(place):
            return tr("请先选择签到地点", "Choose a place to check in first")
        case .review where !(1...5).contains(rating ?? 0):
            return tr("请先给出 1–5 星评分", "Give a rating of 1–5 stars first")
        case let kind where kind.needsMedia && isBlank(mediaPath):
            return tr("请先选择图片或视频文件", "Choose a photo or video file first")
        default:
            return nil
        }
    }
}
