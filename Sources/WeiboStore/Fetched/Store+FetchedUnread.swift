import WeiboCore

/// An account's unread counts: what `remind/unread_count` last reported,
/// less what the user has read here since.
///
/// The rule, per kind (@我的 = mention_status + mention_cmt, 评论 = cmt,
/// 私信 = dm; 赞 is always 0, the API has no such count):
///
///     shown = reported − read here
///
/// - Reading a list here (`markRead`) records as read what it covered:
///   the reported count less the items still unread in the list. The
///   server does not hear of it, so the next sync reports the same
///   number, and the kind stays at 0 until the server reports more (then
///   only the difference shows).
/// - A report lower than what was read here means the server's count was
///   reset (read in another client): "read here" drops to it, so what
///   comes after counts from there.
/// - After each report the lists' own flags follow: of @我的 and 评论, only
///   the newest `shown` items stay unread, so a list's unread marks agree
///   with its badge.
///
/// The sample has no server: its counts are its unread rows (`unreadCounts`).
extension Store {
    /// The setting holding the unread counts the API last reported.
    static let fetchedUnreadSetting = "fetched_unread"
    /// The setting holding how much of those the user has read here.
    static let fetchedUnreadReadSetting = "fetched_unread_read"

    /// Stores the unread counts the API reported, and brings the read
    /// flags of @我的 and 评论 in line with them.
    public func saveFetchedUnread(_ counts: UnreadCounts) throws {
        try database.transaction {
            let readHere = try countsSetting(Self.fetchedUnreadReadSetting) ?? UnreadCounts()
            try setCountsSetting(Self.fetchedUnreadSetting, counts)
            try setCountsSetting(Self.fetchedUnreadReadSetting, Self.combine(readHere, counts, min))
            try settleUnreadFlags()
        }
    }

    /// The lists' unread flags brought in line with the counts last
    /// reported again: a sync saves the counts before the lists they
    /// count, and the lists' new items arrive unread.
    public func settleUnreadFlags() throws {
        try database.transaction {
            let shown = try accountUnreadCounts()
            for kind in [ActivityKind.mention, .comment] {
                try keepNewestUnread(kind, shown[kind])
            }
        }
    }

    /// The unread counts the API last reported, as it reported them; nil
    /// before the first sync. The badges show `unreadCounts()`.
    public func fetchedUnreadCounts() throws -> UnreadCounts? {
        try countsSetting(Self.fetchedUnreadSetting)
    }

    /// The rule above: what the badges show on an account.
    ///
    /// 私信 counts only what the user can open here: on a web session the
    /// conversations' unread messages (as Weibo counted them when they
    /// were fetched, less what was read here); an account without 私信
    /// (the Open API) counts none, whatever Weibo reports.
    func accountUnreadCounts() throws -> UnreadCounts {
        guard let reported = try fetchedUnreadCounts() else { return UnreadCounts() }
        let readHere = try countsSetting(Self.fetchedUnreadReadSetting) ?? UnreadCounts()
        var shown = Self.combine(reported, readHere) { max(0, $0 - $1) }
        shown.messages = offersDirectMessages
            ? try database.queryFirst("SELECT count(*) FROM messages WHERE read = 0 AND from_local = 0") { $0.int(0) } ?? 0
            : 0
        return shown
    }

    /// After `kind` was read here with `leftUnread` of its items still
    /// unread: the rest of its reported count is read. Never lowers what
    /// was read before. The caller holds the transaction.
    func markFetchedUnreadRead(_ kind: ActivityKind, leftUnread: Int) throws {
        guard let reported = try fetchedUnreadCounts() else { return }
        var readHere = try countsSetting(Self.fetchedUnreadReadSetting) ?? UnreadCounts()
        let field = Self.field(kind)
        readHere[keyPath: field] = max(readHere[keyPath: field], reported[keyPath: field] - leftUnread)
        try setCountsSetting(Self.fetchedUnreadReadSetting, readHere)
    }

    private static func field(_ kind: ActivityKind) -> WritableKeyPath<UnreadCounts, Int> {
        switch kind {
        case .mention: \.mentions
        case .comment: \.comments
        case .like: \.likes
        }
    }

    /// `operation` applied kind by kind.
    private static func combine(_ a: UnreadCounts, _ b: UnreadCounts, _ operation: (Int, Int) -> Int) -> UnreadCounts {
        UnreadCounts(mentions: operation(a.mentions, b.mentions), comments: operation(a.comments, b.comments),
                     likes: operation(a.likes, b.likes), messages: operation(a.messages, b.messages))
    }

    /// Four counts kept as one setting, `mentions comments likes messages`.
    private func setCountsSetting(_ key: String, _ counts: UnreadCounts) throws {
        try setSetting(key, "\(counts.mentions) \(counts.comments) \(counts.likes) \(counts.messages)")
    }

    private func countsSetting(_ key: String) throws -> UnreadCounts? {
        guard let text = try setting(key) else { return nil }
        let numbers = text.split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 4 else { return nil }
        return UnreadCounts(mentions: numbers[0], comments: numbers[1], likes: numbers[2], messages: numbers[3])
    }
}
