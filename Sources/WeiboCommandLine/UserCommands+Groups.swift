import WeiboCore

extension UserCommands {
    public static var groups: CommandSpec {
        CommandSpec(
            ["groups"], tr("首页的分组（标题菜单里的全部关注之外的）", "Home's groups (its title menu, besides all followed)"),
            details: tr(
                "首页标题菜单里的分组，每行一个：名字和 gid。网页会话上先从微博取一次（weibo.com，--cached 从不联网），取不到时列出缓存并以 1 退出；示例数据列出自己的分组；开放平台账号没有分组（退出码 1）。一个分组的微博：timeline --group NAME|GID。--json 的字段：groups（id、name）。",
                """
                The groups of Home's title menu, one a line: name and gid. On a web session they are \
                fetched first (weibo.com; --cached never goes online); when they cannot be fetched the \
                cache is listed and the exit status is 1. The sample lists its own; an Open API account \
                has none (exit 1). A group's posts: timeline --group NAME|GID. --json's fields: groups \
                (id, name).
                """),
            options: [CommandOption("--cached", tr("只列出缓存，不联网", "list the cache only, never going online")), json])
    }
}
