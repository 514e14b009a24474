/// Fitting text into columns by display width: truncation with an ellipsis,
/// padding, centring and prefixes. Every function works on whole grapheme
/// clusters (`Character`), so a cluster or a wide character is never split.
/// Text is expected to be sanitised (see `Sanitizer`) before it is measured.
public enum TextLayout {
    /// `s` cut to at most `toWidth` columns. When it does not fit, it is cut
    /// at a cluster boundary, trailing spaces before the cut are dropped, and
    /// `ellipsis` is appended. The result is never wider than `toWidth`: when
    /// even the ellipsis does not fit, the longest prefix of `s` that does is
    /// returned without one (empty for `toWidth` ≤ 0).
    public static func truncate(_ s: String, toWidth: Int, ellipsis: String = "…") -> String {
        if toWidth <= 0 { return "" }
        if s.terminalWidth <= toWidth { return s }
        let ew = ellipsis.terminalWidth
        if ew > toWidth { return String(prefix(s, width: toWidth)) }
        var head = prefix(s, width: toWidth - ew)
        while head.last == " " { head.removeLast() }
        return head + ellipsis
    }

    /// The longest prefix of `s` (whole characters) at most `width` columns
    /// wide. Zero-width characters right after the cut are kept: they take no
    /// room.
    public static func prefix(_ s: String, width: Int) -> Substring {
        var col = 0
        var end = s.startIndex
        var i = s.startIndex
        while i < s.endIndex {
            let w = s[i].terminalWidth
            if col + w > width { break }
            col += w
            i = s.index(after: i)
            end = i
        }
        return s[s.startIndex..<end]
    }

    /// The longest suffix of `s` (whole characters) at most `width` columns
    /// wide — what a single-line field shows when scrolled to its end.
    public static func suffix(_ s: String, width: Int) -> Substring {
        var col = 0
        var start = s.endIndex
        while start > s.startIndex {
            let j = s.index(before: start)
            let w = s[j].terminalWidth
            if col + w > width { break }
            col += w
            start = j
        }
        return s[start..<s.endIndex]
    }

    /// `count` copies of `piece` (" " to pad, "─" for a rule), written in
    /// one pass. Why not `String(repeating:count:)`: it appends copy by copy,
    /// 25 K instructions for one 80-column rule, and every frame draws several.
    public static func repeated(_ piece: String, count: Int) -> String {
        guard count > 0 else { return "" }
        var piece = piece
        return piece.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count * count) { buffer in
                var i = 0
                for _ in 0..<count {
                    for b in bytes {
                        buffer[i] = b
                        i += 1
                    }
                }
                return i
            }
        }
    }

    /// A horizontal rule `width` columns long.
    public static func rule(width: Int) -> String { repeated("─", count: width) }

    /// `s` followed by spaces up to `toWidth` columns. A string already at
    /// least that wide is returned unchanged (use `fit` to also cut it).
    public static func pad(_ s: String, toWidth: Int) -> String {
        let w = s.terminalWidth
        return w >= toWidth ? s : s + TextLayout.repeated(" ", count: toWidth - w)
    }

    /// Spaces then `s`, right-aligned in `toWidth` columns; unchanged if wider.
    public static func padLeft(_ s: String, toWidth: Int) -> String {
        let w = s.terminalWidth
        return w >= toWidth ? s : TextLayout.repeated(" ", count: toWidth - w) + s
    }

    /// `s` truncated (with `ellipsis`) and padded to exactly `width` columns
    /// (for `width` ≥ 0): the cell of a table or a fixed-width label. A wide
    /// character that would straddle the edge is replaced by a space.
    public static func fit(_ s: String, width: Int, ellipsis: String = "…") -> String {
        pad(truncate(s, toWidth: width, ellipsis: ellipsis), toWidth: width)
    }

    /// `s` centred in exactly `inWidth` columns (truncated first if it does
    /// not fit). When the free space is odd, the extra column goes on the
    /// right — the same choice as the tab bar's label placement.
    public static func centered(_ s: String, inWidth: Int, ellipsis: String = "…") -> String {
        guard inWidth > 0 else { return "" }
        let t = truncate(s, toWidth: inWidth, ellipsis: ellipsis)
        let free = inWidth - t.terminalWidth
        let left = free / 2
        return TextLayout.repeated(" ", count: left) + t + TextLayout.repeated(" ", count: free - left)
    }

    /// The column at which `s` starts when centred in `inWidth` columns
    /// (may be negative when it does not fit), for drawing without padding.
    public static func centeredOffset(_ s: some StringProtocol, inWidth: Int) -> Int {
        (inWidth - s.terminalWidth) / 2
    }
}
