import WeiboCore

/// What a subcommand prints and returns, as a value, so each command's whole
/// contract is testable without a process (the same shape `cities` uses).
public typealias CommandOutput = PlacesCommandLine.Output

/// Small pieces shared by the post and message commands.
enum CommandText {
    /// `text` made safe for a terminal, newlines kept and every following
    /// line indented by `indent`. Printed outside curses, so combining marks
    /// keep the store's limit rather than a curses cell's.
    static func block(_ text: String, indent: String = "") -> String {
        let safe = Sanitizer.sanitize(text, keepNewlines: true, markLimit: MarkRuns.limit)
        guard !indent.isEmpty else { return safe }
        return indent + safe.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
    }

    /// One line: newlines shown as ␊ like every other control character.
    static func line(_ text: String) -> String {
        Sanitizer.sanitize(text, markLimit: MarkRuns.limit)
    }

    /// A JSON string literal (see `JSONText.string`).
    static func json(_ text: String) -> String { JSONText.string(text) }

    static func json(_ value: String?) -> String { value.map { json($0) } ?? "null" }
    static func json(_ value: Int64?) -> String { value.map { String($0) } ?? "null" }
    static func json(_ value: Int?) -> String { value.map { String($0) } ?? "null" }

    /// `[` objects `]`, one object per line, as `cities search --json` prints.
    static func jsonArray(_ objects: [String]) -> String {
        objects.isEmpty ? "[]\n" : "[\n" + objects.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
    }

    /// A positive count option value, or nil.
    static func positive(_ text: String) -> Int? {
        guard let n = Int(text), n > 0 else { return nil }
        return n
    }

    /// A store failure as the app reports it: its own line, exit 1.
    static func failure(_ error: any Error) -> CommandOutput {
        switch error {
        case let refusal as Refusal:
            return CommandOutput(stderr: "weibo-tui: \(line(refusal.message))\n", status: 1)
        case let storeError as StoreError:
            return CommandOutput(stderr: line(storeError.message) + "\n", status: 1)
        default:
            return CommandOutput(stderr: "weibo-tui: \(line(String(describing: error)))\n", status: 1)
        }
    }
}

/// Parses the `--limit N` / `--json` / `--flag` style options the list
/// commands share. Positional words are collected for the caller.
struct CommandOptions {
    var words: [String] = []
    var json = false
    var flags: Set<String> = []
    var values: [String: Int] = [:]

    /// `valueOptions` take a positive number (`--limit 5` or `--limit=5`);
    /// `flagOptions` stand alone. Returns a usage message on error.
    static func parse(
        _ arguments: [String], valueOptions: [String] = [], flagOptions: [String] = [], allowWords: Bool = false
    ) -> Result<CommandOptions, UsageMessage> {
        var options = CommandOptions()
        var i = 0
        var ended = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if ended || !argument.hasPrefix("-") || argument == "-" {
                guard allowWords else { return .failure(UsageMessage("unexpected argument '\(CommandText.line(argument))'")) }
                options.words.append(argument)
                continue
            }
            if argument == "--" { ended = true; continue }
            if argument == "--json" { options.json = true; continue }
            if flagOptions.contains(argument) { options.flags.insert(argument); continue }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard valueOptions.contains(name) else {
                return .failure(UsageMessage("unknown option '\(CommandText.line(argument))'"))
            }
            if value == nil {
                guard i < arguments.count else { return .failure(UsageMessage("\(name) needs a number")) }
                value = arguments[i]
                i += 1
            }
            guard let n = CommandText.positive(value!) else {
                return .failure(UsageMessage("\(name) wants a positive number, not '\(CommandText.line(value!))'"))
            }
            options.values[name] = n
        }
        return .success(options)
    }
}

struct UsageMessage: Error {
    var text: String
    init(_ text: String) { self.text = text }
}
