/// Makes text from data (posts, names, bios, file paths) safe to draw: after
/// `sanitize`, no scalar can drive the terminal, every scalar has a
/// `terminalWidth` ≥ 0 (a kept "\n" aside), and what was a control character
/// is still visible, so nothing is silently hidden either.
public enum Sanitizer {
    /// Columns between tab stops when a tab is expanded.
    public static let tabStop = 8

    /// `s` with everything that could drive the terminal made visible:
    ///
    /// - C0 controls U+0000–U+001F → their Control Pictures U+2400+code
    ///   (NUL → ␀, BEL → ␇, CR → ␍, ESC → ␛). The bytes of an escape
    ///   sequence after ESC are plain text, so `ESC [2J` shows as `␛[2J`,
    ///   `ESC ]0;title BEL` as `␛]0;title␇`, and drives nothing.
    /// - "\n" → ␊, or kept when `keepNewlines`; then "\r\n", U+0085 NEL,
    ///   U+2028 and U+2029 also become "\n" (a lone "\r" stays ␍).
    /// - "\t" → spaces up to the next multiple of `tabStop` columns, counted
    ///   from the start of the string or of the current kept line.
    /// - DEL U+007F → ␡.
    /// - C1 controls U+0080–U+009F (CSI U+009B, OSC U+009D…) → U+FFFD �.
    /// - Bidi controls (LRM U+200E, RLM U+200F, ALM U+061C, embeddings and
    ///   overrides U+202A–U+202E, isolates U+2066–U+2069) → U+FFFD �: a
    ///   terminal that applies bidi could otherwise reorder what is drawn
    ///   after them (the RLO trick), so they show as a mark instead.
    /// - Any other scalar whose `wcwidth` is -1 (unassigned, noncharacters,
    ///   line/paragraph separators) → U+FFFD �.
    /// - Zero-width scalars (combining marks…) beyond `markLimit` in a row
    ///   are dropped. The default is what a terminal cell shows (ncurses
    ///   keeps four on a letter), so a letter under 7,500 accents costs a
    ///   frame no more than a letter under four; text printed outside
    ///   curses passes `MarkRuns.limit`.
    ///
    /// Returns `s` itself, without copying, when nothing needs replacing —
    /// the common case, checked in one pass.
    public static func sanitize(
        _ s: String, keepNewlines: Bool = false, markLimit: Int = TerminalCell.maxScalars - 1
    ) -> String {
        guard let first = firstToReplace(in: s, keepNewlines: keepNewlines, markLimit: markLimit) else {
            return s
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: s.unicodeScalars[..<first])
        // Column within the current line, only needed for tab expansion.
        var column = s.unicodeScalars[..<first].lastIndex(of: "\n").map {
            String(s.unicodeScalars[s.unicodeScalars.index(after: $0)..<first]).terminalWidth
        } ?? String(s.unicodeScalars[..<first]).terminalWidth
        var previousWasCR = false
        // Zero-width scalars in a row so far (those before `first` included).
        var marks = s.unicodeScalars[..<first].reversed().prefix { MarkRuns.isZeroWidth($0) }.count
        for scalar in s.unicodeScalars[first...] {
            let v = scalar.value
            defer { previousWasCR = v == 0x0D }
            if MarkRuns.isZeroWidth(scalar) {
                marks += 1
                if marks > markLimit { continue }
            } else {
                marks = 0
            }
            if keepNewlines && (v == 0x0A || v == 0x85 || v == 0x2028 || v == 0x2029) {
                if v == 0x0A && previousWasCR { out.removeLast() }   // "\r\n" → "\n"
                out.append("\n")
                column = 0
                continue
            }
            if v == 0x09 {
                let spaces = tabStop - column % tabStop
                for _ in 0..<spaces { out.append(" ") }
                column += spaces
                continue
            }
            let replacement: Unicode.Scalar
            if v < 0x20 {
                replacement = Unicode.Scalar(0x2400 + v)!
            } else if v == 0x7F {
                replacement = "\u{2421}"
            } else if isBidiControl(v) {
                replacement = "\u{FFFD}"
            } else {
                let w = scalar.terminalWidth
                if w < 0 {
                    replacement = "\u{FFFD}"
                } else {
                    out.append(scalar)
                    column += w
                    continue
                }
            }
            out.append(replacement)
            column += replacement.terminalWidth
        }
        return String(out)
    }

    /// Where `sanitize` has to start changing `s`: the first scalar it
    /// replaces, or the first zero-width one past `markLimit` in a row.
    private static func firstToReplace(in s: String, keepNewlines: Bool, markLimit: Int) -> String.UnicodeScalarIndex? {
        var marks = 0
        var index = s.unicodeScalars.startIndex
        while index < s.unicodeScalars.endIndex {
            let scalar = s.unicodeScalars[index]
            if needsReplacing(scalar, keepNewlines: keepNewlines) { return index }
            if MarkRuns.isZeroWidth(scalar) {
                marks += 1
                if marks > markLimit { return index }
            } else {
                marks = 0
            }
            s.unicodeScalars.formIndex(after: &index)
        }
        return nil
    }

    /// Whether `scalar` is changed by `sanitize`.
    @inline(__always)
    static func needsReplacing(_ scalar: Unicode.Scalar, keepNewlines: Bool) -> Bool {
        let v = scalar.value
        if v < 0x7F { return v < 0x20 && !(keepNewlines && v == 0x0A) }
        if v < 0xA0 { return true }                       // DEL and C1
        if v < 0x300 || (v >= 0x4E00 && v <= 0x9FFF) { return false }
        return isBidiControl(v) || scalar.terminalWidth < 0
    }

    @inline(__always)
    static func isBidiControl(_ v: UInt32) -> Bool {
        v == 0x061C || v == 0x200E || v == 0x200F
            || (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069)
    }
}
