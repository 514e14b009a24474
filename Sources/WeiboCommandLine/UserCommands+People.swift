import WeiboCore

/// `user`: someone's page on the command line.
extension UserCommands {
    public static let defaultUserPostLimit = 10

    public static var user: CommandSpec {
        CommandSpec(
            ["user"], arguments: "NAME|UID", tr("一个人的主页：名片和最新的微博", "someone's page: their card and newest posts"),
            details: tr(
                "一个人的名片（名字、认证、简介、微博/关注/粉丝数、关注状态：+关注、已关注或互相关注）和他最新的微博，与应用里的主页相同。网页会话先从微博取回名片和第一页微博（m.weibo.cn，它拒绝时 weibo.com），存入缓存后显示；取不到时打印一行，退出码为 1。NAME 要是缓存里认识的人，否则请给出 uid。示例数据和开放平台账号只显示缓存里的（开放平台账号另在标准错误上说明）。没有这个人时退出码为 1。--json 的字段：id、name、bio、verified、verified_reason、posts_count、following_count、followers_count、following、follows_me（未知时为 null）、follow_state、posts（与 timeline --json 相同）。",
                """
                Someone's card (name, verified mark, bio, posts / following / followers, and where you \
                stand: not following, following or mutual) and their newest posts, as their page in the \
                app. A web session first fetches the card and the first page of posts from Weibo \
                (m.weibo.cn, or weibo.com when it refuses), keeps them in the cache and prints them; when \
                they cannot be fetched, says so in one line and exits 1. A NAME must be someone the cache \
                knows, else give the uid. The sample and an Open API account print what is cached (an \
                Open API account says why on stderr). Exit 1 when there is no such person. --json fields: \
                id, name, bio, verified, verified_reason, posts_count, following_count, followers_count, \
                following, follows_me (null when unknown), follow_state, posts (as timeline --json).
                """),
            options: [CommandOption("--limit", value: "N", tr("最多 N 条微博（默认 \(defaultUserPostLimit)）",
                                                             "at most N posts (default \(defaultUserPostLimit))"),
                                    range: 1...1_000),
                      CommandOption("--following", tr("改为列出他关注的人（网页会话从微博取回；示例数据列出它自己的）", "instead, whom they follow (fetched from Weibo on a web session; the sample lists its own)")),
                      CommandOption("--followers", tr("改为列出他的粉丝（网页会话从微博取回；示例数据列出它自己的）", "instead, their followers (fetched from Weibo on a web session; the sample lists its own)")),
                      CommandOption("--page", value: "N", tr("与 --following、--followers 一起：第 N 页（默认 1）",
                                                            "with --following or --followers: page N (default 1)"), range: 1...1_000),
                      json])
    }
}

/// `follow` and `unfollow`: through the outbox, exactly once.
extension UserCommands {
    public static var follow: CommandSpec { friendship(follow: true) }
    public static var unfollow: CommandSpec { friendship(follow: false) }

    private static func friendship(follow: Bool) -> CommandSpec {
        CommandSpec(
            [follow ? "follow" : "unfollow"], arguments: "UID|NAME",
            follow ? tr("关注一个人（网页会话）", "follow someone (a web session)") : tr("取消关注一个人（网页会话）", "stop following someone (a web session)"),
            details: tr(
                "\(follow ? "关注" : "取消关注")这个人：先放入待发箱，缓存里立即显示为\(follow ? "已关注" : "+关注")，然后立即发送（m.weibo.cn 的 api/friendships/\(follow ? "create" : "destory")，它拒绝时 weibo.com）；下次取回他的名片时由微博确认。缓存里还没有这个人时先取回他的名片。没发出时说明原因，留在待发箱（weibo-tui outbox），退出码为 1；可能已经发出时，重发前先看他的名片是否已经是\(follow ? "已关注" : "未关注")。开放平台账号和示例数据不能关注，退出码为 1。--json 的字段：uid、name、following、sent、outbox_id。",
                """
                \(follow ? "Follows" : "Stops following") this person: queued in the outbox, shown as \
                \(follow ? "following" : "not following") in the cache at once, then sent (m.weibo.cn's \
                api/friendships/\(follow ? "create" : "destory"), or weibo.com when it refuses); Weibo confirms it \
                the next time their card is fetched. Someone the cache does not know yet has their card \
                fetched first. When it is not sent, says why, keeps it in the outbox (weibo-tui outbox) \
                and exits 1; when it may have arrived, their card is read before any resend. An Open API \
                account and the sample cannot follow: exit 1. --json fields: uid, name, following, sent, outbox_id.
                """),
            options: [json])
    }
}
