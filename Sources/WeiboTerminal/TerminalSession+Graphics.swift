import CNcursesw
import Glibc
import WeiboCore

/// Pictures as pixels: the query after the first frame, the answers taken
/// out of the input, and the drawing after each frame (`GraphicsProbe`,
/// `GraphicsOutput`).
extension TerminalSession {
    /// `set pictures`: only `auto` asks the terminal. Before the first frame.
    public func setPictureMode(_ mode: PictureMode) {
        pictureMode = mode
    }

    /// After a frame curses sent: the graphics query the first time, else
    /// the canvas's pictures, drawn over their cells.
    func drawGraphics(_ canvas: Canvas, screen: Size, rewrittenRows: [Int], fullRepaint: Bool) {
        if !graphicsProbe.asked {
            let allowed = pictureMode.queriesTerminal && ProcessEnvironment.current()["WEIBO_TUI_GRAPHICS"] != "off"
            if let query = graphicsProbe.start(allowed: allowed, kernelCellSize: Self.kernelCellSize(), nowMs: Self.nowMs()) {
                weibo_write_all(1, query)
            }
            return
        }
        let out = graphicsOutput.output(for: canvas.images, screen: screen, rewrittenRows: rewrittenRows, fullRepaint: fullRepaint)
        if !out.isEmpty { weibo_write_all(1, out) }
    }

    /// Rows a sixel picture that went away covered: curses sends them again.
    func repaintUnderGoneGraphics(_ canvas: Canvas) -> [Int] {
        let rows = graphicsOutput.rowsToRepaint(for: canvas.images)
        for y in rows { _ = wredrawln(window, Int32(y), 1) }
        return rows
    }

    /// The input's events with the terminal's answers weighed by the probe;
    /// its decision, once made, also decides what `drawGraphics` uses.
    func takeGraphicsReports(_ events: [InputEvent]) -> [InputEvent] {
        let out = graphicsProbe.take(events, nowMs: Self.nowMs())
        for case .report(.graphicsDecided(let graphics, let cellPixelSize)) in out {
            graphicsOutput.graphics = graphics
            graphicsOutput.cellPixelSize = cellPixelSize
        }
        return out
    }

    /// What leaving writes: kitty's pictures deleted.
    func closeGraphics() {
        let out = graphicsOutput.closing()
        if !out.isEmpty { weibo_write_all(1, out) }
    }

    private static func kernelCellSize() -> Size? {
        var width: Int32 = 0, height: Int32 = 0
        guard weibo_cell_pixels(1, &width, &height) == 0 else { return nil }
        return Size(width: Int(width), height: Int(height))
    }
}
