import Testing
@testable import WeiboCommandLine

/// Completions and the man page come from the same table as --help.
@Suite("completions and man page", .english)
struct DocumentationTests {
    let table = UserCommands.table

    @Test("every command, subcommand and option of the table is offered by both completion scripts")
    func completionsCoverTheTable() {
        let bash = ShellCompletions.bash(table)
        let zsh = ShellCompletions.zsh(table)
        for command in table.commands {
            #expect(bash.contains("\"\(command.name) ") && zsh.contains("'\(command.name):"), "\(command.name)")
            for spec in command.allCommands {
                for option in spec.options { #expect(bash.contains(option.name) && zsh.contains("'\(option.name):")) }
            }
            for sub in command.subcommands { #expect(bash.contains("\"\(command.name) \(sub.name)\")")) }
        }
        #expect(bash.hasSuffix("complete -F _weibo_tui weibo-tui\n"))
        #expect(zsh.hasPrefix("#compdef weibo-tui\n"))
    }

    @Test("completions bash|zsh, and a one-line error otherwise")
    func completionsCommand() {
        #expect(CommandLineMain.documentation("completions", ["bash"], table: table).stdout == ShellCompletions.bash(table))
        #expect(CommandLineMain.documentation("completions", ["zsh"], table: table).stdout == ShellCompletions.zsh(table))
        #expect(CommandLineMain.documentation("completions", ["fish"], table: table) == CommandOutput(
            stderr: "weibo-tui: no completions for 'fish'; bash or zsh; see 'weibo-tui completions --help'\n", status: 2))
    }

    @Test("the man page has every command and option, hyphens escaped")
    func manPage() {
        let roff = ManPage.roff(table, version: "9.9")
        #expect(roff.hasPrefix(".TH WEIBO\\-TUI 1 \"\" \"weibo\\-tui 9.9\" \"User Commands\"\n"))
        for section in [".SH NAME", ".SH SYNOPSIS", ".SH OPTIONS", ".SH COMMANDS"] { #expect(roff.contains(section)) }
        for command in table.commands {
            for spec in command.subcommands.isEmpty ? [command] : command.subcommands {
                #expect(roff.contains("\\fB\(ManPage.escape(spec.fullName))\\fR"), "\(spec.fullName)")
                for option in spec.options { #expect(roff.contains(ManPage.optionLabel(option))) }
            }
        }
        #expect(!roff.split(separator: "\n").contains { $0.hasPrefix("'") })
        #expect(ManPage.escape(".x\\y-z") == "\\&.x\\ey\\-z")
    }
}
