import WeiboCore

/// Pictures' cells in 24-bit colour, written over what curses drew.
///
/// Curses knows colours only as terminfo numbers them (256 on xterm's and
/// tmux's entries), so it draws every picture cell in the nearest of those;
/// where `COLORTERM` says the terminal has 24-bit colour, the same cells are
/// sent again in their own colours. Only cells that changed since the last
/// frame are sent (curses sent exactly those); the cursor and its attributes
/// are saved before (DECSC) and put back after (DECRC), so curses never
/// learns of it.
enum TrueColorOutput {
    static func cells(_ canvas: Canvas, changedSince previous: Canvas?, rows: [Int], width: Int) -> String {
        var out = ""
        let limit = min(width, canvas.size.width)
        var last: HalfBlockCell?
        for y in rows where y < canvas.size.height {
            var next = -1  // the column the terminal's cursor is at on this row, after our last cell
            for x in 0..<limit {
                let cell = canvas[x, y]
                guard let paint = cell.style.paint else { continue }
                if let previous, previous[x, y] == cell { continue }
                if out.isEmpty { out = "\u{1B}7" }
                if x != next { out += "\u{1B}[\(y + 1);\(x + 1)H" }
                if paint != last {
                    let (t, b) = (paint.top, paint.bottom)
                    out += "\u{1B}[38;2;\(t.red);\(t.green);\(t.blue);48;2;\(b.red);\(b.green);\(b.blue)m"
                    last = paint
                }
                out += cell.text
                next = x + 1
            }
        }
        return out.isEmpty ? out : out + "\u{1B}8"
    }
}
