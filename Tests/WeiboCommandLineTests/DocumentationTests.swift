import Foundation
import Testing
@testable import WeiboCommandLine
import WeiboCore

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
        #expect(ManPage.escape("长…😀") == "\\[u957F]\\[u2026]\\[u1F600]")
        #expect(!roff.unicodeScalars.contains { !$0.isASCII }, "raw UTF-8 is invalid input to troff")
    }

    /// The whole page, as `weibo-tui man` prints it.
    var page: String { ManPage.roff(version: "9.9") }

    @Test("the page carries the reference sections, in the order man pages use")
    func referenceSections() {
        let sections = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map { String($0.dropFirst(4)) }
        #expect(sections == ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "KEYS", "CONFIGURATION",
                             "ENVIRONMENT", "FILES", "EXIT STATUS", "SEE ALSO"])
    }

    @Test("KEYS is the keymap: every context's title and every bound key with what it does")
    func keysAreTheKeymap() {
        let keys = section("KEYS")
        let sections = Language.with(.en) { Keymap.standard.helpSections() }
        #expect(sections.count == KeyContext.allCases.count)
        for help in sections {
            #expect(keys.contains(".SS \(ManPage.escape(help.context.title)) (\(ManPage.escape(help.context.rawValue)))"), "\(help.context)")
            for entry in help.entries {
                #expect(keys.contains(".TP\n\\fB\(ManPage.escape(ManPage.keyList(entry.keys)))\\fR\n\(ManPage.escape(entry.summary))\n"), "\(entry.keys)")
            }
        }
    }

    @Test("--help's key line is drawn from the keymap: a rebound key is the one it names")
    func helpFooterIsTheKeymap() {
        #expect(UserCommands.table.footer == "keys: 1/2/3/4 tabs · + compose · j/k move · Enter open · Esc back · ? help · q quit")
        var keys = Keymap.standard
        keys.bind(.char("Q"), to: .quit, in: .global)
        keys.bind(.char("x"), to: .compose, in: .global)
        let footer = UserCommands.keysFooter(keys)
        #expect(footer.contains("x compose") && footer.contains("Q quit") && !footer.contains("+ compose"), "\(footer)")
    }

    @Test("CONFIGURATION names every setting, context and action the parser takes")
    func configurationIsTheParsers() {
        let configuration = section("CONFIGURATION")
        for setting in ConfigSetting.all {
            #expect(configuration.contains("\\fB\(ManPage.escape(setting.name))\\fR \\fI\(ManPage.escape(setting.value))\\fR"), "\(setting.name)")
        }
        for context in KeyContext.allCases { #expect(configuration.contains(".TP\n\\fB\(ManPage.escape(context.rawValue))\\fR\n")) }
        for command in Command.allCases { #expect(configuration.contains(".TP\n\\fB\(ManPage.escape(command.rawValue))\\fR\n")) }
        for word in ConfigReference.colorRoles + ConfigReference.attributes { #expect(configuration.contains(word)) }
    }

    @Test("ENVIRONMENT names every variable the sources read")
    func environmentIsWhatTheCodeReads() throws {
        let read = try Self.environmentNamesRead()
        // The scan itself works: it finds variables read in three different ways.
        #expect(read.isSuperset(of: ["NO_COLOR", "WEIBO_TUI_API_BASE", "BROWSER", "LANG", "XDG_DATA_HOME"]))
        let documented = Set(EnvironmentVariable.all.flatMap(\.names))
        #expect(read.subtracting(documented).isEmpty, "read but not in EnvironmentVariable.all: \(read.subtracting(documented).sorted())")
        let environment = section("ENVIRONMENT")
        for name in documented { #expect(environment.contains("\\fB\(ManPage.escape(name))\\fR"), "\(name)") }
    }

    @Test("FILES and EXIT STATUS give the store's own file names and the exit codes")
    func filesAndExitStatus() {
        let files = section("FILES")
        for name in ["weibo.sqlite", "account.json", "account\\-UID.sqlite", "pictures/", "first\\-screen.snapshot"] {
            #expect(files.contains("\\fB\(name)\\fR"), "\(name)")
        }
        let exit = section("EXIT STATUS")
        for code in ["0", "1", "2", "\(SyncExitStatus.rateLimited)", "\(SyncExitStatus.checkingClient)"] { #expect(exit.contains(".TP\n\\fB\(code)\\fR\n")) }
    }

    @Test("groff reads the page without a warning", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
    func groffReadsIt() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("weibo-tui-\(UUID().uuidString).1")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let groff = Process()
        groff.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        groff.arguments = ["-man", "-Tutf8", "-ww", "-z", file.path]
        let errors = Pipe()
        groff.standardError = errors
        try groff.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        groff.waitUntilExit()
        #expect(groff.terminationStatus == 0 && said.isEmpty, "\(said)")
    }

    /// One `.SH` section's text, up to the next.
    func section(_ name: String) -> String {
        guard let start = page.range(of: ".SH \(name)\n") else { return "" }
        let rest = page[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)]) + "\n"
    }

    /// The environment variables Sources/ reads: `getenv("X")`,
    /// `environment["X"]` / `env["X"]`, any "WEIBO_TUI_…" literal, and the
    /// names of a `for name in [...]` loop that reads them one by one.
    static func environmentNamesRead() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized
        let table = "EnvironmentVariables.swift"
        var names = Set<String>()
        let patterns = [#/getenv\("([A-Z][A-Z0-9_]*)"\)/#, #/env(?:ironment)?(?:\(\))?\["([A-Z][A-Z0-9_]*)"\]/#,
                        #/current\(\)\["([A-Z][A-Z0-9_]*)"\]/#, #/"(WEIBO_TUI_[A-Z0-9_]+)"/#]
        let loop = #/for name in \[([^\]]*)\]/#
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            guard file.pathExtension == "swift", file.lastPathComponent != table else { continue }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                for pattern in patterns { for match in line.matches(of: pattern) { names.insert(String(match.1)) } }
                if let list = line.firstMatch(of: loop), line.contains("getenv") || list.1.contains("\"WEIBO_TUI_") || list.1.contains("\"LC_") {
                    for word in list.1.matches(of: #/"([A-Z][A-Z0-9_]*)"/#) { names.insert(String(word.1)) }
                }
            }
        }
        return names
    }
}
