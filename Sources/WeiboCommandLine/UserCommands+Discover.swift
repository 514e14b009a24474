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

extension UserCommands {
    /// `--type`'s words, as `search` and `sync --search` take them.
    static var searchType: CommandOption {
        CommandOption("--type", value: "TYPE", tr("搜索结果的分类：posts（综合，默认）、realtime（实时）、users（用户）、topics（话题）",
                                                "which of Weibo's tabs: posts (top, the default), realtime (latest), users (people), topics"),
                      completes: .words(WeiboSearchKind.allCases.map(\.rawValue)))
    }

    public static var search: CommandSpec {
        CommandSpec(
            ["search"], arguments: "TEXT", tr("搜索全微博，与发现的搜索一样", "search all of Weibo, as Discover's search does"),
            details: tr(
                "在网页会话上搜索全微博：先取第 N 页（--page，默认 1；--cached 从不联网），再列出缓存里这个搜索已取到的各页，按微博的顺序。--type 选分类：posts（综合）、realtime（实时）、users（用户：名字、uid、粉丝数、关注状态）、topics（话题：#话题#和它下面的两行）。取不到时列出缓存并以 1 退出；示例数据只列出它为热搜词存的微博，其余和开放平台账号一样不能搜索全微博（退出码 1）。--json 的字段：text、type、fetched_at（Unix 秒，没有取过为 null）、pages、next_page（没有更多为 null）、results（微博、用户或话题）。",
                """
                Searches all of Weibo on a web session: fetches page N first (--page, default 1; \
                --cached never goes online), then lists the pages of this search the cache holds, in \
                Weibo's order. --type picks the tab: posts (top posts), realtime (the latest), users \
                (people: name, uid, followers, where you stand) or topics (a #topic# with its two \
                lines). When the page cannot be fetched the cache is listed and the exit status is 1; \
                the sample lists only the posts it holds for its hot words, and otherwise, like an Open \
                API account, cannot search Weibo (exit 1). --json's fields: text, \
                type, fetched_at (Unix seconds, null before any fetch), pages, next_page (null at the \
                end), results (posts, people or topics).
                """),
            options: [searchType,
                      CommandOption("--page", value: "N", tr("取第 N 页（默认 1）", "the page to fetch (default 1)"), range: 1...100),
                      CommandOption("--cached", tr("只列出缓存，不联网", "list the cache only, never going online")), json])
    }
}
