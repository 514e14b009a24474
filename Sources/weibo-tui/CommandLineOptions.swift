import WeiboCore

/// What the command line asked for: global options, then an optional
/// subcommand with its own arguments (parsed by that subcommand).
struct CommandLineOptions: Equatable {
    enum Request: Equatable {
        case run
        case help
        case version
        case subcommand(String, [String])
    }

    var dataDirectory: String?
    /// `--config FILE`: the config file instead of the usual place.
    var configFile: String?
    var request: Request = .run

    static let subcommands = ["cities", "post", "timeline", "drafts", "dev-seed-posts",
                              "messages", "unread", "simulate", "config"]

    static let usage = """
    usage: weibo-tui [--data-dir DIR] [--config FILE] [COMMAND [ARGS…]]

    A Weibo-style client for the terminal. Without a command it starts the app.

    options:
      --data-dir DIR   keep data in DIR (default: $XDG_DATA_HOME/weibo-tui,
                       else ~/.local/share/weibo-tui)
      --config FILE    key bindings and colours from FILE (default:
                       $XDG_CONFIG_HOME/weibo-tui/config, else
                       ~/.config/weibo-tui/config)
      -h, --help       show this help and exit
      --version        print the version and exit

    commands:
      cities search QUERY [--limit N] [--json]   search places (Chinese or pinyin)
      cities show CODE                           one place and its children
      post TEXT…  (or post - / stdin)            publish a post as you
      timeline [--limit N] [--json]              the newest posts
      drafts [--json]                            saved drafts
      messages [--unread] [--json]               conversations, newest first
      unread                                     unread counts per kind, then total
      simulate [--count N]                       add incoming activity (for trying badges)
      config check                               report the config file's bad lines
      config show                                the key bindings and colours in force

    keys: 1-4 tabs · + compose · j/k move · Enter open · Esc back · ? help · q quit
    """

    /// Parses `arguments` (without the program name). Throws a usage error
    /// whose text names the offending argument.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                options.request = .help
                return options
            case "--version":
                options.request = .version
                return options
            case "--data-dir", "--config":
                guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                    throw UsageError(Self.missingValue(argument))
                }
                options.set(argument, arguments[index + 1])
                index += 2
                continue
            default:
                if let option = ["--data-dir", "--config"].first(where: { argument.hasPrefix($0 + "=") }) {
                    let value = String(argument.dropFirst(option.count + 1))
                    guard !value.isEmpty else { throw UsageError(Self.missingValue(option)) }
                    options.set(option, value)
                } else if subcommands.contains(argument) {
                    options.request = .subcommand(argument, Array(arguments[(index + 1)...]))
                    return options
                } else if argument.hasPrefix("-") {
                    throw UsageError("unknown option \(argument)")
                } else {
                    throw UsageError("unknown command \(argument)")
                }
            }
            index += 1
        }
        return options
    }
}

extension CommandLineOptions {
    /// An option that takes a value, given it.
    private mutating func set(_ option: String, _ value: String) {
        if option == "--config" { configFile = value } else { dataDirectory = value }
    }

    private static func missingValue(_ option: String) -> String {
        option == "--config" ? "--config needs a file" : "--data-dir needs a folder"
    }
}

/// A mistake on the command line: reported with the usage, exit status 2.
struct UsageError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = Sanitizer.sanitize(message) }
}
