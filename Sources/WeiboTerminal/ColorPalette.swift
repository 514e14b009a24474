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
/// colour pair, through the `ColorScheme` (built-in colours and the
/// config's). Pairs are allocated lazily, one per (foreground, background)
/// actually drawn, and every resolved style is cached: `present` asks for
/// every cell of every frame.
struct ColorPalette {
    struct Resolved {
        var attributes: attr_t
        var pair: Int32
    }

    /// Pictures' pairs kept before they are all freed at once (the caller
    /// then repaints everything): alloc_pair would otherwise recycle the
    /// oldest pair under cells curses believes unchanged. Below the 65,536
    /// pairs of xterm's and tmux's 256-colour entries, with room for the roles'.
    static let maxPaintedPairs = 30_000

    private(set) var mode: ColorMode
    /// The roles' colours, the config's `color` lines included.
    private let scheme: ColorScheme
    /// Whether `use_default_colors` worked, so -1 means the terminal's own colour.
    private let defaultColorsWork: Bool
    /// Indexed by `key(style)`: 3 bits foreground, 3 bits background, 4 bits attributes.
    private var cache: [Resolved?] = Array(repeating: nil, count: 1 << 10)
    /// Pictures' pairs by palette index: foreground << 8 | background.
    private var paintedPairs: [Int: Int32] = [:]

    init(mode: ColorMode, scheme: ColorScheme = ColorScheme(), defaultColorsWork: Bool) {
        self.mode = mode
        self.scheme = scheme
        self.defaultColorsWork = defaultColorsWork
    }

    private static func key(_ style: Style) -> Int {
        Int(style.foreground.rawValue & 7) | Int(style.background.rawValue & 7) << 3 | Int(style.attributes.rawValue & 15) << 6
    }

    mutating func resolve(_ style: Style) -> Resolved {
        if let paint = style.paint { return painted(paint) }
        let k = Self.key(style)
        if let hit = cache[k] { return hit }
        let r = compute(style)
        cache[k] = r
        return r
    }

    /// A picture's half block: the nearest of the 256 colours (of the eight
    /// on a terminal with no more), the same pair for the same two colours.
    private mutating func painted(_ paint: HalfBlockCell) -> Resolved {
        guard mode != .none else { return Resolved(attributes: weibo_a_normal(), pair: 0) }
        var fg = TerminalColor.index(Xterm256.nearest(paint.top)), bg = TerminalColor.index(Xterm256.nearest(paint.bottom))
        if mode == .eight { fg = fg.eightColor; bg = bg.eightColor }
        let (f, b) = (Self.curses(fg), Self.curses(bg))
        let key = Int(f) << 8 | Int(b)
        if let pair = paintedPairs[key] { return Resolved(attributes: weibo_a_normal(), pair: pair) }
        let pair = Self.pair(f, b)
        paintedPairs[key] = pair
        return Resolved(attributes: weibo_a_normal(), pair: pair)
    }

    /// Frees every picture pair once there are `maxPaintedPairs`; true when
    /// it did, and the whole screen must be sent again.
    mutating func recyclePaintedPairsIfFull() -> Bool {
        guard paintedPairs.count >= Self.maxPaintedPairs else { return false }
        for pair in paintedPairs.values where pair > 0 { _ = free_pair(pair) }
        paintedPairs.removeAll(keepingCapacity: true)
        return true
    }

    private func compute(_ style: Style) -> Resolved {
        let look = look(style)
        return Resolved(attributes: Self.curses(look.attributes), pair: mode == .none ? 0 : Self.pair(look.foreground, look.background))
    }

    /// The attributes and colours (-1: the terminal's own) `style` is drawn with.
    private func look(_ style: Style) -> (attributes: TextAttributes, foreground: Int32, background: Int32) {
        let depth: ColorDepth
        switch mode {
        case .none:
            // Without colour the roles survive as attributes: the selected tab
            // is bold, the selected row reversed, secondary text dim. The
            // config's colours are colours, so `NO_COLOR` turns them off too.
            var attributes = style.attributes
            switch style.foreground {
            case .accent, .badge: attributes.insert(.bold)
            case .muted: attributes.insert(.dim)
            default: break
            }
            if style.background == .selection { attributes.insert(.reverse) }
            return (attributes, -1, -1)
        case .eight: depth = .eight
        case .full256: depth = .full256
        }
        let cell = scheme.resolve(style, depth)
        var fg = Self.curses(cell.foreground)
        var bg = Self.curses(cell.background)
        if !defaultColorsWork {
            if fg < 0 { fg = depth == .full256 ? 252 : Int32(COLOR_WHITE) }
            if bg < 0 { bg = depth == .full256 ? 16 : Int32(COLOR_BLACK) }
        }
        return (cell.attributes, fg, bg)
    }

    /// The SGR sequence that draws `style` as curses does, for text written
    /// past curses (a hyperlink's cells, drawn again inside OSC 8).
    func sgr(_ style: Style) -> String {
        let look = look(style)
        var codes = ["0"]
        if look.attributes.contains(.bold) { codes.append("1") }
        if look.attributes.contains(.dim) { codes.append("2") }
        if look.attributes.contains(.underline) { codes.append("4") }
        if look.attributes.contains(.reverse) { codes.append("7") }
        func color(_ n: Int32, base: Int32) -> String {
            if n < 0 { return String(base + 9) }
            return n < 8 ? String(base + n) : "\(base + 8);5;\(n)"
        }
        codes.append(color(look.foreground, base: 30))
        codes.append(color(look.background, base: 40))
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func curses(_ attributes: TextAttributes) -> attr_t {
        var attrs = weibo_a_normal()
        if attributes.contains(.bold) { attrs |= weibo_a_bold() }
        if attributes.contains(.underline) { attrs |= weibo_a_underline() }
        if attributes.contains(.reverse) { attrs |= weibo_a_reverse() }
        if attributes.contains(.dim) { attrs |= weibo_a_dim() }
        return attrs
    }

    /// -1 is "the terminal's own colour" (use_default_colors).
    private static func curses(_ color: TerminalColor) -> Int32 {
        switch color {
        case .default: return -1
        case .index(let n): return Int32(n)
        }
    }

    private static func pair(_ fg: Int32, _ bg: Int32) -> Int32 {
        if fg < 0 && bg < 0 { return 0 }
        return max(0, alloc_pair(fg, bg))
    }
}
