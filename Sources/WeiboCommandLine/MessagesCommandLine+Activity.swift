import WeiboCore
import WeiboStore

/// `weibo-tui messages mentions|comments|likes`: the 消息 tab's @我的, 评论
/// and 赞 lists, read as the app reads them (`Store.activity`), so what a
/// sync fetched for an account shows here as it does in the app.
extension MessagesCommandLine {
    /// The words `messages` takes, as the JSON's `kind` says them too.
    static let activityKinds: [String: ActivityKind] = ["mentions": .mention, "comments": .comment, "likes": .like]

    static func activity(_ kind: ActivityKind, _ options: CommandOptions, clock: Clock, store: Store,
                         accountKind: AccountKind? = nil) throws -> CommandOutput {
        guard store.offers(kind) else { return notOffered(.likesList, for: accountKind) }
        let list = try store.activity(kind, limit: options.values["--limit"] ?? UserCommands.defaultConversationLimit,
                                      before: nil, unreadOnly: options.flags.contains("--unread"))
        if options.json { return CommandOutput(stdout: CommandText.jsonArray(list.map(json)), status: 0) }
        let text = list.map { item -> String in
            var lines = CommandText.line(item.userName) + (item.read ? "" : tr(" (未读)", " (unread)"))
                + " · " + RelativeTime.format(item.createdAt, byDay: item.datedByDay, clock: clock) + "\n"
            if !item.text.isEmpty { lines += "  " + CommandText.line(item.text) + "\n" }
            // A post that mentions is its own quote; a comment or like is about a post.
            if item.postText != item.text { lines += tr("  微博：", "  post: ") + CommandText.line(item.postText) + "\n" }
            return lines
        }
        return CommandOutput(stdout: text.joined(), status: 0)
    }

    static func json(_ item: Activity) -> String {
        let kind = activityKinds.first { $0.value == item.kind }?.key ?? ""
        return "{" + [
            "\"kind\": \(CommandText.json(kind))",
            "\"id\": \(item.rowID)",
            "\"user\": \(CommandText.json(item.userName))",
            "\"user_id\": \(CommandText.json(item.userID))",
            "\"text\": \(CommandText.json(item.text))",
            "\"post_id\": \(item.postID)",
            "\"post_text\": \(CommandText.json(item.postText))",
            "\"created_at\": \(item.createdAt)",
            "\"read\": \(item.read)",
        ].joined(separator: ", ") + "}"
    }

    /// What the source cannot show at all, in the app's words for the
    /// account's kind (`Unavailable.message(for:)`): said on stderr with
    /// exit 1, so a script never takes "not available" for an empty list.
    static func notOffered(_ what: Unavailable, for kind: AccountKind?) -> CommandOutput {
        CommandOutput(stderr: "weibo-tui messages: " + what.message(for: kind) + tr("；示例数据可用 --sample", "; --sample for the sample's") + "\n",
                      status: 1)
    }
}
