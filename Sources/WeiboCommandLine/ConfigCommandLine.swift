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
        case []: return .usageError("config needs check or show", for: spec)
        default:
            return .usageError("unknown argument '\(CommandText.echo(arguments[0]))' for config", for: spec)
        }
    }

    static func check(_ location: ConfigLocation?, _ contents: (ConfigLocation) -> ConfigFileContents) -> CommandOutput {
        guard let location else { return noHome }
        let read = contents(location)
        let config = Config.load(read, from: location)
        if !config.problems.isEmpty {
            let lines = config.problems.map { $0.message + "\n" }.joined()
            let count = config.problems.count
            return CommandOutput(stderr: lines + "weibo-tui: \(count) problem\(count == 1 ? "" : "s") in \(Sanitizer.sanitize(location.path))\n", status: 1)
        }
        if read == .missing {
            return CommandOutput(stdout: "no config file at \(Sanitizer.sanitize(location.path)); the built-in keys and colours apply\n", status: 0)
        }
        return CommandOutput(stdout: "\(Sanitizer.sanitize(location.path)): OK\n", status: 0)
    }

    static func show(_ location: ConfigLocation?, _ contents: (ConfigLocation) -> ConfigFileContents) -> CommandOutput {
        guard let location else { return noHome }
        let config = Config.load(contents(location), from: location)
        let warnings = config.problems.map { $0.message + "\n" }.joined()
        return CommandOutput(stdout: config.effectiveText(), stderr: warnings, status: 0)
    }

    static let noHome = CommandOutput(
        stderr: "weibo-tui: cannot find the config file: HOME is not set; set XDG_CONFIG_HOME or pass --config FILE\n",
        status: 1)
}
