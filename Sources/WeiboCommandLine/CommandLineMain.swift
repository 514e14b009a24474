import Glibc
import WeiboCore
import WeiboStore

/// The user binary's command line, from argv to an answer: either the app
/// is to start (with the global options) or a command ran and this is what
/// to print and the exit status. `main.swift` only wires it.
public enum CommandLineMain {
    public enum Outcome {
        /// The app is to start, in `language`, with the config file read.
        case startApp(CommandLineOptions, Config, Language)
        case finished(CommandOutput)
    }

    /// `raw`: the arguments after the program name, nil where not UTF-8.
    /// Everything it says is in the run's language (see `language`).
    ///
    /// The language is settled first, from the words `--config` and `--lang`
    /// (the parser takes them the same way: anywhere before a `--`), so that
    /// the command table, whose every text is in the language it is built
    /// in, is built and the command line parsed once, in that language.
    /// The same read of the config gives the keys `--help` names: its
    /// `bind` lines over the built-in keys, the lines it could not take
    /// left out (a missing or unreadable file leaves the built-in keys;
    /// `config check` is where its problems are told).
    ///
    /// `locale`: the locale's variables (`LocaleEnvironment.fromProcess()`);
    /// a language other than Chinese there means English when neither
    /// `--lang` nor the config says (`Language.ofLocale`). Empty in tests,
    /// which then do not depend on the locale they run under.
    public static func run(_ raw: [String?], locale: [String: String] = [:]) -> Outcome {
        let configFile = CommandLineOptions.configFileWord(in: raw)
        let readIn = Language.current
        var config = ConfigFile.load(override: configFile)
        let language = CommandLineOptions.languageWord(in: raw) ?? config.language ?? Language.ofLocale(locale) ?? .zh
        return Language.with(language) {
            // The config's problems are sentences for the user: read again in
            // the run's language when its `set language` (or --lang) changed it.
            if language != readIn { config = ConfigFile.load(override: configFile) }
            return switch answer(raw, table: UserCommands.table(keys: config.keymap())) {
            case .startApp(let options, _, _): .startApp(options, config, language)
            case let finished: finished
            }
        }
    }

    /// What the command line asks for, read in the run's language: a usage
    /// error's words are chosen when it is thrown.
    private static func answer(_ raw: [String?], table: CommandTable) -> Outcome {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(raw.map { $0 ?? "\u{FFFD}" }, table: table)
        } catch {
            return .finished(error.output)
        }
        if let invalid = raw.firstIndex(where: { $0 == nil }),
           let refusal = RawArguments.refusal(ofArgument: invalid, in: options) {
            return .finished(CommandOutput(stderr: refusal, status: 1))
        }
        switch options.request {
        case .run: return .startApp(options, Config(), .zh)  // filled in by `run`
        case .help: return .finished(CommandOutput(stdout: HelpText.overview(table), status: 0))
        case .version: return .finished(CommandOutput(stdout: "\(table.program) \(AppInfo.version)\n", status: 0))
        case .command(let name, let arguments): return .finished(command(name, arguments, options, table: table))
        }
    }

    static func command(_ name: String, _ arguments: [String], _ options: CommandLineOptions,
                        table: CommandTable) -> CommandOutput {
        // A store from before migration v12 gets its rows indexed for search
        // when first opened (seconds at a million posts): said on a terminal.
        if isatty(STDERR_FILENO) == 1 { Store.searchIndexProgress = searchIndexProgress }
        if let output = StoreCommands.output(name, arguments, options: options) { return output }
        switch name {
        case "cities":
            // The inflated catalogue is kept in the data folder, if there is one.
            let folder = try? DataDirectory.fromProcess(override: options.dataDirectory)
            return PlacesCommandLine.run(arguments, catalog: PlaceCatalogLoader.shared(cachedIn: folder))
        case "config":
            return ConfigCommandLine.run(arguments, location: ConfigFile.location(override: options.configFile),
                                         contents: { ConfigFile.read($0.path) })
        default:
            return documentation(name, arguments, table: table)
        }
    }

    /// One line on stderr, rewritten after each batch, ended with the last.
    private static func searchIndexProgress(_ done: Int, _ total: Int) {
        Output.write("\r" + tr("weibo-tui：正在为搜索建立索引 \(done) / \(total)", "weibo-tui: indexing for search \(done) / \(total)")
                     + (done >= total ? "\n" : ""), to: STDERR_FILENO)
    }

    /// `help`, `completions` and `man`: what the table says of itself.
    static func documentation(_ name: String, _ arguments: [String], table: CommandTable) -> CommandOutput {
        guard let spec = table.command(name) else {
            return UsageError(tr("未知命令 '\(CommandText.echo(name))'", "unknown command '\(CommandText.echo(name))'"),
                              program: table.program).output
        }
        switch name {
        case "help":
            let words = arguments.filter { $0 != "--help" && $0 != "-h" }
            if words.count < arguments.count { return .help(spec, in: table) }
            guard !words.isEmpty else { return CommandOutput(stdout: HelpText.overview(table), status: 0) }
            guard let asked = table.command(path: words), words.count <= asked.path.count else {
                let asked = CommandText.echo(words.joined(separator: " "))
                return .usageError(tr("没有命令 '\(asked)'", "no command '\(asked)'"), for: spec, in: table)
            }
            return .help(asked, in: table)
        case "completions":
            switch arguments {
            case ["bash"]: return CommandOutput(stdout: ShellCompletions.bash(table), status: 0)
            case ["zsh"]: return CommandOutput(stdout: ShellCompletions.zsh(table), status: 0)
            case ["-h"], ["--help"]: return .help(spec, in: table)
            case []: return .usageError(tr("completions 需要指明 shell：bash 或 zsh", "completions needs a shell: bash or zsh"), for: spec, in: table)
            default:
                let shell = CommandText.echo(arguments[0])
                return .usageError(tr("没有 '\(shell)' 的补全；可选 bash 或 zsh", "no completions for '\(shell)'; bash or zsh"),
                                   for: spec, in: table)
            }
        default:  // man
            if case .answer(let answer) = CommandOptions.read(arguments, for: spec) { return answer }
            return CommandOutput(stdout: ManPage.roff(version: AppInfo.version), status: 0)
        }
    }
}
