/// Where pictures may be drawn, and what has been decoded: nil in the
/// state when pictures are off (the setting, `NO_COLOR`, fewer than 256
/// colours), and the cells keep their `[图片]` markers.
public struct PictureContext: Sendable {
    public var board: PictureBoard
    /// The rows a page's list shows: a post and its pictures fit in them.
    public var pageHeight: Int

    /// Grids never shrink below three rows, whatever the text around them takes.
    static let minGridHeight = 3

    /// The rows a post's pictures may take when `used` rows of the post
    /// come before them and `after` rows follow (the toolbar, the rule).
    func gridHeight(used: Int, after: Int) -> Int { max(Self.minGridHeight, pageHeight - used - after) }
}

/// A post's pictures as lines of half blocks, laid out by `PictureGrid`:
/// one picture large, 2 or 3 in a row, 4 in a 2×2 grid, 5–9 in rows of three. A picture not
/// decoded yet is a placeholder of its tile's size, saying why.
enum PostPictures {
    /// The lines under `indent`, each naming the pictures it shows (so the
    /// shell decodes what is on screen, and only that); nil when the tiles
    /// would be too small to see.
    static func lines(_ addresses: [String], width: Int, maxHeight: Int, indent: [Span], context: PictureContext) -> [Line]? {
        let room = width - indent.reduce(0) { $0 + $1.text.terminalWidth } - 1
        let tiles = PictureGrid.tiles(count: addresses.count, width: room, maxHeight: maxHeight)
        guard !tiles.isEmpty else { return nil }
        let single = tiles.count == 1
        var placed: [(key: PictureKey, rect: Rect)] = zip(addresses, tiles).map { address, tile in
            (PictureKey(address: address, width: tile.width, height: tile.height * 2, fills: !single), tile)
        }
        // One picture is drawn at its own shape once decoded, not in a square.
        if single, case .pixels(let w, let h, _)? = context.board[placed[0].key] {
            placed[0].rect.width = min(w, placed[0].rect.width)
            placed[0].rect.height = max(1, min(placed[0].rect.height, (h + 1) / 2))
        }
        let height = placed.map(\.rect.maxY).max() ?? 0
        return (0..<height).map { y in
            var line = Line(indent)
            var column = 0
            for (key, rect) in placed where rect.y <= y && y < rect.maxY {
                if rect.x > column { line.spans.append(Span(TextLayout.repeated(" ", count: rect.x - column))) }
                line.spans += row(y - rect.y, of: context.board[key], width: rect.width, height: rect.height)
                line.pictures.append(key)
                column = rect.maxX
            }
            return line
        }
    }

    /// One row of a tile: half blocks, or the placeholder's.
    static func row(_ y: Int, of image: PictureImage?, width: Int, height: Int) -> [Span] {
        guard case .pixels(let w, let h, let rgb)? = image else {
            let label = y == (height - 1) / 2 ? placeholderLabel(image) : ""
            let fitted = TextLayout.truncate(label, toWidth: width)
            let left = (width - fitted.terminalWidth) / 2
            let text = TextLayout.repeated(" ", count: left) + fitted + TextLayout.repeated(" ", count: width - left - fitted.terminalWidth)
            return [Span(text, Style(foreground: .muted, background: .bar))]
        }
        var spans: [Span] = []
        for x in 0..<width {
            let style = HalfBlocks.cell(x: x, row: y, width: w, height: h, pixels: rgb, background: nil).map(Style.painted) ?? .plain
            let glyph = style.paint == nil ? " " : String(HalfBlockCell.glyph)
            if spans.last?.style == style { spans[spans.count - 1].text += glyph } else { spans.append(Span(glyph, style)) }
        }
        return spans
    }

    /// What a tile says until its picture shows.
    static func placeholderLabel(_ image: PictureImage?) -> String {
        switch image {
        case .failed(let reason)?: return reason
        case .notDownloaded?: return tr("等待下载", "Not downloaded")
        case .pixels?, nil: return tr("加载中", "Loading")
        }
    }
}
