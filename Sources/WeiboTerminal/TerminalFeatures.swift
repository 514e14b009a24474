import Glibc

/// What the terminal does beyond drawing cells, decided once at start from
/// the environment and terminfo, since neither OSC 52 nor OSC 8 can be asked
/// about: a terminal that does not know them ignores them silently.
public struct TerminalFeatures: Equatable, Sendable {
    /// OSC 52: text written to the terminal's clipboard.
    public var clipboard: Bool
    /// OSC 8: links drawn as hyperlinks (click to open).
    public var hyperlinks: Bool
    /// 24-bit colour for pictures (`ESC [ 38;2;r;g;b m`), which terminfo
    /// cannot say: the terminal's `COLORTERM` does.
    public var trueColor: Bool
    /// How the graphics query (and kitty's pictures) may reach the terminal.
    public var graphics: GraphicsRoute

    public init(clipboard: Bool, hyperlinks: Bool, trueColor: Bool = false, graphics: GraphicsRoute = .direct) {
        self.clipboard = clipboard; self.hyperlinks = hyperlinks; self.trueColor = trueColor; self.graphics = graphics
    }

    /// `WEIBO_TUI_CLIPBOARD` / `WEIBO_TUI_HYPERLINKS` = `on` or `off` decide
    /// outright. Otherwise: the clipboard is used when terminfo lists `Ms`
    /// (xterm's and tmux's entries do) or the app runs inside tmux, and never
    /// on the Linux console; hyperlinks only where the terminal is known to
    /// draw them (kitty, foot, WezTerm, iTerm2, VS Code, Ghostty, Windows
    /// Terminal, VTE 0.50+ such as GNOME Terminal) and not inside tmux or
    /// screen, which before tmux 3.4 drop them. 24-bit colour where
    /// `COLORTERM` is `truecolor` or `24bit` (`WEIBO_TUI_TRUECOLOR` decides outright).
    public static func detect(_ env: [String: String], terminfoHasMs: Bool) -> TerminalFeatures {
        let term = env["TERM"] ?? ""
        let multiplexed = env["TMUX"] != nil || env["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
        let console = term == "linux" || term == "dumb" || term.hasPrefix("vt") || term.hasPrefix("cons")
        let clipboard = !console && (terminfoHasMs || env["TMUX"] != nil)
        var hyperlinks = false
        if !multiplexed && !console {
            let programs: Set<String> = ["iTerm.app", "WezTerm", "vscode", "ghostty"]
            let terms: Set<String> = ["xterm-kitty", "foot", "foot-extra", "wezterm", "xterm-ghostty"]
            hyperlinks = programs.contains(env["TERM_PROGRAM"] ?? "") || terms.contains(term)
                || env["KITTY_WINDOW_ID"] != nil || env["WT_SESSION"] != nil
                || (Int(env["VTE_VERSION"] ?? "") ?? 0) >= 5000
        }
        return TerminalFeatures(clipboard: override(env["WEIBO_TUI_CLIPBOARD"]) ?? clipboard,
                                hyperlinks: override(env["WEIBO_TUI_HYPERLINKS"]) ?? hyperlinks,
                                trueColor: override(env["WEIBO_TUI_TRUECOLOR"]) ?? ["truecolor", "24bit"].contains(env["COLORTERM"] ?? ""),
                                graphics: GraphicsRoute.detect(env))
    }

    private static func override(_ value: String?) -> Bool? {
        switch value {
        case "on", "1", "yes": return true
        case "off", "0", "no": return false
        default: return nil
        }
    }
}

/// How the graphics query may be sent, from the environment alone (no
/// child process, nothing asked of the terminal before the first frame).
///
/// A sequence a terminal does not know must never be sent: tmux and GNU
/// screen take kitty's APC (`ESC _ … ESC \`) for a title (tmux's pane
/// title; screen's hardstatus, which it passes on as the outer window's
/// title), and the Linux console and VT100-likes print it. Checked with
/// tmux 3.3a and screen 4.09 (docs/PICTURES.md, "Kitty and sixel").
public enum GraphicsRoute: Equatable, Sendable {
    /// As it is: the terminal is met directly.
    case direct
    /// Inside tmux's passthrough (`ESC P tmux; … ESC \`, ESC doubled),
    /// which tmux drops silently unless `allow-passthrough` is on: then,
    /// and only then, the outer terminal is asked.
    case tmux
    /// Nothing asked: half blocks (screen, the Linux console, VT100-likes).
    case none

    /// tmux when `TERM` names it (only tmux names its panes so, and ssh
    /// from inside tmux keeps `TERM`, not `TMUX`), or when `TMUX` is set
    /// without `STY`. Not asked inside GNU screen (`STY`, or a `screen` TERM
    /// without `TMUX`: screen's own DCS passthrough would hand tmux's
    /// wrapping to the outer terminal as text), nor where both are set and
    /// `TERM` does not tell which is nearer, nor on the Linux console,
    /// `dumb`, `vt…` or `cons…`.
    public static func detect(_ env: [String: String]) -> GraphicsRoute {
        let term = env["TERM"] ?? ""
        if term.isEmpty || term == "linux" || term == "dumb" || term.hasPrefix("vt") || term.hasPrefix("cons") { return .none }
        if term.hasPrefix("tmux") { return .tmux }
        let inTmux = env["TMUX"] != nil, inScreen = env["STY"] != nil
        if inTmux && !inScreen { return .tmux }
        if inScreen || term.hasPrefix("screen") { return .none }
        return .direct
    }
}

/// The process's environment as a dictionary.
public enum ProcessEnvironment {
    public static func current() -> [String: String] {
        var result: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let pair = String(cString: entry)
            if let eq = pair.firstIndex(of: "=") { result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...]) }
            p += 1
        }
        return result
    }
}

/// The escape sequences for the clipboard and hyperlinks. What goes inside
/// them is checked here, whatever the caller did: the clipboard's text is
/// base64 (no byte of it can end the sequence), and a link is printable
/// ASCII without ESC, BEL or spaces, or it is not sent at all.
public enum OSC {
    /// OSC 52: put `text` on the clipboard.
    public static func clipboard(_ text: String) -> String {
        "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
    }

    /// OSC 8: start a hyperlink to `url`, or nil when `url` is not safe to send.
    public static func hyperlinkStart(_ url: String) -> String? {
        guard !url.isEmpty, url.utf8.count <= 2_048, url.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        return "\u{1B}]8;;" + url + "\u{1B}\\"
    }

    public static let hyperlinkEnd = "\u{1B}]8;;\u{1B}\\"

    static func base64(_ bytes: [UInt8]) -> String {
        let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let n = min(3, bytes.count - i)
            let b0 = bytes[i], b1 = n > 1 ? bytes[i + 1] : 0, b2 = n > 2 ? bytes[i + 2] : 0
            out.append(table[Int(b0 >> 2)])
            out.append(table[Int((b0 & 3) << 4 | b1 >> 4)])
            out.append(n > 1 ? table[Int((b1 & 15) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            out.append(n > 2 ? table[Int(b2 & 63)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
