/// Where the config file is: `--config FILE`, else
/// `$XDG_CONFIG_HOME/weibo-tui/config`, else `~/.config/weibo-tui/config`.
public struct ConfigLocation: Equatable, Sendable {
    public var path: String
    /// Named with `--config`: then a missing file is a problem, not the
    /// quiet "no config" of the usual place.
    public var isExplicit: Bool

    public init(path: String, isExplicit: Bool) {
        self.path = path
        self.isExplicit = isExplicit
    }

    /// Pure, so the rules are testable without the process's environment.
    /// A relative `XDG_CONFIG_HOME` is ignored, as the XDG spec says; nil
    /// when there is no override and no home to look in.
    public static func resolve(override: String?, environment: [String: String], home: String?) -> ConfigLocation? {
        if let override, !override.isEmpty { return ConfigLocation(path: override, isExplicit: true) }
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return ConfigLocation(path: joined(xdg, "weibo-tui/config"), isExplicit: false)
        }
        if let home, home.hasPrefix("/") {
            return ConfigLocation(path: joined(home, ".config/weibo-tui/config"), isExplicit: false)
        }
        return nil
    }

    /// With String's own operations only: a Substring here cost the start
    /// a runtime conformance lookup (about 0.2 ms in `perf`, before the
    /// first frame).
    private static func joined(_ folder: String, _ rest: String) -> String {
        var base = folder
        while base.utf8.last == UInt8(ascii: "/") { base.removeLast() }
        return base + "/" + rest
    }
}

/// What reading the config file found.
public enum ConfigFileContents: Equatable, Sendable {
    /// No file there: the built-in keys and colours.
    case missing
    case bytes([UInt8])
    /// There, but not readable as a config (a folder, a FIFO, no permission).
    case unreadable(String)
}

extension Config {
    /// The config a start uses: the file's lines, or a problem when the
    /// file named with `--config` is missing or the file cannot be read.
    public static func load(_ contents: ConfigFileContents, from location: ConfigLocation) -> Config {
        switch contents {
        case .bytes(let bytes):
            return parse(bytes, file: location.path)
        case .missing where !location.isExplicit:
            return Config()
        case .missing:
            var config = Config()
            config.problems = [ConfigProblem(file: location.path, line: nil, why: BilingualText { tr("没有这个文件", "no such file") })]
            return config
        case .unreadable(let reason):
            var config = Config()
            config.problems = [ConfigProblem(file: location.path, line: nil, reason: reason)]
            return config
        }
    }
}
