/// A cell position: column `x`, row `y`, both from 0 at the top left.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
}

/// A size in cells.
public struct Size: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle of cells; empty when either side is zero or less.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y
        self.width = max(0, width); self.height = max(0, height)
    }

    public init(size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < maxX && p.y >= y && p.y < maxY
    }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows top and bottom.
    public func inset(dx: Int = 0, dy: Int = 0) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Splits off `rows` rows at the top: (top, rest).
    public func splitTop(_ rows: Int) -> (Rect, Rect) {
        let r = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: r), Rect(x: x, y: y + r, width: width, height: height - r))
    }

    /// Splits off `rows` rows at the bottom: (rest, bottom).
    public func splitBottom(_ rows: Int) -> (Rect, Rect) {
        let r = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: height - r), Rect(x: x, y: maxY - r, width: width, height: r))
    }

    /// A rectangle of at most `size`, centred in this one.
    public func centered(_ size: Size) -> Rect {
        let w = min(size.width, width), h = min(size.height, height)
        return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
    }
}
