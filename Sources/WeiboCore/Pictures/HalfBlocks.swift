/// A colour as three 8-bit channels.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red; self.green = green; self.blue = blue
    }

    public static let white = RGB(255, 255, 255)
}

/// One cell of a picture drawn with the upper half block `▀`: its
/// foreground is the upper pixel, its background the lower one.
public struct HalfBlockCell: Hashable, Sendable {
    public static let glyph: Character = "▀"
    public var top: RGB
    public var bottom: RGB

    public init(top: RGB, bottom: RGB) { self.top = top; self.bottom = bottom }
}

/// A picture as cells: two pixel rows a cell row, one pixel a column.
/// The pixels are RGB, three bytes each, row by row; the picture is
/// expected at its drawn size already (scaling is the decoder's).
public enum HalfBlocks {
    /// `width`×`height` pixels as `(height + 1) / 2` rows of `width`
    /// cells; an odd last pixel row sits on `background`. Too few bytes
    /// for the size given is no picture at all: nothing is drawn from
    /// half a buffer.
    public static func cells(width: Int, height: Int, pixels: [UInt8], background: RGB = .white) -> [[HalfBlockCell]] {
        guard width > 0, height > 0, pixels.count >= width * height * 3 else { return [] }
        return (0..<(height + 1) / 2).map { row in
            (0..<width).map { x in cell(x: x, row: row, width: width, height: height, pixels: pixels, background: background)! }
        }
    }

    /// The cell at column `x`, cell row `row`: its two pixels, the lower one
    /// `background` past an odd last row (nil: the upper one again). nil
    /// outside the picture, or when the bytes are fewer than its size says.
    public static func cell(x: Int, row: Int, width: Int, height: Int, pixels: [UInt8], background: RGB?) -> HalfBlockCell? {
        let y = row * 2
        guard x >= 0, row >= 0, x < width, y < height, pixels.count >= width * height * 3 else { return nil }
        func pixel(_ y: Int) -> RGB {
            let i = (y * width + x) * 3
            return RGB(pixels[i], pixels[i + 1], pixels[i + 2])
        }
        let top = pixel(y)
        return HalfBlockCell(top: top, bottom: y + 1 < height ? pixel(y + 1) : background ?? top)
    }
}

/// The xterm 256-colour palette, for terminals without 24-bit colour: a
/// colour becomes the nearest of the 6×6×6 cube (16–231) and the 24 greys
/// (232–255). The first 16 are left out: terminals redefine them.
public enum Xterm256 {
    /// The cube's six levels per channel.
    static let levels: [Int] = [0, 95, 135, 175, 215, 255]

    public static func nearest(_ color: RGB) -> UInt8 {
        let r = Int(color.red), g = Int(color.green), b = Int(color.blue)
        let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cube = RGB(UInt8(levels[ri]), UInt8(levels[gi]), UInt8(levels[bi]))
        let cubeIndex = 16 + 36 * ri + 6 * gi + bi
        // Greys run 8, 18, … 238.
        let average = (r + g + b) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyValue = UInt8(8 + 10 * greyStep)
        let grey = RGB(greyValue, greyValue, greyValue)
        return distance(color, grey) < distance(color, cube) ? UInt8(232 + greyStep) : UInt8(cubeIndex)
    }

    /// The colour a palette index 16–255 stands for.
    public static func color(_ index: UInt8) -> RGB {
        let i = Int(index)
        if i >= 232 {
            let value = UInt8(8 + 10 * (i - 232))
            return RGB(value, value, value)
        }
        let cube = max(0, i - 16)
        return RGB(UInt8(levels[cube / 36]), UInt8(levels[(cube / 6) % 6]), UInt8(levels[cube % 6]))
    }

    private static func nearestLevel(_ value: Int) -> Int {
        levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) }!
    }

    private static func distance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return dr * dr + dg * dg + db * db
    }
}
