import Foundation
import Testing
import WeiboCore
@testable import WeiboCommandLine

/// Issue 14, "No mixing": one run of the command line speaks one language,
/// Chinese by default, English with `--lang en` (or the config's
/// `set language en`): its messages, refusals and --help alike.
@Suite("the command line speaks one language per run")
struct LanguageTests {
    /// `\[u957F]` → `长`: the page's characters back, for tests that read it.
    static func unescapedScalars(_ roff: String) -> String {
        var out = ""
        var rest = Substring(roff)
        while let start = rest.range(of: "\\[u") {
            out += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let close = after.firstIndex(of: "]"), let value = UInt32(after[..<close], radix: 16),
                  let scalar = Unicode.Scalar(value) else {
                out += rest[start]
                rest = after
                continue
            }
            out.unicodeScalars.append(scalar)
            rest = after[after.index(after: close)...]
        }
        return out + rest
    }

    static func hasHan(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x3000...0x303F).contains($0.value) || (0x3400...0x9FFF).contains($0.value)
            || (0xFF01...0xFF60).contains($0.value) }
    }

    /// What a whole command line prints, as the binary would.
    static func run(_ arguments: [String]) -> CommandOutput {
        switch CommandLineMain.run(arguments) {
        case .finished(let output): return output
        case .startApp: return CommandOutput(stdout: "(the app would start)", status: -1)
        }
    }

    @Test("a post refusal in Chinese by default and in English with --lang en")
    func postRefusal() throws {
        try withTemporaryDirectory { dir in
            let open = { try openTestStore(dir) }
            let zh = PostsCommandLine.post([], readStdin: { _ in [0xFF] }, openStore: open)
            #expect(zh == CommandOutput(stderr: "weibo-tui post: 文字不是有效的 UTF-8；没有发布\n", status: 1))
            let en = Language.with(.en) { PostsCommandLine.post([], readStdin: { _ in [0xFF] }, openStore: open) }
            #expect(en == CommandOutput(stderr: "weibo-tui post: the text is not valid UTF-8; nothing was published\n", status: 1))
            let usage = Self.run(["post", "--x", "--lang", "en", "--data-dir", dir])
            #expect(usage == CommandOutput(stderr: "weibo-tui: unknown option '--x' for post; see 'weibo-tui post --help'\n", status: 2))
            #expect(Self.run(["post", "--x", "--data-dir", dir]).stderr
                    == "weibo-tui: post 没有选项 '--x'；详见 'weibo-tui post --help'\n")
        }
    }

    @Test("every summary and detail of the command table is Chinese in zh and English in en")
    func tableInBothLanguages() {
        func texts(_ table: CommandTable) -> [String] {
            let specs = table.commands.flatMap(\.allCommands)
            return [table.summary, table.footer] + table.globalOptions.map(\.summary)
                + specs.flatMap { [$0.summary, $0.details] + $0.options.map(\.summary) }.filter { !$0.isEmpty }
        }
        for text in texts(UserCommands.table) {
            #expect(Self.hasHan(text), "not Chinese: \(text)")
        }
        Language.with(.en) {
            for text in texts(UserCommands.table) {
                let withoutExamples = text.replacingOccurrences(of: UserCommands.placeExamples, with: "")
                #expect(!Self.hasHan(withoutExamples), "not English: \(text)")
            }
        }
    }

    @Test("help: Chinese by default, English with --lang en anywhere on the line")
    func help() {
        let zh = Self.run(["--help"])
        #expect(zh.status == 0 && zh.stdout.hasPrefix("用法：weibo-tui ") && zh.stdout.contains("\n命令：\n"))
        #expect(!zh.stdout.contains("usage") && !zh.stdout.contains("commands:"))
        let en = Self.run(["--help", "--lang", "en"])
        #expect(en.status == 0 && en.stdout.hasPrefix("usage: weibo-tui ") && !Self.hasHan(en.stdout), "\(en.stdout)")
        for command in UserCommands.table.commands.map(\.name) where command != "cities" {
            let help = Self.run([command, "--help", "--lang=en"])
            #expect(help.status == 0 && !Self.hasHan(help.stdout), "\(command): \(help.stdout)")
            let chinese = Self.run(["help", command])
            #expect(chinese.stdout.hasPrefix("用法：weibo-tui \(command)"), "\(chinese.stdout)")
        }
        #expect(Self.run(["timeline", "--help"]).stdout.contains("最多 N 条微博（默认 20；1 到 10000）"))
        #expect(Self.run(["timeline", "--help", "--lang", "en"]).stdout.contains("at most N posts (default 20; 1 to 10000)"))
    }

    @Test("--lang fr is a one-line usage error, in the language the run falls back to")
    func unknownLanguage() {
        #expect(Self.run(["--lang", "fr", "unread"])
                == CommandOutput(stderr: "weibo-tui: 未知语言 'fr'；--lang 可选 zh 或 en；详见 'weibo-tui --help'\n", status: 2))
        #expect(Self.run(["unread", "--lang"]).stderr == "weibo-tui: --lang 需要一种语言：zh 或 en；详见 'weibo-tui --help'\n")
    }

    @Test("--lang after the command: weibo-tui unread --lang en")
    func languageAfterTheCommand() throws {
        try withTemporaryDirectory { dir in
            let out = Self.run(["unread", "--lang", "en", "--data-dir", dir])
            #expect(out.status == 0 && out.stdout.hasPrefix("mentions ") && out.stdout.contains("\ntotal "), "\(out)")
            let zh = Self.run(["unread", "--data-dir", dir])
            #expect(zh.status == 0 && zh.stdout.hasPrefix("@我的 ") && zh.stdout.contains("\n合计 "), "\(zh)")
            let simulated = Self.run(["simulate", "--count", "1", "--data-dir", dir, "--lang", "en"])
            #expect(simulated.stdout.hasPrefix("added 1 item: 1 message, 0 mentions, 0 comments, 0 likes; unread total "),
                    "\(simulated)")
        }
    }

    @Test("the config's set language en applies without --lang; --lang wins over it")
    func configLanguage() throws {
        try withTemporaryDirectory { dir in
            let config = dir + "/config"
            writeBytes(config, Array("set language en\n".utf8))
            #expect(Self.run(["--config", config, "frob"]).stderr == "weibo-tui: unknown command 'frob'; see 'weibo-tui --help'\n")
            #expect(Self.run(["--config", config, "frob", "--lang", "zh"]).stderr == "weibo-tui: 未知命令 'frob'；详见 'weibo-tui --help'\n")
            #expect(Self.run(["--config", config, "--help"]).stdout.hasPrefix("usage: "))
            // Its problems are told in the run's language too.
            writeBytes(config, Array("set language en\nbind home x frobnicate\n".utf8))
            let check = Self.run(["--config", config, "config", "check"])
            #expect(check.status == 1 && check.stderr.hasSuffix("1 problem in \(config)\n"), "\(check)")
        }
    }

    @Test("the man page is English in both languages")
    func manPage() {
        let zh = Self.run(["man"])
        #expect(zh.status == 0 && zh.stdout == Self.run(["man", "--lang", "en"]).stdout)
        // Non-ASCII is written \[uXXXX] (ManPage.escape): read it back before looking for Chinese.
        let text = Self.unescapedScalars(zh.stdout)
        #expect(text.contains("长沙") && !text.contains("\\[u"), "the escapes read back")
        let allowed = [UserCommands.placeExamples, "[图片]", "＋"]  // data: the place examples, the Chinese marker, the tab bar's glyph
        #expect(!Self.hasHan(allowed.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }))
    }
}

/// Issue 33 item 14: `LANG=en_US.UTF-8 weibo-tui --help` was Chinese. A
/// locale whose language is not Chinese means English, unless `--lang`
/// or the config says; C and POSIX stay Chinese (the e2e tests' C.UTF-8).
@Suite("the locale's language, when nothing else chooses")
struct LocaleLanguageTests {
    @Test("LC_ALL over LC_MESSAGES over LANG; C, POSIX and none name no language",
          arguments: [
              (["LANG": "en_US.UTF-8"], Language.en), (["LANG": "de_DE.UTF-8"], .en), (["LANG": "zh_CN.UTF-8"], .zh),
              (["LANG": "zh_TW.UTF-8"], .zh), (["LANG": "C.UTF-8"], nil), (["LANG": "C"], nil), (["LANG": "POSIX"], nil),
              ([:], nil), (["LANG": ""], nil), (["LC_ALL": "C.UTF-8", "LANG": "en_US.UTF-8"], nil),
              (["LC_MESSAGES": "en_GB.UTF-8", "LANG": "zh_CN.UTF-8"], .en), (["LC_ALL": "", "LC_MESSAGES": "zh_CN", "LANG": "en_US"], .zh),
              (["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"], .en),
          ] as [([String: String], Language?)])
    func precedence(environment: [String: String], language: Language?) {
        #expect(Language.ofLocale(environment) == language)
    }

    static func help(_ arguments: [String], locale: [String: String]) -> String {
        switch CommandLineMain.run(arguments, locale: locale) {
        case .finished(let output): return output.stdout
        case .startApp: return ""
        }
    }

    @Test("--help under an English locale is English; --lang and the config still decide")
    func helpFollowsTheLocale() throws {
        let english = ["LANG": "en_US.UTF-8"]
        #expect(!LanguageTests.hasHan(Self.help(["--help", "--config", "/nonexistent"], locale: english)))
        #expect(LanguageTests.hasHan(Self.help(["--help", "--config", "/nonexistent"], locale: ["LANG": "C.UTF-8"])))
        #expect(LanguageTests.hasHan(Self.help(["--help", "--config", "/nonexistent", "--lang", "zh"], locale: english)))
        try withTemporaryDirectory { dir in
            let config = dir + "/config"
            try "set language zh\n".write(toFile: config, atomically: true, encoding: .utf8)
            #expect(LanguageTests.hasHan(Self.help(["--help", "--config", config], locale: english)))
        }
    }
}
