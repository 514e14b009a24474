import Testing
import WeiboCore
@testable import WeiboCommandLine

/// Issue 24: `--help`'s "keys:" line names the keys in force, read from the
/// same config the run reads its language from; a config it cannot take
/// whole still lets the help print, with the built-in keys where its lines
/// were left out.
@Suite("--help names the config's keys")
struct HelpKeysTests {
    /// The last line of `weibo-tui ARGUMENTS`' stdout, and its exit status.
    static func keysLine(_ arguments: [String]) -> (line: String?, status: Int32) {
        switch CommandLineMain.run(arguments) {
        case .finished(let output): return (output.stdout.split(separator: "\n").last.map(String.init), output.status)
        case .startApp: return (nil, -1)
        }
    }

    static let builtIn = "keys: 1/2/3/4 tabs · + compose · j/k move · Enter open · Esc back · ? help · q quit"

    @Test("a key the config binds is the one the footer names; one it unbinds leaves it")
    func footerOfAReboundKeymap() throws {
        var config = Config()
        config.bindings = [Config.Binding(.global, .char("x"), .quit), Config.Binding(.global, .char("q"), nil),
                           Config.Binding(.global, .char("c"), .compose)]
        let footer = Language.with(.en) { UserCommands.table(keys: config.keymap()).footer }
        #expect(footer == "keys: 1/2/3/4 tabs · c compose · j/k move · Enter open · Esc back · ? help · x quit")
        // The man page's table stays the built-in one.
        #expect(Language.with(.en) { UserCommands.table.footer } == Self.builtIn)
    }

    @Test("--config F --help reads F's bind lines, in the language F sets")
    func helpReadsTheConfigFile() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/config"
            writeBytes(path, Array("bind global x quit\nset language en\n".utf8))
            let help = Self.keysLine(["--config", path, "--help"])
            #expect(help.status == 0)
            #expect(help.line == "keys: 1/2/3/4 tabs · + compose · j/k move · Enter open · Esc back · ? help · x quit")
            // `help` with no command is the same page.
            #expect(Self.keysLine(["help", "--config", path]).line == help.line)
        }
    }

    @Test("a bad line, a missing file or a folder for a config: --help still prints, with the built-in keys")
    func badConfigsStillPrintTheHelp() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/config"
            writeBytes(path, Array("bind global x quitt\nbind global Q quit\n".utf8))
            let bad = Self.keysLine(["--lang", "en", "--config", path, "--help"])
            #expect(bad.status == 0)
            #expect(bad.line == "keys: 1/2/3/4 tabs · + compose · j/k move · Enter open · Esc back · ? help · Q quit",
                    "the good line applies, the bad one is left out")
            for unusable in [dir + "/nope", dir] {
                let help = Self.keysLine(["--lang", "en", "--config", unusable, "--help"])
                #expect(help.status == 0 && help.line == Self.builtIn, "\(unusable)")
            }
        }
    }
}
