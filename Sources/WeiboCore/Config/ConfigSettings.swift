/// One `set NAME VALUE` line the config file takes.
public struct ConfigSetting: Sendable, Equatable {
    public let name: String
    /// What follows the name, as the man page writes it: `zh|en`, `N`, `URL`.
    public let value: String
    /// What it changes, in English: the man page is the one reader, and it
    /// is English whatever the run's language (see `ManPage`).
    public let summary: String
}

extension ConfigSetting {
    /// Every setting, once: the parser's list of names (and so `config
    /// check`'s "the settings are …") and the man page's CONFIGURATION both
    /// read it, so a setting cannot be taken without being documented.
    public static let all: [ConfigSetting] = [
        ConfigSetting(name: "language", value: "zh|en", summary: """
            The interface language: Chinese (the default) or English. --lang wins over it. \
            What people wrote (posts, names, places) stays as written.
            """),
        ConfigSetting(name: "pictures", value: "auto|blocks|off", summary: """
            How pictures are drawn. auto (the default): as pixels where the terminal answers that \
            it has kitty graphics or sixel, else in half blocks; blocks: half blocks, the terminal \
            is never asked; off: only the markers ([Photo]), no picture.
            """),
        ConfigSetting(name: "picture_cache_mb", value: "N", summary: """
            How much room (\(Config.pictureCacheMBRange.lowerBound) to \(Config.pictureCacheMBRange.upperBound) MiB, \
            default 64) an account's downloaded pictures may take in pictures/ in the data folder; \
            past it, the least recently used go first.
            """),
        ConfigSetting(name: "video_player", value: "COMMAND [ARGUMENT…]", summary: """
            What v on a video post starts, with the video's address after the words given \
            (e.g. set video_player mpv --really-quiet); run in the background, its output \
            discarded. Without it, or when COMMAND is not found: mpv when it is on the PATH \
            (given the stream), else $BROWSER (given the video's page), else the address is \
            copied to the clipboard (OSC 52).
            """),
        ConfigSetting(name: "refresh_minutes", value: "N", summary: """
            How often the app syncs an account in the background, in minutes \
            (\(Config.refreshMinutesRange.lowerBound) to \(Config.refreshMinutesRange.upperBound), \
            default \(Config.defaultRefreshMinutes)).
            """),
        ConfigSetting(name: "api_base", value: "URL", summary: """
            The Weibo Open API's host (default https://api.weibo.com), for a proxy or a mirror. \
            WEIBO_TUI_API_BASE wins over it.
            """),
        ConfigSetting(name: "remind_base", value: "URL", summary: """
            The Open API's unread-count host (default https://rm.api.weibo.com). \
            WEIBO_TUI_REMIND_BASE wins over it.
            """),
        ConfigSetting(name: "web_base", value: "URL", summary: """
            The mobile web host a web session talks to (default https://m.weibo.cn). \
            WEIBO_TUI_WEB_BASE wins over it.
            """),
        ConfigSetting(name: "passport_base", value: "URL", summary: """
            The sign-in host of login --qr (default https://passport.weibo.com). \
            WEIBO_TUI_PASSPORT_BASE wins over it.
            """),
        ConfigSetting(name: "desktop_base", value: "URL", summary: """
            The desktop site a web session uses as its second route (default https://weibo.com), \
            for its /ajax JSON. WEIBO_TUI_DESKTOP_BASE wins over it.
            """),
        ConfigSetting(name: "user_agent", value: "TEXT", summary: """
            The User-Agent a web session sends, the rest of the line as written \
            (default: a current desktop browser's on weibo.com and its mobile form on m.weibo.cn; \
            a value given here goes to both).
            """),
        ConfigSetting(name: "resume", value: "on|off", summary: """
            Whether a start opens where the last run left off: each tab's pages, the selected \
            rows, the tab and the search fields (on, the default), or at the top of Home (off, \
            as --fresh does for one start).
            """),
    ]
}
