import WeiboCore
import WeiboStore

/// What a command prints and returns, as a value, so each command's whole
/// contract is testable without a process.
public struct CommandOutput: Sendable, Equatable {
    public var stdout: String
    public var stderr: String
    public var status: Int32

    public init(stdout: String = "", stderr: String = "", status: Int32) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
    }

    /// The same with `first` before what it prints on stderr.
    func prepending(stderr first: String) -> CommandOutput {
        CommandOutput(stdout: stdout, stderr: first + stderr, status: status)
    }

    /// A usage mistake: one line naming it and where the help is, exit 2.
    /// The whole help would bury the one line that matters.
    static func usageError(_ message: String, for spec: CommandSpec, in table: CommandTable = UserCommands.table) -> CommandOutput {
        let help = "'\(table.program) \(spec.fullName) --help'"
        return CommandOutput(stderr: "\(table.program): \(message)" + tr("；详见 \(help)\n", "; see \(help)\n"), status: 2)
    }

    /// `COMMAND --help`.
    static func help(_ spec: CommandSpec, in table: CommandTable = UserCommands.table) -> CommandOutput {
        CommandOutput(stdout: HelpText.command(spec, in: table), status: 0)
    }
}

/// Small pieces shared by the post and message commands.
public enum CommandText {
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

    /// The widest an echoed argument is shown, in terminal columns.
    public static let echoWidth = 40

    /// User text as it is safe and short enough to show in a message.
    static func echo(_ text: String) -> String {
        // Only a head is sanitised and measured: a 100 KB query costs no more.
        let head = text.prefix(echoWidth * 2)
        let shown = TextLayout.truncate(Sanitizer.sanitize(String(head)), toWidth: echoWidth)
        return head.endIndex < text.endIndex && !shown.hasSuffix("…") ? shown + "…" : shown
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

    /// A store failure as the app reports it: its own line, exit 1.
    public static func failure(_ error: any Error) -> CommandOutput {
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

