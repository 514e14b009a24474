/// What a colour role looks like: text colour, background, attributes. The
/// config file writes one as `color ROLE FG BG [ATTR…]`.
public struct RoleColors: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: TextAttributes

    public init(_ foreground: TerminalColor, _ background: TerminalColor, _ attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}

/// How many colours the terminal has, once colour is on at all.
public enum ColorDepth: Sendable {
    case eight
    case full256
}

/// The roles' colours: the built-in ones, changed by the config file's
/// `color` lines. Pure, so what a cell becomes is testable without a
/// terminal; the terminal only turns the result into curses numbers.
public struct ColorScheme: Hashable, Sendable {
    /// The config's `color` lines, by role; the rest are built in.
    public var overrides: [ColorRole: RoleColors]

    public init(overrides: [ColorRole: RoleColors] = [:]) { self.overrides = overrides }

    /// A cell's colours and attributes, ready for the terminal.
    public struct Resolved: Hashable, Sendable {
        public var foreground: TerminalColor
        public var background: TerminalColor
        public var attributes: TextAttributes
    }

    /// The weibo-tui look, per depth: Weibo orange (208) and its link blue
    /// where there are 256 colours, the nearest ANSI colours and attributes
    /// (dim secondary text, a reversed selected row) where there are eight.
    public static func builtIn(_ role: ColorRole, _ depth: ColorDepth) -> RoleColors {
        switch depth {
        case .full256:
            switch role {
            case .standard: return RoleColors(.default, .default)
            case .accent: return RoleColors(.index(208), .default)      // Weibo orange #FF8200
            case .badge: return RoleColors(.index(196), .default)       // red
            case .muted: return RoleColors(.index(245), .default)       // grey
            case .link: return RoleColors(.index(67), .default)         // Weibo's link blue #507DAF ≈ #5F87AF
            // Light text on a subtle dark grey row, and on bars a shade darker.
            case .selection: return RoleColors(.index(252), .index(237))
            case .bar: return RoleColors(.index(252), .index(235))
            }
        case .eight:
            switch role {
            case .standard, .bar: return RoleColors(.default, .default)
            case .accent: return RoleColors(.index(3), .default)
            case .badge: return RoleColors(.index(1), .default)
            case .muted: return RoleColors(.default, .default, .dim)
            case .link: return RoleColors(.index(6), .default)
            case .selection: return RoleColors(.default, .default, .reverse)
            }
        }
    }

    /// A role's colours at `depth`, and whether the config set them.
    public func colors(_ role: ColorRole, _ depth: ColorDepth) -> (colors: RoleColors, configured: Bool) {
        guard var set = overrides[role] else { return (Self.builtIn(role, depth), false) }
        if depth == .eight {
            set.foreground = set.foreground.eightColor
            set.background = set.background.eightColor
        }
        return (set, true)
    }

    /// A style's colours. Text takes its foreground role's colour, or, when
    /// it is plain text on a selected row or a bar, that role's text colour.
    /// The background is the background role's; on the plain background, a
    /// configured text role brings its own (`color link blue white`). A text
    /// role used as a background (the orange ＋ button) paints its colour.
    public func resolve(_ style: Style, _ depth: ColorDepth) -> Resolved {
        let text = colors(style.foreground, depth)
        let behind = colors(style.background, depth)
        let paintsBackground = style.background == .selection || style.background == .bar

        var foreground = text.colors.foreground
        var foregroundConfigured = text.configured
        if style.foreground == .standard && paintsBackground {
            (foreground, foregroundConfigured) = (behind.colors.foreground, behind.configured)
        }
        let background: TerminalColor
        switch style.background {
        case .standard: background = text.configured && style.foreground != .standard ? text.colors.background : behind.colors.background
        case .selection, .bar: background = behind.colors.background
        case .accent, .badge, .muted, .link: background = behind.colors.foreground
        }
        // Built-in text on a coloured background must be readable whatever
        // the terminal's theme: white. A configured colour is taken as given.
        if foreground == .default && background != .default && !foregroundConfigured {
            foreground = depth == .full256 ? .index(231) : .index(7)
        }
        var attributes = style.attributes.union(text.colors.attributes)
        if style.background != .standard { attributes.formUnion(behind.colors.attributes) }
        return Resolved(foreground: foreground, background: background, attributes: attributes)
    }
}
