/// 消息: four fixed rows with their unread counts, then the conversations
/// (name, last message on one line, time, unread count), newest first.
struct MessageScreen: Screen {
    enum Fixed: CaseIterable {
        case mention, comment, like, direct
        /// Why an account of `kind` cannot open this row; nil when it can
        /// (`Unavailable.applies(to:)`).
        func unavailable(for kind: AccountKind?) -> Unavailable? {
            let what: Unavailable? = switch self {
            case .like: .likesList
            case .direct: .directMessages
            case .mention, .comment: nil
            }
            // An account whose kind is not known is taken for the Open API's, as the store does.
            guard let what, what.applies(to: kind ?? .openAPI) else { return nil }
            return what
        }

        var title: String {
            switch self {
            case .mention: return ActivityKind.mention.title
            case .comment: return ActivityKind.comment.title
            case .like: return ActivityKind.like.title
            case .direct: return tr("私信", "Direct messages")
            }
        }
    }

    static let fixedRows = Fixed.allCases

    func title(in state: AppState) -> String { Tab.message.title }

    func rowCount(in state: AppState) -> Int { Self.fixedRows.count + state.messages.conversations.items.count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        if row < Self.fixedRows.count {
            let fixed = Self.fixedRows[row]
            let unread: Int = {
                switch fixed {
                case .mention: return state.counts.unread.mentions
                case .comment: return state.counts.unread.comments
                case .like: return state.counts.unread.likes
                case .direct: return state.counts.unread.messages
                }
            }()
            var lines = state.info.isAccount && fixed.unavailable(for: state.info.accountKind) != nil
                ? [DisclosureRow.line(fixed.title, detail: Unavailable.rowDetail, detailStyle: .muted, width: width)]
                : [DisclosureRow.line(fixed.title, detail: Badge.count(unread).text ?? "", detailStyle: .badge, width: width)]
            if fixed == .direct { lines.append(Line(TextLayout.rule(width: width), .muted)) }
            return lines
        }
        return ConversationRow.lines(state.messages.conversations.items[row - Self.fixedRows.count], in: state, width: width)
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        if row < Self.fixedRows.count {
            if state.info.isAccount, let unavailable = Self.fixedRows[row].unavailable(for: state.info.accountKind) {
                return .perform(.app(.notify(unavailable.message(for: state.info.accountKind))))
            }
            switch Self.fixedRows[row] {
            case .mention: return .push(.activity(.mention))
            case .comment: return .push(.activity(.comment))
            case .like: return .push(.activity(.like))
            case .direct: return .push(.conversations)
            }
        }
        return .push(.chat(id: state.messages.conversations.items[row - Self.fixedRows.count].id))
    }

    func showsPostBeside(in state: AppState) -> Bool { true }

    func beside(at row: Int, in state: AppState) -> Beside? {
        let index = row - Self.fixedRows.count
        return state.messages.conversations.items.indices.contains(index) ? .chat(state.messages.conversations.items[index].id) : nil
    }
}

/// @我的, 评论 or 赞: who did what, newest first; Enter opens the post.
struct ActivityScreen: Screen {
    let kind: ActivityKind

    func title(in state: AppState) -> String { kind.title }

    func items(_ state: AppState) -> [Activity] { state.messages.activities[kind] ?? [] }

    func rowCount(in state: AppState) -> Int { items(state).count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let item = items(state)[row]
        let verb: String = {
            switch kind {
            case .mention: return tr("提到了你", "mentioned you")
            case .comment: return tr("评论了你的微博", "commented on your post")
            case .like: return tr("赞了你的微博", "liked your post")
            }
        }()
        let time = RelativeTime.format(item.createdAt, byDay: item.datedByDay, clock: state.clock)
        let dot = item.read ? "  " : "● "
        var lines = [Line([Span(" "), Span(dot, .badge), Span(TextLayout.truncate(Sanitizer.sanitize(item.userName), toWidth: max(1, width / 2)), .link),
                           Span(" " + verb + "  ", .plain), Span(time, .muted)])]
        if !item.text.isEmpty, kind != .like {
            lines += RichText.lines(item.text, width: width - 1, indent: [Span("   ")])
        }
        // The quote says what the row does not: the post a comment is on,
        // the post liked. A mention in a post is that post: quoted, it was
        // printed twice.
        if !item.postText.isEmpty, item.postText != item.text {
            let quoted = TextLayout.truncate(Sanitizer.sanitize(item.postText), toWidth: max(0, width - 6))
            lines.append(Line([Span("   ▎ ", .muted), Span(quoted, .muted)]))
        }
        lines.append(Line.blank)
        return lines
    }

    func target(of row: Int, in state: AppState) -> RowTarget? { .push(.post(id: items(state)[row].postID)) }

    func showsPostBeside(in state: AppState) -> Bool { true }

    func beside(at row: Int, in state: AppState) -> Beside? {
        items(state).indices.contains(row) ? .post(items(state)[row].postID) : nil
    }

    func emptyMessage(in state: AppState) -> String? {
        state.messages.activities[kind] == nil ? tr("正在加载…", "Loading…") : tr("暂时没有新\(kind.title)", "No new \(kind.title.lowercased())")
    }
}

/// 私信: every conversation, newest first, as the rows under 消息 show them.
struct ConversationsScreen: Screen {
    func title(in state: AppState) -> String { MessageScreen.Fixed.direct.title }

    func rowCount(in state: AppState) -> Int { state.messages.conversations.items.count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        ConversationRow.lines(state.messages.conversations.items[row], in: state, width: width)
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        .push(.chat(id: state.messages.conversations.items[row].id))
    }

    func showsPostBeside(in state: AppState) -> Bool { true }

    func beside(at row: Int, in state: AppState) -> Beside? {
        state.messages.conversations.items.indices.contains(row) ? .chat(state.messages.conversations.items[row].id) : nil
    }

    func emptyMessage(in state: AppState) -> String? {
        state.messages.conversations.loading ? tr("正在加载…", "Loading…") : tr("还没有私信", "No direct messages yet")
    }
}

/// One conversation: name and time, then the last message and its unread count.
enum ConversationRow {
    static func lines(_ c: Conversation, in state: AppState, width: Int) -> [Line] {
        let time = RelativeTime.format(c.lastMessageAt, clock: state.clock)
        let name = TextLayout.truncate(Sanitizer.sanitize(c.userName), toWidth: max(1, width - time.terminalWidth - 3))
        let gap = max(1, width - 1 - name.terminalWidth - time.terminalWidth - 1)
        let badge = Badge.count(c.unreadCount).text ?? ""
        let preview = (c.lastFromLocal ? tr("我：", "Me: ") : "") + Sanitizer.sanitize(c.lastMessage)
        let previewWidth = max(0, width - 2 - (badge.isEmpty ? 0 : badge.terminalWidth + 2))
        var second = [Span(" " + TextLayout.truncate(preview, toWidth: previewWidth), .muted)]
        if !badge.isEmpty {
            let used = 1 + TextLayout.truncate(preview, toWidth: previewWidth).terminalWidth
            second.append(Span(TextLayout.repeated(" ", count: max(1, width - used - badge.terminalWidth - 1))))
            second.append(Span(badge, .badge))
        }
        return [Line([Span(" " + name, .bold), Span(TextLayout.repeated(" ", count: gap)), Span(time, .muted)]), Line(second)]
    }

}
