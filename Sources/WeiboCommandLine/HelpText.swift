import WeiboCore

/// `--help`, `help COMMAND` and `COMMAND --help`, written from the table.
public enum HelpText {
    static let width = 78

    /// The program's help: usage, options, every command with its synopsis.
    public static func overview(_ table: CommandTable) -> String {
        let globals = table.globalOptions.filter { $0.value != nil }.map { "[\($0.label)]" }.joined(separator: " ")
        var out = tr("用法：", "usage: ") + "\(table.program) \(globals) [COMMAND [ARGS…]]\n\n\(table.summary)\n\n"
        out += tr("选项（放在命令前后均可）：\n", "options (before or after the command):\n")
        out += columns(table.globalOptions.map { ($0.label, $0.summary) })
        out += tr("\n命令：\n", "\ncommands:\n")
        let leaves = table.commands.flatMap { $0.subcommands.isEmpty ? [$0] : $0.subcommands }
        out += columns(leaves.map { (synopsisWithoutOptions($0), $0.summary) })
        out += tr("\n'\(table.program) help COMMAND' 或 '\(table.program) COMMAND --help' 可查看某个命令的详细说明。\n",
                  "\n'\(table.program) help COMMAND' or '\(table.program) COMMAND --help' tells more about one.\n")
        if !table.footer.isEmpty { out += "\n\(table.footer)\n" }
        return out
    }

    /// One command's help: its usage lines, what it does, its options.
    public static func command(_ spec: CommandSpec, in table: CommandTable) -> String {
        let usages = spec.subcommands.isEmpty ? [spec] : spec.subcommands
        let usageLabel = tr("用法：", "usage: ")
        var out = ""
        for (index, usage) in usages.enumerated() {
            out += (index == 0 ? usageLabel : TextLayout.repeated(" ", count: usageLabel.terminalWidth)) + "\(table.program) \(usage.synopsis)\n"
        }
        let text = spec.details.isEmpty ? spec.summary : spec.details
        out += "\n" + TextLayout.wrap(text, width: width).joined(separator: "\n") + "\n"
        if !spec.subcommands.isEmpty {
            out += tr("\n命令：\n", "\ncommands:\n") + columns(spec.subcommands.map { ($0.name, $0.summary) })
        }
        if !spec.options.isEmpty {
            out += tr("\n选项：\n", "\noptions:\n") + columns(spec.options.map { ($0.label, optionSummary($0)) })
        }
        return out
    }

    /// `at most N posts (default 20; 1 to 10000)`, `最多 N 条微博（默认 20；1 到 10000）`.
    static func optionSummary(_ option: CommandOption) -> String {
        guard let range = option.range else { return option.summary }
        let bounds = tr("\(range.lowerBound) 到 \(range.upperBound)", "\(range.lowerBound) to \(range.upperBound)")
        for (separator, close) in [("；", "）"), ("; ", ")")] where option.summary.hasSuffix(close) {  // data: both languages' brackets
            return String(option.summary.dropLast()) + separator + bounds + close
        }
        return option.summary + tr("（\(bounds)）", " (\(bounds))")
    }

    /// `cities search QUERY…`: the command and its arguments, options left
    /// to its own help so the list stays one line each.
    static func synopsisWithoutOptions(_ spec: CommandSpec) -> String {
        var parts = [spec.fullName]
        if !spec.arguments.isEmpty { parts.append(spec.arguments) }
        if !spec.options.isEmpty { parts.append("[OPTIONS]") }
        return parts.joined(separator: " ")
    }

    /// Two columns: the left padded to the widest (within reason), the
    /// right wrapped under itself.
    static func columns(_ rows: [(String, String)]) -> String {
        let left = min(30, rows.map { $0.0.terminalWidth }.max() ?? 0) + 2
        var out = ""
        for (name, summary) in rows {
            let lines = TextLayout.wrap(summary, width: max(20, width - left - 2))
            var head = "  " + name
            if name.terminalWidth + 2 > left {
                out += head + "\n"
                head = ""
            }
            for (index, line) in lines.enumerated() {
                let margin = index == 0 && !head.isEmpty ? TextLayout.pad(head, toWidth: left + 2) : TextLayout.repeated(" ", count: left + 2)
                out += margin + line + "\n"
            }
        }
        return out
    }
}
