import WeiboCore

/// What the command line asked for: the global options, taken wherever
/// they stand (`weibo-tui unread --data-dir X` as well as before the
/// command), and the command with the arguments left to it.
public struct CommandLineOptions: Equatable, Sendable {
    public enum Request: Equatable, Sendable {
        case run
        case help
        case version
        case command(String, [String])
    }

    public var dataDirectory: String?
    /// `--config FILE`: the config file instead of the usual place.
    public var configFile: String?
    /// `--lang LANG`: the interface language, over the config's.
    public var language: Language?
    /// `--sample`: the bundled sample, whatever account is logged in.
    public var sample = false
    /// `--fresh`: start at 首页's top, not where the last run left off.
    public var fresh = false
    public var request: Request = .run
    /// Where each of the command's arguments stood on the command line
    /// (0 is the first after the program name), for naming one that is not
    /// UTF-8.
    public var commandArgumentPositions: [Int] = []

    /// Parses `arguments` (without the program name) against `table`'s
    /// global options and commands. Global options are taken anywhere
    /// before a `--` that follows the command; `-h`, `--help` and
    /// `--version` only before the command (after it they are the
    /// command's). Throws a one-line usage error.
    public static func parse(_ arguments: [String], table: CommandTable = UserCommands.table) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var command: String?
        var rest: [String] = []
        var ended = false
        var index = 0
        func append(_ argument: String, at position: Int) {
            rest.append(argument)
            options.commandArgumentPositions.append(position)
        }
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            if ended {
                if command == nil { command = try known(argument, in: table) } else { append(argument, at: index) }
                continue
            }
            if argument == "--" {
                if command == nil { ended = true } else { ended = true; append(argument, at: index) }
                continue
            }
            if argument == "--sample" {
                options.sample = true
                continue
            }
            if argument == "--fresh" {
                options.fresh = true
                continue
            }
            if let option = table.valueOptions.first(where: { argument == $0 || argument.hasPrefix($0 + "=") }) {
                let value: String
                if argument == option {
                    guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                        throw UsageError(missingValue(option), program: table.program)
                    }
                    index += 1
                    value = arguments[index]
                } else {
                    value = String(argument.dropFirst(option.count + 1))
                    guard !value.isEmpty else { throw UsageError(missingValue(option), program: table.program) }
                }
                switch option {
                case "--config": options.configFile = value
                case "--lang":
                    guard let language = Language(rawValue: value) else {
                        let names = Language.allCases.map(\.rawValue).joined(separator: tr(" 或 ", " or "))
                        throw UsageError(tr("未知语言 '\(CommandText.echo(value))'；--lang 可选 \(names)",
                                            "unknown language '\(CommandText.echo(value))'; --lang takes \(names)"),
                                         program: table.program)
                    }
                    options.language = language
                case "--account":
                    guard value == "sample" else {
                        throw UsageError(tr("--account 只接受 sample（同一时间只登录一个账号，不加此选项即用它）",
                                            "--account takes only sample (one account is logged in at a time; leave the option out to use it)"),
                                         program: table.program)
                    }
                    options.sample = true
                default: options.dataDirectory = value
                }
                continue
            }
            if command != nil {
                append(argument, at: index)
                continue
            }
            switch argument {
            case "-h", "--help":
                options.request = .help
                return options
            case "--version":
                options.request = .version
                return options
            default:
                if argument.hasPrefix("-") {
                    throw UsageError(tr("未知选项 '\(CommandText.echo(argument))'", "unknown option '\(CommandText.echo(argument))'"),
                                     program: table.program)
                }
                command = try known(argument, in: table)
            }
        }
        if let command { options.request = .command(command, rest) }
        return options
    }

    /// The value of `--lang` wherever it stands before a `--`, as `parse`
    /// takes it; read before parsing, so that everything the run says,
    /// a usage error too, is in that language.
    static func languageWord(in raw: [String?]) -> Language? {
        value(of: "--lang", in: raw).flatMap(Language.init(rawValue:))
    }

    /// The value of `--config` wherever it stands (see `languageWord`).
    static func configFileWord(in raw: [String?]) -> String? {
        value(of: "--config", in: raw)
    }

    private static func value(of option: String, in raw: [String?]) -> String? {
        var found: String?
        for (index, argument) in raw.enumerated() {
            guard let argument else { continue }
            if argument == "--" { break }
            if argument == option, index + 1 < raw.count { found = raw[index + 1] }
            if argument.hasPrefix(option + "=") { found = String(argument.dropFirst(option.count + 1)) }
        }
        return found
    }

    private static func known(_ word: String, in table: CommandTable) throws(UsageError) -> String {
        guard table.command(word) != nil else {
            throw UsageError(tr("未知命令 '\(CommandText.echo(word))'", "unknown command '\(CommandText.echo(word))'"),
                             program: table.program)
        }
        return word
    }

    private static func missingValue(_ option: String) -> String {
        switch option {
        case "--config": tr("--config 需要一个文件", "--config needs a file")
        case "--lang": tr("--lang 需要一种语言：zh 或 en", "--lang needs a language: zh or en")
        case "--account": tr("--account 需要 sample", "--account needs sample")
        default: tr("--data-dir 需要一个文件夹", "--data-dir needs a folder")
        }
    }
}

/// A mistake on the command line before any command: one line, the pointer
/// to `--help`, exit status 2.
public struct UsageError: Error, Equatable {
    public let message: String
    public let program: String

    init(_ message: String, program: String) {
        self.message = Sanitizer.sanitize(message)
        self.program = program
    }

    public var output: CommandOutput {
        CommandOutput(stderr: "\(program): \(message)" + tr("；详见 '\(program) --help'\n", "; see '\(program) --help'\n"), status: 2)
    }
}
