import WeiboCore
import WeiboStore

/// `weibo-tui messages`, `unread` and `simulate`, as functions returning
/// what to print and the exit status (0 done, 1 store failure, 2 usage).
public enum MessagesCommandLine {
    // MARK: messages

    public static func messages(_ arguments: [String], clock: Clock, openStore: () throws -> Store) -> CommandOutput {
        withStore(arguments, for: UserCommands.messages, openStore: openStore) { options, store in
            let list = try store.conversations(
                limit: options.values["--limit"] ?? UserCommands.defaultConversationLimit, unreadOnly: options.flags.contains("--unread"))
            if options.json { return CommandOutput(stdout: CommandText.jsonArray(list.map(json)), status: 0) }
            let text = list.map { conversation -> String in
                var head = CommandText.line(conversation.userName)
                if conversation.unreadCount > 0 { head += " (\(conversation.unreadCount) 未读)" }
                head += " · " + RelativeTime.format(conversation.lastMessageAt, clock: clock)
                let last = (conversation.lastFromLocal ? "我: " : "") + conversation.lastMessage
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
        withStore(arguments, for: UserCommands.unread, openStore: openStore) { _, store in
            CommandOutput(stdout: lines(try store.unreadCounts()), status: 0)
        }
    }

    static func lines(_ counts: UnreadCounts) -> String {
        """
        mentions \(counts.mentions)
        comments \(counts.comments)
        likes \(counts.likes)
        messages \(counts.messages)
        total \(counts.total)

        """
    }

    // MARK: simulate

    public static func simulate(_ arguments: [String], openStore: () throws -> Store) -> CommandOutput {
        withStore(arguments, for: UserCommands.simulate, openStore: openStore) { options, store in
            let count = options.values["--count"] ?? UserCommands.defaultSimulateCount
            let added = try store.simulateActivity(count: count)
            let total = try store.unreadCounts().total
            return CommandOutput(stdout: simulated(added, of: count) + "; unread total \(total)\n", status: 0)
        }
    }

    /// `added 6 items: 2 messages, 2 mentions, 1 comment, 1 like`: how the
    /// count split, and a shortfall said, never hidden.
    static func simulated(_ added: UnreadCounts, of count: Int) -> String {
        func item(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let parts = [item(added.messages, "message"), item(added.mentions, "mention"),
                     item(added.comments, "comment"), item(added.likes, "like")]
        let total = added.messages + added.mentions + added.comments + added.likes
        let head = total == count ? "added \(item(total, "item"))" : "added \(total) of \(item(count, "item"))"
        return head + ": " + parts.joined(separator: ", ")
    }
}
