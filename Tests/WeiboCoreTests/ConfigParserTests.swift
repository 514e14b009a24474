import Testing
@testable import WeiboCore

@Suite("config file parser")
struct ConfigParserTests {
    func parse(_ text: String) -> Config { Config.parse(Array(text.utf8), file: "config") }

    /// The problems as `config check` prints them, in English.
    func messages(_ text: String) -> [String] { english { parse(text).problems.map(\.message) } }

    /// The same, as a Chinese run prints them.
    func chineseMessages(_ text: String) -> [String] { parse(text).problems.map(\.message) }

    func english<T>(_ body: () -> T) -> T { Language.with(.en, body) }

    @Test("bind adds a key in front of a command's keys, in its context only")
    func bind() {
        let config = parse("bind posts x like\nbind global ^N next-tab\nbind editor F2 publish\n")
        #expect(config.problems.isEmpty)
        #expect(config.bindings == [
            Config.Binding(.posts, .char("x"), .like),
            Config.Binding(.global, .ctrl("n"), .nextTab),
            Config.Binding(.editor, .function(2), .publish),
        ])
        let keymap = config.keymap()
        #expect(keymap.command(for: .char("x"), in: .posts) == .like)
        #expect(keymap.command(for: .char("l"), in: .posts) == .like, "the standard key stays")
        #expect(keymap.tables[.posts]?.first { $0.command == .like }?.keys == [.char("x"), .char("l")])
        #expect(keymap.command(for: .char("x"), in: .global) == nil)
        // ^N was `down` in global: it moved, and down keeps its other keys.
        #expect(keymap.command(for: .ctrl("n"), in: .global) == .nextTab)
        #expect(keymap.tables[.global]?.first { $0.command == .down }?.keys == [.char("j"), .down])
        #expect(keymap.command(for: .function(2), in: .editor) == .publish)
    }

    @Test("home and timeline are other names for posts, 首页's context (bind home x like)")
    func homeIsPosts() {
        #expect(parse("bind home x like\nbind timeline y like\n").bindings
                == [Config.Binding(.posts, .char("x"), .like), Config.Binding(.posts, .char("y"), .like)])
        #expect(messages("bind homee x like").count == 1, "a near miss is still refused")
    }

    @Test("bind … none unbinds the key; a later line wins")
    func unbind() {
        let keymap = parse("bind posts l none\nbind global q none\nbind posts r like\nbind posts r comment\n").keymap()
        #expect(keymap.command(for: .char("l"), in: .posts) == nil)
        #expect(keymap.tables[.posts]?.contains { $0.command == .like && $0.keys.isEmpty } == false)
        #expect(keymap.command(for: .char("q"), in: .global) == nil)
        #expect(keymap.command(for: .ctrl("c"), in: .always) == .quit)
        #expect(keymap.command(for: .char("r"), in: .posts) == .comment)
        #expect(keymap.tables[.posts]?.contains { $0.command == .refresh } == false, "r was refresh's only key")
    }

    @Test("key names as tig writes them: ^N, Ctrl-N, PgDn, Enter, F1, #, Up")
    func keyNames() {
        let config = parse("bind global ^B top\nbind global Ctrl-E bottom\nbind global PgDn top\nbind global Enter back\nbind global F1 quit\nbind posts # like\nbind global Up down\n")
        #expect(config.problems.isEmpty)
        #expect(config.bindings.map(\.key) == [.ctrl("b"), .ctrl("e"), .pageDown, .enter, .function(1), .char("#"), .up])
    }

    @Test("colours: names, numbers, default and attributes")
    func colors() {
        let config = parse("color selection black yellow bold\ncolor accent 202 default underline dim\ncolor link BLUE 7\n")
        #expect(config.problems.isEmpty)
        #expect(config.colors.overrides == [
            .selection: RoleColors(.index(0), .index(3), .bold),
            .accent: RoleColors(.index(202), .default, [.underline, .dim]),
            .link: RoleColors(.index(4), .index(7)),
        ])
        #expect(parse("color bar red blue\ncolor bar green default reverse\n").colors.overrides == [.bar: RoleColors(.index(2), .default, .reverse)])
    }

    @Test("set language zh or en; other languages are refused with why, in the run's language")
    func language() {
        #expect(parse("set language zh\n").language == .zh)
        #expect(parse("set language en\n").language == .en)
        #expect(parse("set language en\n").problems.isEmpty)
        #expect(messages("set language fr") == ["weibo-tui: config:1: unknown language 'fr'; the languages are zh en"])
        #expect(messages("set lang zh") == ["weibo-tui: config:1: unknown setting 'lang' (did you mean 'language'?); the settings are language, pictures, picture_cache_mb, video_player, refresh_minutes, api_base, remind_base, web_base, passport_base, desktop_base, user_agent, resume"])
        #expect(messages("set language") == ["weibo-tui: config:1: set needs a name and a value, e.g. 'set language zh'"])
        #expect(chineseMessages("set language fr") == ["weibo-tui: config:1: 未知的语言 'fr'；可用的语言有 zh en"])
        #expect(chineseMessages("set lang zh") == ["weibo-tui: config:1: 未知的设置 'lang'（是不是 'language'？）；可用的设置有 language、pictures、picture_cache_mb、video_player、refresh_minutes、api_base、remind_base、web_base、passport_base、desktop_base、user_agent、resume"])
        #expect(chineseMessages("set language") == ["weibo-tui: config:1: set 需要名称和值，例如 'set language zh'"])
    }

    @Test("set video_player takes a command and its arguments, reaches the state and config show")
    func videoPlayer() {
        let config = parse("set video_player mpv --really-quiet  # quiet\n")
        #expect(config.problems.isEmpty && config.videoPlayer == ["mpv", "--really-quiet"])
        #expect(parse("set video_player /opt/vlc\n").videoPlayer == ["/opt/vlc"])
        #expect(parse("").videoPlayer == nil)
        #expect(messages("set video_player") == ["weibo-tui: config:1: set needs a name and a value, e.g. 'set language zh'"])
        var state = AppState(size: Size(width: 80, height: 24))
        state.apply(config)
        #expect(state.home.videoPlayer == ["mpv", "--really-quiet"])
        #expect(config.effectiveText().hasSuffix("set video_player mpv --really-quiet\n"))
    }

    @Test("set pictures off|blocks|auto reaches the state; another value is refused with the values")
    func pictures() {
        #expect(parse("set pictures blocks\n").pictures == .blocks)
        #expect(parse("set pictures off\n").pictures == .off)
        #expect(parse("").pictures == nil)
        var state = AppState()
        state.apply(parse("set pictures off\n"))
        #expect(state.pictures.mode == .off)
        state.apply(parse(""))
        #expect(state.pictures.mode == .auto, "no line: auto")
        #expect(messages("set pictures kitty") == ["weibo-tui: config:1: unknown pictures value 'kitty'; the values are off blocks auto"])
        #expect(chineseMessages("set pictures block") == ["weibo-tui: config:1: 未知的图片显示方式 'block'（是不是 'blocks'？）；可选 off blocks auto"])
        #expect(english { parse("set pictures blocks\n").effectiveText() }.hasSuffix("set pictures blocks\n"))
    }

    @Test("set api_base / remind_base: the Open API's hosts, web addresses only")
    func hosts() {
        let config = parse("set api_base https://proxy.example/weibo\nset remind_base http://127.0.0.1:8080\n")
        #expect(config.apiBase == "https://proxy.example/weibo" && config.remindBase == "http://127.0.0.1:8080")
        #expect(config.problems.isEmpty)
        #expect(messages("set api_base api.weibo.com") == [
            "weibo-tui: config:1: api_base needs an address starting with https:// or http://, e.g. 'set api_base https://api.weibo.com'"])
        #expect(parse("set api_base ftp://x\n").apiBase == nil)
        // A scheme with no host after it is no address (it used to pass for https://).
        #expect(parse("set api_base https://\n").apiBase == nil)
        #expect(parse("set api_base http://\n").apiBase == nil)
        #expect(parse("set api_base http://h\n").apiBase == "http://h")
    }

    @Test("set desktop_base: weibo.com's host; set user_agent: the rest of the line, as written")
    func desktopHostAndUserAgent() {
        let config = parse("set desktop_base http://localhost:8081\nset user_agent Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0\n")
        #expect(config.problems.isEmpty)
        #expect(config.desktopBase == "http://localhost:8081" && config.webBase == nil)
        #expect(config.userAgent == "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0")
        #expect(messages("set desktop_base weibo.com") == [
            "weibo-tui: config:1: desktop_base needs an address starting with https:// or http://, e.g. 'set desktop_base https://weibo.com'"])
        #expect(messages("set user_agent").first?.contains("set needs a name and a value") == true)
        let shown = english { config.effectiveText() }
        #expect(shown.hasSuffix("set desktop_base http://localhost:8081\nset user_agent Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0\n"))
    }

    @Test("set web_base / passport_base: the mobile web's and the QR sign-in's hosts, checked as api_base is")
    func webHosts() {
        let config = parse("set web_base http://127.0.0.1:8081\nset passport_base https://passport.example\n")
        #expect(config.problems.isEmpty)
        #expect(config.webBase == "http://127.0.0.1:8081" && config.passportBase == "https://passport.example")
        #expect(config.apiBase == nil && config.remindBase == nil, "each line sets its own host only")
        #expect(parse("").webBase == nil && parse("").passportBase == nil)
        #expect(messages("set web_base m.weibo.cn\nset passport_base https://") == [
            "weibo-tui: config:1: web_base needs an address starting with https:// or http://, e.g. 'set web_base https://m.weibo.cn'",
            "weibo-tui: config:2: passport_base needs an address starting with https:// or http://, e.g. 'set passport_base https://passport.weibo.com'",
        ])
        #expect(chineseMessages("set web_base m.weibo.cn") == [
            "weibo-tui: config:1: web_base 需要以 https:// 或 http:// 开头的地址，例如 'set web_base https://m.weibo.cn'"])
        #expect(messages("set webbase http://x").first?.contains("(did you mean 'web_base'?)") == true)
        let shown = english { config.effectiveText() }
        #expect(shown.hasSuffix("set web_base http://127.0.0.1:8081\nset passport_base https://passport.example\n"))
    }

    @Test("set refresh_minutes N: whole minutes from 1; 0, negatives and words are refused with the range; default 3")
    func refreshMinutes() {
        #expect(parse("").refreshMinutes == 3 && Config.defaultRefreshMinutes == 3)
        #expect(parse("").refreshMinutesSetting == nil)
        #expect(parse("set refresh_minutes 1\n").refreshMinutes == 1)
        #expect(parse("set refresh_minutes 10\n").refreshMinutes == 10)
        #expect(parse("set refresh_minutes 1440\n").refreshMinutes == 1440)
        #expect(parse("set refresh_minutes 5\n").problems.isEmpty)
        for refused in ["0", "-1", "-5", "1441", "2.5", "often", "99999999999999999999"] {
            let config = parse("set refresh_minutes \(refused)\n")
            #expect(config.refreshMinutes == 3, "'\(refused)' leaves the default")
            #expect(english { config.problems.map(\.message) } == [
                "weibo-tui: config:1: refresh_minutes needs a number of minutes from 1 to 1440, not '\(refused)'"])
        }
        #expect(chineseMessages("set refresh_minutes 0") == ["weibo-tui: config:1: refresh_minutes 需要 1 到 1440 之间的分钟数，而不是 '0'"])
        #expect(parse("set refresh_minutes 2\nset refresh_minutes 0\n").refreshMinutes == 2, "a refused line changes nothing")
        #expect(english { parse("set refresh_minutes 7\n").effectiveText() }.hasSuffix("set refresh_minutes 7\n"))
        #expect(!english { parse("").effectiveText() }.contains("refresh_minutes"), "config show writes what the file set")
    }

    @Test("set picture_cache_mb: the picture cache's cap, a number of MiB within range")
    func pictureCache() {
        #expect(parse("set picture_cache_mb 8\n").pictureCacheMB == 8)
        #expect(parse("").pictureCacheMB == nil)
        #expect(messages("set picture_cache_mb 0") == ["weibo-tui: config:1: picture_cache_mb needs a number from 1 to 4096 (MiB), not '0'"])
        #expect(parse("set picture_cache_mb lots\n").pictureCacheMB == nil)
    }

    @Test("a problem is told in the language of the run that tells it, not of the one that read the file")
    func problemsFollowTheRunsLanguage() {
        // Read in Chinese (the file is read before the language is known) …
        let config = parse("set language en\nset language fr\n")
        #expect(config.language == .en)
        // … told in English when the run is English, and back.
        #expect(english { config.problems.map(\.message) } == ["weibo-tui: config:2: unknown language 'fr'; the languages are zh en"])
        #expect(config.problems.map(\.message) == ["weibo-tui: config:2: 未知的语言 'fr'；可用的语言有 zh en"])
        let missing = Config.load(.missing, from: ConfigLocation(path: "/etc/x", isExplicit: true))
        #expect(english { missing.problems.map(\.message) } == ["weibo-tui: /etc/x: no such file"])
        #expect(missing.problems.map(\.message) == ["weibo-tui: /etc/x: 没有这个文件"])
    }

    @Test("comments, blank lines, tabs, CRLF and a missing last newline")
    func layout() {
        let config = parse("# my keys\n\n   \n\tbind\tposts  x   like   # like with x\r\n  # indented comment\ncolor bar red blue # a bar")
        #expect(config.problems.isEmpty)
        #expect(config.bindings == [Config.Binding(.posts, .char("x"), .like)])
        #expect(config.colors.overrides[.bar] == RoleColors(.index(1), .index(4)))
        #expect(parse("").problems.isEmpty && parse("").bindings.isEmpty)
    }

    @Test("every kind of mistake, with its line number; the good lines still apply")
    func problems() {
        let text = """
            # line 1
            bind posts x lik
            bind me x like
            bind posts Ctrl-1 like
            color selection black yelow
            color selected black yellow
            color bar red blue blink
            bnd posts x like
            bind posts x
            bind posts y like extra
            color bar red
            bind always q quit
            bind editor x publish
            bind posts z like
            """
        let config = parse(text)
        #expect(english { config.problems.map(\.message) } == [
            "weibo-tui: config:2: unknown action 'lik' (did you mean 'like'?)",
            "weibo-tui: config:3: unknown context 'me' (did you mean 'profile'?); contexts are always global posts activity profile drafts about pictures search results discover chat popup editor picture-strip help confirm save-prompt emoticons action-menu link rating place-picker path-prompt profile-editor mentions",
            "weibo-tui: config:4: unknown key 'Ctrl-1'; keys are written like x, ^N, Ctrl-N, Enter, Esc, Tab, Space, PgDn, Up, F1",
            "weibo-tui: config:5: unknown colour 'yelow' (did you mean 'yellow'?); colours are black red green yellow blue magenta cyan white default or 0-255",
            "weibo-tui: config:6: unknown colour role 'selected' (did you mean 'selection'?); roles are standard accent badge muted link selection bar",
            "weibo-tui: config:7: unknown attribute 'blink'; attributes are bold dim reverse underline",
            "weibo-tui: config:8: unknown line kind 'bnd' (did you mean 'bind'?); lines are bind, color, set or a # comment",
            "weibo-tui: config:9: bind needs a context, a key and an action, e.g. 'bind posts x like'",
            "weibo-tui: config:10: bind needs a context, a key and an action, e.g. 'bind posts x like'; unexpected 'extra'",
            "weibo-tui: config:11: color needs a role, a text colour and a background, e.g. 'color selection black yellow bold'",
            "weibo-tui: config:12: 'q' types text in text fields, so it cannot be bound in 'always'; use a Ctrl or function key, or bind it in 'global'",
            "weibo-tui: config:13: 'x' types text in the editor field, so it cannot be bound in 'editor'; use a Ctrl or function key",
        ])
        #expect(config.problems.map(\.message) == [
            "weibo-tui: config:2: 未知的动作 'lik'（是不是 'like'？）",
            "weibo-tui: config:3: 未知的上下文 'me'（是不是 'profile'？）；上下文有 always global posts activity profile drafts about pictures search results discover chat popup editor picture-strip help confirm save-prompt emoticons action-menu link rating place-picker path-prompt profile-editor mentions",
            "weibo-tui: config:4: 未知的按键 'Ctrl-1'；按键的写法如 x、^N、Ctrl-N、Enter、Esc、Tab、Space、PgDn、Up、F1",
            "weibo-tui: config:5: 未知的颜色 'yelow'（是不是 'yellow'？）；颜色有 black red green yellow blue magenta cyan white default 或 0-255",
            "weibo-tui: config:6: 未知的颜色角色 'selected'（是不是 'selection'？）；角色有 standard accent badge muted link selection bar",
            "weibo-tui: config:7: 未知的属性 'blink'；属性有 bold dim reverse underline",
            "weibo-tui: config:8: 未知的行类型 'bnd'（是不是 'bind'？）；每行是 bind、color、set 或 # 注释",
            "weibo-tui: config:9: bind 需要上下文、按键和动作，例如 'bind posts x like'",
            "weibo-tui: config:10: bind 需要上下文、按键和动作，例如 'bind posts x like'；多余的 'extra'",
            "weibo-tui: config:11: color 需要角色、文字颜色和背景色，例如 'color selection black yellow bold'",
            "weibo-tui: config:12: 'q' 在文本框里会输入文字，不能绑定在 'always'；请用 Ctrl 键或功能键，或绑定在 'global'",
            "weibo-tui: config:13: 'x' 在 editor 的输入框里会输入文字，不能绑定在 'editor'；请用 Ctrl 键或功能键",
        ])
        // Nothing of a bad line applies; the one good line does.
        #expect(config.bindings == [Config.Binding(.posts, .char("z"), .like)])
        #expect(config.colors.overrides.isEmpty)
    }

    @Test("a colour number past 255 and a line that is not UTF-8")
    func badBytes() {
        #expect(messages("color bar 256 0") == ["weibo-tui: config:1: unknown colour '256'; colours are black red green yellow blue magenta cyan white default or 0-255"])
        let bytes = Array("bind posts x like\n".utf8) + [0x62, 0xFF, 0x0A] + Array("bind posts y like\n".utf8)
        let config = Config.parse(bytes, file: "/home/me/.config/weibo-tui/config")
        #expect(english { config.problems.map(\.message) } == ["weibo-tui: /home/me/.config/weibo-tui/config:2: the line is not valid UTF-8"])
        #expect(config.problems.map(\.message) == ["weibo-tui: /home/me/.config/weibo-tui/config:2: 这一行不是有效的 UTF-8"])
        #expect(config.bindings.count == 2)
    }

    @Test("a problem's words are sanitised: a control character in the file cannot reach the terminal")
    func sanitised() {
        let message = messages("bind posts x \u{1B}[2Jlike").first ?? ""
        #expect(!message.contains("\u{1B}"))
        #expect(message.hasPrefix("weibo-tui: config:1: unknown action"))
    }

    @Test("did-you-mean: close typos and unique prefixes only")
    func nearestName() {
        let commands = Command.allCases.map(\.rawValue)
        #expect(NearestName.to("lik", among: commands) == "like")
        #expect(NearestName.to("next", among: commands) == "next-tab")
        #expect(NearestName.to("refesh", among: commands) == "refresh")
        #expect(NearestName.to("Like", among: commands) == "like")
        #expect(NearestName.to("pagedown", among: commands) == "page-down")
        #expect(NearestName.to("xyzzy", among: commands) == nil)
        #expect(NearestName.to("selected", among: ColorRole.allCases.map(\.name)) == "selection")
        #expect(NearestName.to("leave", among: commands) == nil, "leave-search or leave-editor: no one guess")
        #expect(NearestName.to("a", among: commands) == nil)
        #expect(NearestName.to("", among: commands) == nil)
    }

    @Test("config show's comments are in the run's language")
    func showComments() {
        let chinese = Config().effectiveText().split(separator: "\n").map(String.init)
        #expect(chinese.first == "# weibo-tui：正在生效的按键和颜色（先是内置的，然后是配置文件的）")
        #expect(chinese.contains("color accent 208 default  # 内置"))
        let english = self.english { Config().effectiveText() }.split(separator: "\n").map(String.init)
        #expect(english.contains("color accent 208 default  # built in"))
        #expect(english.contains("# colours on a 256-colour terminal; one with 8 takes the nearest of the eight"))
    }

    @Test("the app takes the keymap and says how many problems there are")
    func appliedToState() {
        var state = AppState()
        state.apply(parse("bind posts x like\nbind posts y lik\nbogus\n"))
        #expect(state.keymap.command(for: .char("x"), in: .posts) == .like)
        #expect(state.notice == "配置文件有 2 处问题，请运行 weibo-tui config check")
        english {
            var english = AppState()
            english.apply(parse("bind posts y lik\n"))
            #expect(english.notice == "The config file has 1 problem: run weibo-tui config check")
            english.apply(parse("bind posts y lik\nbogus\n"))
            #expect(english.notice == "The config file has 2 problems: run weibo-tui config check")
        }
        var clean = AppState()
        clean.apply(parse("bind posts x like\n"))
        #expect(clean.notice == nil)
        // `x` on 首页 now likes the selected post.
        #expect(clean.keymap.actions(for: .key(.char("x")), in: clean).map { "\($0)" } == ["\(Action.home(.toggleLike))"])
    }
}
