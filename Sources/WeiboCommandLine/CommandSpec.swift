/// One option of a command, as --help lists it, the parser accepts it and
/// the completions offer it.
public struct CommandOption: Sendable, Equatable {
    /// `--limit`.
    public let name: String
    /// What follows it (`N`, `DIR`), nil for a flag.
    public let value: String?
    public let summary: String
    /// The numbers a numeric value may take; the parser refuses the rest
    /// and its message names the range.
    public let range: ClosedRange<Int>?
    /// What the shell completes the value with: `.directories`, `.files`.
    public let completes: Completion

    public enum Completion: Sendable, Equatable { case none, files, directories, words([String]) }

    public init(_ name: String, value: String? = nil, _ summary: String,
                range: ClosedRange<Int>? = nil, completes: Completion = .none) {
        self.name = name
        self.value = value
        self.summary = summary
        self.range = range
        self.completes = completes
    }

    /// `--limit N` or `--json`.
    var label: String { value.map { "\(name) \($0)" } ?? name }
}

/// A command (`timeline`) or a command's subcommand (`cities search`):
/// its synopsis, what it does, its options and its own subcommands.
public struct CommandSpec: Sendable, Equatable {
    /// The words after the program name: `["cities", "search"]`.
    public let path: [String]
    /// The arguments after the words and options, for the synopsis: `QUERY…`.
    public let arguments: String
    /// One line for the command list.
    public let summary: String
    /// Paragraphs for `COMMAND --help` and the man page.
    public let details: String
    public let options: [CommandOption]
    public let subcommands: [CommandSpec]
    /// Words the shell may complete as the argument (`bash`, `zsh`).
    public let argumentWords: [String]

    public init(_ path: [String], arguments: String = "", _ summary: String, details: String = "",
                options: [CommandOption] = [], subcommands: [CommandSpec] = [], argumentWords: [String] = []) {
        self.path = path
        self.arguments = arguments
        self.summary = summary
        self.details = details
        self.options = options
        self.subcommands = subcommands
        self.argumentWords = argumentWords
    }

    public var name: String { path.last ?? "" }
    /// `cities search`.
    public var fullName: String { path.joined(separator: " ") }

    /// `cities search QUERY… [--limit N] [--json]`.
    public var synopsis: String {
        var parts = [fullName]
        if !subcommands.isEmpty { parts.append(subcommands.map(\.name).joined(separator: "|")) }
        if !arguments.isEmpty { parts.append(arguments) }
        parts += options.map { "[\($0.label)]" }
        return parts.joined(separator: " ")
    }

    public func subcommand(_ name: String) -> CommandSpec? { subcommands.first { $0.name == name } }

    public func option(_ name: String) -> CommandOption? { options.first { $0.name == name } }

    /// This command and every subcommand below it, depth first.
    public var allCommands: [CommandSpec] { [self] + subcommands.flatMap(\.allCommands) }
}

/// A program's whole command line: its name, what it is, its global
/// options and its commands.
public struct CommandTable: Sendable {
    public let program: String
    public let summary: String
    public let globalOptions: [CommandOption]
    public let commands: [CommandSpec]
    /// A line under the help: the keys, for the app.
    public let footer: String

    public init(program: String, summary: String, globalOptions: [CommandOption], commands: [CommandSpec], footer: String = "") {
        self.program = program
        self.summary = summary
        self.globalOptions = globalOptions
        self.commands = commands
        self.footer = footer
    }

    public func command(_ name: String) -> CommandSpec? { commands.first { $0.name == name } }

    /// The spec for `words` (`["cities", "search"]`), as deep as they go.
    public func command(path words: [String]) -> CommandSpec? {
        guard let first = words.first, var spec = command(first) else { return nil }
        for word in words.dropFirst() {
            guard let next = spec.subcommand(word) else { break }
            spec = next
        }
        return spec
    }

    /// Options that take a value: the parser must skip their values.
    var valueOptions: [String] { globalOptions.filter { $0.value != nil }.map(\.name) }
}
