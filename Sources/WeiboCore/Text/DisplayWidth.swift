// PROVISIONAL: replaced by the generated wcwidth table (Text helper).
extension Unicode.Scalar {
    /// Columns this scalar takes in a terminal, as glibc's `wcwidth` says under
    /// C.UTF-8: -1 for non-printable, 0 for combining/format, 1 or 2.
    public var terminalWidth: Int {
        let v = value
        if v == 0 { return 0 }
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return -1 }
        if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark || v == 0x200D || (0xFE00...0xFE0F).contains(v) { return 0 }
        if properties.isIdeographic || (0x1100...0x115F).contains(v) || (0x3000...0x303E).contains(v) || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1F64F).contains(v) || (0x1F900...0x1F9FF).contains(v) || (0x3040...0x30FF).contains(v) || (0xAC00...0xD7A3).contains(v) { return 2 }
        return 1
    }
}

extension Character {
    /// Columns this grapheme cluster takes: the sum of its scalars' widths.
    public var terminalWidth: Int {
        var w = 0
        for s in unicodeScalars { w += max(0, s.terminalWidth) }
        return w
    }
}

extension StringProtocol {
    /// Columns the whole string takes on one line.
    public var terminalWidth: Int {
        var w = 0
        for c in self { w += c.terminalWidth }
        return w
    }
}
