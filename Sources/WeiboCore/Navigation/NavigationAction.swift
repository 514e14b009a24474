/// Moving through the current page's list, and along the tab's stack.
public enum NavigationAction: Sendable {
    /// Move the selection by this many rows.
    case move(Int)
    /// Move by a screenful: +1 down, -1 up.
    case page(Int)
    case top
    case bottom
    /// Open the selected row.
    case activate
    /// Open row `index` (a mouse click).
    case activateRow(Int)
    /// Scroll the view without moving past the ends (mouse wheel).
    case scroll(Int)
    case back
    /// "More": back to the tab's root.
    case popToRoot
}
