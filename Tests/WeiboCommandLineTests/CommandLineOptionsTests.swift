import Testing
@testable import WeiboCommandLine

@Suite("global options, commands and help", .english)
struct CommandLineOptionsTests {
    func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions { try CommandLineOptions.parse(arguments) }

    @Test("--data-dir and --config are taken before or after the command, in both spellings")
    func globalOptionsAnywhere() throws {
        for arguments in [["--data-dir", "X", "unread"], ["unread", "--data-dir", "X"], ["unread", "--data-dir=X"],
                          ["--data-dir=X", "unread"]] {
            let options = try parse(arguments)
            #expect(options.dataDirectory == "X", "\(arguments)")
            #expect(options.request == .command("unread", []), "\(arguments)")
        }
        let mixed = try parse(["timeline", "--config", "C", "--limit", "3", "--data-dir", "D", "--json"])
        #expect(mixed.configFile == "C" && mixed.dataDirectory == "D")
        #expect(mixed.request == .command("timeline", ["--limit", "3", "--json"]))
        #expect(mixed.commandArgumentPositions == [3, 4, 7])
    }

    @Test("--account sample is --sample, anywhere; any other account is refused in one line")
    func accountSample() throws {
        for arguments in [["--account", "sample", "timeline"], ["timeline", "--account=sample"], ["--sample", "timeline"]] {
            #expect(try parse(arguments).sample, "\(arguments)")
        }
        #expect(try parse(["timeline"]).sample == false)
        #expect(throws: UsageError.self) { try parse(["--account", "1001", "timeline"]) }
    }

    @Test("after the command's --, a global option's name is the command's word")
    func doubleDashEndsGlobals() throws {
        let options = try parse(["post", "--", "--data-dir", "X"])
        #expect(options.dataDirectory == nil)
        #expect(options.request == .command("post", ["--", "--data-dir", "X"]))
    }

    @Test("--help and --version before the command; after it they are the command's")
    func helpAndVersion() throws {
        #expect(try parse(["--help"]).request == .help)
        #expect(try parse(["-h", "post"]).request == .help)
        #expect(try parse(["--version"]).request == .version)
        #expect(try parse(["post", "--help"]).request == .command("post", ["--help"]))
        #expect(try parse([]).request == .run)
        #expect(try parse(["--data-dir", "X"]).request == .run)
    }

    @Test("mistakes are one line with a pointer to --help, exit 2", arguments: [
        (["--bogus"], "weibo-tui: unknown option '--bogus'; see 'weibo-tui --help'\n"),
        (["frobnicate"], "weibo-tui: unknown command 'frobnicate'; see 'weibo-tui --help'\n"),
        (["unread", "--data-dir"], "weibo-tui: --data-dir needs a folder; see 'weibo-tui --help'\n"),
        (["--config="], "weibo-tui: --config needs a file; see 'weibo-tui --help'\n"),
    ])
    func mistakes(_ arguments: [String], _ expected: String) {
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(arguments) }
        do {
            _ = try CommandLineOptions.parse(arguments)
        } catch {
            #expect(error.output == CommandOutput(stderr: expected, status: 2))
        }
    }

    @Test("help, help COMMAND, help COMMAND SUB, and COMMAND --help say the same")
    func helpCommand() {
        let table = UserCommands.table
        let overview = CommandLineMain.documentation("help", [], table: table)
        #expect(overview == CommandOutput(stdout: HelpText.overview(table), status: 0))
        let timeline = CommandLineMain.documentation("help", ["timeline"], table: table)
        #expect(timeline.status == 0 && timeline.stdout == HelpText.command(UserCommands.timeline, in: table))
        let search = CommandLineMain.documentation("help", ["cities", "search"], table: table)
        #expect(search.stdout.hasPrefix("usage: weibo-tui cities search QUERY… [--limit N] [--json]\n"))
        #expect(search.stdout.contains("1 to 50000"))
        let unknown = CommandLineMain.documentation("help", ["frob"], table: table)
        #expect(unknown == CommandOutput(stderr: "weibo-tui: no command 'frob'; see 'weibo-tui help --help'\n", status: 2))
    }

    @Test("the overview lists every command and subcommand of the table, and no developer command")
    func overviewListsTheTable() {
        let text = HelpText.overview(UserCommands.table)
        for command in UserCommands.table.commands {
            for spec in command.subcommands.isEmpty ? [command] : command.subcommands {
                #expect(text.contains("\n  \(spec.fullName)"), "\(spec.fullName)")
            }
        }
        for option in UserCommands.table.globalOptions { #expect(text.contains(option.name)) }
        for dev in DevCommands.table.commands { #expect(!text.contains(dev.name)) }
        #expect(!text.contains("seed"))
    }
}
