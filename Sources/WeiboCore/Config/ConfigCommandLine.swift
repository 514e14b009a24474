/// `weibo-tui config check` and `weibo-tui config show`, as values: the
/// process side only reads the file and prints.
public enum ConfigCommandLine {
    public typealias Output = PlacesCommandLine.Output

    public static let usage = """
        usage: weibo-tui [--config FILE] config check
               weibo-tui [--config FILE] config show

        check  report every line of the config file that is left out, with
               its line number; exit 1 if there is one
        show   print the key bindings and colours in force, as config lines
        """

    /// `location` nil: no home to look in and no `--config`.
    public static func run(_ arguments: [String], location: ConfigLocation?, contents: (ConfigLocation) -> ConfigFileContents) -> Output {
        switch arguments {
        case ["check"]: return check(location, contents)
        case ["show"]: return show(location, contents)
        case ["-h"], ["--help"]: return Output(stdout: usage + "\n", status: 0)
        case []: return Output(stderr: "weibo-tui: config needs check or show\n\n\(usage)\n", status: 2)
        default:
            return Output(stderr: "weibo-tui: config: unknown argument \(Sanitizer.sanitize(arguments[0]))\n\n\(usage)\n", status: 2)
        }
    }

    static func check(_ location: ConfigLocation?, _ contents: (ConfigLocation) -> ConfigFileContents) -> Output {
        guard let location else { return noHome }
        let read = contents(location)
        let config = Config.load(read, from: location)
        if !config.problems.isEmpty {
            let lines = config.problems.map { $0.message + "\n" }.joined()
            let count = config.problems.count
            return Output(stderr: lines + "weibo-tui: \(count) problem\(count == 1 ? "" : "s") in \(Sanitizer.sanitize(location.path))\n", status: 1)
        }
        if read == .missing {
            return Output(stdout: "no config file at \(Sanitizer.sanitize(location.path)); the built-in keys and colours apply\n", status: 0)
        }
        return Output(stdout: "\(Sanitizer.sanitize(location.path)): OK\n", status: 0)
    }

    static func show(_ location: ConfigLocation?, _ contents: (ConfigLocation) -> ConfigFileContents) -> Output {
        guard let location else { return noHome }
        let config = Config.load(contents(location), from: location)
        let warnings = config.problems.map { $0.message + "\n" }.joined()
        return Output(stdout: config.effectiveText(), stderr: warnings, status: 0)
    }

    static let noHome = Output(
        stderr: "weibo-tui: cannot find the config file: HOME is not set; set XDG_CONFIG_HOME or pass --config FILE\n",
        status: 1)
}
