extension TextLayout {
    /// `wrap` for sentences read on their own (a page's state, a way
    /// back): lines break after a space or a Chinese punctuation mark, or
    /// before an opening bracket, so a word such as 返回 is never split
    /// across lines; only a phrase wider than `width` is wrapped inside,
    /// as `wrap` does, never cutting a character in half.
    public static func wrapPhrases(_ s: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        for paragraph in s.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for phrase in phrases(String(paragraph)) {
                if (line + phrase).trimmingTrailingSpaces.terminalWidth <= width {
                    line += phrase
                    continue
                }
                if !line.isEmpty { lines.append(line.trimmingTrailingSpaces) }
                var pieces = wrap(phrase, width: width)
                line = pieces.removeLast()
                lines += pieces
            }
            lines.append(line.trimmingTrailingSpaces)
        }
        return lines
    }

    /// `s` cut where a line may break: after a space or a closing mark,
    /// before an opening one.
    static func phrases(_ s: String) -> [String] {
        let after: Set<Character> = [" ", "，", "。", "、", "；", "：", "！", "？", "）", "」", "』", ",", ";", ":", ")"]  // data: punctuation a line may break after
        let before: Set<Character> = ["（", "「", "『", "("]  // data: brackets a line may break before
        var out: [String] = []
        var current = ""
        for ch in s {
            if before.contains(ch), !current.isEmpty { out.append(current); current = "" }
            current.append(ch)
            if after.contains(ch) { out.append(current); current = "" }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
