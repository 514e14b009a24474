/// A colour by role, not by number: the terminal front maps each role to a
/// 256-colour value, an 8-colour fallback, or nothing under `NO_COLOR`.
public enum ColorRole: UInt8, Sendable, CaseIterable {
    case standard
    /// Weibo orange: the selected tab, accents, the compose glyph.
    case accent
    /// Weibo red: badges and warnings.
    case badge
    /// Secondary text: times, sources, counts.
    case muted
    /// Mentions, topics and links.
    case link
    /// Background of the selected row.
    case selection
    /// Background of bars (nav bar, tab bar) and popups.
    case bar
}

/// Text attributes that survive without colour.
public struct TextAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let underline = TextAttributes(rawValue: 1 << 1)
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    public static let dim = TextAttributes(rawValue: 1 << 3)
}

/// How one cell looks: foreground and background roles plus attributes,
/// or, for a cell of a picture, the two colours of its half block.
public struct Style: Sendable, Hashable {
    public var foreground: ColorRole
    public var background: ColorRole
    public var attributes: TextAttributes
    /// A picture's cell: drawn in these colours (24-bit, or the nearest of
    /// 256), whatever the roles say. Only set where the terminal has 256
    /// colours or more: without them pictures are not drawn at all.
    public var paint: HalfBlockCell?

    public init(foreground: ColorRole = .standard, background: ColorRole = .standard, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()
    public static let accent = Style(foreground: .accent)
    public static let muted = Style(foreground: .muted)
    public static let bold = Style(attributes: .bold)
    public static let link = Style(foreground: .link)
    public static let badge = Style(foreground: .badge, attributes: .bold)

    /// A half block of a picture.
    public static func painted(_ cell: HalfBlockCell) -> Style {
        var style = Style()
        style.paint = cell
        return style
    }

    public func with(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    public func on(_ background: ColorRole) -> Style {
        var copy = self
        copy.background = background
        return copy
    }
}
