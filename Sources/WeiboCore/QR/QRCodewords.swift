/// The codeword sequence of a QR symbol (ISO/IEC 18004 7.4–7.6): the data
/// as one byte-mode segment, padded to the version's data capacity, split
/// into blocks, each given its Reed–Solomon codewords, and interleaved.
enum QRCodewords {
    /// The data codewords for `bytes`: mode 0100, the count, the bytes, a
    /// terminator of up to four zero bits, zeros to the byte, then the pad
    /// codewords 0xEC and 0x11 in turn. nil when the bytes do not fit.
    static func data(_ bytes: [UInt8], version: QRVersion, level: QRErrorCorrection) -> [UInt8]? {
        guard bytes.count <= version.byteCapacity(level) else { return nil }
        let capacity = version.dataCodewords(level)
        var bits = QRBits()
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: version.byteCountBits)
        for byte in bytes { bits.append(Int(byte), count: 8) }
        bits.append(0, count: min(4, capacity * 8 - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        var pad: UInt8 = 0xEC
        while codewords.count < capacity {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// The data codewords split into the level's blocks, each followed by
    /// its error correction, then read column by column: the first data
    /// codeword of every block, the second, … (short blocks having none at
    /// the last), then the error-correction codewords the same way.
    static func interleaved(_ data: [UInt8], version: QRVersion, level: QRErrorCorrection) -> [UInt8] {
        let (count, errorCodewords) = version.blocks(level)
        let total = version.totalCodewords
        let longBlocks = total % count
        let shortData = total / count - errorCodewords
        let generator = QRReedSolomon.generator(degree: errorCodewords)
        var blocks: [[UInt8]] = []
        var start = 0
        for index in 0..<count {
            let length = shortData + (index >= count - longBlocks ? 1 : 0)
            blocks.append(Array(data[start..<start + length]))
            start += length
        }
        let corrections = blocks.map { QRReedSolomon.remainder(of: $0, generator: generator) }
        var result: [UInt8] = []
        result.reserveCapacity(total)
        for column in 0...shortData {
            for block in blocks where column < block.count { result.append(block[column]) }
        }
        for column in 0..<errorCodewords {
            for correction in corrections { result.append(correction[column]) }
        }
        return result
    }
}

/// Bits appended most significant first, read back as bytes.
struct QRBits {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    /// The low `count` bits of `value`, highest first.
    mutating func append(_ value: Int, count bitCount: Int) {
        for shift in stride(from: bitCount - 1, through: 0, by: -1) {
            if count % 8 == 0 { bytes.append(0) }
            if (value >> shift) & 1 == 1 { bytes[bytes.count - 1] |= 0x80 >> UInt8(count % 8) }
            count += 1
        }
    }
}
