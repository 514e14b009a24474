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
    var request: Request = .run

    static let subcommands = ["cities", "post", "timeline", "drafts", "dev-seed-posts",
                              "messages", "unread", "simulate"]

    static let usage = """
    usage: weibo-tui [--data-dir DIR] [COMMAND [ARGS…]]

    A Weibo-style client for the terminal. Without a command it starts the app.

    options:
      --data-dir DIR   keep data in DIR (default: $XDG_DATA_HOME/weibo-tui,
                       else ~/.local/share/weibo-tui)
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
            case "--data-dir":
                guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                    throw UsageError("--data-dir needs a folder")
                }
                options.dataDirectory = arguments[index + 1]
                index += 2
                continue
            default:
                if argument.hasPrefix("--data-dir=") {
                    let value = String(argument.dropFirst("--data-dir=".count))
                    guard !value.isEmpty else { throw UsageError("--data-dir needs a folder") }
                    options.dataDirectory = value
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

/// A mistake on the command line: reported with the usage, exit status 2.
struct UsageError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = Sanitizer.sanitize(message) }
}
