/// A colour as a terminal numbers it: the terminal's own (`default`) or an
/// index into its palette (0–7 the ANSI colours, up to 255 on 256-colour
/// terminals). The config file names them (`color selection black yellow`).
public enum TerminalColor: Hashable, Sendable {
    case `default`
    case index(UInt8)

    /// The ANSI names, in palette order (black is 0, white is 7).
    public static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// Reads `red`, `default` or `0`…`255`; nil for anything else.
    public init?(name: String) {
        let lower = name.lowercased()
        if lower == "default" {
            self = .default
        } else if let i = Self.names.firstIndex(of: lower) {
            self = .index(UInt8(i))
        } else if !lower.isEmpty, lower.allSatisfy(\.isASCII), lower.allSatisfy(\.isNumber), let n = UInt8(lower) {
            self = .index(n)
        } else {
            return nil
        }
    }

    /// The name the config file writes: an ANSI name for 0–7, else the number.
    public var name: String {
        switch self {
        case .default: return "default"
        case .index(let n): return n < 8 ? Self.names[Int(n)] : String(n)
        }
    }

    /// The nearest of the eight ANSI colours, for a terminal that has only
    /// those: 8–15 are the bright forms of 0–7, 16–231 a 6×6×6 cube, 232–255
    /// greys from near black to near white.
    public var eightColor: TerminalColor {
        guard case .index(let n) = self, n >= 8 else { return self }
        if n < 16 { return .index(n - 8) }
        if n >= 232 { return .index(n < 244 ? 0 : 7) }
        let cube = Int(n) - 16
        // Each channel on or off, by whether its level (0, 95, 135, 175,
        // 215, 255) is past the middle: orange 208 is yellow, blue 67 cyan.
        let (r, g, b) = (cube / 36 >= 2, cube / 6 % 6 >= 2, cube % 6 >= 2)
        return .index(UInt8((r ? 1 : 0) | (g ? 2 : 0) | (b ? 4 : 0)))
    }
}
