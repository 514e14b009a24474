import Glibc
import WeiboCore
import Testing
@testable import WeiboTerminal

@Suite("clipboard, hyperlinks and where graphics can go")
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
        #expect(detect(["TERM": "tmux-256color", "TMUX": "/tmp/x,1,0"]) == TerminalFeatures(clipboard: true, hyperlinks: false, graphics: .tmux))
        #expect(detect(["TERM": "linux"], ms: true) == TerminalFeatures(clipboard: false, hyperlinks: false, graphics: .none))
        #expect(detect(["TERM": "xterm-kitty"], ms: true).hyperlinks)
        #expect(detect(["TERM": "xterm-256color", "VTE_VERSION": "7200"]).hyperlinks)
        #expect(!detect(["TERM": "xterm-256color", "VTE_VERSION": "4800"]).hyperlinks)
        #expect(detect(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]).hyperlinks)
        #expect(!detect(["TERM": "screen-256color", "TERM_PROGRAM": "WezTerm"]).hyperlinks, "screen drops them")
        #expect(!detect(["TERM": "xterm-kitty", "TMUX": "/tmp/x,1,0"]).hyperlinks, "tmux 3.3 drops them")
        #expect(detect(["TERM": "vt100", "WEIBO_TUI_CLIPBOARD": "on", "WEIBO_TUI_HYPERLINKS": "on"])
                == TerminalFeatures(clipboard: true, hyperlinks: true, graphics: .none))
        #expect(detect(["TERM": "xterm-kitty", "WEIBO_TUI_CLIPBOARD": "off", "WEIBO_TUI_HYPERLINKS": "off"], ms: true)
                == TerminalFeatures(clipboard: false, hyperlinks: false))
    }

    @Test("the graphics query goes as it is, through tmux's passthrough, or not at all: never where it becomes a title or text")
    func graphicsRoute() {
        func route(_ env: [String: String]) -> GraphicsRoute { GraphicsRoute.detect(env) }
        #expect(route(["TERM": "xterm-256color"]) == .direct)
        #expect(route(["TERM": "xterm-kitty"]) == .direct)
        #expect(route(["TERM": "foot", "COLORTERM": "truecolor"]) == .direct)
        // tmux: its default TERM (screen), the usual ones, a user's xterm-256color, and TERM kept over ssh.
        #expect(route(["TERM": "screen", "TMUX": "/tmp/tmux-0/default,1,0"]) == .tmux)
        #expect(route(["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]) == .tmux)
        #expect(route(["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"]) == .tmux)
        #expect(route(["TERM": "xterm-256color", "TMUX": "/tmp/tmux-0/default,1,0"]) == .tmux)
        #expect(route(["TERM": "tmux-256color"]) == .tmux, "ssh from inside tmux: TERM only")
        #expect(route(["TERM": "tmux-256color", "STY": "1.pts-0.host", "TMUX": "/tmp/x,1,0"]) == .tmux, "tmux inside screen")
        // GNU screen: its APC is the hardstatus (a title too); its DCS passthrough would print tmux's wrapping.
        #expect(route(["TERM": "screen", "STY": "1.pts-0.host"]) == GraphicsRoute.none)
        #expect(route(["TERM": "screen.xterm-256color", "STY": "1.pts-0.host"]) == GraphicsRoute.none)
        #expect(route(["TERM": "screen-256color"]) == GraphicsRoute.none, "screen over ssh, or tmux: cannot tell")
        #expect(route(["TERM": "screen", "STY": "1.pts-0.host", "TMUX": "/tmp/x,1,0"]) == GraphicsRoute.none, "screen inside tmux, or tmux inside screen")
        #expect(route(["TERM": "xterm-256color", "STY": "1.pts-0.host"]) == GraphicsRoute.none)
        // Terminals that print what they do not know.
        for term in ["linux", "vt100", "vt220", "dumb", "cons25", ""] {
            #expect(route(["TERM": term]) == GraphicsRoute.none, "TERM=\(term)")
            #expect(route(["TERM": term, "TMUX": "/tmp/x,1,0"]) == GraphicsRoute.none, "TERM=\(term) in tmux prints it too")
        }
        #expect(route([:]) == GraphicsRoute.none)
        #expect(TerminalFeatures.detect(["TERM": "tmux-256color", "TMUX": "/tmp/x,1,0"], terminfoHasMs: true).graphics == .tmux)
        #expect(TerminalFeatures.detect(["TERM": "linux"], terminfoHasMs: false).graphics == GraphicsRoute.none)
    }
}

@Suite("links drawn as OSC 8 hyperlinks")
struct HyperlinkOutputTests {
    @Test("a post's link is drawn again inside OSC 8, in its own look, the cursor saved and restored")
    func linkCellsAreWrapped() {
        var canvas = Canvas(size: Size(width: 40, height: 3))
        for (i, line) in RichText.lines("看 https://a.cn/x。好", width: 40).enumerated() {
            line.draw(into: &canvas, x: 0, y: i + 1, maxX: 40)
        }
        #expect(canvas.links == ["https://a.cn/x"])
        let out = TerminalSession.hyperlinkOutput(canvas, rows: [0, 1, 2], width: 40, sgr: { _ in "<sgr>" })
        #expect(out == "\u{1B}7\u{1B}[2;4H\u{1B}]8;;https://a.cn/x\u{1B}\\<sgr>https://a.cn/x\u{1B}]8;;\u{1B}\\\u{1B}8")
        #expect(TerminalSession.hyperlinkOutput(canvas, rows: [0, 2], width: 40, sgr: { _ in "" }).isEmpty, "only the rows curses rewrote")
    }

    @Test("escape sequences in a post never reach the terminal as sequences, nor as links")
    func hostileText() {
        var canvas = Canvas(size: Size(width: 60, height: 2))
        let text = "https://x.cn/\u{1B}]8;;https://evil\u{07}点我\u{1B}]52;c;aGk=\u{07}"
        for line in RichText.lines(text, width: 60) { line.draw(into: &canvas, x: 0, y: 0, maxX: 60) }
        let out = TerminalSession.hyperlinkOutput(canvas, rows: [0], width: 60, sgr: { _ in "" })
        // What is left once our own sequences are taken out: DECSC, the
        // cursor move, OSC 8 open (printable ASCII only) and close, DECRC.
        var rest = out
        for pattern in [#"\u{1B}7\u{1B}\[\d+;\d+H\u{1B}\]8;;[!-~]+\u{1B}\\"#, #"\u{1B}\]8;;\u{1B}\\\u{1B}8"#] {
            rest = rest.replacing(try! Regex(pattern), with: "")
        }
        #expect(!out.isEmpty && !rest.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(out.debugDescription)")
        #expect(!canvas.text.contains("\u{1B}") && !canvas.text.contains("\u{07}"))
    }

    @Test("wide characters in a link's row keep their columns")
    func wideCells() {
        var canvas = Canvas(size: Size(width: 30, height: 1))
        canvas.draw("中文", x: 0, y: 0)
        canvas.draw("http://b.cn", x: 4, y: 0, style: .accent, link: "http://b.cn")
        let out = TerminalSession.hyperlinkOutput(canvas, rows: [0], width: 30, sgr: { _ in "" })
        #expect(out.hasPrefix("\u{1B}7\u{1B}[1;5H"))
    }
}
