import CNcursesw
import WeiboCore

/// Turns what `get_wch` returns, one item at a time, into `InputEvent`s.
///
/// Why a separate decoder: one drained batch can hold a 2,000-key paste,
/// an escape sequence curses did not know, several resizes and mouse events;
/// assembling them here keeps `TerminalSession` about curses only.
///
/// - Consecutive printable scalars are joined and split into grapheme
///   clusters, so a combining accent or an emoji sequence that arrives as
///   several `get_wch` results becomes one `.char`.
/// - ESC followed in the same batch by `[` or `O` starts a CSI/SS3 sequence
///   curses did not decode (e.g. a modified key this terminfo lacks): the
///   whole sequence is dropped instead of leaking `[1;5A` as typed text.
///   ESC followed by anything else is the Esc key and then that key (curses
///   has already waited `ESCDELAY` for a sequence it knows).
/// - Only the last resize of a batch is kept: the app lays out once, for the
///   final size.
struct InputDecoder {
    private(set) var events: [InputEvent] = []
    private var text = String.UnicodeScalarView()

    private enum EscapeState { case idle, sawEscape, csi, ss3 }
    private var escape = EscapeState.idle

    /// A character (`get_wch` returned OK).
    mutating func feedCharacter(_ value: UInt32) {
        switch escape {
        case .idle:
            break
        case .sawEscape:
            if value == 0x1B { emit(.key(.escape)); return }  // Esc Esc: the first is a key
            if value == 0x5B { escape = .csi; return }         // ESC [
            if value == 0x4F { escape = .ss3; return }         // ESC O
            // Anything else: the Esc key, then this key. Alt+x arrives as
            // ESC x too; the keymap has no Alt bindings, and dropping the
            // pair would lose an Esc typed quickly before a key.
            escape = .idle
            emit(.key(.escape))
        case .csi:
            if value >= 0x20 && value <= 0x3F { return }       // parameters, intermediates
            escape = .idle
            if value >= 0x40 && value <= 0x7E { return }       // final byte: sequence dropped
        case .ss3:
            escape = .idle
            if value >= 0x40 && value <= 0x7E { return }
        }

        switch value {
        case 0x1B:
            flushText()
            escape = .sawEscape
        case 0x09: emit(.key(.tab))
        case 0x0A, 0x0D: emit(.key(.enter))
        case 0x08, 0x7F: emit(.key(.backspace))
        case 0x01...0x1A:
            // raw mode: Ctrl-letter arrives as 1…26 (Ctrl-C, Ctrl-S, Ctrl-Q included).
            emit(.key(.ctrl(Character(Unicode.Scalar(UInt8(0x60 + value))))))
        case 0x00, 0x1C...0x1F, 0x80...0x9F:
            break  // Ctrl-@, Ctrl-\ …, C1 controls: nothing the app uses
        default:
            if let scalar = Unicode.Scalar(value) { text.append(scalar) }
        }
    }

    /// A function key (`get_wch` returned KEY_CODE_YES), other than mouse and resize.
    mutating func feedKeyCode(_ code: Int32) {
        settleEscape()
        let key: Key?
        switch code {
        case KEY_UP: key = .up
        case KEY_DOWN: key = .down
        case KEY_LEFT: key = .left
        case KEY_RIGHT: key = .right
        case KEY_HOME: key = .home
        case KEY_END: key = .end
        case KEY_NPAGE: key = .pageDown
        case KEY_PPAGE: key = .pageUp
        case KEY_BTAB: key = .backTab
        case KEY_DC: key = .delete
        case KEY_BACKSPACE: key = .backspace
        case KEY_ENTER: key = .enter
        default:
            let f0 = weibo_key_f0()
            key = (code > f0 && code <= f0 + 63) ? .function(Int(code - f0)) : nil
        }
        if let key { emit(.key(key)) }
    }

    mutating func feedMouse(_ event: MouseEvent) {
        settleEscape()
        emit(.mouse(event))
    }

    mutating func feedResize(_ size: Size) {
        settleEscape()
        flushText()
        events.removeAll { if case .resize = $0 { return true } else { return false } }
        events.append(.resize(size))
    }

    mutating func feedHangup() {
        finishPending()
        if events.last != .hangup { events.append(.hangup) }
    }

    /// Ends the batch: a lone trailing ESC is the Esc key.
    mutating func finish() -> [InputEvent] {
        finishPending()
        defer { events = [] }
        return events
    }

    private mutating func finishPending() {
        if escape == .sawEscape { emit(.key(.escape)) }
        escape = .idle
        flushText()
    }

    /// A key code or mouse event after ESC: ESC was the Esc key (or an
    /// abandoned sequence, which is dropped).
    private mutating func settleEscape() {
        if escape == .sawEscape { emit(.key(.escape)) }
        escape = .idle
    }

    private mutating func emit(_ event: InputEvent) {
        flushText()
        events.append(event)
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        for ch in String(text) { events.append(.key(.char(ch))) }
        text = String.UnicodeScalarView()
    }
}
