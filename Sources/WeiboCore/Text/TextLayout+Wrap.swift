/// Wrapping by display columns.
///
/// Rules, in order:
/// - Hard newlines ("\n", "\r\n") always end a line; an empty paragraph is
///   an empty line, and the empty string is one empty line.
/// - A line may break after a run of spaces (Latin words); the spaces at a
///   break are dropped.
/// - A line may break before or after any wide (2-column) character: CJK,
///   kana, hangul and emoji need no spaces — except before closing
///   punctuation (，。！？」…) and after opening punctuation (「（“…), so that
///   “。” never starts a line and “「” never ends one (a light kinsoku).
/// - Greedy: each line takes as much as fits, then breaks at the last
///   opportunity; a word with no opportunity that fits hard-breaks between
///   characters.
/// - Never inside a grapheme cluster. Every line is at most `width` columns,
///   with one exception that keeps wrapping total and loop-free: a single
///   cluster wider than `width` (a CJK character at width 1, 👍🏽 at width 3)
///   takes a line of its own; the canvas clips it when drawn. `width` < 1
///   counts as 1.
extension TextLayout {
    /// `s` wrapped into lines of at most `width` columns (see the rules above).
    public static func wrap(_ s: String, width: Int) -> [String] {
        wrapLines(s, width: width).map(\.text)
    }

    /// `wrap`, with each line's character range in `s` and its width — what
    /// an editor needs to place a cursor (`cursorPosition(ofOffset:in:width:)`).
    public static func wrapLines(_ s: String, width: Int) -> [WrappedLine] {
        wrapLines(ClusteredText(s), width: width)
    }

    /// `wrapLines` over text already split (RichText styles the same clusters).
    static func wrapLines(_ text: ClusteredText, width: Int) -> [WrappedLine] {
        let width = max(1, width)
        var lines: [WrappedLine] = []
        var paraStart = 0
        for i in 0..<text.count where text.ascii[i] == 0x0A {
            wrapParagraph(text, paraStart..<i, width: width, into: &lines)
            paraStart = i + 1
        }
        wrapParagraph(text, paraStart..<text.count, width: width, into: &lines)
        return lines
    }

    /// Greedy line filling of one paragraph (no newlines inside).
    private static func wrapParagraph(_ text: ClusteredText, _ paragraph: Range<Int>, width: Int, into lines: inout [WrappedLine]) {
        let n = paragraph.upperBound
        let widths = text.widths, ascii = text.ascii
        let space = UInt8(ascii: " ")
        if paragraph.isEmpty {
            lines.append(WrappedLine(text: "", range: paragraph, width: 0))
            return
        }
        var start = paragraph.lowerBound
        while start < n {
            var col = 0
            var i = start
            var lastBreak = -1          // a break allowed before cluster lastBreak
            var end = -1                // where this line ends (exclusive)
            var next = -1               // where the next line starts
            while i < n {
                let w = widths[i]
                if i > start && canBreak(before: i, text) { lastBreak = i }
                if ascii[i] == space {
                    // Spaces may hang past the edge: they are dropped if the
                    // line breaks here.
                    if col + w > width {
                        end = i
                        next = i
                        while next < n && ascii[next] == space { next += 1 }
                        break
                    }
                } else if col + w > width {
                    if lastBreak > start {
                        end = lastBreak
                        next = lastBreak
                    } else if i > start {
                        end = i            // hard break inside an over-long word
                        next = i
                    } else {
                        end = i + 1        // one cluster wider than the line
                        next = i + 1
                    }
                    break
                }
                col += w
                i += 1
            }
            if end < 0 {                   // the rest of the paragraph fits
                end = n
                next = n
            }
            // Spaces at a soft break are dropped from the end of the line.
            var trimmed = end
            if next < n { while trimmed > start && ascii[trimmed - 1] == space { trimmed -= 1 } }
            var lineWidth = 0
            for k in start..<trimmed { lineWidth += widths[k] }
            lines.append(WrappedLine(text: text.text(start..<trimmed), range: start..<trimmed, width: lineWidth))
            if next >= n { break }
            start = next
        }
    }

    /// Whether a line may break between clusters `i - 1` and `i`.
    private static func canBreak(before i: Int, _ text: ClusteredText) -> Bool {
        let space = UInt8(ascii: " ")
        if text.ascii[i] == space { return false }       // break after the spaces
        if text.ascii[i - 1] == space { return true }
        if text.widths[i - 1] < 2 && text.widths[i] < 2 { return false }
        return !mayNotStartLine(text.firstScalars[i]) && !mayNotEndLine(text.firstScalars[i - 1])
    }

    /// Closing punctuation that must not start a line.
    private static func mayNotStartLine(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "】", "〕", "〉", "》",  // data: CJK punctuation table
             "’", "”", "…", "‥", "・", "ー", "～", "々", "〜",  // data: CJK punctuation table
             ",", ".", ";", ":", "!", "?", ")", "]", "}", "%":
            return true
        default:
            return false
        }
    }

    /// Opening punctuation that must not end a line.
    private static func mayNotEndLine(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "（", "「", "『", "【", "〔", "〈", "《", "‘", "“", "(", "[", "{":  // data: CJK punctuation table
            return true
        default:
            return false
        }
    }
}
