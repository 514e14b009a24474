/// How pictures are drawn in this terminal, and those decoded for drawing.
public struct PicturesState: Equatable, Sendable {
    /// `set pictures`: half blocks, markers, or whatever the terminal answers.
    public var mode = PictureMode.auto
    /// What the terminal answered it can draw (`.none` until it has, and
    /// always under `set pictures blocks|off`): where not `.none`, a
    /// picture's canvas carries a `CanvasImage` over its half blocks.
    public var graphics = GraphicsProtocol.none
    /// One cell's size in pixels, when known: sixel pictures are scaled to it.
    public var cellPixelSize: Size?
    /// Pictures decoded for drawing, each at the sizes it was drawn at.
    public var board = PictureBoard()
    public init() {}
}
