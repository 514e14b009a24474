/// A run of text in one style. Text must already be sanitised.
public struct Span: Hashable, Sendable {
    public var text: String
    public var style: Style
    /// Where the text links to (a link in a post), drawn as a hyperlink by
    /// terminals that can.
    public var link: String?
    public init(_ text: String, _ style: Style = .plain, link: String? = nil) { self.text = text; self.style = style; self.link = link }
}

/// One row of styled text: what screens produce and the list view places.
public struct Line: Hashable, Sendable {
    public var spans: [Span]
    /// The pictures this line draws a row of: drawing it tells the canvas,
    /// so the shell decodes what is on screen (`Canvas.pictures`).
    public var pictures: [PictureKey] = []
    public init(_ spans: [Span] = []) { self.spans = spans }
    public init(_ text: String, _ style: Style = .plain) { self.spans = [Span(text, style)] }

    public static let blank = Line()

    public var width: Int { spans.reduce(0) { $0 + $1.text.terminalWidth } }

    /// Draws the line at (x, y), clipped at `maxX`; returns the column after it.
    /// A line cut short ends with one "…" (in the style of the span it cuts),
    /// not one per span that no longer fits.
    @discardableResult
    public func draw(into canvas: inout Canvas, x: Int, y: Int, maxX: Int, restyle: ((Style) -> Style)? = nil) -> Int {
        var col = x
        let limit = min(maxX, canvas.size.width)
        if !pictures.isEmpty, y >= 0, y < canvas.size.height { canvas.show(pictures) }
        var text = spans.map(\.text).joined()
        while text.last == " " { text.removeLast() }
        if x >= 0, x < limit, text.terminalWidth > limit - x {
            for span in spans {
                let style = restyle?(span.style) ?? span.style
                if col + span.text.terminalWidth < limit {
                    col = canvas.draw(span.text, x: col, y: y, style: style)
                    continue
                }
                var head = TextLayout.prefix(span.text, width: limit - 1 - col)
                while head.last == " " { head.removeLast() }
                col = canvas.draw(head, x: col, y: y, style: style)
                return canvas.draw("…", x: col, y: y, style: style)
            }
        }
        for span in spans where col < maxX {
            col = canvas.draw(span.text, x: col, y: y, style: restyle?(span.style) ?? span.style, maxX: maxX, link: span.link)
        }
        return col
    }
}
