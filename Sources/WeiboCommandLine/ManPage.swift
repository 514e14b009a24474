import WeiboCore

/// `weibo-tui man`: the manual page in roff (man(7)), written from the
/// command table, as `--help` is.
///
/// Always in English, whatever the run's language: a man page is reference
/// documentation installed once (`weibo-tui man > …/man1/weibo-tui.1`) and
/// read by whoever runs `man` afterwards, not a message to this run's user;
/// and groff's terminal output breaks lines at spaces, which Chinese text
/// does not have.
public enum ManPage {
    /// The user binary's page, from `UserCommands.table` read in English,
    /// then the reference sections read from the keymap, the config
    /// parser's tables and the environment table (ManPage+Reference).
    public static func roff(version: String) -> String {
        Language.with(.en) { roff(UserCommands.table, version: version, description: description) + referenceSections() }
    }

    /// `description`: paragraphs after the table's summary.
    public static func roff(_ table: CommandTable, version: String, section: String = "1", description: [String] = []) -> String {
        var out = ".TH \(escape(table.program.uppercased())) \(section) \"\" \"\(escape(table.program)) \(escape(version))\" \"User Commands\"\n"
        // No hyphenation, ragged right: option names and paths split at a
        // hyphen read as different options.
        out += ".nh\n.ad l\n"
        out += ".SH NAME\n\(escape(table.program)) \\- \(escape(table.summary))\n"
        out += ".SH SYNOPSIS\n.B \(escape(table.program))\n"
        for option in table.globalOptions where option.value != nil {
            out += "[\(optionLabel(option))]\n"
        }
        out += "[\\fICOMMAND\\fR [\\fIARGS\\fR...]]\n"
        out += ".SH DESCRIPTION\n\(escape(table.summary))\n"
        out += ".PP\nGlobal options may stand before or after the command.\n"
        for paragraph in description { out += ".PP\n\(escape(paragraph))\n" }
        out += ".SH OPTIONS\n"
        for option in table.globalOptions {
            out += ".TP\n\(optionLabel(option))\n\(escape(HelpText.optionSummary(option)))\n"
        }
        out += ".SH COMMANDS\n"
        for command in table.commands {
            for spec in command.subcommands.isEmpty ? [command] : command.subcommands {
                out += ".TP\n\\fB\(escape(spec.fullName))\\fR"
                if !spec.arguments.isEmpty { out += " \\fI\(escape(spec.arguments))\\fR" }
                for option in spec.options { out += " [\(optionLabel(option))]" }
                out += "\n\(escape(spec.details.isEmpty ? spec.summary : spec.details))\n"
                if !spec.options.isEmpty {
                    out += ".RS\n"
                    for option in spec.options {
                        out += ".TP\n\(optionLabel(option))\n\(escape(HelpText.optionSummary(option)))\n"
                    }
                    out += ".RE\n"
                }
            }
        }
        return out
    }

    /// `\fB\-\-limit\fR \fIN\fR`.
    static func optionLabel(_ option: CommandOption) -> String {
        "\\fB\(escape(option.name))\\fR" + (option.value.map { " \\fI\(escape($0))\\fR" } ?? "")
    }

    /// Text made safe for roff: backslashes and hyphens escaped, a line
    /// that would start with a control character (`.` or `'`) guarded, and
    /// every character outside ASCII written `\[uXXXX]`, which groff and
    /// mandoc read whatever the locale (a raw UTF-8 byte is "invalid input"
    /// to troff unless man happens to run preconv first).
    static func escape(_ text: String) -> String {
        let escaped = asciiOnly(text.replacingAll("\\", with: "\\e").replacingAll("-", with: "\\-"))
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }

    /// `长` → `\[u957F]`; ASCII as it is.
    static func asciiOnly(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return out
    }
}

private extension String {
    func replacingAll(_ piece: String, with replacement: String) -> String {
        split(separator: Character(piece), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
