import WeiboCore

/// The user's command line, once: `--help`, `help COMMAND`, `COMMAND --help`,
/// the parsers' option lists, the shell completions and the man page all
/// read this table, so none of them can list what another does not.
public enum UserCommands {
    public static let defaultTimelineLimit = 20
    public static let defaultConversationLimit = 50
    public static let defaultSimulateCount = 4
    public static let defaultPlaceLimit = 20

    static let json = CommandOption("--json", "print JSON instead of text")

    public static let dataDirectory = CommandOption(
        "--data-dir", value: "DIR",
        "keep data in DIR (default: $XDG_DATA_HOME/weibo-tui, else ~/.local/share/weibo-tui)",
        completes: .directories)
    public static let configFile = CommandOption(
        "--config", value: "FILE",
        "key bindings and colours from FILE (default: $XDG_CONFIG_HOME/weibo-tui/config, else ~/.config/weibo-tui/config)",
        completes: .files)

    public static let language = CommandOption(
        "--lang", value: "LANG",
        "interface language: zh (Chinese, the default) or en (English); over the config's 'set language'",
        completes: .words(Language.allCases.map(\.rawValue)))

    public static let citiesSearch = CommandSpec(
        ["cities", "search"], arguments: "QUERY…", "search places (Chinese or pinyin)",
        details: """
            Places whose name contains QUERY, or whose name it spells from the start in \
            pinyin, initials or both mixed with Chinese (长沙, changsha, cs, 长sha, Cháng'shā, 長沙). \
            Prints CODE<TAB>NAME<TAB>PATH per match, best first. Exit 1 when nothing matched.
            """,
        options: [CommandOption("--limit", value: "N", "at most N matches (default \(defaultPlaceLimit))", range: 1...50_000), json])
    public static let citiesShow = CommandSpec(
        ["cities", "show"], arguments: "CODE", "one place and its children",
        details: "One place by its code (6 digits, 9 for townships), with its children. Exit 1 for an unknown code.")
    public static let cities = CommandSpec(
        ["cities"], "search and show the places of China", details: "The place catalogue the 发现 tab searches.",
        subcommands: [citiesSearch, citiesShow])

    public static let post = CommandSpec(
        ["post"], arguments: "[TEXT…|-]", "publish a post as you (TEXT, or stdin)",
        details: """
            Publishes TEXT as you, with the app's checks: not empty, at most \(WeiboLength.limit) \
            (an ASCII character counts half). Several words are joined with spaces; `--` lets the \
            text start with `-`. Without TEXT, or with `-`, the text is read from stdin.
            """)
    public static let timeline = CommandSpec(
        ["timeline"], "the newest posts",
        details: """
            The newest posts, as the 首页 tab shows them, or as JSON: id, author, text, \
            created_at, counts, repost_of.
            """,
        options: [CommandOption("--limit", value: "N", "at most N posts (default \(defaultTimelineLimit))", range: 1...10_000), json])
    public static let drafts = CommandSpec(
        ["drafts"], "saved drafts",
        details: "The saved drafts, most recent first. With none, says so on stderr and exits 0.",
        options: [json])
    public static let messages = CommandSpec(
        ["messages"], "conversations, newest first",
        details: "Conversations, newest first: the other person, unread count, time, and the last message.",
        options: [CommandOption("--unread", "only conversations with something unread"),
                  CommandOption("--limit", value: "N", "at most N conversations (default \(defaultConversationLimit))", range: 1...10_000),
                  json])
    public static let unread = CommandSpec(
        ["unread"], "unread counts per kind, then total",
        details: "Unread counts, one kind per line (mentions, comments, likes, messages), then `total N`.")
    public static let simulate = CommandSpec(
        ["simulate"], "add incoming activity (for trying badges)",
        details: """
            Adds exactly N items of unread incoming activity from the sample's people, in turn a \
            message, a mention, a comment on your posts and a like; a comment or like that is \
            impossible (you have no posts, everyone liked them) becomes a message. Prints how the N split.
            """,
        options: [CommandOption("--count", value: "N", "add N items (default \(defaultSimulateCount))", range: 1...10_000)])
    public static let config = CommandSpec(
        ["config"], "check the config file, or show the settings in force",
        subcommands: [
            CommandSpec(["config", "check"], "report the config file's bad lines",
                        details: "Reports every line of the config file that is left out, with its line number; exit 1 if there is one."),
            CommandSpec(["config", "show"], "the key bindings and colours in force",
                        details: "Prints the key bindings and colours in force, as config lines."),
        ])
    public static let help = CommandSpec(
        ["help"], arguments: "[COMMAND]", "this help, or a command's",
        argumentWords: ["cities", "post", "timeline", "drafts", "messages", "unread", "simulate",
                        "config", "help", "completions", "man"])
    public static let completions = CommandSpec(
        ["completions"], arguments: "bash|zsh", "print a shell completion script",
        details: """
            Prints the completion script for bash or zsh. For bash: \
            `source <(weibo-tui completions bash)` in ~/.bashrc; for zsh: \
            `weibo-tui completions zsh > ~/.zfunc/_weibo-tui` with ~/.zfunc in $fpath.
            """,
        argumentWords: ["bash", "zsh"])
    public static let man = CommandSpec(
        ["man"], "print the manual page (roff)",
        details: "Prints the manual page in roff: `weibo-tui man | man -l -`.")

    public static let table = CommandTable(
        program: "weibo-tui",
        summary: "A Weibo-style client for the terminal. Without a command it starts the app.",
        globalOptions: [dataDirectory, configFile, language,
                        CommandOption("--help", "show this help and exit (-h too)"),
                        CommandOption("--version", "print the version and exit")],
        commands: [cities, post, timeline, drafts, messages, unread, simulate, config, help, completions, man],
        footer: "keys: 1-4 tabs · + compose · j/k move · Enter open · Esc back · ? help · q quit")
}
