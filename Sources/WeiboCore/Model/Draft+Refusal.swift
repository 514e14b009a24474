extension Draft {
    /// Longest title line of a long post, in characters.
    public static let titleLimit = 60

    /// Weibo units the text may hold: a 长微博's long limit, else 140.
    public var lengthLimit: Int {
        mode == .post && kind == .longPost ? WeiboLength.longPostLimit : WeiboLength.limit
    }

    /// A photo or a check-in is a post on its own, as on Weibo: the text may be empty.
    var standsWithoutText: Bool {
        guard mode == .post else { return false }
        let given = { (s: String?) in !(s?.trimmingSpaces.isEmpty ?? true) }
        return kind.needsMedia && given(mediaPath) || kind == .checkIn && given(place)
    }

    /// Why this draft cannot be published, or nil when it can. One rule for
    /// the editor (which says it before sending) and the store (which checks
    /// again before writing): Weibo's length rule, an empty repost allowed,
    /// and what each kind needs attached.
    public var refusal: String? {
        if mode == .repost || standsWithoutText {
            let over = -WeiboLength.remaining(text, limit: lengthLimit)
            if over > 0 { return "超出 \(over) 字，无法发布" }
        } else if let refusal = WeiboLength.refusal(text, limit: lengthLimit) {
            return refusal
        }
        if mode != .post {
            return targetPostID == nil ? "没有要\(mode == .comment ? "评论" : "转发")的微博" : nil
        }
        if let title, title.count > Draft.titleLimit { return "标题不能超过 \(Draft.titleLimit) 字" }
        let isBlank = { (s: String?) in s?.trimmingSpaces.isEmpty ?? true }
        switch kind {
        case .checkIn where isBlank(place):
            return "请先选择签到地点"
        case .review where !(1...5).contains(rating ?? 0):
            return "请先给出 1–5 星评分"
        case let kind where kind.needsMedia && isBlank(mediaPath):
            return "请先选择图片或视频文件"
        default:
            return nil
        }
    }
}
