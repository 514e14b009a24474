/// One cell of the canvas. A wide character occupies its cell and the next,
/// whose `text` is empty (a continuation); `width` is 1 or 2 for a lead cell.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var width: UInt8
    public var style: Style
    /// 1 + the index of the canvas's link this cell belongs to; 0 for none.
    public var link: UInt16 = 0

    public init(text: String = " ", width: UInt8 = 1, style: Style = .plain) {
        self.text = text; self.width = width; self.style = style
    }

    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }
}

/// A grid of styled cells that the views draw into and the terminal blits.
/// Pure value: snapshot tests read it back as text.
public struct Canvas: Sendable, Equatable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]
    /// The links cells point into (`Cell.link`), each once.
    public private(set) var links: [String] = []
    /// The pictures drawn (decoded or waiting), each once: the shell asks
    /// for those not decoded yet.
    public private(set) var pictures: [PictureKey] = []
    /// Pictures drawn as pixels over their cells, where the terminal can
    /// (`CanvasImage`); the cells beneath already hold them in half blocks.
    public var images: [CanvasImage] = []

    public init(size: Size, fill: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    public var bounds: Rect { Rect(size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// Fills `rect` (clipped to the canvas) with blanks of `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        let r = clip(rect)
        guard !r.isEmpty else { return }
        let blank = Cell(text: " ", width: 1, style: style)
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { self[x, y] = blank }
        }
        repairEdges(y: r.y..<r.maxY, x0: r.x, x1: r.maxX)
    }

    /// Puts `image` over its cells, clipped to the canvas: one that does not
    /// fit whole, or is not whole itself, is left out (its half blocks stay).
    public mutating func place(_ image: CanvasImage) {
        guard image.isComplete, clip(image.rect) == image.rect else { return }
        images.append(image)
    }

    /// Restyles the cells of `rect` without changing their text.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let r = clip(rect)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { self[x, y].style = transform(self[x, y].style) }
        }
    }

    /// Draws `text` from (x, y), never past `maxX` (default: the right edge)
    /// and never half a wide character. Text must already be sanitised; each
    /// cell holds one spacing scalar and its zero-width followers (`terminalCells`).
    /// Text cut at the limit ends with "…", wherever the caller forgot to
    /// truncate it (only trailing blanks are dropped without one).
    /// Returns the column after the last cell drawn.
    @discardableResult
    public mutating func draw(_ text: some StringProtocol, x: Int, y: Int, style: Style = .plain, maxX: Int? = nil,
                              link: String? = nil) -> Int {
        guard y >= 0, y < size.height else { return x }
        var linkID: UInt16 = 0
        if let link { linkID = self.linkID(for: link) }
        let limit = min(maxX ?? size.width, size.width)
        if x >= 0, x < limit, text.terminalWidth > limit - x {
            let whole = String(text)
            var kept = Substring(whole)
            while kept.last == " " { kept.removeLast() }
            if kept.terminalWidth > limit - x {
                return drawCells(TextLayout.truncate(whole, toWidth: limit - x), x: x, y: y, style: style, limit: limit, link: linkID)
            }
        }
        return drawCells(text, x: x, y: y, style: style, limit: limit, link: linkID)
    }

    private mutating func drawCells(_ text: some StringProtocol, x: Int, y: Int, style: Style, limit: Int, link linkID: UInt16) -> Int {
        var col = x
        // Cell by cell as ncurses places them, so the canvas never drifts from the screen.
        text.forEachTerminalCell { cell in
            let w = cell.width
            if w == 0 {
                // Leading zero-width scalars join the previous cell, as ncurses does.
                if col > 0, col - 1 < limit {
                    var lead = col - 1
                    while lead > 0 && self[lead, y].isContinuation { lead -= 1 }
                    self[lead, y].text += cell.text
                }
                return true
            }
            if col + w > limit { return false }
            if col >= 0 {
                breakWide(at: col, y: y)
                if w == 2 { breakWide(at: col + 1, y: y) }
                self[col, y] = Cell(text: cell.text, width: UInt8(w), style: style)
                self[col, y].link = linkID
                if w == 2 { self[col + 1, y] = Cell(text: "", width: 0, style: style); self[col + 1, y].link = linkID }
            }
            col += w
            return true
        }
        return col
    }

    mutating func show(_ keys: [PictureKey]) {
        for key in keys where !pictures.contains(key) { pictures.append(key) }
    }

    /// The id cells of `url` carry, the link added on its first use.
    private mutating func linkID(for url: String) -> UInt16 {
        if let i = links.firstIndex(of: url) { return UInt16(i + 1) }
        guard links.count < Int(UInt16.max) - 1 else { return 0 }
        links.append(url)
        return UInt16(links.count)
    }

    /// The link of the cell at (x, y), if it is part of one.
    public func link(x: Int, y: Int) -> String? {
        let id = Int(self[x, y].link)
        return id > 0 ? links[id - 1] : nil
    }

    /// The text of row `y`, continuation cells skipped: what a terminal shows.
    public func rowText(_ y: Int) -> String {
        var s = ""
        for x in 0..<size.width where !self[x, y].isContinuation { s += self[x, y].text }
        return s
    }

    /// Every row's text, trailing spaces trimmed, joined by newlines.
    public var text: String {
        (0..<size.height).map { y -> String in
            var row = rowText(y)
            while row.last == " " { row.removeLast() }
            return row
        }.joined(separator: "\n")
    }

    private func clip(_ r: Rect) -> Rect {
        let x0 = max(0, r.x), y0 = max(0, r.y)
        let x1 = min(size.width, r.maxX), y1 = min(size.height, r.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Overwriting one half of a wide character blanks the other half, so a
    /// row never holds half a character.
    private mutating func breakWide(at x: Int, y: Int) {
        guard x >= 0, x < size.width else { return }
        let cell = self[x, y]
        if cell.isContinuation, x > 0 {
            self[x - 1, y] = Cell(text: " ", width: 1, style: self[x - 1, y].style)
        } else if cell.width == 2, x + 1 < size.width {
            self[x + 1, y] = Cell(text: " ", width: 1, style: cell.style)
        }
    }

    private mutating func repairEdges(y rows: Range<Int>, x0: Int, x1: Int) {
        for y in rows {
            if x0 > 0, self[x0 - 1, y].width == 2 { self[x0 - 1, y] = Cell(text: " ", width: 1, style: self[x0 - 1, y].style) }
            if x1 < size.width, self[x1, y].isContinuation { self[x1, y] = Cell(text: " ", width: 1, style: self[x1, y].style) }
        }
    }
}
