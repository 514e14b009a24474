import WeiboCore

/// What the app shell asks of a terminal: events in, frames out. The real
/// one is curses (`CursesTerminal`); the shell's tests script one.
@MainActor
public protocol AppTerminal: AnyObject {
    /// Waits up to `timeoutMs` (-1: until something happens) for input;
    /// everything that is pending, or nothing on a timeout or when one of
    /// `watching` became readable (or ended) first.
    func nextEvents(timeoutMs: Int32, watching: [Int32]) -> [InputEvent]
    /// Shows `frame`; a frame already on screen costs nothing.
    func show(_ frame: Frame)
    /// Repaints every cell on the next frame (Ctrl-L).
    func redrawAll()
    func setColorsEnabled(_ on: Bool)
    /// Puts `text` on the clipboard; false where the terminal has none to write.
    func copyToClipboard(_ text: String) -> Bool
    /// Gives the terminal to `arguments` (a program the user chose, such as
    /// their editor) until it exits, then takes it back and repaints; its
    /// exit status, or nil when it could not be started or the terminal
    /// cannot be lent.
    func runOutside(_ arguments: [String]) -> Int32?
}

extension AppTerminal {
    public func runOutside(_ arguments: [String]) -> Int32? { nil }
}
