/// The two BCH-protected words a reader decodes before the data: the
/// format information (level and mask, ISO/IEC 18004 7.9) and, from
/// version 7 on, the version information (7.10).
enum QRFormatInformation {
    /// The 15 format bits for `level` and `mask`: five data bits, ten of
    /// BCH(15, 5) with generator 0x537, then XOR 0x5412 so no format word is
    /// all light.
    static func formatBits(level: QRErrorCorrection, mask: Int) -> Int {
        let data = level.formatBits << 3 | mask
        return (data << 10 | bchRemainder(data << 10, generator: 0x537)) ^ 0x5412
    }

    /// The 18 version bits: the version in six bits, then twelve of
    /// BCH(18, 6) with generator 0x1F25.
    static func versionBits(_ version: Int) -> Int {
        version << 12 | bchRemainder(version << 12, generator: 0x1F25)
    }

    /// `value` modulo `generator`, polynomials over GF(2) as bits.
    static func bchRemainder(_ value: Int, generator: Int) -> Int {
        let degree = generator.bitWidth - generator.leadingZeroBitCount - 1
        var remainder = value
        while remainder != 0, remainder.bitWidth - remainder.leadingZeroBitCount - 1 >= degree {
            let shift = remainder.bitWidth - remainder.leadingZeroBitCount - 1 - degree
            remainder ^= generator << shift
        }
        return remainder
    }
}
