/// A width and height in pixels: a picture's, or the box it must fit.
public struct PictureSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }

    /// The largest size with this one's aspect ratio inside `box`, never
    /// bigger than this one (pictures are only ever made smaller), and at
    /// least 1×1.
    public func fitting(_ box: PictureSize) -> PictureSize {
        let scale = min(Double(box.width) / Double(width), Double(box.height) / Double(height), 1)
        return PictureSize(
            width: max(1, min(box.width, Int((Double(width) * scale).rounded()))),
            height: max(1, min(box.height, Int((Double(height) * scale).rounded())))
        )
    }
}
