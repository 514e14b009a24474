/// A QR symbol being built: its modules and which of them belong to the
/// function patterns (finders, timing, alignment, format and version
/// information), which neither data nor masks may touch. Positions are
/// `x` (column) and `y` (row) from the top-left corner.
struct QRMatrix: Sendable, Equatable {
    let size: Int
    private(set) var dark: [Bool]
    private(set) var isFunction: [Bool]

    /// The function patterns of `version`, with the format areas reserved
    /// (filled in by `drawFormat` once the mask is chosen).
    init(version: QRVersion) {
        size = version.size
        dark = Array(repeating: false, count: size * size)
        isFunction = dark
        drawTiming()
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(centreX: x, centreY: y) }
        drawAlignment(version.alignmentCentres)
        drawFormat(level: .low, mask: 0)
        drawVersion(version.number)
    }

    subscript(x: Int, y: Int) -> Bool { dark[y * size + x] }

    private mutating func set(_ x: Int, _ y: Int, _ value: Bool) {
        dark[y * size + x] = value
        isFunction[y * size + x] = true
    }

    /// Row 6 and column 6 alternate dark and light, dark on even positions;
    /// the finders drawn after cover their ends.
    private mutating func drawTiming() {
        for i in 0..<size {
            set(6, i, i % 2 == 0)
            set(i, 6, i % 2 == 0)
        }
    }

    /// A 7×7 finder (rings dark, light, dark around a 3×3 dark centre) and
    /// its one-module light separator, clipped at the symbol's edge.
    private mutating func drawFinder(centreX: Int, centreY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let x = centreX + dx, y = centreY + dy
                guard x >= 0, y >= 0, x < size, y < size else { continue }
                let ring = max(abs(dx), abs(dy))
                set(x, y, ring != 2 && ring != 4)
            }
        }
    }

    /// 5×5 alignment patterns at every pair of centres but the three the
    /// finders occupy.
    private mutating func drawAlignment(_ centres: [Int]) {
        guard let last = centres.last else { return }
        for cy in centres {
            for cx in centres {
                if (cx == 6 && cy == 6) || (cx == 6 && cy == last) || (cx == last && cy == 6) { continue }
                for dy in -2...2 {
                    for dx in -2...2 { set(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1) }
                }
            }
        }
    }

    /// The 15 format bits, twice: down column 8 beside the top-left finder
    /// (bits 0–7, skipping the timing row) and along row 8 leftwards
    /// (bits 8–14); and again split between the other two finders, along
    /// row 8 from the right edge (bits 0–7) and up column 8 from the bottom
    /// (bits 14–8). The module above the lower copy is always dark.
    mutating func drawFormat(level: QRErrorCorrection, mask: Int) {
        let bits = QRFormatInformation.formatBits(level: level, mask: mask)
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
        for i in 0..<6 { set(8, i, bit(i)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for i in 9..<15 { set(14 - i, 8, bit(i)) }
        for i in 0..<8 { set(size - 1 - i, 8, bit(i)) }
        for i in 8..<15 { set(8, size - 15 + i, bit(i)) }
        set(8, size - 8, true)
    }

    /// From version 7: the 18 version bits as a 6×3 block left of the
    /// top-right finder and its mirror, 3×6, above the bottom-left one;
    /// bit i at column i / 3, row `size − 11 + i % 3` of the lower block.
    private mutating func drawVersion(_ version: Int) {
        guard version >= 7 else { return }
        let bits = QRFormatInformation.versionBits(version)
        for i in 0..<18 {
            let value = (bits >> i) & 1 == 1
            let near = i / 3, far = size - 11 + i % 3
            set(far, near, value)
            set(near, far, value)
        }
    }

    /// The codewords' bits, most significant first, in two-module-wide
    /// columns from the right edge, up the first, down the next, and so on,
    /// stepping over column 6 (the timing line) and every function module.
    /// Modules left over (the remainder bits) stay light.
    mutating func place(_ codewords: [UInt8]) {
        let bitCount = codewords.count * 8
        var index = 0
        var upward = true
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in stride(from: right, through: right - 1, by: -1) where !isFunction[y * size + x] {
                    if index < bitCount {
                        dark[y * size + x] = (codewords[index / 8] >> (7 - UInt8(index % 8))) & 1 == 1
                    }
                    index += 1
                }
            }
            upward.toggle()
            right -= 2
        }
    }

    /// Every data module flipped where `mask` says so.
    mutating func apply(mask: QRMask) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] && mask.flips(x: x, y: y) {
                dark[y * size + x].toggle()
            }
        }
    }
}
