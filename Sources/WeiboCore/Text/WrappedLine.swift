/// One line of wrapped text, with where it came from, so an editor can map
/// between character offsets in the text and (line, column) on screen.
public struct WrappedLine: Equatable, Sendable {
    /// The line's text (no newline, no break spaces).
    public var text: String
    /// Offsets of the line's characters in the wrapped string, counted in
    /// `Character`s. Between one line's `range.upperBound` and the next
    /// line's `range.lowerBound` lie only what the break dropped: one newline,
    /// or the spaces at a soft break.
    public var range: Range<Int>
    /// Display width of `text`.
    public var width: Int

    public init(text: String, range: Range<Int>, width: Int) {
        self.text = text
        self.range = range
        self.width = width
    }
}

extension TextLayout {
    /// Where the cursor before character `offset` (0…count) of the wrapped
    /// text is drawn: the line index and the column within it.
    ///
    /// An offset at a soft break (the end of one line and the start of the
    /// next) goes to the start of the next line, as editors do; offsets
    /// inside dropped break spaces or on a newline go to the end of their
    /// line, never past `width`. Out-of-range offsets are clamped.
    public static func cursorPosition(ofOffset offset: Int, in lines: [WrappedLine], width: Int) -> (line: Int, column: Int) {
        guard !lines.isEmpty else { return (0, 0) }
        let limit = max(1, width)
        for (n, line) in lines.enumerated() {
            let isLast = n == lines.count - 1
            if offset < line.range.lowerBound { return (n, 0) }
            if offset < line.range.upperBound {
                var col = 0
                var k = line.range.lowerBound
                for ch in line.text {
                    if k == offset { break }
                    col += ch.terminalWidth
                    k += 1
                }
                return (n, col)
            }
            let nextStart = isLast ? Int.max : lines[n + 1].range.lowerBound
            if isLast || offset < nextStart {
                return (n, min(line.width, limit))
            }
        }
        let last = lines.count - 1
        return (last, min(lines[last].width, limit))
    }

    /// The character offset nearest to (line, column): what a click or an
    /// up/down move in an editor lands on. A column inside a wide character
    /// lands before it; a column past the end lands at the line's end.
    public static func offset(atLine line: Int, column: Int, in lines: [WrappedLine]) -> Int {
        guard !lines.isEmpty else { return 0 }
        let l = lines[min(max(0, line), lines.count - 1)]
        var col = 0
        var k = l.range.lowerBound
        for ch in l.text {
            let w = ch.terminalWidth
            if col + w > column { return k }
            col += w
            k += 1
        }
        return l.range.upperBound
    }
}
