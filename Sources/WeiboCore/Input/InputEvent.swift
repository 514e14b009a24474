/// A key as the terminal front decoded it; the core never sees curses codes.
public enum Key: Hashable, Sendable {
    /// A printable character (already a full grapheme, CJK included).
    case char(Character)
    /// A run of printable characters that arrived together (typing faster
    /// than a frame, or a paste): text fields insert it in one go. The shell
    /// delivers runs only while `AppState.acceptsTextRun`; elsewhere each
    /// character arrives as its own `.char`, seeing the state the last one left.
    case text(String)
    /// Ctrl plus a letter, lower-cased (`ctrl("c")` is Ctrl-C).
    case ctrl(Character)
    /// Alt (Meta) plus a character, sent by terminals as Esc and the
    /// character at once: only text fields take it (`Alt-B`, `Alt-F`,
    /// `Alt-D`, `Alt-Backspace` as `alt("\u{7F}")`); elsewhere the shell
    /// hands it on as the Esc it may have been and the character.
    case alt(Character)
    case enter, escape, backspace, delete, tab, backTab
    case up, down, left, right, home, end, pageUp, pageDown
    case function(Int)
}

/// A mouse event at a cell position (0-based column and row).
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case press, release, wheelUp, wheelDown }
    public var kind: Kind
    public var x: Int
    public var y: Int
    public init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}

/// Everything the outside world can tell the app.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)
    /// Stdin closed, or SIGHUP/SIGTERM/SIGINT arrived: save and leave.
    case hangup
    /// The terminal answered a query (never a key: see `TerminalReport`).
    case report(TerminalReport)
}
