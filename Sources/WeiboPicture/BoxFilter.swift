/// Shrinks a picture that arrives row by row, in any row order (interlaced
/// PNG and GIF send rows pass by pass), to a smaller size: each output
/// pixel is the mean of the source pixels that fall in its box, after
/// each is composited on the background by its alpha.
///
/// Memory: 24 bytes per output pixel (three 64-bit sums: a box can hold 50
/// million source pixels) plus 4 bytes per source column and row for the
/// box maps; nothing proportional to the source's area.
struct BoxFilter {
    let source: PictureSize
    let target: PictureSize
    let background: RGB
    private var sums: [UInt64]
    /// The output column of each source column, and row of each source row.
    private let columnBox: [UInt32]
    private let rowBox: [UInt32]
    /// How many source columns (rows) each output column (row) averages.
    private let columnsPerBox: [UInt64]
    private let rowsPerBox: [UInt64]

    init(source: PictureSize, target: PictureSize, background: RGB) {
        precondition(target.width <= source.width && target.height <= source.height, "never upscales")
        self.source = source
        self.target = target
        self.background = background
        sums = [UInt64](repeating: 0, count: target.width * target.height * 3)
        (columnBox, columnsPerBox) = Self.boxes(source.width, into: target.width)
        (rowBox, rowsPerBox) = Self.boxes(source.height, into: target.height)
    }

    private static func boxes(_ count: Int, into boxes: Int) -> ([UInt32], [UInt64]) {
        var box = [UInt32](repeating: 0, count: count)
        var sizes = [UInt64](repeating: 0, count: boxes)
        for i in 0..<count {
            let b = i * boxes / count
            box[i] = UInt32(b)
            sizes[b] += 1
        }
        return (box, sizes)
    }

    /// Adds `count` RGBA pixels of source row `y`, pixel i at x0 + i * xstep.
    mutating func add(y: Int, x0: Int, xstep: Int, rgba: UnsafePointer<UInt8>, count: Int) {
        guard y >= 0, y < source.height else { return }
        let rowStart = Int(rowBox[y]) * target.width
        let bg = (UInt64(background.red), UInt64(background.green), UInt64(background.blue))
        sums.withUnsafeMutableBufferPointer { sums in
            var x = x0
            for i in 0..<count where x < source.width {
                let p = rgba + i * 4
                let alpha = UInt64(p[3])
                let s = (rowStart + Int(columnBox[x])) * 3
                if alpha == 255 {
                    sums[s] += UInt64(p[0])
                    sums[s + 1] += UInt64(p[1])
                    sums[s + 2] += UInt64(p[2])
                } else {
                    sums[s] += (UInt64(p[0]) * alpha + bg.0 * (255 - alpha) + 127) / 255
                    sums[s + 1] += (UInt64(p[1]) * alpha + bg.1 * (255 - alpha) + 127) / 255
                    sums[s + 2] += (UInt64(p[2]) * alpha + bg.2 * (255 - alpha) + 127) / 255
                }
                x += xstep
            }
        }
    }

    /// The means, rounded. Clamped: a codec that sent a row twice must
    /// give a wrong picture, not a crash.
    func bitmap() -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: sums.count)
        for y in 0..<target.height {
            for x in 0..<target.width {
                let count = rowsPerBox[y] * columnsPerBox[x]
                let s = (y * target.width + x) * 3
                for c in 0..<3 { pixels[s + c] = UInt8(min(255, (sums[s + c] + count / 2) / count)) }
            }
        }
        return Bitmap(width: target.width, height: target.height, pixels: pixels)
    }
}
