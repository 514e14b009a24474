import WeiboCore

/// `weibo-tui completions bash|zsh`: completion scripts written from the
/// command table, so they offer exactly what the parsers accept.
///
/// Both scripts find the command and subcommand typed so far (skipping
/// options and the values of `--data-dir`, `--config` and `--lang`), match `"CMD SUB"`
/// against one case per place in the table, and offer its words.
public enum ShellCompletions {
    /// One place in the command line and what may be typed there: a shell
    /// `case` pattern over `"$cmd $sub"` and words with their summaries.
    struct Place: Equatable {
        let pattern: String
        let words: [(String, String)]

        static func == (a: Place, b: Place) -> Bool { a.pattern == b.pattern && a.words.map(\.0) == b.words.map(\.0) }
    }

    static func places(_ table: CommandTable) -> [Place] {
        let valueGlobals = table.globalOptions.filter { $0.value != nil }
        func options(_ spec: CommandSpec) -> [(String, String)] {
            (spec.options + valueGlobals).map { ($0.name, $0.summary) } + [("--help", tr("显示这个命令的帮助", "show this command's help"))]
        }
        var places = [Place(pattern: "\" \"", words: table.commands.map { ($0.name, $0.summary) }
                                + table.globalOptions.map { ($0.name, $0.summary) })]
        for command in table.commands {
            let name = command.name
            if !command.subcommands.isEmpty {
                places.append(Place(pattern: "\"\(name) \"", words: command.subcommands.map { ($0.name, $0.summary) } + options(command)))
                for sub in command.subcommands {
                    places.append(Place(pattern: "\"\(name) \(sub.name)\"", words: options(sub)))
                }
                continue
            }
            let arguments = name == "help" ? table.commands.map { ($0.name, $0.summary) } : command.argumentWords.map { ($0, name) }
            if !arguments.isEmpty {
                places.append(Place(pattern: "\"\(name) \"", words: arguments + options(command)))
            }
            places.append(Place(pattern: "\"\(name) \"*", words: options(command)))
        }
        return places
    }

    /// The value options and what completes their values.
    private static func valueCases(_ table: CommandTable, directories: String, files: String,
                                   words: ([String]) -> String) -> String {
        table.globalOptions.compactMap { option -> String? in
            switch option.completes {
            case .none: return nil
            case .directories: return "        \(option.name)) \(directories); return ;;\n"
            case .files: return "        \(option.name)) \(files); return ;;\n"
            case .words(let list): return "        \(option.name)) \(words(list)); return ;;\n"
            }
        }.joined()
    }

    private static func skipped(_ table: CommandTable) -> String {
        table.valueOptions.joined(separator: "|")
    }

    private static func function(_ table: CommandTable) -> String {
        "_" + table.program.map { $0.isLetter || $0.isNumber ? $0 : "_" }.map(String.init).joined()
    }

    public static func bash(_ table: CommandTable) -> String {
        let name = function(table)
        var out = """
            # bash completion for \(table.program); written by `\(table.program) completions bash`.
            # Load it with: source <(\(table.program) completions bash)
            \(name)() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                case "$prev" in

            """
        out += valueCases(table, directories: "COMPREPLY=($(compgen -d -- \"$cur\"))",
                          files: "COMPREPLY=($(compgen -f -- \"$cur\"))",
                          words: { "COMPREPLY=($(compgen -W \"\($0.joined(separator: " "))\" -- \"$cur\"))" })
        out += """
                esac
                local cmd="" sub="" i w
                for ((i = 1; i < COMP_CWORD; i++)); do
                    w="${COMP_WORDS[i]}"
                    case "$w" in
                        \(skipped(table))) ((i++)); continue ;;
                        -*) continue ;;
                    esac
                    if [ -z "$cmd" ]; then cmd="$w"; elif [ -z "$sub" ]; then sub="$w"; fi
                done
                local words=""
                case "$cmd $sub" in

            """
        for place in places(table) {
            out += "        \(place.pattern)) words=\"\(place.words.map(\.0).joined(separator: " "))\" ;;\n"
        }
        out += """
                esac
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
            }
            complete -F \(name) \(table.program)

            """
        return out
    }

    public static func zsh(_ table: CommandTable) -> String {
        let name = function(table)
        var out = """
            #compdef \(table.program)
            # zsh completion for \(table.program); written by `\(table.program) completions zsh`.
            # Install: \(table.program) completions zsh > ~/.zfunc/_\(table.program), with ~/.zfunc in $fpath.
            \(name)() {
                case "${words[CURRENT-1]}" in

            """
        out += valueCases(table, directories: "_directories", files: "_files",
                          words: { "compadd \($0.joined(separator: " "))" })
        out += """
                esac
                local cmd="" sub="" i w
                for ((i = 2; i < CURRENT; i++)); do
                    w="${words[i]}"
                    case "$w" in
                        \(skipped(table))) ((i++)); continue ;;
                        -*) continue ;;
                    esac
                    if [[ -z $cmd ]]; then cmd="$w"; elif [[ -z $sub ]]; then sub="$w"; fi
                done
                local -a choices
                case "$cmd $sub" in

            """
        for place in places(table) {
            let entries = place.words.map { quoted("\($0.0.replacingColons()):\($0.1)") }.joined(separator: " ")
            out += "        \(place.pattern)) choices=(\(entries)) ;;\n"
        }
        out += """
                esac
                _describe '\(table.program)' choices
            }
            \(name) "$@"

            """
        return out
    }

    /// A single-quoted shell word.
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

private extension String {
    /// `_describe` splits at the first unescaped colon.
    func replacingColons() -> String { split(separator: ":", omittingEmptySubsequences: false).joined(separator: "\\:") }
}
