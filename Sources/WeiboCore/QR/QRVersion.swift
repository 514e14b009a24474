/// The facts of one QR version (1…40) that the encoder needs: its size,
/// where its alignment patterns sit, how many bits the byte mode's length
/// takes, and how its codewords split into Reed–Solomon blocks.
struct QRVersion: Sendable, Equatable {
    static let range = 1...40

    let number: Int

    init?(_ number: Int) {
        guard Self.range.contains(number) else { return nil }
        self.number = number
    }

    /// Modules per side: 21 for version 1, four more per version.
    var size: Int { 17 + 4 * number }

    /// The row (and column) centres of the alignment patterns: evenly
    /// spaced from 6 to `size − 7`, the spacing rounded up to an even
    /// number. Version 32 is the one exception in the standard's table
    /// (ISO/IEC 18004 Annex E), which spaces it by 26, not 28.
    var alignmentCentres: [Int] {
        guard number > 1 else { return [] }
        let count = number / 7 + 2
        let last = size - 7
        var step = (last - 6 + count - 2) / (count - 1)
        step += step % 2
        if number == 32 { step = 26 }
        return [6] + (1..<count).map { last - (count - 1 - $0) * step }
    }

    /// Bits of the byte mode's character count (ISO/IEC 18004 Table 3).
    var byteCountBits: Int { number < 10 ? 8 : 16 }

    /// How the version's codewords split into blocks at `level`: every
    /// block carries `errorCodewordsPerBlock` Reed–Solomon codewords; the
    /// data codewords are shared out evenly, the last blocks taking one
    /// more each when they do not divide (Table 9).
    func blocks(_ level: QRErrorCorrection) -> (count: Int, errorCodewordsPerBlock: Int) {
        let i = number - 1
        switch level {
        case .low: return (Self.blocksLow[i], Self.errorCodewordsLow[i])
        case .medium: return (Self.blocksMedium[i], Self.errorCodewordsMedium[i])
        case .quartile: return (Self.blocksQuartile[i], Self.errorCodewordsQuartile[i])
        case .high: return (Self.blocksHigh[i], Self.errorCodewordsHigh[i])
        }
    }

    // ISO/IEC 18004 Table 9, versions 1…40: the number of error-correction
    // blocks and the error-correction codewords in each.
    static let blocksLow = [
        1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
        8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
    ]
    static let blocksMedium = [
        1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
        17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
    ]
    static let blocksQuartile = [
        1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
        23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
    ]
    static let blocksHigh = [
        1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
        25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
    ]
    static let errorCodewordsLow = [
        7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
        28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ]
    static let errorCodewordsMedium = [
        10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
        26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    ]
    static let errorCodewordsQuartile = [
        13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
        28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ]
    static let errorCodewordsHigh = [
        17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
        30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ]
}

extension QRVersion {
    /// Modules left for data and error correction once the function
    /// patterns are drawn: the square less three finders with their
    /// separators (8×8 each), the two timing lines between them, the 5×5
    /// alignment patterns (those on a timing line share five modules with
    /// it), 31 format modules (two copies of 15 and the dark module) and,
    /// from version 7, two 18-module version blocks.
    var dataModules: Int {
        let timing = 2 * (size - 16)
        let centres = alignmentCentres.count
        let alignment = centres == 0 ? 0 : 25 * (centres * centres - 3) - 2 * (centres - 2) * 5
        let versionInformation = number >= 7 ? 36 : 0
        return size * size - 3 * 64 - timing - alignment - 31 - versionInformation
    }

    /// Codewords the version holds; the leftover 0…7 modules are the
    /// remainder bits, left light before masking.
    var totalCodewords: Int { dataModules / 8 }

    /// Codewords for data at `level`: the rest are Reed–Solomon's.
    func dataCodewords(_ level: QRErrorCorrection) -> Int {
        let (count, errorCodewords) = blocks(level)
        return totalCodewords - count * errorCodewords
    }

    /// The most bytes one byte-mode segment carries at `level`: the data
    /// bits less the 4-bit mode and the character count.
    func byteCapacity(_ level: QRErrorCorrection) -> Int {
        (dataCodewords(level) * 8 - 4 - byteCountBits) / 8
    }
}
