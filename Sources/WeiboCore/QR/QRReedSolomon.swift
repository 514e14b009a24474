/// Reed–Solomon error correction as QR codes use it (ISO/IEC 18004, 7.5.2):
/// arithmetic in GF(2⁸) modulo the primitive polynomial
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D), generator polynomials with roots
/// α⁰ … α^(n−1), and the error-correction codewords of a block as the
/// remainder of its data polynomial times xⁿ divided by the generator.
enum QRReedSolomon {
    /// αⁱ for i in 0..<255, and once more so `exp[log a + log b]` needs no
    /// reduction modulo 255.
    static let exp: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 510)
        var value = 1
        for i in 0..<255 {
            table[i] = UInt8(value)
            table[i + 255] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 { value ^= 0x11D }
        }
        return table
    }()

    /// The discrete logarithm of 1…255 (index 0 is unused: 0 has none).
    static let log: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for i in 0..<255 { table[Int(exp[i])] = i }
        return table
    }()

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        guard a != 0, b != 0 else { return 0 }
        return exp[log[Int(a)] + log[Int(b)]]
    }

    /// The generator polynomial of degree `degree`, (x − α⁰)(x − α¹)…,
    /// as its coefficients from xⁿ⁻¹ down to x⁰ (the leading 1 is implied).
    static func generator(degree: Int) -> [UInt8] {
        // Coefficients from the highest power down, leading 1 included.
        var polynomial: [UInt8] = [1]
        for root in 0..<degree {
            var next = polynomial + [0]
            let alpha = exp[root]
            for i in 0..<polynomial.count {
                next[i + 1] ^= multiply(polynomial[i], alpha)
            }
            polynomial = next
        }
        return Array(polynomial.dropFirst())
    }

    /// The `count` error-correction codewords of `data`.
    static func remainder(of data: [UInt8], count: Int) -> [UInt8] {
        remainder(of: data, generator: generator(degree: count))
    }

    /// The remainder of `data`·xⁿ divided by a generator of degree n given
    /// without its leading 1: long division, one data codeword at a time.
    static func remainder(of data: [UInt8], generator: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ result[0]
            result.removeFirst()
            result.append(0)
            for i in 0..<generator.count {
                result[i] ^= multiply(generator[i], factor)
            }
        }
        return result
    }
}
