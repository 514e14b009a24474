import WeiboCore

/// Draws a canvas's `images` as pixels over the cells curses drew, with the
/// protocol the terminal answered it has, sending only what changed since
/// the last frame. Curses never learns of it: the cells beneath hold the
/// same picture in half blocks.
///
/// - kitty keeps pictures on a layer of their own: one that goes away is
///   deleted (its pixels kept for a while, so paging back costs no
///   transfer), one already sent is placed again by id. A full repaint
///   (resize, Ctrl-L) clears the terminal and with it kitty's pictures:
///   they are sent again.
/// - sixel pixels replace the cells: a picture that goes away leaves rows
///   curses must repaint (`rowsToRepaint`, before curses sends the frame),
///   and one whose rows curses rewrote is drawn again. A picture on the
///   last row is not drawn (a sixel touching it scrolls the screen), nor
///   one larger than its cells (its pixels would cover others), nor any
///   without the cell size in pixels.
struct GraphicsOutput {
    var graphics = GraphicsProtocol.none
    var cellPixelSize: Size?
    /// kitty's commands wrapped in tmux's passthrough.
    var throughTmux = false
    /// What is on the terminal now.
    private var shown: [CanvasImage] = []
    /// kitty ids whose pixels the terminal holds, the oldest first.
    private var transmitted: [UInt32] = []
    /// How many pictures' pixels kitty is left holding (a post has up to nine).
    static let keptTransmitted = 9

    /// The screen rows a sixel picture no longer there covered: curses must
    /// send them again (`wredrawln`), or the picture stays.
    func rowsToRepaint(for images: [CanvasImage]) -> [Int] {
        guard graphics == .sixel else { return [] }
        var rows = Set<Int>()
        for old in shown where !images.contains(old) { rows.formUnion(old.rect.y..<old.rect.maxY) }
        return rows.sorted()
    }

    /// What to write after curses sent the frame. `rewrittenRows`: rows
    /// curses wrote this frame; `fullRepaint`: the whole screen was.
    /// `firstCell`: through tmux, the text (its look's SGR first) and width
    /// of the cell under a picture's top-left corner.
    mutating func output(for images: [CanvasImage], screen: Size, rewrittenRows: [Int], fullRepaint: Bool,
                         firstCell: (CanvasImage) -> (text: String, width: Int) = { _ in ("", 0) }) -> String {
        let wanted = images.filter { fits($0, screen: screen) }
        switch graphics {
        case .none:
            shown = []
            return ""
        case .kitty:
            var out = ""
            if fullRepaint {
                shown = []
                transmitted = []
            }
            for old in shown where !wanted.contains(old) && !wanted.contains(where: { $0.id == old.id }) {
                out += kitty(KittyGraphics.delete(old.id, free: false))
            }
            for image in wanted where !shown.contains(image) {
                let commands: String
                if transmitted.contains(image.id) {
                    commands = KittyGraphics.placement(image)
                } else {
                    commands = KittyGraphics.transmit(image)
                    transmitted.append(image.id)
                }
                if throughTmux {
                    let cell = firstCell(image)
                    out += KittyGraphics.moveTo(image.rect) + cell.text
                        + TmuxPassthrough.wrap((cell.width > 0 ? "\u{1B}[\(cell.width)D" : "") + commands) + KittyGraphics.restoreCursor
                } else {
                    out += KittyGraphics.moveTo(image.rect) + commands + KittyGraphics.restoreCursor
                }
            }
            let onScreen = Set(wanted.map(\.id))
            while transmitted.count > Self.keptTransmitted, let oldest = transmitted.first(where: { !onScreen.contains($0) }) {
                out += kitty(KittyGraphics.delete(oldest, free: true))
                transmitted.removeAll { $0 == oldest }
            }
            shown = wanted
            return out
        case .sixel:
            let rewritten = Set(rewrittenRows)
            var out = ""
            for image in wanted where fullRepaint || !shown.contains(image)
                || (image.rect.y..<image.rect.maxY).contains(where: rewritten.contains) {
                out += KittyGraphics.moveTo(image.rect)
                    + Sixel.encode(width: image.pixelWidth, height: image.pixelHeight, rgb: image.rgb)
                    + KittyGraphics.restoreCursor
            }
            shown = wanted
            return out
        }
    }

    /// What to write on leaving: kitty's pictures deleted, pixels and all.
    mutating func closing() -> String {
        defer { shown = []; transmitted = [] }
        guard graphics == .kitty else { return "" }
        return transmitted.map { kitty(KittyGraphics.delete($0, free: true)) }.joined()
    }

    /// A command that needs no cursor, wrapped when through tmux.
    private func kitty(_ command: String) -> String {
        throughTmux ? TmuxPassthrough.wrap(command) : command
    }

    private func fits(_ image: CanvasImage, screen: Size) -> Bool {
        guard image.isComplete, image.rect.x >= 0, image.rect.y >= 0,
              image.rect.maxX <= screen.width, image.rect.maxY <= screen.height else { return false }
        guard graphics == .sixel else { return true }
        guard let cell = cellPixelSize, image.rect.maxY < screen.height else { return false }
        return image.pixelWidth <= image.rect.width * cell.width && image.pixelHeight <= image.rect.height * cell.height
    }
}
