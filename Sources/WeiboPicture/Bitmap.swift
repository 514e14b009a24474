/// A decoded picture: RGB, 3 bytes per pixel, rows top to bottom.
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 3, "a Bitmap holds 3 bytes per pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public var size: PictureSize { PictureSize(width: width, height: height) }

    /// The middle `size` of the bitmap (all of it along a side shorter than `size`).
    public func croppedToMiddle(_ size: PictureSize) -> Bitmap {
        let w = min(width, size.width), h = min(height, size.height)
        guard w != width || h != height else { return self }
        let x0 = (width - w) / 2, y0 = (height - h) / 2
        var out: [UInt8] = []
        out.reserveCapacity(w * h * 3)
        for y in y0..<(y0 + h) {
            let start = (y * width + x0) * 3
            out.append(contentsOf: pixels[start..<(start + w * 3)])
        }
        return Bitmap(width: w, height: h, pixels: out)
    }

    /// The colour at (x, y).
    public func color(x: Int, y: Int) -> RGB {
        let i = (y * width + x) * 3
        return RGB(pixels[i], pixels[i + 1], pixels[i + 2])
    }
}

/// One colour, 8 bits a channel.
public struct RGB: Equatable, Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public static let white = RGB(255, 255, 255)
    public static let black = RGB(0, 0, 0)
}
