import Testing
import WeiboCore
@testable import WeiboCommandLine

@Suite("config check and config show", .english)
struct ConfigCommandLineTests {
    let usual = ConfigLocation(path: "/home/me/.config/weibo-tui/config", isExplicit: false)

    /// In English, the language these tests read (a Chinese run's words
    /// are tested with the parser).
    func run(_ arguments: [String], _ contents: ConfigFileContents, at location: ConfigLocation? = nil) -> CommandOutput {
        Language.with(.en) { ConfigCommandLine.run(arguments, location: location ?? usual, contents: { _ in contents }) }
    }

    func file(_ text: String) -> ConfigFileContents { .bytes(Array(text.utf8)) }

    @Test("check: exit 0 and one OK line for a good file")
    func checkGood() {
        let out = run(["check"], file("bind posts x like\ncolor selection black yellow bold\nset language zh\n"))
        #expect(out == CommandOutput(stdout: "/home/me/.config/weibo-tui/config: OK\n", status: 0))
    }

    @Test("check: exit 1 and every bad line with its number for a bad one")
    func checkBad() {
        let out = run(["check"], file("bind posts x like\nbind posts x lik\n\ncolor bar red\n"))
        #expect(out.status == 1)
        #expect(out.stdout == "")
        #expect(out.stderr == """
            weibo-tui: /home/me/.config/weibo-tui/config:2: unknown action 'lik' (did you mean 'like'?)
            weibo-tui: /home/me/.config/weibo-tui/config:4: color needs a role, a text colour and a background, e.g. 'color selection black yellow bold'
            weibo-tui: 2 problems in /home/me/.config/weibo-tui/config

            """)
    }

    @Test("check: no file in the usual place is fine, and says where it looked; a named one missing is not")
    func checkMissing() {
        #expect(run(["check"], .missing) == CommandOutput(
            stdout: "no config file at /home/me/.config/weibo-tui/config; the built-in keys and colours apply\n", status: 0))
        let named = run(["check"], .missing, at: ConfigLocation(path: "my.conf", isExplicit: true))
        #expect(named == CommandOutput(stderr: "weibo-tui: my.conf: no such file\nweibo-tui: 1 problem in my.conf\n", status: 1))
        let folder = run(["check"], .unreadable("not a regular file"))
        #expect(folder.status == 1 && folder.stderr.hasPrefix("weibo-tui: /home/me/.config/weibo-tui/config: not a regular file\n"))
    }

    @Test("usage: no subcommand or an unknown one is exit 2; no home is exit 1")
    func usage() {
        #expect(run([], .missing).status == 2)
        #expect(run(["lint"], .missing).status == 2)
        #expect(run(["check", "extra"], .missing).status == 2)
        #expect(run(["--help"], .missing).status == 0)
        let homeless = ConfigCommandLine.run(["check"], location: nil, contents: { _ in .missing })
        #expect(homeless.status == 1 && homeless.stderr.contains("HOME is not set"))
    }

    @Test("show: every context's bindings and every colour, the config's included")
    func show() {
        let out = run(["show"], file("bind posts x like\nbind global q none\ncolor selection black yellow bold\nset language zh\n"))
        #expect(out.status == 0 && out.stderr.isEmpty)
        let lines = out.stdout.split(separator: "\n").map(String.init)
        for context in KeyContext.allCases {
            #expect(lines.contains("# \(context.rawValue): \(Language.with(.en) { context.title })"))
            #expect(lines.contains { $0.hasPrefix("bind \(context.rawValue) ") }, "\(context)")
        }
        #expect(lines.contains("bind posts x like") && lines.contains("bind posts l like"))
        #expect(!lines.contains("bind global q quit") && lines.contains("bind always Ctrl-C quit"))
        #expect(lines.contains("bind global Up up"))
        #expect(lines.contains("color selection black yellow bold"))
        #expect(lines.contains("color accent 208 default  # built in"))
        #expect(lines.contains("set language zh"))
        // Bad lines are still reported, on stderr, while the rest is shown.
        let bad = run(["show"], file("bind posts x lik\n"))
        #expect(bad.status == 0 && bad.stderr == "weibo-tui: /home/me/.config/weibo-tui/config:1: unknown action 'lik' (did you mean 'like'?)\n")
    }

    @Test("show's output read back as a config gives the same keymap and colours")
    func showRoundTrips() {
        let config = Config.parse(Array("bind posts x like\nbind global q none\nbind chat F5 send\ncolor link blue default underline\n".utf8), file: "c")
        let shown = Config.parse(Array(config.effectiveText().utf8), file: "shown")
        #expect(shown.problems == [])
        // Read over an empty keymap: the shown lines alone make the tables.
        let rebuilt = shown.keymap(over: Keymap(tables: [:]))
        let expected = config.keymap()
        for context in KeyContext.allCases {
            #expect(Set((rebuilt.tables[context] ?? []).flatMap { b in b.keys.map { "\($0)=\(b.command)" } })
                == Set((expected.tables[context] ?? []).flatMap { b in b.keys.map { "\($0)=\(b.command)" } }), "\(context)")
        }
        for role in ColorRole.allCases {
            #expect(shown.colors.colors(role, .full256).colors == config.colors.colors(role, .full256).colors, "\(role)")
        }
    }

    @Test("where the file is: --config, else XDG_CONFIG_HOME (absolute only), else ~/.config")
    func location() {
        #expect(ConfigLocation.resolve(override: "x.conf", environment: ["XDG_CONFIG_HOME": "/xdg"], home: "/h")
            == ConfigLocation(path: "x.conf", isExplicit: true))
        #expect(ConfigLocation.resolve(override: nil, environment: ["XDG_CONFIG_HOME": "/xdg/"], home: "/h")
            == ConfigLocation(path: "/xdg/weibo-tui/config", isExplicit: false))
        #expect(ConfigLocation.resolve(override: nil, environment: ["XDG_CONFIG_HOME": "rel"], home: "/h")?.path == "/h/.config/weibo-tui/config")
        #expect(ConfigLocation.resolve(override: nil, environment: [:], home: "/")?.path == "/.config/weibo-tui/config")
        #expect(ConfigLocation.resolve(override: nil, environment: [:], home: nil) == nil)
    }
}
