import WeiboCore

/// The user's command line, once: `--help`, `help COMMAND`, `COMMAND --help`,
/// the parsers' option lists, the shell completions and the man page all
/// read this table, so none of them can list what another does not.
public enum UserCommands {
    public static let defaultTimelineLimit = 20
    public static let defaultConversationLimit = 50
    public static let defaultSimulateCount = 4
    public static let defaultPlaceLimit = 20

    /// Every option and command below is a computed `static var`: its text
    /// is read in the run's language (see `Language`), never frozen in the
    /// language of whoever read it first.
    static var json: CommandOption { CommandOption("--json", tr("输出 JSON 而不是文本", "print JSON instead of text")) }

    public static var dataDirectory: CommandOption {
        CommandOption(
            "--data-dir", value: "DIR",
            tr("数据存放在 DIR（默认：$XDG_DATA_HOME/weibo-tui，否则 ~/.local/share/weibo-tui）",
               "keep data in DIR (default: $XDG_DATA_HOME/weibo-tui, else ~/.local/share/weibo-tui)"),
            completes: .directories)
    }
    public static var configFile: CommandOption {
        CommandOption(
            "--config", value: "FILE",
            tr("从 FILE 读取按键和颜色（默认：$XDG_CONFIG_HOME/weibo-tui/config，否则 ~/.config/weibo-tui/config）",
               "key bindings and colours from FILE (default: $XDG_CONFIG_HOME/weibo-tui/config, else ~/.config/weibo-tui/config)"),
            completes: .files)
    }

    public static var language: CommandOption {
        CommandOption(
            "--lang", value: "LANG",
            tr("界面语言：zh（中文，默认）或 en（英文）；优先于配置文件的 'set language'",
               "interface language: zh (Chinese, the default) or en (English); over the config's 'set language'"),
            completes: .words(Language.allCases.map(\.rawValue)))
    }

    /// What a place query may look like, in any language's help.
    static let placeExamples = "长沙, changsha, cs, 长sha, Cháng'shā, 長沙"  // data: place names as typed

    public static var citiesSearch: CommandSpec {
        CommandSpec(
            ["cities", "search"], arguments: "QUERY…", tr("搜索地点（汉字或拼音）", "search places (Chinese or pinyin)"),
            details: tr(
                "列出名称含有 QUERY 的地点，或名称开头能由 QUERY 拼出的地点：拼音、首字母、或与汉字混写（\(placeExamples)）。每个结果一行，格式为 CODE<TAB>NAME<TAB>PATH，最相关的在前。没有结果时退出码为 1。",
                """
                Places whose name contains QUERY, or whose name it spells from the start in \
                pinyin, initials or both mixed with Chinese (\(placeExamples)). \
                Prints CODE<TAB>NAME<TAB>PATH per match, best first. Exit 1 when nothing matched.
                """),
            options: [CommandOption("--limit", value: "N", tr("最多 N 个结果（默认 \(defaultPlaceLimit)）",
                                                             "at most N matches (default \(defaultPlaceLimit))"),
                                    range: 1...50_000), json])
    }
    public static var citiesShow: CommandSpec {
        CommandSpec(
            ["cities", "show"], arguments: "CODE", tr("一个地点及其下级", "one place and its children"),
            details: tr("按代码（6 位，乡级 9 位）显示一个地点及其下级地点。代码不存在时退出码为 1。",
                        "One place by its code (6 digits, 9 for townships), with its children. Exit 1 for an unknown code."))
    }
    public static var cities: CommandSpec {
        CommandSpec(
            ["cities"], tr("搜索和查看中国的地点", "search and show the places of China"),
            details: tr("发现页搜索的地点目录。", "The place catalogue the Discover tab searches."),
            subcommands: [citiesSearch, citiesShow])
    }

    public static var post: CommandSpec {
        CommandSpec(
            ["post"], arguments: "[TEXT…|-]", tr("以你的身份发一条微博（TEXT，或标准输入）", "publish a post as you (TEXT, or stdin)"),
            details: tr(
                "以你的身份发布 TEXT，检查与应用相同：不能为空；示例数据和网页会话最多 \(WeiboLength.longTextLimit) 字（微博的长文本，列表里超过 \(WeiboLength.foldAt) 字的部分折叠在“全文”后），开放接口账号最多 \(WeiboLength.limit) 字（一个 ASCII 字符算半个）。多个词以空格连接；`--` 之后的文字可以以 `-` 开头。没有 TEXT 或 TEXT 为 `-` 时，从标准输入读取。登录了账号时，先放入待发箱再立即发送：发出时显示微博的 id；没发出时说明原因，留在待发箱（weibo-tui outbox），退出码为 1。",
                """
                Publishes TEXT as you, with the app's checks: not empty; at most \(WeiboLength.longTextLimit) \
                on the sample and a web session (Weibo's long text: lists fold what is past \(WeiboLength.foldAt) \
                behind “more”), \(WeiboLength.limit) on an Open API account (an ASCII character counts half). Several words are joined with spaces; `--` lets the \
                text start with `-`. Without TEXT, or with `-`, the text is read from stdin. On an \
                account it goes into the outbox and is sent at once: prints Weibo's id when sent; \
                otherwise says why, keeps it in the outbox (weibo-tui outbox) and exits 1.
                """),
            options: [CommandOption("--visible", value: "WHO",
                                    tr("可见范围：public（公开，默认）、friends（好友圈）或 me（仅自己）；网页会话的账号才能选",
                                       "who sees it: public (the default), friends (friends circle) or me (only me); a web session's account only"),
                                    completes: .words(PostVisibility.allCases.map(\.rawValue)))])
    }
    public static var timeline: CommandSpec {
        CommandSpec(
            ["timeline"], tr("最新的微博", "the newest posts"),
            details: tr(
                "最新的微博，与首页显示的一样；或输出 JSON：id、author、text、created_at、counts、repost_of（转发的原微博的 id）、original（原微博本身，字段相同；不是转发或原微博已删除时为 null）、pictures（每张图片的地址，按顺序）。",
                """
                The newest posts, as the Home tab shows them, or as JSON: id, author, text, \
                created_at, counts, repost_of (the reposted post's id), original (that post \
                itself, with the same fields; null when not a repost or when it was deleted), \
                pictures (every picture's address, in order).
                """),
            options: [CommandOption("--limit", value: "N", tr("最多 N 条微博（默认 \(defaultTimelineLimit)）",
                                                             "at most N posts (default \(defaultTimelineLimit))"),
                                    range: 1...10_000),
                      CommandOption("--group", value: "NAME|GID", tr("改为列出一个分组的微博（首页标题菜单里的分组，见 groups），缓存里有的",
                                                                    "instead, a group's posts (a group of Home's title menu, see groups), as cached")),
                      json])
    }
    public static var drafts: CommandSpec {
        CommandSpec(
            ["drafts"], tr("保存的草稿", "saved drafts"),
            details: tr("保存的草稿，最近的在前。没有草稿时在标准错误上说明，退出码为 0。",
                        "The saved drafts, most recent first. With none, says so on stderr and exits 0."),
            options: [json])
    }
    public static var messages: CommandSpec {
        CommandSpec(
            ["messages"], arguments: "[mentions|comments|likes]",
            tr("私信会话，或 @我的、评论、赞，最新的在前", "conversations, or mentions, comments, likes; newest first"),
            details: tr(
                "私信会话，最新的在前：对方、未读数、时间和最后一条消息。给出 mentions、comments 或 likes 时，列出消息页的 @我的、评论或赞：谁、是否未读、时间、写了什么和所关于的微博。开放平台账号没有私信和赞（API 不提供），网页会话暂无私信：这时在标准错误上说明，退出码为 1。",
                """
                Conversations, newest first: the other person, unread count, time, and the last message. \
                With mentions, comments or likes, that list of the Messages tab instead: who, whether \
                unread, when, what they wrote and the post it is about. An Open API account has no \
                direct messages and no likes list (the API offers neither), a web session no direct \
                messages yet: then says so on stderr and exits 1.
                """),
            options: [CommandOption("--unread", tr("只列出未读的", "only what is unread")),
                      CommandOption("--limit", value: "N", tr("最多 N 项（默认 \(defaultConversationLimit)）",
                                                             "at most N items (default \(defaultConversationLimit))"),
                                    range: 1...10_000),
                      json],
            argumentWords: ["mentions", "comments", "likes"])
    }
    public static var unread: CommandSpec {
        CommandSpec(
            ["unread"], tr("各类未读数，然后是合计", "unread counts per kind, then total"),
            details: tr(
                "未读数，每类一行（@我的、评论、赞、私信），最后一行是合计。--json 输出不随语言变化的 JSON：mentions、comments、likes、messages、total。",
                """
                Unread counts, one kind per line (mentions, comments, likes, messages), then the total. \
                --json prints JSON that does not change with the language: mentions, comments, likes, messages, total.
                """),
            options: [json])
    }
    public static var simulate: CommandSpec {
        CommandSpec(
            ["simulate"], tr("添加收到的动态（用来试看角标）", "add incoming activity (for trying badges)"),
            details: tr(
                "从示例用户那里添加正好 N 条未读动态，依次为一条私信、一条 @我、一条对你微博的评论和一个赞；无法添加的评论或赞（你没有微博，或大家都已赞过）改为私信。最后说明 N 条是怎样分配的。",
                """
                Adds exactly N items of unread incoming activity from the sample's people, in turn a \
                message, a mention, a comment on your posts and a like; a comment or like that is \
                impossible (you have no posts, everyone liked them) becomes a message. Prints how the N split.
                """),
            options: [CommandOption("--count", value: "N", tr("添加 N 条（默认 \(defaultSimulateCount)）",
                                                             "add N items (default \(defaultSimulateCount))"),
                                    range: 1...10_000)])
    }
    public static var config: CommandSpec {
        CommandSpec(
            ["config"], tr("检查配置文件，或显示生效的设置", "check the config file, or show the settings in force"),
            subcommands: [
                CommandSpec(["config", "check"], tr("报告配置文件中有问题的行", "report the config file's bad lines"),
                            details: tr("报告配置文件中每一行被忽略的内容及其行号；有问题时退出码为 1。",
                                        "Reports every line of the config file that is left out, with its line number; exit 1 if there is one.")),
                CommandSpec(["config", "show"], tr("生效的按键和颜色", "the key bindings and colours in force"),
                            details: tr("以配置文件的格式显示生效的按键和颜色。",
                                        "Prints the key bindings and colours in force, as config lines.")),
            ])
    }
    public static var help: CommandSpec {
        CommandSpec(
            ["help"], arguments: "[COMMAND]", tr("本帮助，或某个命令的帮助", "this help, or a command's"),
            argumentWords: ["cities", "post", "comment", "repost", "like", "fav", "dm", "timeline", "groups", "drafts", "messages", "unread", "hot", "search",
                            "simulate", "user", "follow", "unfollow", "login", "account", "logout", "sync", "doctor", "outbox",
                            "config", "help", "completions", "man"])
    }
    public static var completions: CommandSpec {
        CommandSpec(
            ["completions"], arguments: "bash|zsh", tr("输出 shell 补全脚本", "print a shell completion script"),
            details: tr(
                "输出 bash 或 zsh 的补全脚本。bash：在 ~/.bashrc 中加入 `source <(weibo-tui completions bash)`；zsh：`weibo-tui completions zsh > ~/.zfunc/_weibo-tui`，并把 ~/.zfunc 加入 $fpath。",
                """
                Prints the completion script for bash or zsh. For bash: \
                `source <(weibo-tui completions bash)` in ~/.bashrc; for zsh: \
                `weibo-tui completions zsh > ~/.zfunc/_weibo-tui` with ~/.zfunc in $fpath.
                """),
            argumentWords: ["bash", "zsh"])
    }
    public static var man: CommandSpec {
        CommandSpec(
            ["man"], tr("输出手册页（roff，英文）", "print the manual page (roff)"),
            details: tr("以 roff 格式输出手册页：`weibo-tui man | man -l -`。手册页只有英文版：它安装一次，供各种语言的用户查阅。",
                        "Prints the manual page in roff: `weibo-tui man | man -l -`. It is in English whatever the language: it is installed once, for everyone."))
    }

    /// The table with the built-in keys: the man page's, which documents
    /// what weibo-tui ships with rather than one user's config.
    public static var table: CommandTable { table(keys: .standard) }

    /// The table whose `--help` ends with `keys`: the run's keymap, the
    /// config's `bind` lines over the built-in keys.
    public static func table(keys: Keymap) -> CommandTable {
        CommandTable(
            program: "weibo-tui",
            summary: tr("终端里的微博风格客户端。不带命令时启动应用。",
                        "A Weibo-style client for the terminal. Without a command it starts the app."),
            globalOptions: [dataDirectory, configFile, language, sample, accountChoice, fresh,
                            CommandOption("--help", tr("显示本帮助并退出（也可用 -h）", "show this help and exit (-h too)")),
                            CommandOption("--version", tr("显示版本并退出", "print the version and exit"))],
            commands: [cities, post, comment, repost, like, fav, dm, timeline, groups, drafts, messages, unread, hot, search, simulate, user, follow, unfollow,
                       login, account, logout, sync, doctor,
                       outbox, config, help, completions, man],
            footer: keysFooter(keys))
    }

    /// The help's last line: the app's first keys, as the keymap binds them.
    static func keysFooter(_ keys: Keymap) -> String {
        tr("按键：", "keys: ") + Keymap.hints([
            keys.hint([.tabHome, .tabMessages, .tabDiscover, .tabProfile], in: .global, tr("切换标签", "tabs")),
            keys.hint(.compose, in: .global, tr("发微博", "compose")), keys.hint([.down, .up], in: .global, tr("移动", "move")),
            keys.hint(.open, in: .global, tr("打开", "open")), keys.hint(.back, in: .global, tr("返回", "back")),
            keys.hint(.help, in: .global, tr("帮助", "help")), keys.hint(.quit, in: .global, tr("退出", "quit")),
        ])
    }
}
