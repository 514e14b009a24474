/// A QR code as terminal text: one module a column and two a row, the
/// upper module in a cell's top half, the lower in its bottom half. A cell
/// is about twice as tall as it is wide, so modules come out square.
///
/// The glyphs draw the dark modules in the foreground colour; the caller
/// draws the lines dark on light (black on white), so the code reads the
/// right way round on a dark-themed terminal too, and spaces are light.
public struct QRHalfBlocks: Sendable, Equatable {
    public static let top: Character = "▀"
    public static let bottom: Character = "▄"
    public static let both: Character = "█"
    public static let neither: Character = " "
    /// The light margin readers need around a code. The standard asks for
    /// four modules; two still scan with phones, and keep a version-5 code
    /// (37 modules) within 80×24 with rows to spare for the state below it.
    public static let defaultQuietZone = 2

    public let code: QRCode
    /// Light modules on every side, in modules.
    public let quietZone: Int

    public init(_ code: QRCode, quietZone: Int = defaultQuietZone) {
        self.code = code
        self.quietZone = max(0, quietZone)
    }

    /// Columns the lines take: the code and its quiet zone on both sides.
    public var width: Int { code.size + 2 * quietZone }

    /// Rows the lines take: half the modules, the last row's lower half
    /// light when they are odd.
    public var height: Int { (width + 1) / 2 }

    /// Whether the lines fit a `width`×`height` terminal area; when not,
    /// the caller says the terminal is too small rather than draw a code
    /// that cannot scan.
    public func fits(width: Int, height: Int) -> Bool {
        self.width <= width && self.height <= height
    }

    /// The rows of text, each `width` one-column characters.
    public var lines: [String] {
        (0..<height).map { row in
            let y = 2 * row - quietZone
            return String((0..<width).map { column in
                let x = column - quietZone
                return Self.glyph(top: code.isDark(x: x, y: y), bottom: code.isDark(x: x, y: y + 1))
            })
        }
    }

    static func glyph(top: Bool, bottom: Bool) -> Character {
        switch (top, bottom) {
        case (true, true): both
        case (true, false): Self.top
        case (false, true): Self.bottom
        case (false, false): neither
        }
    }

    /// The largest code size (modules a side, 21 + 4k) whose lines with
    /// `quietZone` fit `width`×`height`; 0 when not even version 1 fits.
    /// For `QRCode.encode(_:maximumSize:)`.
    public static func largestCodeSize(width: Int, height: Int, quietZone: Int = defaultQuietZone) -> Int {
        let quietZone = max(0, quietZone)
        // Rows hold two modules each: 2 × height modules, 2 × height − 1 for
        // an odd total whose last half row is light.
        let modules = min(width, 2 * height) - 2 * quietZone
        guard modules >= 21 else { return 0 }
        return min(177, 21 + (modules - 21) / 4 * 4)
    }
}
