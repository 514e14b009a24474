import WeiboCore

extension UserCommands {
    public static var hot: CommandSpec {
        CommandSpec(
            ["hot"], tr("热搜榜，与发现显示的一样", "the hot searches, as Discover shows them"),
            details: tr(
                "热搜榜，每行一个词：排名、词、标记（热、新、沸、爆）和热度。网页会话上先取一次（五分钟内取过则用缓存，--cached 从不联网），取不到时列出缓存并以 1 退出；示例数据列出自己的热搜榜；开放平台账号没有热搜榜（退出码 1）。--json 的字段：fetched_at（取到的时间，Unix 秒；示例为 null）、words（rank、word、heat（没有时为 null）、label）。",
                """
                The hot searches, one word a line: rank, word, Weibo's mark (hot, new, boiling, exploding, in Chinese) and heat. On a web \
                session they are fetched first (the cache is used when fetched within five minutes; \
                --cached never goes online); when they cannot be fetched the cache is listed and the exit \
                status is 1. The sample lists its own; an Open API account has none (exit 1). --json's \
                fields: fetched_at (when they came, Unix seconds; null on the sample), words (rank, word, \
                heat (null when not given), label).
                """),
            options: [CommandOption("--cached", tr("只列出缓存，不联网", "list the cache only, never going online")), json])
    }
}
