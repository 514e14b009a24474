/// One picture at one drawn size: what the app decodes, and keeps decoded
/// so that scrolling back costs nothing.
public struct PictureKey: Hashable, Sendable {
    /// Where the bytes are: an `http(s)` address (the account's cache),
    /// `sample:NAME` (compiled into the binary), or a file path (a photo
    /// the user attached).
    public var address: String
    /// In pixels: a column is one pixel wide and a row two tall.
    public var width: Int
    public var height: Int
    /// Fills the size, cropped to its middle (a grid's tile), rather than
    /// fitting inside it whole (a post's only picture, the full-screen view).
    public var fills: Bool

    public init(address: String, width: Int, height: Int, fills: Bool) {
        self.address = address; self.width = width; self.height = height; self.fills = fills
    }
}

/// A picture as the app last read it, at one size.
public enum PictureImage: Hashable, Sendable {
    /// Decoded: RGB, three bytes a pixel, rows top to bottom.
    case pixels(width: Int, height: Int, rgb: [UInt8])
    /// It will not show, and why, in a few words for the placeholder.
    case failed(String)
    /// Not downloaded yet: the placeholder waits, and the account's next
    /// sync brings it.
    case notDownloaded

    var byteCount: Int { if case .pixels(_, _, let rgb) = self { rgb.count } else { 0 } }

    var isFailure: Bool { if case .failed = self { true } else { false } }
}
