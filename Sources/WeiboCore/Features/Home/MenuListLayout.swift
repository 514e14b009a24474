/// Where a numbered menu's box and rows go on a screen: shared by drawing
/// and by a click's hit test, so a click lands on the row it is drawn on.
struct MenuListLayout {
    let box: Rect
    let inner: Rect
    /// Rows the box has room for (its last line is the hint), and the first
    /// shown: the list scrolls to keep the selection in view.
    let visible: Int
    let first: Int
    let count: Int

    init(labels: [String], selection: Int, note: String?, hint: String, in size: Size) {
        let rows = labels.count + (note == nil ? 0 : 1)
        // Wide enough for the hint too: English's is longer than the shortest box.
        let widest = (labels + [note ?? ""]).map { $0.terminalWidth + 8 }.max() ?? 0
        let width = min(size.width, max(24, hint.terminalWidth + 2, min(60, widest)))
        box = Rect(size: size).centered(Size(width: width, height: min(size.height, rows + 4)))
        inner = box.inset(dx: 1, dy: 1)
        visible = max(0, inner.height - 1)
        first = min(max(0, selection - visible + 1), max(0, labels.count - visible))
        count = labels.count
    }

    /// The rows on screen, by index.
    var shown: Range<Int> { first..<max(first, min(count, first + visible)) }

    func y(ofRow index: Int) -> Int { inner.y + index - first }

    func row(at point: Point) -> Int? {
        guard inner.contains(point) else { return nil }
        let index = point.y - inner.y + first
        return shown.contains(index) ? index : nil
    }
}
