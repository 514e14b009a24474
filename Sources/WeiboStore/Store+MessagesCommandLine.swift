import WeiboCore

/// `weibo-tui messages`, `unread` and `simulate`, as functions returning
/// what to print and the exit status (0 done, 1 store failure, 2 usage).
public enum MessagesCommandLine {
    public static let defaultSimulateCount = 4
    public static let defaultConversationLimit = 50

    public static let messagesUsage = """
        usage: weibo-tui messages [--unread] [--limit N] [--json]

        Conversations, newest first: the other person, unread count, time,
        and the last message (default \(defaultConversationLimit)). --unread keeps those with
        something unread.
        """

    public static let unreadUsage = """
        usage: weibo-tui unread

        Unread counts, one kind per line (mentions, comments, likes,
        messages), then `total N`.
        """

    public static let simulateUsage = """
        usage: weibo-tui simulate [--count N]

        Adds N items of incoming activity (default \(defaultSimulateCount)): messages,
        mentions, comments and likes from the sample's people, unread.
        """

    // MARK: messages

    public static func messages(_ arguments: [String], clock: Clock, openStore: () throws -> Store) -> CommandOutput {
        if arguments.first == "-h" || arguments.first == "--help" { return CommandOutput(stdout: messagesUsage + "\n", status: 0) }
        let options: CommandOptions
        switch CommandOptions.parse(arguments, valueOptions: ["--limit"], flagOptions: ["--unread"]) {
        case .success(let parsed): options = parsed
        case .failure(let message): return PostsCommandLine.usage(message.text, messagesUsage)
        }
        do {
            let store = try openStore()
            defer { store.close() }
            let list = try store.conversations(
                limit: options.values["--limit"] ?? defaultConversationLimit, unreadOnly: options.flags.contains("--unread"))
            if options.json { return CommandOutput(stdout: CommandText.jsonArray(list.map(json)), status: 0) }
            let text = list.map { conversation -> String in
                var head = CommandText.line(conversation.userName)
                if conversation.unreadCount > 0 { head += " (\(conversation.unreadCount) 未读)" }
                head += " · " + RelativeTime.format(conversation.lastMessageAt, clock: clock)
                let last = (conversation.lastFromLocal ? "我: " : "") + conversation.lastMessage
                return head + "\n  " + CommandText.line(last) + "\n"
            }
            return CommandOutput(stdout: text.joined(), status: 0)
        } catch {
            return CommandText.failure(error)
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
        if arguments.first == "-h" || arguments.first == "--help" { return CommandOutput(stdout: unreadUsage + "\n", status: 0) }
        if let first = arguments.first { return PostsCommandLine.usage("unread takes no argument ('\(CommandText.line(first))')", unreadUsage) }
        do {
            let store = try openStore()
            defer { store.close() }
            return CommandOutput(stdout: lines(try store.unreadCounts()), status: 0)
        } catch {
            return CommandText.failure(error)
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
        if arguments.first == "-h" || arguments.first == "--help" { return CommandOutput(stdout: simulateUsage + "\n", status: 0) }
        let options: CommandOptions
        switch CommandOptions.parse(arguments, valueOptions: ["--count"]) {
        case .success(let parsed): options = parsed
        case .failure(let message): return PostsCommandLine.usage(message.text, simulateUsage)
        }
        if options.json { return PostsCommandLine.usage("simulate has no --json", simulateUsage) }
        do {
            let store = try openStore()
            defer { store.close() }
            let added = try store.simulateActivity(count: options.values["--count"] ?? defaultSimulateCount)
            let total = try store.unreadCounts().total
            return CommandOutput(
                stdout: "added \(added.messages) messages, \(added.mentions) mentions, \(added.comments) comments, "
                    + "\(added.likes) likes; unread total \(total)\n",
                status: 0)
        } catch {
            return CommandText.failure(error)
        }
    }
}
