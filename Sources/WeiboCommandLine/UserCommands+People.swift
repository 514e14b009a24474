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
                                    range: 1...1_000), json])
    }
}
