extension TextLayout {
    /// Key hints (`Enter 确定`, `Esc 取消`…) joined by ` · ` on as few lines
    /// of `width` as they need, never split inside a hint: a narrow popup
    /// shows every hint on more rows rather than cutting the last ones off.
    /// Only a hint wider than a whole line is truncated (with "…").
    public static func hintLines(_ hints: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for hint in hints {
            let joined = current.isEmpty ? hint : current + " · " + hint
            if joined.terminalWidth <= width {
                current = joined
            } else {
                if !current.isEmpty { lines.append(current) }
                current = truncate(hint, toWidth: width)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
