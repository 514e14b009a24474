import CNcursesw
import WeiboCore

/// Writes canvas cells into a curses window as `cchar_t`s.
///
/// Keeps ncurses's idea of each cell's width equal to the canvas's: ncurses
/// takes the width from the first scalar (glibc `wcwidth`) and lets later
/// zero-width scalars join the cell. A cell whose first scalar does not have
/// the canvas width (unsanitised control, a wide character under a non-UTF-8
/// locale) is drawn as `?`s of the right width, and any further spacing
/// scalar is dropped, so later columns never shift.
struct CellWriter {
    let window: UnsafeMutablePointer<WINDOW>
    private var chars = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
    private var cc = cchar_t()

    init(window: UnsafeMutablePointer<WINDOW>) { self.window = window }

    mutating func blank(x: Int, y: Int, _ style: ColorPalette.Resolved) {
        put(scalar: 0x20, x: x, y: y, style)
    }

    mutating func put(_ cell: Cell, x: Int, y: Int, _ style: ColorPalette.Resolved) {
        let width = Int32(cell.width)
        var count = 0
        var first = true
        for s in cell.text.unicodeScalars {
            let v = wchar_t(bitPattern: s.value)
            if first {
                let w = s.value < 0x7F ? (s.value >= 0x20 ? 1 : -1) : wcwidth(v)
                guard w == width else { return substitute(width: Int(width), x: x, y: y, style) }
                first = false
            } else {
                if count >= Int(CCHARW_MAX) { break }
                if s.value >= 0x7F && wcwidth(v) != 0 { continue }
                if s.value < 0x7F { continue }  // ASCII after the first is spacing
            }
            chars[count] = v
            count += 1
        }
        if first { return substitute(width: Int(width), x: x, y: y, style) }  // empty text
        chars[count] = 0
        write(x: x, y: y, style)
    }

    private mutating func substitute(width: Int, x: Int, y: Int, _ style: ColorPalette.Resolved) {
        for i in 0..<max(1, width) { put(scalar: 0x3F, x: x + i, y: y, style) }
    }

    private mutating func put(scalar: UInt32, x: Int, y: Int, _ style: ColorPalette.Resolved) {
        chars[0] = wchar_t(bitPattern: scalar)
        chars[1] = 0
        write(x: x, y: y, style)
    }

    private mutating func write(x: Int, y: Int, _ style: ColorPalette.Resolved) {
        chars.withUnsafeBufferPointer { buf in
            _ = setcchar(&cc, buf.baseAddress, style.attributes, style.pair, nil)
        }
        // ERR at the bottom-right cell is expected (the cursor cannot advance
        // past it) although the character is drawn: ignored.
        _ = mvwadd_wch(window, Int32(y), Int32(x), &cc)
    }
}
