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
        let size = scaled(by: min(Double(box.width) / Double(width), Double(box.height) / Double(height), 1))
        return PictureSize(width: min(box.width, size.width), height: min(box.height, size.height))
    }

    /// The smallest size with this one's aspect ratio that covers `box`
    /// (to be cropped to its middle), never bigger than this one.
    public func covering(_ box: PictureSize) -> PictureSize {
        let size = scaled(by: min(max(Double(box.width) / Double(width), Double(box.height) / Double(height)), 1))
        return PictureSize(width: max(size.width, min(box.width, width)), height: max(size.height, min(box.height, height)))
    }

    private func scaled(by scale: Double) -> PictureSize {
        PictureSize(width: max(1, Int((Double(width) * scale).rounded())), height: max(1, Int((Double(height) * scale).rounded())))
    }
}
