/// Display width of text in terminal columns, exactly as glibc's `wcwidth`
/// (under C.UTF-8) measures it — because that is what ncurses uses to place
/// cells, and the canvas must stay in step with ncurses.

extension Unicode.Scalar {
    /// Columns this scalar takes in a terminal, as glibc's `wcwidth` says under
    /// C.UTF-8: -1 for non-printable (C0/C1 controls, unassigned, line/paragraph
    /// separators…), 0 for combining marks and format characters (and NUL),
    /// 1 or 2.
    ///
    /// Runs on every drawn character of every frame, so the common scripts
    /// (ASCII, Latin-1 and the rest of the first 0x300 scalars, CJK ideographs,
    /// kana, hangul syllables, full-width forms) answer without the table; the
    /// rest is a binary search over `widthRuns` (generated from libc).
    @inlinable
    public var terminalWidth: Int {
        let v = value
        if v < 0x7F { return v >= 0x20 ? 1 : (v == 0 ? 0 : -1) }
        if v < 0x370 { return v < 0xA0 ? -1 : (v < 0x300 ? 1 : 0) }  // U+0300–036F: combining diacritics
        if v >= 0x3000 && v < 0xFF61 {
            if v >= 0x4E00 && v <= 0x9FFF { return 2 }   // CJK unified ideographs
            if v >= 0xAC00 && v <= 0xD7A3 { return 2 }   // hangul syllables
            if v >= 0x3400 && v <= 0x4DBF { return 2 }   // CJK extension A
            if v >= 0x3041 && v <= 0x3096 { return 2 }   // hiragana
            if v >= 0x30A1 && v <= 0x30FA { return 2 }   // katakana
            if v >= 0xFF01 { return 2 }                  // data: full-width forms (，！？)
            if v <= 0x3029 { return 2 }                  // data: CJK punctuation (。、「」)
        }
        return TerminalWidthTable.width(of: v)
    }
}

/// Lookup in the generated run table; kept out of line so the fast paths above
/// inline cheaply at every call site.
@usableFromInline
enum TerminalWidthTable {
    @usableFromInline
    static func width(of v: UInt32) -> Int {
        widthRuns.withUnsafeBufferPointer { runs in
            // Find the last run whose start ≤ v (runs[0] starts at 0).
            var lo = 0, hi = runs.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) >> 1
                if runs[mid] >> 2 <= v { lo = mid } else { hi = mid - 1 }
            }
            return Int(runs[lo] & 3) - 1
        }
    }
}

extension Character {
    /// Columns this grapheme cluster takes: the sum of its scalars' `wcwidth`,
    /// non-printable scalars counting 0 (never negative; sanitise text before
    /// drawing so that none are left).
    ///
    /// Why the sum: ncurses places cells per scalar — every scalar of width
    /// 1 or 2 opens a new cell, zero-width scalars join the previous cell — so
    /// the sum is where ncurses believes the cursor is after the cluster. A
    /// cluster may therefore be wider than 2 (👍🏽 is 4): draw clusters cell by
    /// cell with `terminalCells`, not as one cell.
    ///
    /// What tmux 3.3a renders (checked with `LANG=C.UTF-8 tmux -f /dev/null`,
    /// `printf` the sequence then `|`, reading `#{cursor_x}` and the column of
    /// `|` in `capture-pane`), against this rule:
    ///
    ///     sequence                 wcwidth per scalar   sum   tmux 3.3a
    ///     é = e U+0301             1 0                  1     1
    ///     ❤️ = U+2764 U+FE0F        1 0                  1     1   (VS16 does not widen)
    ///     #️⃣ = # U+FE0F U+20E3      1 0 0                1     1
    ///     🇨🇳 = two regional inds.   1 1                  2     2
    ///     👍🏽 = U+1F44D U+1F3FD     2 2                  4     4   (tone shown beside)
    ///     中 U+0301                2 0                  2     2
    ///     👨‍👩‍👧 = 👨 ZWJ 👩 ZWJ 👧    2 0 2 0 2            6     2   ← differs
    ///     🏳️‍🌈 = 🏳 VS16 ZWJ 🌈      1 0 0 2              3     1   ← differs
    ///     a ZWJ 中                 1 0 2                3     1   ← differs
    ///     👨 ZWJ a                 2 0 1                3     3
    ///
    /// tmux agrees with the sum everywhere except after U+200D ZERO WIDTH
    /// JOINER: it appends the next *non-ASCII* scalar to the previous cell
    /// with no width, whatever that scalar is — even across a cursor movement
    /// in between. No width rule can match both ncurses (which advances) and
    /// tmux (which does not), so this property keeps the sum (in step with
    /// ncurses's cell placement) and `terminalCells` drops every ZWJ from what
    /// is drawn: then tmux, ncurses and the canvas agree, and a family emoji
    /// shows as its members side by side (👨👩👧, 6 columns) on every terminal.
    ///
    /// Checked through ncurses 6.4 in tmux too (`mvaddwstr` then `refresh`,
    /// reading tmux's `#{cursor_x}` against where ncurses believes the cursor
    /// is): "a ZWJ 中|" ends at tmux column 2 against ncurses's 4, and 🏳️‍🌈|
    /// at 2 against 4 — the drift is real. After a *wide* base (👨 ZWJ 👩…)
    /// ncurses happens to drop the ZWJ itself (it attaches to the wide
    /// character's second half, which is never sent), so those stay in step.
    @inlinable
    public var terminalWidth: Int {
        var w = 0
        for s in unicodeScalars {
            let sw = s.terminalWidth
            if sw > 0 { w += sw }
        }
        return w
    }
}

extension StringProtocol {
    /// Columns the whole string takes on one line: the sum of its characters'
    /// widths, computed per scalar (the same total, without grapheme breaking).
    @inlinable
    public var terminalWidth: Int {
        var w = 0
        for s in unicodeScalars {
            let sw = s.terminalWidth
            if sw > 0 { w += sw }
        }
        return w
    }
}
