import CNcursesw
import Glibc
import WeiboCore

/// How much colour the terminal gets.
public enum ColorMode: Sendable {
    /// Attributes only: `NO_COLOR`, colours turned off, or a monochrome terminal.
    case none
    /// The eight ANSI colours.
    case eight
    /// The 256-colour palette (Weibo orange is 208).
    case full256
}

/// Maps a `Style` (colour roles + attributes) to a curses attribute set and a
/// colour pair. Pairs are allocated lazily, one per (foreground, background)
/// actually drawn, and every resolved style is cached: `present` asks for
/// every cell of every frame.
struct ColorPalette {
    struct Resolved {
        var attributes: attr_t
        var pair: Int16
    }

    private(set) var mode: ColorMode
    /// Whether `use_default_colors` worked, so -1 means the terminal's own colour.
    private let defaultColorsWork: Bool
    /// Indexed by `key(style)`: 3 bits foreground, 3 bits background, 4 bits attributes.
    private var cache: [Resolved?] = Array(repeating: nil, count: 1 << 10)

    init(mode: ColorMode, defaultColorsWork: Bool) {
        self.mode = mode
        self.defaultColorsWork = defaultColorsWork
    }

    private static func key(_ style: Style) -> Int {
        Int(style.foreground.rawValue & 7) | Int(style.background.rawValue & 7) << 3 | Int(style.attributes.rawValue & 15) << 6
    }

    mutating func resolve(_ style: Style) -> Resolved {
        let k = Self.key(style)
        if let hit = cache[k] { return hit }
        let r = compute(style)
        cache[k] = r
        return r
    }

    private func compute(_ style: Style) -> Resolved {
        var attrs = weibo_a_normal()
        if style.attributes.contains(.bold) { attrs |= weibo_a_bold() }
        if style.attributes.contains(.underline) { attrs |= weibo_a_underline() }
        if style.attributes.contains(.reverse) { attrs |= weibo_a_reverse() }
        if style.attributes.contains(.dim) { attrs |= weibo_a_dim() }

        switch mode {
        case .none:
            // Without colour the roles survive as attributes: the selected tab
            // is bold, the selected row reversed, secondary text dim.
            switch style.foreground {
            case .accent, .badge: attrs |= weibo_a_bold()
            case .muted: attrs |= weibo_a_dim()
            default: break
            }
            if style.background == .selection { attrs |= weibo_a_reverse() }
            return Resolved(attributes: attrs, pair: 0)

        case .eight:
            var fg = Self.color8(style.foreground)
            var bg = Self.color8(style.background)
            if style.foreground == .muted { attrs |= weibo_a_dim() }
            if style.background == .selection { attrs |= weibo_a_reverse() }
            if bg >= 0 && fg < 0 { fg = Int32(COLOR_WHITE) }
            if !defaultColorsWork {
                if fg < 0 { fg = Int32(COLOR_WHITE) }
                if bg < 0 { bg = Int32(COLOR_BLACK) }
            }
            return Resolved(attributes: attrs, pair: Self.pair(fg, bg))

        case .full256:
            var fg = Self.color256(style.foreground)
            var bg = Self.color256(style.background)
            // A coloured background needs a known foreground, or default text
            // on a dark bar is unreadable in a light-themed terminal.
            if bg >= 0 && fg < 0 { fg = (style.background == .selection || style.background == .bar) ? 252 : 231 }
            if !defaultColorsWork {
                if fg < 0 { fg = 252 }
                if bg < 0 { bg = 16 }
            }
            return Resolved(attributes: attrs, pair: Self.pair(fg, bg))
        }
    }

    /// -1 is "the terminal's own colour" (use_default_colors).
    static func color256(_ role: ColorRole) -> Int32 {
        switch role {
        case .standard: return -1
        case .accent: return 208      // Weibo orange #FF8200
        case .badge: return 196       // red
        case .muted: return 245       // grey
        case .link: return 67         // Weibo's link blue #507DAF ≈ #5F87AF
        case .selection: return 237   // a subtle dark grey row
        case .bar: return 235         // bars, a shade darker than the selection
        }
    }

    static func color8(_ role: ColorRole) -> Int32 {
        switch role {
        case .standard, .muted, .selection, .bar: return -1
        case .accent: return Int32(COLOR_YELLOW)
        case .badge: return Int32(COLOR_RED)
        case .link: return Int32(COLOR_CYAN)
        }
    }

    private static func pair(_ fg: Int32, _ bg: Int32) -> Int16 {
        if fg < 0 && bg < 0 { return 0 }
        let p = alloc_pair(fg, bg)
        return p > 0 && p <= Int32(Int16.max) ? Int16(p) : 0
    }
}
