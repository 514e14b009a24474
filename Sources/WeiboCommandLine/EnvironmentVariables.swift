/// One environment variable (or a group read together) weibo-tui reads.
public struct EnvironmentVariable: Sendable, Equatable {
    public let names: [String]
    /// What it may be set to, for the man page: `on|off`, `URL`; empty when any value.
    public let value: String
    /// In English: the man page is this table's reader (see `ManPage`).
    public let summary: String

    init(_ names: [String], value: String = "", _ summary: String) {
        self.names = names
        self.value = value
        self.summary = summary
    }
}

extension EnvironmentVariable {
    /// Every variable the binary reads, for the man page's ENVIRONMENT. A
    /// test reads Sources/ for the names the code reads (`getenv`, string
    /// literals such as "WEIBO_TUI_…") and fails on any missing here.
    public static let all: [EnvironmentVariable] = [
        EnvironmentVariable(["WEIBO_TUI_API_BASE"], value: "URL",
                            "The Open API's host instead of https://api.weibo.com (a proxy, a mirror, the tests' fake server); over the config's set api_base."),
        EnvironmentVariable(["WEIBO_TUI_REMIND_BASE"], value: "URL",
                            "The unread-count host instead of https://rm.api.weibo.com; over set remind_base."),
        EnvironmentVariable(["WEIBO_TUI_WEB_BASE"], value: "URL",
                            "The mobile web host of a web session instead of https://m.weibo.cn; over set web_base."),
        EnvironmentVariable(["WEIBO_TUI_PASSPORT_BASE"], value: "URL",
                            "The sign-in host of login --qr instead of https://passport.weibo.com; over set passport_base."),
        EnvironmentVariable(["WEIBO_TUI_DESKTOP_BASE"], value: "URL",
                            "The desktop site a web session uses as its second route instead of https://weibo.com; over set desktop_base."),
        EnvironmentVariable(["WEIBO_TUI_CLIPBOARD"], value: "on|off",
                            "Whether copying writes the terminal's clipboard (OSC 52), instead of what weibo-tui decides from terminfo's Ms and tmux."),
        EnvironmentVariable(["WEIBO_TUI_HYPERLINKS"], value: "on|off",
                            "Whether links in posts are drawn as OSC 8 hyperlinks, instead of what weibo-tui decides from TERM and the variables below."),
        EnvironmentVariable(["WEIBO_TUI_TRUECOLOR"], value: "on|off",
                            "Whether pictures' half blocks use 24-bit colour, instead of what COLORTERM says."),
        EnvironmentVariable(["WEIBO_TUI_GRAPHICS"], value: "off",
                            "Never ask the terminal for kitty graphics or sixel: pictures are half blocks (as set pictures blocks)."),
        EnvironmentVariable(["WEIBO_TUI_CRASH_AFTER_FIRST_FRAME"], value: "1",
                            "For the tests: crash right after the first frame, to check that the terminal is restored."),
        EnvironmentVariable(["NO_COLOR"],
                            "Set and not empty: no colour, whatever the config or Me › Settings say; pictures keep their [Photo] markers."),
        EnvironmentVariable(["BROWSER"],
                            "The program that opens a link (Open in a post's menu), if it is on the PATH or a path; else xdg-open."),
        EnvironmentVariable(["VISUAL", "EDITOR"],
                            "The editor Ctrl-X Ctrl-E opens the editor's text in (VISUAL first, then EDITOR, else vi); a command line, split by the shell, given the file's path."),
        EnvironmentVariable(["TMPDIR"], value: "DIR",
                            "Where Ctrl-X Ctrl-E's temporary file is made (mode 0600, deleted after); else /tmp."),
        EnvironmentVariable(["LANG", "LC_ALL", "LC_CTYPE", "LC_MESSAGES"],
                            "The locale. It must use UTF-8; when it does not, weibo-tui uses C.UTF-8 and says so, and without C.UTF-8 it refuses to start (exit 2). The interface language is --lang, else set language, else the locale's (LC_ALL, else LC_MESSAGES, else LANG): English for a language other than Chinese, Chinese for zh, C, POSIX or none."),
        EnvironmentVariable(["XDG_DATA_HOME", "HOME"],
                            "The data folder is $XDG_DATA_HOME/weibo-tui, else ~/.local/share/weibo-tui (see FILES)."),
        EnvironmentVariable(["XDG_CONFIG_HOME"],
                            "The config file is $XDG_CONFIG_HOME/weibo-tui/config, else ~/.config/weibo-tui/config."),
        EnvironmentVariable(["TERM", "COLORTERM", "TERM_PROGRAM", "TMUX", "STY", "KITTY_WINDOW_ID", "WT_SESSION", "VTE_VERSION"],
                            "What the terminal can do: TERM for curses; COLORTERM=truecolor or 24bit for 24-bit colour; the others tell hyperlinks and the clipboard apart (hyperlinks never inside tmux or screen)."),
        EnvironmentVariable(["PATH"], "Where BROWSER and xdg-open are looked for."),
    ]
}
