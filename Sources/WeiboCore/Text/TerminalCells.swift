/// One cell as ncurses holds it: a spacing scalar (width 1 or 2) followed by
/// the zero-width scalars that join it — what `setcchar` accepts and what
/// ncurses writes at one position.
public struct TerminalCell: Equatable, Sendable {
    /// The scalars of the cell, at most `TerminalCell.maxScalars` of them.
    public var text: String
    /// 1 or 2; 0 only for zero-width scalars at the very start of the text,
    /// which have no cell to join (the canvas appends them to whatever cell
    /// precedes the drawing position, as ncurses does).
    public var width: Int

    public init(text: String, width: Int) {
        self.text = text
        self.width = width
    }

    /// ncurses's `CCHARW_MAX`: a cell keeps its spacing scalar and at most
    /// four zero-width ones; ncurses drops the rest, so the canvas does too.
    public static let maxScalars = 5
}

extension StringProtocol {
    /// The text split the way ncurses places it: a new cell for every scalar
    /// of width 1 or 2, zero-width scalars joining the previous cell. The
    /// widths add up to `terminalWidth`.
    ///
    /// A grapheme cluster may span several cells (🇨🇳 is two cells of 1,
    /// 👍🏽 two of 2); drawing cell by cell keeps the canvas where ncurses
    /// puts things. Two scalars are left out on purpose:
    /// - U+200D ZERO WIDTH JOINER: tmux 3.3a glues the next non-ASCII scalar
    ///   after a ZWJ onto the previous cell without advancing, while ncurses
    ///   advances — the screen would drift from ncurses's idea of it (see
    ///   `Character.terminalWidth`). Without it both agree: 👨‍👩‍👧 shows as
    ///   👨👩👧 in 6 columns.
    /// - non-printable scalars (width -1, and NUL): they must never reach the
    ///   terminal; they count 0 columns, so dropping them keeps the sum.
    ///   Sanitise text first to show them visibly instead.
    public var terminalCells: [TerminalCell] {
        var cells: [TerminalCell] = []
        forEachTerminalCell { cells.append($0); return true }
        return cells
    }

    /// Calls `body` with each cell of `terminalCells` in turn, without
    /// building the array (the canvas draws every span of every frame this
    /// way), until `body` returns false.
    @inlinable
    public func forEachTerminalCell(_ body: (TerminalCell) -> Bool) {
        var text = ""
        var width = 0
        var count = 0
        var open = false
        for s in unicodeScalars {
            let w = s.terminalWidth
            if w < 0 || s.value == 0x200D || s.value == 0 { continue }
            if w == 0 {
                if count < TerminalCell.maxScalars {
                    text.unicodeScalars.append(s)
                    count += 1
                    open = true
                }
                continue
            }
            if open, !body(TerminalCell(text: text, width: width)) { return }
            text = String(s)
            width = w
            count = 1
            open = true
        }
        if open { _ = body(TerminalCell(text: text, width: width)) }
    }
}
