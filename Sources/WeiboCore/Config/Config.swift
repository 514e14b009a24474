/// The config file as a value: what it changes, and what was wrong with it.
/// Lines that are wrong are left out; the rest still apply.
public struct Config: Equatable, Sendable {
    /// One `bind` line: `command` nil is `none`, which unbinds the key.
    public struct Binding: Equatable, Sendable {
        public var context: KeyContext
        public var key: Key
        public var command: Command?

        public init(_ context: KeyContext, _ key: Key, _ command: Command?) {
            self.context = context
            self.key = key
            self.command = command
        }
    }

    /// The `bind` lines, in file order (a later line wins).
    public var bindings: [Binding] = []
    /// The `color` lines, by role (a later line wins).
    public var colors = ColorScheme()
    public var language: Language?
    /// `set api_base` / `set remind_base`: the Open API's hosts (a proxy,
    /// a mirror); the environment's WEIBO_TUI_API_BASE / _REMIND_BASE win.
    public var apiBase: String?
    public var remindBase: String?
    /// `set web_base` / `set passport_base`: the mobile web's and the QR
    /// sign-in's hosts (a mirror, the tests' fake); the environment's
    /// WEIBO_TUI_WEB_BASE / _PASSPORT_BASE win.
    public var webBase: String?
    public var passportBase: String?
    /// `set desktop_base`: weibo.com, the web session's second route;
    /// WEIBO_TUI_DESKTOP_BASE wins.
    public var desktopBase: String?
    /// `set user_agent TEXT`: the browser a web session presents as, on
    /// both routes; nil: a current mainstream browser's (`BrowserIdentity`).
    public var userAgent: String?
    /// `set refresh_minutes N` as written; nil when the file says nothing
    /// (read `refreshMinutes`, which has the default).
    public var refreshMinutesSetting: Int?
    /// `set picture_cache_mb N`: the picture cache's cap, in MiB.
    public var pictureCacheMB: Int?
    /// `set pictures off|blocks|auto`; nil: auto.
    public var pictures: PictureMode?
    /// `set video_player COMMAND [ARGUMENT…]`: the program `v` starts on a
    /// video post, and the words before the address; nil: mpv, else `$BROWSER`.
    public var videoPlayer: [String]?
    /// `set resume on|off`: a start opens where the last run left off; nil: on.
    public var resume: Bool?
    public var problems: [ConfigProblem] = []

    public init() {}

    /// Weibo's advice for polling is every 3 to 5 minutes: the background
    /// refresh of an account's 首页 and 消息 waits the low end by default.
    public static let defaultRefreshMinutes = 3
    /// `set refresh_minutes`'s range: never more often than once a minute,
    /// at least once a day.
    public static let refreshMinutesRange = 1...1440

    /// Minutes between background refreshes while they work.
    public var refreshMinutes: Int { refreshMinutesSetting ?? Self.defaultRefreshMinutes }

    /// `base` with the `bind` lines applied in order.
    public func keymap(over base: Keymap = .standard) -> Keymap {
        var keymap = base
        for binding in bindings {
            if let command = binding.command {
                keymap.bind(binding.key, to: command, in: binding.context)
            } else {
                keymap.unbind(binding.key, in: binding.context)
            }
        }
        return keymap
    }

    /// The one line the app shows about a config with problems: how many,
    /// and the command that lists them.
    public var problemsNotice: String? {
        problems.isEmpty ? nil : tr("配置文件有 \(problems.count) 处问题，请运行 weibo-tui config check",
                                    "The config file has \(plural(problems.count, "problem")): run weibo-tui config check")
    }
}

extension AppState {
    /// The state with the config's keymap in force and its problems noted.
    public mutating func apply(_ config: Config) {
        keymap = config.keymap(over: keymap)
        pictures.mode = config.pictures ?? .auto
        home.videoPlayer = config.videoPlayer
        self.resume.enabled = config.resume ?? true
        if let notice = config.problemsNotice { self.notice = notice }
    }
}
