import WeiboCore

/// `comment`, `repost`, `like`, `fav` and `dm`: the app's actions as commands,
/// each through the outbox on an account (`WriteCommandLine`).
extension UserCommands {
    /// What every write says of where it goes.
    private static var outboxNote: String {
        tr("登录了账号时，先放入待发箱（缓存里立即显示）再立即发送：发出时显示微博的 id；没发出时说明原因，留在待发箱（weibo-tui outbox），退出码为 1；可能已经发出时，重发前先在微博上核对。缓存里还没有这条微博或这个人时先从微博取回。示例数据立即写入它自己的缓存。--json 的字段：command、sent、weibo_id、outbox_id。",
           " On an account it is queued in the outbox (the cache shows it at once) and sent at once: prints Weibo's id when sent; otherwise says why, keeps it in the outbox (weibo-tui outbox) and exits 1; when it may have arrived, it is looked for on Weibo before any resend. A post or person the cache does not know yet is fetched first. The sample writes into its own cache at once. --json fields: command, sent, weibo_id, outbox_id.")
    }

    public static var comment: CommandSpec {
        CommandSpec(
            ["comment"], arguments: "POST_ID [TEXT…|-]", tr("评论一条微博（TEXT，或标准输入）", "comment on a post (TEXT, or stdin)"),
            details: tr("评论微博 POST_ID，检查与应用相同（不能为空，最多 \(WeiboLength.commentLimit) 字）；没有 TEXT 或 TEXT 为 `-` 时从标准输入读取。--reply 回复这条微博下的一条评论（网页会话）。",
                                "Comments on post POST_ID with the app's checks (not empty, at most \(WeiboLength.commentLimit)); without TEXT, or with `-`, the text is read from stdin. --reply answers a comment under that post (a web session).") + outboxNote,
            options: [CommandOption("--reply", value: "COMMENT_ID", tr("回复这条评论", "reply to this comment")), json])
    }

    public static var repost: CommandSpec {
        CommandSpec(
            ["repost"], arguments: "POST_ID [TEXT…|-]", tr("转发一条微博，可附上文字", "repost a post, with words of yours or none"),
            details: tr("转发微博 POST_ID。没有 TEXT 时是空转发（微博显示“转发微博”）；TEXT 为 `-` 时从标准输入读取。",
                                "Reposts post POST_ID. Without TEXT it is an empty repost; with `-` the text is read from stdin.") + outboxNote,
            options: [json])
    }

    public static var like: CommandSpec {
        CommandSpec(
            ["like"], arguments: "POST_ID", tr("赞一条微博（--undo 取消）", "like a post (--undo: take it back)"),
            details: tr("赞微博 POST_ID；--undo 取消赞。已经是这样时什么也不发送。开放平台账号不能点赞，退出码为 1。",
                                "Likes post POST_ID; --undo takes the like back. Nothing is sent when it is so already. An Open API account cannot like: exit 1.") + outboxNote,
            options: [CommandOption("--undo", tr("取消赞", "take the like back")), json])
    }

    public static var fav: CommandSpec {
        CommandSpec(
            ["fav"], arguments: "POST_ID", tr("收藏一条微博（--undo 取消收藏）", "favourite a post (--undo: take it back)"),
            details: tr("收藏微博 POST_ID；--undo 取消收藏。已经是这样时什么也不发送。开放平台账号不能收藏，退出码为 1。",
                                "Favourites post POST_ID; --undo takes it back. Nothing is sent when it is so already. An Open API account cannot favourite: exit 1.") + outboxNote,
            options: [CommandOption("--undo", tr("取消收藏", "take the favourite back")), json])
    }

    public static var dm: CommandSpec {
        CommandSpec(
            ["dm"], arguments: "UID|NAME [TEXT…|-]", tr("发私信（TEXT，或标准输入）", "send a direct message (TEXT, or stdin)"),
            details: tr("给这个人发私信；没有 TEXT 或 TEXT 为 `-` 时从标准输入读取。NAME 要是缓存里认识的人，否则请给出 uid。开放平台账号没有私信，退出码为 1。",
                                "Sends this person a direct message; without TEXT, or with `-`, the text is read from stdin. A NAME must be someone the cache knows, else give the uid. An Open API account has no direct messages: exit 1.") + outboxNote,
            options: [json])
    }
}
