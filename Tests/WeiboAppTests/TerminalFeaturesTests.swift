import Glibc
import Testing
@testable import WeiboApp
@testable import WeiboTerminal

@Suite("clipboard, hyperlinks and the browser")
struct TerminalFeaturesTests {
    @Test("OSC 52 carries the text as base64, so nothing in it can end the sequence")
    func clipboardSequence() {
        #expect(OSC.clipboard("hi") == "\u{1B}]52;c;aGk=\u{07}")
        #expect(OSC.clipboard("微博") == "\u{1B}]52;c;5b6u5Y2a\u{07}")
        #expect(OSC.clipboard("") == "\u{1B}]52;c;\u{07}")
        let evil = OSC.clipboard("\u{1B}]0;pwned\u{07}")
        #expect(evil.dropFirst().dropLast().allSatisfy { $0 != "\u{1B}" && $0 != "\u{07}" })
        for (plain, coded) in [("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy")] {
            #expect(OSC.base64(Array(plain.utf8)) == coded, "RFC 4648's vectors")
        }
    }

    @Test("OSC 8 is sent only for printable ASCII links")
    func hyperlinkSequence() {
        #expect(OSC.hyperlinkStart("https://weibo.com/u_me/9") == "\u{1B}]8;;https://weibo.com/u_me/9\u{1B}\\")
        #expect(OSC.hyperlinkStart("https://x.cn/\u{1B}]52;c;aGk=\u{07}") == nil)
        #expect(OSC.hyperlinkStart("https://x.cn/a b") == nil)
        #expect(OSC.hyperlinkStart("https://x.cn/中") == nil)
        #expect(OSC.hyperlinkStart("") == nil)
    }

    @Test("what the environment and terminfo say decides, and the overrides win")
    func detection() {
        func detect(_ env: [String: String], ms: Bool = false) -> TerminalFeatures { TerminalFeatures.detect(env, terminfoHasMs: ms) }
        #expect(detect(["TERM": "xterm-256color"], ms: true) == TerminalFeatures(clipboard: true, hyperlinks: false))
        #expect(detect(["TERM": "tmux-256color", "TMUX": "/tmp/x,1,0"]) == TerminalFeatures(clipboard: true, hyperlinks: false))
        #expect(detect(["TERM": "linux"], ms: true) == TerminalFeatures(clipboard: false, hyperlinks: false))
        #expect(detect(["TERM": "xterm-kitty"], ms: true).hyperlinks)
        #expect(detect(["TERM": "xterm-256color", "VTE_VERSION": "7200"]).hyperlinks)
        #expect(!detect(["TERM": "xterm-256color", "VTE_VERSION": "4800"]).hyperlinks)
        #expect(detect(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]).hyperlinks)
        #expect(!detect(["TERM": "screen-256color", "TERM_PROGRAM": "WezTerm"]).hyperlinks, "screen drops them")
        #expect(!detect(["TERM": "xterm-kitty", "TMUX": "/tmp/x,1,0"]).hyperlinks, "tmux 3.3 drops them")
        #expect(detect(["TERM": "vt100", "WEIBO_TUI_CLIPBOARD": "on", "WEIBO_TUI_HYPERLINKS": "on"])
                == TerminalFeatures(clipboard: true, hyperlinks: true))
        #expect(detect(["TERM": "xterm-kitty", "WEIBO_TUI_CLIPBOARD": "off", "WEIBO_TUI_HYPERLINKS": "off"], ms: true)
                == TerminalFeatures(clipboard: false, hyperlinks: false))
    }

    @Test("$BROWSER on the PATH first, then xdg-open, else none")
    func browserChoice() throws {
        let dir = "/tmp/weibo-browser-\(getpid())"
        mkdir(dir, 0o700)
        defer { unlink(dir + "/xdg-open"); unlink(dir + "/firefox"); rmdir(dir) }
        #expect(LinkOpener.browser(["PATH": dir]) == nil)
        for name in ["xdg-open", "firefox"] {
            let fd = open(dir + "/" + name, O_CREAT | O_WRONLY, 0o755)
            close(fd)
        }
        #expect(LinkOpener.browser(["PATH": dir]) == dir + "/xdg-open")
        #expect(LinkOpener.browser(["PATH": dir, "BROWSER": "firefox"]) == dir + "/firefox")
        #expect(LinkOpener.browser(["PATH": dir, "BROWSER": "no-such-browser"]) == dir + "/xdg-open")
        #expect(LinkOpener.browser(["PATH": "/nonexistent", "BROWSER": dir + "/firefox"]) == dir + "/firefox")
        #expect(LinkOpener.browser(["PATH": "/nonexistent", "BROWSER": ""]) == nil)
    }
}
