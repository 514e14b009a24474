/// How an outbox item is described, in 我 › 待发送 and by `weibo-tui outbox`.
extension OutboxItem {
    /// `微博` (with its pictures and 可见范围 when it has them: `微博 · 3 张图 ·
    /// 仅自己`), or `评论 → #id` with the post it goes under.
    public var kindLabel: String {
        switch kind {
        case .post:
            tr("微博", "Post") + (mediaIsVideo ? tr(" · 视频", " · video")
                : media.isEmpty ? "" : tr(" · \(media.count) 张图", " · \(media.count) picture\(media.count == 1 ? "" : "s")"))
                + (visibility == .everyone ? "" : " · " + visibility.title)
        case .comment: tr("评论", "Comment") + " → #\(targetPostID ?? 0)"
        case .reply: tr("回复", "Reply") + " → #\(targetPostID ?? 0)"
        case .repost: tr("转发", "Repost") + " → #\(targetPostID ?? 0)"
        case .like: tr("赞", "Like") + " → #\(targetPostID ?? 0)"
        case .unlike: tr("取消赞", "Unlike") + " → #\(targetPostID ?? 0)"
        case .message: tr("私信", "Message") + " → uid \(targetUserID ?? 0)"
        case .follow: tr("关注", "Follow") + " → uid \(targetUserID ?? 0)"
        case .unfollow: tr("取消关注", "Unfollow") + " → uid \(targetUserID ?? 0)"
        case .favorite: tr("收藏", "Favourite") + " → #\(targetPostID ?? 0)"
        case .unfavorite: tr("取消收藏", "Unfavourite") + " → #\(targetPostID ?? 0)"
        }
    }

    /// Where it stands: waiting, failed N times and when it is tried again
    /// (with the last failure, `error` as the caller made it safe to show),
    /// or refused for good.
    public func stateText(error: String, clock: Clock) -> String {
        var text: String
        if failed {
            text = tr("发送失败，不会自动重发：\(error)", "failed, not retried by itself: \(error)")
        } else if sendingSince != nil {
            text = tr("正在发送", "being sent")
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

    /// Said when a send may have reached Weibo without its answer (or is
    /// under way, or was cut off by a process that died); nil otherwise.
    public var mayHaveArrivedText: String? {
        if sendingSince != nil {
            return tr("正在发送；若中断，重发前先在微博上核对", "being sent; if that is cut off, looked for on Weibo before any resend")
        }
        return outcomeUnknown ? tr("可能已发出：重发前先在微博上核对", "may have arrived: looked for on Weibo before any resend") : nil
    }
}

/// What the app says when the sync that sent an item ends: the item's row
/// tells what became of it, whatever the sync's exit said.
extension OutboxItem {
    /// `item` is the row now (nil: it left the outbox, Weibo has it);
    /// `failure` the sync's own line when it failed.
    public static func settledText(_ item: OutboxItem?, id: Int64, failure: String?, clock: Clock) -> String {
        guard let item else {
            return failure.map { tr("已发送；同步失败：\($0)", "Sent; the sync failed: \($0)") } ?? tr("已发送", "Sent")
        }
        if item.failed {
            return tr("发送失败，不会自动重发：", "Not sent, and not retried by itself: ") + (item.lastErrorText ?? failure ?? "")
        }
        if item.outcomeUnknown || item.sendingSince != nil {
            return tr("可能已发出：#\(id) 重发前先在微博上核对", "May have arrived: #\(id) is looked for on Weibo before any resend")
        }
        // Where it waits first: a narrow terminal cuts the line's end, and
        // the reason (a host and the library's words) is the long part.
        let when = RelativeTime.absolute(item.nextAttemptAt, clock: clock)
        let queued = item.nextAttemptAt <= clock.now
            ? tr("未发出，已放入待发箱 #\(id)，下次同步时发送", "Not sent: queued as #\(id), it goes with the next sync")
            : tr("未发出，已放入待发箱 #\(id)，\(when) 之后发送", "Not sent: queued as #\(id), it goes from \(when)")
        guard let reason = failure ?? item.lastErrorText else { return queued }
        return queued + tr("：", ": ") + reason
    }
}

/// An item's last error as the outbox keeps it: in both languages, since
/// the process that stores it (a `sync` child, a `post`) may speak another
/// language than whoever reads it later (the app, `outbox --lang en`).
extension OutboxItem {
    /// Between the Chinese and the English of a stored error: a control
    /// character no message contains (each is one plain line).
    static let errorSeparator: Character = "\u{1F}"

    /// `message` worded in each language, as `lastError` keeps it.
    public static func storedError(_ message: () -> String) -> String {
        Language.with(.zh, message) + String(errorSeparator) + Language.with(.en, message)
    }

    /// The last error in the reader's language; a store written before both
    /// were kept holds one text, shown as it is.
    public var lastErrorText: String? {
        guard let stored = lastError else { return nil }
        let parts = stored.split(separator: Self.errorSeparator, maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return stored }
        return String(Language.current == .en ? parts[1] : parts[0])
    }
}
