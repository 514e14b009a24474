/// How an outbox item is described, in 我 › 待发送 and by `weibo-tui outbox`.
extension OutboxItem {
    /// `微博`, or `评论 → #id` with the post it goes under.
    public var kindLabel: String {
        switch kind {
        case .post: tr("微博", "Post")
        case .comment: tr("评论", "Comment") + " → #\(targetPostID ?? 0)"
        case .reply: tr("回复", "Reply") + " → #\(targetPostID ?? 0)"
        case .repost: tr("转发", "Repost") + " → #\(targetPostID ?? 0)"
        case .like: tr("赞", "Like") + " → #\(targetPostID ?? 0)"
        case .unlike: tr("取消赞", "Unlike") + " → #\(targetPostID ?? 0)"
        }
    }

    /// Where it stands: waiting, failed N times and when it is tried again
    /// (with the last failure, `error` as the caller made it safe to show),
    /// or refused for good.
    public func stateText(error: String, clock: Clock) -> String {
        var text: String
        if failed {
            text = tr("发送失败，不会自动重发：\(error)", "failed, not retried by itself: \(error)")
        } else if attempts == 0 {
            text = tr("等待发送", "waiting to be sent")
        } else {
            let when = RelativeTime.absolute(nextAttemptAt, clock: clock)
            text = tr("\(attempts) 次未发出，\(when) 之后重试：\(error)",
                      attempts == 1 ? "not sent once, retried from \(when): \(error)"
                                    : "not sent \(attempts) times, retried from \(when): \(error)")
        }
        return text
    }

    /// Said when a send may have reached Weibo without its answer; nil otherwise.
    public var mayHaveArrivedText: String? {
        outcomeUnknown ? tr("可能已发出：重发前先在微博上核对", "may have arrived: looked for on Weibo before any resend") : nil
    }
}
