import WeiboCore

/// `weibo-tui config check` and `weibo-tui config show`, as values: the
/// process side only reads the file and prints.
public enum ConfigCommandLine {
    /// `location` nil: no home to look in and no `--config`.
    public static func run(_ arguments: [String], location: ConfigLocation?, contents: (ConfigLocation) -> ConfigFileContents) -> CommandOutput {
        let spec = UserCommands.config
        switch arguments {
        case ["check"]: return check(location, contents)
        case ["show"]: return show(location, contents)
        case ["-h"], ["--help"], ["check", "--help"], ["show", "--help"]: return .help(spec)
        case []: return .usageError(tr("config 需要 check 或 show", "config needs check or show"), for: spec)
        default:
            let word = CommandText.echo(arguments[0])
            return .usageError(tr("config 不接受参数 '\(word)'", "unknown argument '\(word)' for config"), for: spec)
        }
    }

    static func check(_ location: ConfigLocation?, _ contents: (ConfigLocation) -> ConfigFileContents) -> CommandOutput {
        guard let location else { return noHome }
        let read = contents(location)
        let config = Config.load(read, from: location)
        if !config.problems.isEmpty {
            let lines = config.problems.map { $0.message + "\n" }.joined()
            let count = config.problems.count
            let path = Sanitizer.sanitize(location.path)
            return CommandOutput(stderr: lines + "weibo-tui: " + tr("\(path) 中有 \(count) 个问题\n", "\(plural(count, "problem")) in \(path)\n"),
                                 status: 1)
        }
        if read == .missing {
            let path = Sanitizer.sanitize(location.path)
            return CommandOutput(stdout: tr("\(path) 没有配置文件；使用内置的按键和颜色\n",
                                            "no config file at \(path); the built-in keys and colours apply\n"),
                                 status: 0)
        }
        return CommandOutput(stdout: "\(Sanitizer.sanitize(location.path)): " + tr("没有问题\n", "OK\n"), status: 0)
    }

    static func show(_ location: ConfigLocation?, _ contents: (ConfigLocation) -> ConfigFileContents) -> CommandOutput {
        guard let location else { return noHome }
        let config = Config.load(contents(location), from: location)
        let warnings = config.problems.map { $0.message + "\n" }.joined()
        return CommandOutput(stdout: config.effectiveText(), stderr: warnings, status: 0)
    }

    static var noHome: CommandOutput {
        CommandOutput(
            stderr: tr("weibo-tui: 找不到配置文件：没有设置 HOME；请设置 XDG_CONFIG_HOME 或用 --config FILE\n",
                       "weibo-tui: cannot find the config file: HOME is not set; set XDG_CONFIG_HOME or pass --config FILE\n"),
            status: 1)
    }
}
