/// Keys by name, both ways: the help overlay and the man page show them, the
/// config file reads them (`^N`, `Ctrl-N`, `PgDn`, `Enter`, `F1`, `x`).
extension Key {
    /// The name a person reads.
    public var name: String {
        switch self {
        case .char(" "): return "Space"
        case .char(let c): return String(c)
        case .text(let s): return s
        case .ctrl(let c): return "Ctrl-" + String(c).uppercased()
        case .alt("\u{7F}"): return "Alt-Backspace"
        case .alt(let c): return "Alt-" + String(c).uppercased()
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .function(let n): return "F\(n)"
        }
    }

    /// Reads a key name as the config file writes it; nil when it names no key.
    public init?(name: String) {
        if let ctrl = Self.ctrlLetter(name) {
            self = .ctrl(ctrl)
            return
        }
        if let alt = Self.altCharacter(name) {
            self = .alt(alt)
            return
        }
        if name.count == 1, let c = name.first, !"↑↓←→".contains(c), !c.isWhitespace,
           c.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
            self = .char(c)
            return
        }
        switch name.lowercased() {
        case "space": self = .char(" ")
        case "enter", "return": self = .enter
        case "esc", "escape": self = .escape
        case "backspace", "bs": self = .backspace
        case "delete", "del": self = .delete
        case "tab": self = .tab
        case "shift-tab", "s-tab", "backtab": self = .backTab
        case "up", "↑": self = .up
        case "down", "↓": self = .down
        case "left", "←": self = .left
        case "right", "→": self = .right
        case "home": self = .home
        case "end": self = .end
        case "pgup", "pageup": self = .pageUp
        case "pgdn", "pagedown": self = .pageDown
        default:
            let lower = name.lowercased()
            guard lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n) else { return nil }
            self = .function(n)
        }
    }

    /// `Alt-B`, `M-b`, `Meta-B`: the letter, lower-cased; `Alt-Backspace`.
    private static func altCharacter(_ name: String) -> Character? {
        let lower = name.lowercased()
        for prefix in ["alt-", "alt+", "meta-", "m-"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            if rest == "backspace" || rest == "bs" { return "\u{7F}" }
            if rest.count == 1, let c = rest.first, c.isASCII, c.isLetter || c.isNumber { return c }
        }
        return nil
    }

    /// `^N`, `Ctrl-N`, `C-n`: the letter, lower-cased.
    private static func ctrlLetter(_ name: String) -> Character? {
        let lower = name.lowercased()
        for prefix in ["^", "ctrl-", "ctrl+", "c-"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            if rest.count == 1, let c = rest.first, c.isASCII, c.isLetter { return c }
        }
        return nil
    }
}
