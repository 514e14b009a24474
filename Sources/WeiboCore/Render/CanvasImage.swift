/// A picture to draw as pixels over a canvas's cells, where the terminal
/// answered that it can (`GraphicsProtocol`). The cells beneath hold the
/// same picture in half blocks, so a terminal that draws nothing over them
/// still shows it.
public struct CanvasImage: Sendable, Hashable {
    /// The cells it covers.
    public var rect: Rect
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// 3 bytes a pixel, row by row.
    public var rgb: [UInt8]
    /// Stable for one picture at one size: kitty keeps a transmitted
    /// picture under it, so showing it again costs no transfer.
    public var id: UInt32

    public init(rect: Rect, pixelWidth: Int, pixelHeight: Int, rgb: [UInt8], id: UInt32) {
        self.rect = rect
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.rgb = rgb
        self.id = id
    }

    /// Whether `rgb` holds the whole picture: nothing is drawn from half a buffer.
    public var isComplete: Bool {
        pixelWidth > 0 && pixelHeight > 0 && rgb.count >= pixelWidth * pixelHeight * 3 && !rect.isEmpty
    }
}
