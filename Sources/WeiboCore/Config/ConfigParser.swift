/// Reads the config file, in the convention of tig and newsboat: one
/// statement a line, words separated by blanks, `#` to the end of the line
/// a comment.
///
///     bind posts x like
///     bind global ^N next-tab
///     bind posts l none
///     color selection black yellow bold
///     set language zh
///
/// Pure: bytes in, a `Config` out. A wrong line is left out with a problem
/// naming its line number; every other line still applies.
extension Config {
    public static func parse(_ bytes: [UInt8], file: String) -> Config {
        var config = Config()
        var lineStart = 0
        var number = 0
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            number += 1
            var line = bytes[lineStart..<lineEnd]
            if line.last == 0x0D { line = line.dropLast() }
            if let text = String(validating: line, as: UTF8.self) {
                do {
                    try config.read(text)
                } catch {
                    config.problems.append(ConfigProblem(file: file, line: number, why: error.reason))
                }
            } else {
                config.problems.append(ConfigProblem(file: file, line: number, why: BilingualText { tr("这一行不是有效的 UTF-8", "the line is not valid UTF-8") }))
            }
            lineStart = lineEnd + 1
        }
        return config
    }

    /// Why a line was left out, in both languages: `reason` writes its
    /// words with `tr` and is read once in each.
    struct LineError: Error {
        let reason: BilingualText
        init(_ reason: () -> String) { self.reason = BilingualText(reason) }
    }

    static let lineKinds = ["bind", "color", "set"]
    /// The names `set` takes, from the table the man page documents.
    static var settings: [String] { ConfigSetting.all.map(\.name) }
    /// `set picture_cache_mb`'s range: a few thumbnails to 4 GiB.
    static let pictureCacheMBRange = 1...4096

    /// The hosts a `set NAME URL` line replaces.
    enum Host: String, CaseIterable {
        case api = "api_base", remind = "remind_base", web = "web_base", passport = "passport_base", desktop = "desktop_base"

        /// Weibo's own address for it: the example a refusal gives.
        var weibo: String {
            switch self {
            case .api: "https://api.weibo.com"
            case .remind: "https://rm.api.weibo.com"
            case .web: "https://m.weibo.cn"
            case .passport: "https://passport.weibo.com"
            case .desktop: "https://weibo.com"
            }
        }
    }

    /// Applies one line, or throws what is wrong with it (changing nothing).
    mutating func read(_ line: String) throws(LineError) {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        // A word starting with `#` begins a comment, except where a key is
        // expected: `bind posts # like` binds the `#` key.
        if let comment = words.indices.first(where: { words[$0].hasPrefix("#") && !(words.first == "bind" && $0 == 2) }) {
            words.removeSubrange(comment...)
        }
        guard let kind = words.first else { return }
        let arguments = Array(words.dropFirst())
        switch kind {
        case "bind": bindings.append(try Self.binding(arguments))
        case "color":
            let (role, colors) = try Self.color(arguments)
            self.colors.overrides[role] = colors
        case "set":
            switch try Self.setting(arguments) {
            case .language(let value): language = value
            case .host(.api, let value): apiBase = value
            case .host(.remind, let value): remindBase = value
            case .host(.web, let value): webBase = value
            case .host(.passport, let value): passportBase = value
            case .host(.desktop, let value): desktopBase = value
            case .userAgent(let value): userAgent = value
            case .refreshMinutes(let value): refreshMinutesSetting = value
            case .pictureCacheMB(let value): pictureCacheMB = value
            case .pictures(let value): pictures = value
            case .videoPlayer(let words): videoPlayer = words
            case .resume(let on): resume = on
            }
        default:
            throw LineError { tr("未知的行类型 '\(kind)'\(Self.hint(kind, among: Self.lineKinds))；每行是 bind、color、set 或 # 注释",
                                 "unknown line kind '\(kind)'\(Self.hint(kind, among: Self.lineKinds)); lines are bind, color, set or a # comment") }
        }
    }

    static func binding(_ words: [String]) throws(LineError) -> Binding {
        guard words.count == 3 else {
            throw LineError { tr("bind 需要上下文、按键和动作，例如 'bind posts x like'\(extra(words, after: 3))",
                                 "bind needs a context, a key and an action, e.g. 'bind posts x like'\(extra(words, after: 3))") }
        }
        guard let context = KeyContext(configName: words[0]) else {
            let contexts = KeyContext.allCases.map(\.rawValue).joined(separator: " ")
            throw LineError { tr("未知的上下文 '\(words[0])'\(contextHint(words[0]))；上下文有 \(contexts)",
                                 "unknown context '\(words[0])'\(contextHint(words[0])); contexts are \(contexts)") }
        }
        guard let key = Key(name: words[1]) else {
            throw LineError { tr("未知的按键 '\(words[1])'；按键的写法如 x、^N、Ctrl-N、Enter、Esc、Tab、Space、PgDn、Up、F1",
                                 "unknown key '\(words[1])'; keys are written like x, ^N, Ctrl-N, Enter, Esc, Tab, Space, PgDn, Up, F1") }
        }
        if words[2] == "none" { return Binding(context, key, nil) }
        guard let command = Command(rawValue: words[2]) else {
            let names = Command.allCases.map(\.rawValue)
            throw LineError { tr("未知的动作 '\(words[2])'\(hint(words[2], among: names))",
                                 "unknown action '\(words[2])'\(hint(words[2], among: names))") }
        }
        if key.typesText && (context == .always || context.hasTextField) {
            let (key, name, always) = (words[1], context.rawValue, context == .always)
            throw LineError { tr("'\(key)' 在\(always ? "文本框" : " \(name) 的输入框")里会输入文字，不能绑定在 '\(name)'；请用 Ctrl 键或功能键\(always ? "，或绑定在 'global'" : "")",
                                 "'\(key)' types text in \(always ? "text fields" : "the \(name) field"), so it cannot be bound in '\(name)'; use a Ctrl or function key\(always ? ", or bind it in 'global'" : "")") }
        }
        return Binding(context, key, command)
    }

    static func color(_ words: [String]) throws(LineError) -> (ColorRole, RoleColors) {
        guard words.count >= 3 else {
            throw LineError { tr("color 需要角色、文字颜色和背景色，例如 'color selection black yellow bold'",
                                 "color needs a role, a text colour and a background, e.g. 'color selection black yellow bold'") }
        }
        guard let role = ColorRole(name: words[0]) else {
            let roles = ColorRole.allCases.map(\.name)
            throw LineError { tr("未知的颜色角色 '\(words[0])'\(hint(words[0], among: roles))；角色有 \(roles.joined(separator: " "))",
                                 "unknown colour role '\(words[0])'\(hint(words[0], among: roles)); roles are \(roles.joined(separator: " "))") }
        }
        func color(_ word: String) throws(LineError) -> TerminalColor {
            guard let color = TerminalColor(name: word) else {
                let names = TerminalColor.names + ["default"]
                throw LineError { tr("未知的颜色 '\(word)'\(hint(word, among: names))；颜色有 \(names.joined(separator: " ")) 或 0-255",
                                     "unknown colour '\(word)'\(hint(word, among: names)); colours are \(names.joined(separator: " ")) or 0-255") }
            }
            return color
        }
        var attributes: TextAttributes = []
        for word in words.dropFirst(3) {
            guard let attribute = TextAttributes.names.first(where: { $0.name == word.lowercased() })?.attribute else {
                let names = TextAttributes.names.map(\.name)
                throw LineError { tr("未知的属性 '\(word)'\(hint(word, among: names))；属性有 \(names.joined(separator: " "))",
                                     "unknown attribute '\(word)'\(hint(word, among: names)); attributes are \(names.joined(separator: " "))") }
            }
            attributes.insert(attribute)
        }
        return (role, RoleColors(try color(words[1]), try color(words[2]), attributes))
    }

    /// One `set NAME VALUE` line's setting.
    enum Setting {
        case language(Language)
        case host(Host, String)
        case refreshMinutes(Int)
        case pictureCacheMB(Int)
        case pictures(PictureMode)
        case videoPlayer([String])
        case userAgent(String)
        case resume(Bool)
    }

    /// One of an enum's names, or why not: the names there are, and the
    /// nearest one. `what` the value is, and the words `listed` before the
    /// names, in the language the message is read in.
    static func choice<T: CaseIterable & RawRepresentable>(_ value: String, what: () -> String, listed: () -> String) throws(LineError) -> T
    where T.RawValue == String {
        if let chosen = T(rawValue: value) { return chosen }
        let names = T.allCases.map(\.rawValue)
        throw LineError { tr("未知的\(what()) '\(value)'\(hint(value, among: names))；\(listed()) \(names.joined(separator: " "))",
                             "unknown \(what()) '\(value)'\(hint(value, among: names)); \(listed()) \(names.joined(separator: " "))") }
    }

    static func setting(_ words: [String]) throws(LineError) -> Setting {
        // A command takes its arguments: every word after the name.
        if words.first == "video_player", words.count >= 2 { return .videoPlayer(Array(words.dropFirst())) }
        // A browser's User-Agent has blanks in it: the rest of the line, as written.
        if words.first == "user_agent", words.count >= 2 { return .userAgent(words.dropFirst().joined(separator: " ")) }
        guard words.count == 2 else {
            throw LineError { tr("set 需要名称和值，例如 'set language zh'\(extra(words, after: 2))",
                                 "set needs a name and a value, e.g. 'set language zh'\(extra(words, after: 2))") }
        }
        let value = words[1]
        // Only the documented names: a case below without its row in
        // ConfigSetting.all is never reached, and the tests see it.
        guard settings.contains(words[0]) else { throw unknownSetting(words[0]) }
        if let host = Host(rawValue: words[0]) {
            // A proxy or mirror of Weibo's hosts: only a web address makes
            // sense here, and one with a host after its scheme.
            guard PictureAddress.isRemote(value) else {
                throw LineError { tr("\(host.rawValue) 需要以 https:// 或 http:// 开头的地址，例如 'set \(host.rawValue) \(host.weibo)'",
                                     "\(host.rawValue) needs an address starting with https:// or http://, e.g. 'set \(host.rawValue) \(host.weibo)'") }
            }
            return .host(host, value)
        }
        switch words[0] {
        case "language":
            return .language(try choice(value, what: { tr("语言", "language") }, listed: { tr("可用的语言有", "the languages are") }))
        case "picture_cache_mb":
            let range = pictureCacheMBRange
            guard let megabytes = Int(value), range.contains(megabytes) else {
                throw LineError { tr("picture_cache_mb 需要 \(range.lowerBound) 到 \(range.upperBound) 之间的数（MiB），而不是 '\(value)'",
                                     "picture_cache_mb needs a number from \(range.lowerBound) to \(range.upperBound) (MiB), not '\(value)'") }
            }
            return .pictureCacheMB(megabytes)
        case "refresh_minutes":
            let range = refreshMinutesRange
            guard let minutes = Int(value), range.contains(minutes) else {
                throw LineError { tr("refresh_minutes 需要 \(range.lowerBound) 到 \(range.upperBound) 之间的分钟数，而不是 '\(value)'",
                                     "refresh_minutes needs a number of minutes from \(range.lowerBound) to \(range.upperBound), not '\(value)'") }
            }
            return .refreshMinutes(minutes)
        case "resume":
            guard value == "on" || value == "off" else {
                throw LineError { tr("resume 需要 on 或 off，而不是 '\(value)'", "resume needs on or off, not '\(value)'") }
            }
            return .resume(value == "on")
        case "pictures":
            return .pictures(try choice(value, what: { tr("图片显示方式", "pictures value") }, listed: { tr("可选", "the values are") }))
        default:
            throw unknownSetting(words[0])
        }
    }

    static func unknownSetting(_ name: String) -> LineError {
        // The list is joined inside the closure: it is read once per language.
        return LineError { tr("未知的设置 '\(name)'\(hint(name, among: settings))；可用的设置有 \(settings.joined(separator: "、"))",
                              "unknown setting '\(name)'\(hint(name, among: settings)); the settings are \(settings.joined(separator: ", "))") }
    }

    /// ` (did you mean 'like'?)` (`（是不是 'like'？）`), or nothing when no name is close.
    static func hint(_ word: String, among names: [String]) -> String {
        NearestName.to(word, among: names).map { tr("（是不是 '\($0)'？）", " (did you mean '\($0)'?)") } ?? ""
    }

    /// Context names people reach for first: the tabs' and pages' own.
    static func contextHint(_ word: String) -> String {
        let pages: [String: KeyContext] = [
            "post": .posts, "me": .profile,
            "discover": .search, "messages": .chat, "compose": .popup,
        ]
        if let context = pages[word.lowercased()] { return tr("（是不是 '\(context.rawValue)'？）", " (did you mean '\(context.rawValue)'?)") }
        return hint(word, among: KeyContext.allCases.map(\.rawValue))
    }

    /// `: 'extra words'` for a line that says too much.
    static func extra(_ words: [String], after count: Int) -> String {
        words.count > count ? tr("；多余的 '\(words[count...].joined(separator: " "))'", "; unexpected '\(words[count...].joined(separator: " "))'") : ""
    }
}
