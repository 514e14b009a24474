import WeiboCore
import WeiboStore

/// `weibo-tui messages`, `unread` and `simulate`, as functions returning
/// what to print and the exit status (0 done, 1 store failure, 2 usage).
public enum MessagesCommandLine {
    // MARK: messages

    /// `accountKind`: how the active account reaches Weibo (nil for the
    /// sample), for the words of what it cannot list.
    public static func messages(_ arguments: [String], clock: Clock, openStore: () throws -> Store,
                                accountKind: () -> AccountKind? = { nil }) -> CommandOutput {
        withStore(arguments, for: UserCommands.messages, maxWords: 1, openStore: openStore) { options, store in
            if let word = options.words.first {
                guard let kind = activityKinds[word] else {
                    return .usageError(tr("messages 只列出 mentions、comments 或 likes，而不是 '\(CommandText.echo(word))'",
                                          "messages lists mentions, comments or likes, not '\(CommandText.echo(word))'"),
                                       for: UserCommands.messages)
                }
                return try activity(kind, options, clock: clock, store: store, accountKind: accountKind())
            }
            guard store.offersDirectMessages else { return notOffered(.directMessages, for: accountKind()) }
            let list = try store.conversations(
                limit: options.values["--limit"] ?? UserCommands.defaultConversationLimit, unreadOnly: options.flags.contains("--unread"))
            if options.json { return CommandOutput(stdout: CommandText.jsonArray(list.map(json)), status: 0) }
            let text = list.map { conversation -> String in
                var head = CommandText.line(conversation.userName)
                if conversation.unreadCount > 0 { head += tr(" (\(conversation.unreadCount) 未读)", " (\(conversation.unreadCount) unread)") }
                head += " · " + RelativeTime.format(conversation.lastMessageAt, clock: clock)
                let last = (conversation.lastFromLocal ? tr("我: ", "Me: ") : "") + conversation.lastMessage
                return head + "\n  " + CommandText.line(last) + "\n"
        }
        return CommandOutput(stdout: text.joined(), status: 0)
        }
    }

    static func json(_ conversation: Conversation) -> String {
        "{" + [
            "\"id\": \(CommandText.json(conversation.id))",
            "\"user\": \(CommandText.json(conversation.userName))",
            "\"user_id\": \(CommandText.json(conversation.userID))",
            "\"last_message\": \(CommandText.json(conversation.lastMessage))",
            "\"last_message_at\": \(conversation.lastMessageAt)",
            "\"last_from_me\": \(conversation.lastFromLocal)",
            "\"unread\": \(conversation.unreadCount)",
        ].joined(separator: ", ") + "}"
    }

    // MARK: unread

    public static func unread(_ arguments: [String], openStore: () throws -> Store) -> CommandOutput {
        withStore(arguments, for: UserCommands.unread, openStore: openStore) { options, store in
            // An account's are the API's, less what was read here (Store+FetchedUnread).
            let counts = try store.unreadCounts()
            return CommandOutput(stdout: options.json ? json(counts) : lines(counts), status: 0)
        }
    }

    /// One kind per line in the run's language, as the 消息 tab names them.
    static func lines(_ counts: UnreadCounts) -> String {
        [(tr("@我的", "mentions"), counts.mentions), (tr("评论", "comments"), counts.comments),
         (tr("赞", "likes"), counts.likes), (tr("私信", "messages"), counts.messages),
         (tr("合计", "total"), counts.total)]
            .map { "\($0.0) \($0.1)\n" }.joined()
    }

    /// The same counts for scripts: the keys do not change with the language.
    static func json(_ counts: UnreadCounts) -> String {
        "{\"mentions\": \(counts.mentions), \"comments\": \(counts.comments), \"likes\": \(counts.likes), "
            + "\"messages\": \(counts.messages), \"total\": \(counts.total)}\n"
    }

    // MARK: simulate

    public static func simulate(_ arguments: [String], openStore: () throws -> Store) -> CommandOutput {
        withStore(arguments, for: UserCommands.simulate, openStore: openStore) { options, store in
            let count = options.values["--count"] ?? UserCommands.defaultSimulateCount
            let added = try store.simulateActivity(count: count)
            let total = try store.unreadCounts().total
            return CommandOutput(stdout: simulated(added, of: count) + tr("；未读合计 \(total)\n", "; unread total \(total)\n"), status: 0)
        }
    }

    /// `added 6 items: 2 messages, 2 mentions, 1 comment, 1 like`
    /// (`新增 6 条：私信 2 条、@我 2 条、评论 1 条、赞 1 个`): how the count
    /// split, and a shortfall said, never hidden.
    static func simulated(_ added: UnreadCounts, of count: Int) -> String {
        let total = added.messages + added.mentions + added.comments + added.likes
        let head = total == count
            ? tr("新增 \(total) 条", "added \(plural(total, "item"))")
            : tr("新增 \(total) 条（要求 \(count) 条）", "added \(total) of \(plural(count, "item"))")
        let parts = [tr("私信 \(added.messages) 条", plural(added.messages, "message")),
                     tr("@我 \(added.mentions) 条", plural(added.mentions, "mention")),
                     tr("评论 \(added.comments) 条", plural(added.comments, "comment")),
                     tr("赞 \(added.likes) 个", plural(added.likes, "like"))]
        return head + tr("：", ": ") + parts.joined(separator: tr("、", ", "))
    }
}
