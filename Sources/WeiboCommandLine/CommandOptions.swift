import WeiboCore
import WeiboStore

/// A command's arguments parsed against its entry in the command table:
/// the options it lists (a value option takes a number in its range, as
/// `--limit 5` or `--limit=5`; a value option without a range takes any
/// text, as `--app-key K`; a flag stands alone), `-h`/`--help`, and
/// positional words for the caller. `--` ends the options.
struct CommandOptions {
    var words: [String] = []
    var flags: Set<String> = []
    var values: [String: Int] = [:]
    var texts: [String: String] = [:]
    var wantsHelp = false

    var json: Bool { flags.contains("--json") }

    /// Parses `arguments` against `spec`; `maxWords` positional words at
    /// most. The failure is the one-line usage message.
    static func parse(_ arguments: [String], for spec: CommandSpec, maxWords: Int = 0) -> Result<CommandOptions, UsageMessage> {
        var options = CommandOptions()
        var i = 0
        var ended = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if ended || !argument.hasPrefix("-") || argument == "-" {
                guard options.words.count < maxWords else {
                    return .failure(UsageMessage(tr("\(spec.fullName) 不接受参数 '\(CommandText.echo(argument))'",
                                                       "unexpected argument '\(CommandText.echo(argument))' for \(spec.fullName)")))
                }
                options.words.append(argument)
                continue
            }
            if argument == "--" { ended = true; continue }
            if argument == "-h" || argument == "--help" { options.wantsHelp = true; continue }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard let option = spec.option(name) else {
                return .failure(UsageMessage(tr("\(spec.fullName) 没有选项 '\(CommandText.echo(argument))'",
                                                "unknown option '\(CommandText.echo(argument))' for \(spec.fullName)")))
            }
            guard option.value != nil else {
                if value != nil { return .failure(UsageMessage(tr("\(name) 不带值", "\(name) takes no value"))) }
                options.flags.insert(name)
                continue
            }
            if value == nil {
                guard i < arguments.count else { return .failure(UsageMessage(tr("\(name) 需要\(wanted(option))", "\(name) needs \(wanted(option))"))) }
                value = arguments[i]
                i += 1
            }
            guard option.range != nil else {
                guard !value!.isEmpty else { return .failure(UsageMessage(tr("\(name) 需要一个值", "\(name) needs a value"))) }
                options.texts[name] = value!
                continue
            }
            guard let n = Int(value!), option.range.map({ $0.contains(n) }) ?? true else {
                return .failure(UsageMessage(tr("\(name) 必须是\(wanted(option))，而不是 '\(CommandText.echo(value!))'",
                                                "\(name) must be \(wanted(option)), not '\(CommandText.echo(value!))'")))
            }
            options.values[name] = n
        }
        return .success(options)
    }

    /// `a number from 1 to 10000`, `1 到 10000 之间的数`.
    private static func wanted(_ option: CommandOption) -> String {
        option.range.map { tr(" \($0.lowerBound) 到 \($0.upperBound) 之间的数", "a number from \($0.lowerBound) to \($0.upperBound)") }
            ?? tr("一个数", "a number")
    }
}

struct UsageMessage: Error, Equatable {
    var text: String
    init(_ text: String) { self.text = text }
}

extension CommandOptions {
    /// What a command does first: its options, or (for `--help` or a
    /// mistake) the answer to print instead of running it.
    enum Reading {
        case run(CommandOptions)
        case answer(CommandOutput)
    }

    static func read(_ arguments: [String], for spec: CommandSpec, maxWords: Int = 0,
                     in table: CommandTable = UserCommands.table) -> Reading {
        switch parse(arguments, for: spec, maxWords: maxWords) {
        case .failure(let message): return .answer(.usageError(message.text, for: spec, in: table))
        case .success(let options) where options.wantsHelp: return .answer(.help(spec, in: table))
        case .success(let options): return .run(options)
        }
    }
}

/// What most store-backed commands are: read the options (or answer
/// `--help` and mistakes without opening the store), open the store, run,
/// close it, and report a store failure as the app does.
func withStore(
    _ arguments: [String], for spec: CommandSpec, maxWords: Int = 0, openStore: () throws -> Store,
    _ body: (CommandOptions, Store) throws -> CommandOutput
) -> CommandOutput {
    switch CommandOptions.read(arguments, for: spec, maxWords: maxWords) {
    case .answer(let answer):
        return answer
    case .run(let options):
        do {
            let store = try openStore()
            defer { store.close() }
            return try body(options, store)
        } catch {
            return CommandText.failure(error)
        }
    }
}
