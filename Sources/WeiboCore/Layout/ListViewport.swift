/// Scrolling maths for a list of rows of varying height. Each function asks
/// for the heights of only the rows near the viewport, so its cost depends on
/// what is on screen, not on how many rows exist.
public enum ListViewport {
    /// The scroll position that shows `selection` whole (or its top, when the
    /// row is taller than the viewport), moving as little as possible.
    public static func scrollTop(showing selection: Int, from scrollTop: Int, viewportHeight: Int,
                                 height: (Int) -> Int) -> Int {
        guard selection >= 0 else { return 0 }
        if selection <= scrollTop { return selection }
        var top = scrollTop
        var used = 0
        for row in top...selection { used += height(row) }
        while used > viewportHeight && top < selection {
            used -= height(top)
            top += 1
        }
        return top
    }

    /// The row a page down (+1) or up (-1) lands on: the first row a
    /// screenful of lines away from `selection`.
    public static func pageTarget(from selection: Int, direction: Int, count: Int, viewportHeight: Int,
                                  height: (Int) -> Int) -> Int {
        guard count > 0 else { return 0 }
        var row = min(max(selection, 0), count - 1)
        var travelled = 0
        let step = direction >= 0 ? 1 : -1
        while travelled < max(1, viewportHeight - 1) {
            let next = row + step
            guard next >= 0 && next < count else { break }
            travelled += height(step > 0 ? row : next)
            row = next
        }
        return row
    }

    /// The largest scroll position that still fills the viewport to the end.
    public static func maxScrollTop(count: Int, viewportHeight: Int, height: (Int) -> Int) -> Int {
        guard count > 0 else { return 0 }
        var top = count - 1
        var used = height(top)
        while top > 0 && used + height(top - 1) <= viewportHeight {
            top -= 1
            used += height(top)
        }
        return top
    }

    /// Rows visible from `scrollTop`: the range whose lines start inside the viewport.
    public static func visibleRows(scrollTop: Int, count: Int, viewportHeight: Int, height: (Int) -> Int) -> Range<Int> {
        guard count > 0, viewportHeight > 0 else { return 0..<0 }
        let start = min(max(0, scrollTop), count - 1)
        var end = start
        var used = 0
        while end < count && used < viewportHeight {
            used += height(end)
            end += 1
        }
        return start..<end
    }
}
