/// How much of a QR code can be damaged and still read: about 7 % of the
/// codewords at `.low`, 15 % at `.medium`, 25 % at `.quartile`, 30 % at
/// `.high`. Declared from weakest to strongest, so `allCases.reversed()`
/// tries the strongest first.
public enum QRErrorCorrection: Int, CaseIterable, Sendable, Comparable {
    case low, medium, quartile, high

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The two bits the format information carries for the level
    /// (ISO/IEC 18004 Table 12): not in the order of strength.
    var formatBits: Int {
        switch self {
        case .low: 0b01
        case .medium: 0b00
        case .quartile: 0b11
        case .high: 0b10
        }
    }
}
