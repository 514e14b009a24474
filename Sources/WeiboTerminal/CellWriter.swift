import CNcursesw
import WeiboCore

/// Writes canvas cells into a curses window, a row at a time.
///
/// Each row is gathered as `cchar_t`s and handed to `wadd_wchnstr` in one
/// call, which copies it into the window; `mvwadd_wch` per cell moved,
/// measured and advanced the cursor for each of the 1,920 cells of a frame.
///
/// Keeps ncurses's idea of each cell's width equal to the canvas's: ncurses
/// takes the width from the first scalar (glibc `wcwidth`) and lets later
/// zero-width scalars join the cell. A cell whose first scalar does not have
/// the canvas width (unsanitised control, a wide character under a non-UTF-8
/// locale) is drawn as `?`s of the right width, and any further spacing
/// scalar is dropped, so later columns never shift.
struct CellWriter {
    let window: UnsafeMutablePointer<WINDOW>
    /// The row being gathered: one entry per character (a wide character is
    /// one entry covering two columns, as `wadd_wchnstr` expects).
    private var row: [cchar_t] = []
    private var chars = [wchar_t](repeating: 0, count: Int(CCHARW_MAX))

    init(window: UnsafeMutablePointer<WINDOW>, width: Int) {
        self.window = window
        row.reserveCapacity(width)
    }

    mutating func blank(_ style: ColorPalette.Resolved) {
        append(scalar: 0x20, style)
    }

    mutating func put(_ cell: Cell, _ style: ColorPalette.Resolved) {
        // Most cells are one printable ASCII byte: no width to ask about.
        let utf8 = cell.text.utf8
        if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F, cell.width == 1 {
            return append(scalar: UInt32(byte), style)
        }
        let width = Int32(cell.width)
        var count = 0
        var first = true
        for s in cell.text.unicodeScalars {
            let v = wchar_t(bitPattern: s.value)
            if first {
                let w = s.value < 0x7F ? (s.value >= 0x20 ? 1 : -1) : wcwidth(v)
                guard w == width else { return substitute(width: Int(width), style) }
                first = false
            } else {
                if count >= Int(CCHARW_MAX) { break }
                if s.value >= 0x7F && wcwidth(v) != 0 { continue }
                if s.value < 0x7F { continue }  // ASCII after the first is spacing
            }
            chars[count] = v
            count += 1
        }
        if first { return substitute(width: Int(width), style) }  // empty text
        appendChars(count, style)
    }

    /// Writes the gathered row at the start of line `y` and starts a new one.
    mutating func finishRow(y: Int) {
        _ = wmove(window, Int32(y), 0)
        row.withUnsafeBufferPointer { _ = wadd_wchnstr(window, $0.baseAddress, Int32($0.count)) }
        row.removeAll(keepingCapacity: true)
    }

    private mutating func substitute(width: Int, _ style: ColorPalette.Resolved) {
        for _ in 0..<max(1, width) { append(scalar: 0x3F, style) }
    }

    private mutating func append(scalar: UInt32, _ style: ColorPalette.Resolved) {
        var c = wchar_t(bitPattern: scalar)
        row.append(weibo_cchar(&c, 1, style.attributes, style.pair))
    }

    /// Appends the cell made of the first `count` entries of `chars`.
    private mutating func appendChars(_ count: Int, _ style: ColorPalette.Resolved) {
        row.append(chars.withUnsafeBufferPointer { weibo_cchar($0.baseAddress, Int32(count), style.attributes, style.pair) })
    }
}
