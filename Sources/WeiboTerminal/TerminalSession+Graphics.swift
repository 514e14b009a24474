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

    /// The graphics query, once, after the first frame is on the screen,
    /// never delaying it: start-up asks right after the launch snapshot's
    /// frame (the answer then arrives while the store opens, and the output
    /// is over with that frame); without one, the app asks when it first
    /// waits for input. Leaving reads the answer (`awaitGraphicsAnswer`),
    /// so it never lands in the shell.
    ///
    /// Written at the top-left corner, and the rows it could cover sent
    /// again at once: a terminal that knows no APC (the Linux console, a
    /// screen model in a test) prints kitty's query as text, which a query
    /// written at the cursor on the last row would scroll the screen with.
    /// Where a terminal is known to do that, or to take it for a title
    /// (tmux, screen), it is not sent as it is (`features.graphics`).
    public func askGraphicsOnce() {
        guard !graphicsProbe.asked, lastCanvas != nil else { return }
        let allowed = pictureMode.queriesTerminal && ProcessEnvironment.current()["WEIBO_TUI_GRAPHICS"] != "off"
        guard let query = graphicsProbe.start(route: allowed ? features.graphics : .none, kernelCellSize: Self.kernelCellSize(),
                                              nowMs: Self.nowMs()) else { return }
        weibo_write_all(1, "\u{1B}7\u{1B}[1;1H" + query + "\u{1B}8")
        let width = max(1, Int(getmaxx(window)))
        let rows = min(Int(getmaxy(window)), (query.utf8.count + width - 1) / width)
        _ = wredrawln(window, 0, Int32(rows))
        _ = wnoutrefresh(window)
        _ = doupdate()
    }

    /// After a frame curses sent: the canvas's pictures, drawn over their
    /// cells. `sgr`: a look's escape sequence, for the first cell written
    /// again under each picture when through tmux.
    func drawGraphics(_ canvas: Canvas, screen: Size, rewrittenRows: [Int], fullRepaint: Bool, sgr: (Style) -> String) {
        let out = graphicsOutput.output(for: canvas.images, screen: screen, rewrittenRows: rewrittenRows, fullRepaint: fullRepaint) { image in
            let cell = canvas[image.rect.x, image.rect.y]
            return cell.isContinuation ? ("", 0) : (sgr(cell.style) + cell.text, Int(cell.width))
        }
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
            graphicsOutput.throughTmux = features.graphics == .tmux
            graphicsOutput.cellPixelSize = cellPixelSize
        }
        return out
    }

    /// On leaving while the terminal's answer may still be on its way: it
    /// is waited for (a little) and read, so it does not land in the shell.
    func awaitGraphicsAnswer() {
        let giveUp = Self.nowMs() + Self.closingPatienceMs
        while let deadline = graphicsProbe.deadline {
            let wait = min(deadline, giveUp) - Self.nowMs()
            if wait <= 0 || TerminalSignals.pendingQuitSignal != 0 { break }
            if nextEvents(timeoutMs: Int32(wait)).contains(.hangup) { break }  // stdin gone: no answer to read
        }
    }

    /// How long leaving waits for the answer to the query: a local terminal
    /// answers within milliseconds, one over ssh within a round trip.
    static let closingPatienceMs: Int64 = 300

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
