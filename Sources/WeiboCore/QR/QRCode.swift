/// A QR code (ISO/IEC 18004 Model 2) holding text as one byte-mode segment
/// of its UTF-8 bytes, which readers (the Weibo app among them) take as
/// UTF-8. Pure: what a screen draws and a test checks, nothing printed.
public struct QRCode: Sendable, Equatable {
    /// 1…40.
    public let version: Int
    public let errorCorrection: QRErrorCorrection
    /// The data mask, 0…7, the one of least penalty.
    public let mask: Int
    /// Modules per side, `17 + 4 × version`, without the quiet zone.
    public let size: Int
    /// Row by row, `size × size`.
    let modules: [Bool]

    /// Whether the module at column `x`, row `y` is dark; anything outside
    /// the symbol is light, as its quiet zone is.
    public func isDark(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < size, y < size else { return false }
        return modules[y * size + x]
    }

    /// `text` in the smallest version from `minimumVersion` that holds it
    /// at `level`; nil when even version 40 does not (2,953 bytes at
    /// `.low`, 1,273 at `.high`).
    public static func encode(_ text: String, level: QRErrorCorrection = .medium, minimumVersion: Int = 1) -> QRCode? {
        encode(bytes: Array(text.utf8), level: level, minimumVersion: minimumVersion)
    }

    public static func encode(bytes: [UInt8], level: QRErrorCorrection = .medium, minimumVersion: Int = 1) -> QRCode? {
        let first = max(QRVersion.range.lowerBound, minimumVersion)
        guard first <= QRVersion.range.upperBound else { return nil }
        for number in first...QRVersion.range.upperBound {
            let version = QRVersion(number)!
            if bytes.count <= version.byteCapacity(level) {
                return encode(bytes: bytes, version: version, level: level, mask: nil)
            }
        }
        return nil
    }

    /// `text` at the strongest error correction whose code is at most
    /// `maximumSize` modules a side (a screen's room, e.g.
    /// `QRHalfBlocks.largestCodeSize`): a bigger code at the same module
    /// size survives more of a phone's glare and blur. nil when not even
    /// `.low` fits: the caller says the terminal is too small.
    public static func encode(_ text: String, maximumSize: Int) -> QRCode? {
        for level in QRErrorCorrection.allCases.reversed() {
            if let code = encode(text, level: level), code.size <= maximumSize { return code }
        }
        return nil
    }

    /// The symbol of `bytes` in `version`, with `mask` or, when nil, the
    /// mask of least penalty (the first of equal ones). nil when the bytes
    /// do not fit.
    static func encode(bytes: [UInt8], version: QRVersion, level: QRErrorCorrection, mask: Int?) -> QRCode? {
        guard let data = QRCodewords.data(bytes, version: version, level: level) else { return nil }
        var matrix = QRMatrix(version: version)
        matrix.place(QRCodewords.interleaved(data, version: version, level: level))
        func masked(_ mask: QRMask) -> QRMatrix {
            var candidate = matrix
            candidate.apply(mask: mask)
            candidate.drawFormat(level: level, mask: mask.number)
            return candidate
        }
        let chosen: (mask: QRMask, matrix: QRMatrix)
        if let mask {
            let fixed = QRMask(number: mask)
            chosen = (fixed, masked(fixed))
        } else {
            let candidates = QRMask.all.map { mask in
                let candidate = masked(mask)
                return (mask: mask, matrix: candidate, penalty: QRMask.penalty(candidate.dark, size: candidate.size))
            }
            let best = candidates.min { $0.penalty < $1.penalty }!
            chosen = (best.mask, best.matrix)
        }
        return QRCode(version: version.number, errorCorrection: level, mask: chosen.mask.number, size: version.size, modules: chosen.matrix.dark)
    }
}
