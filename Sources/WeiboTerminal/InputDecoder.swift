import CNcursesw
import WeiboCore

/// Turns what `wgetch` returns, one item at a time, into `InputEvent`s.
///
/// Why a separate decoder: one drained batch can hold a 2,000-key paste,
/// an escape sequence curses did not know, several resizes and mouse events;
/// assembling them here keeps `TerminalSession` about curses only. It lives
/// as long as the session: a character split across two reads is finished
/// by the second (see `UTF8Assembler`).
///
/// - Bytes are assembled into scalars here, not by curses (see
///   `UTF8Assembler` for why).
/// - Consecutive printable scalars are joined and split into grapheme
///   clusters, so a combining accent or an emoji sequence that arrives as
///   several scalars becomes one `.char`.
/// - ESC followed in the same batch by `[` or `O` starts a CSI/SS3 sequence
///   curses did not decode (e.g. a modified key this terminfo lacks): the
///   whole sequence is dropped instead of leaking `[1;5A` as typed text,
///   except an SGR mouse report (`ESC [ < b ; x ; y M`), which is decoded:
///   see `TerminalSession` for when the terminal is asked to send those.
///   A DA1 answer and a cell-size answer (`ESC [ ? … c`, `ESC [ 6 ; h ; w t`)
///   are `.report`s, never keys.
/// - ESC followed by `_`, `P`, `]`, `X` or `^` starts a control string (APC,
///   DCS, OSC, SOS, PM), read to its `ESC \` (or BEL): kitty's graphics
///   answer is a `.report`, anything else is dropped. Only the first
///   `maxStringBytes` are kept, the rest is read and dropped.
/// - A sequence or string split across reads continues in the next batch
///   (a terminal's answer can arrive in pieces), unless it has lasted more
///   than `sequencePatienceMs`: then it is given up and input is keys again.
///   ESC and a printable character (or DEL) is `.alt` of it; ESC followed
///   by anything else is the Esc key and then that key.
/// - A lone ESC, the last byte read so far, is the Esc key unless the rest
///   of a sequence follows within `loneEscapeMs` (`escapeDeadline`; the
///   session's poll wakes then, or at the next byte, whichever is first):
///   curses waits no `ESCDELAY` of its own (it is 0), so an arrow key split
///   across reads reaches this decoder as ESC, `[`, `A`, and the cursor and
///   function keys of such a split sequence are decoded here.
/// - Ctrl-Z is no key: it sets `suspendRequested` for the session.
/// - Only the last resize of a batch is kept: the app lays out once, for the
///   final size.
struct InputDecoder {
    private(set) var events: [InputEvent] = []
    private var text = String.UnicodeScalarView()
    private var utf8 = UTF8Assembler()

    private enum EscapeState: Equatable {
        case idle, sawEscape, csi, ss3
        /// Inside a control string introduced by ESC and this byte; `sawEscape`
        /// after an ESC inside it, which `\` makes its end.
        case string(introducer: UInt8, sawEscape: Bool)
    }
    private var escape = EscapeState.idle
    /// The parameter bytes of the CSI sequence being read (bounded).
    private var csiParameters: [UInt8] = []
    private var csiOverflowed = false
    /// The control string's first bytes (bounded).
    private var stringContent: [UInt8] = []
    /// When the sequence or string being read began, and the latest byte's time.
    private var sequenceStartMs: Int64 = 0
    private var nowMs: Int64 = 0

    /// When the ESC being held arrived.
    private var escapeAt: Int64 = 0

    /// How long a lone ESC waits for the rest of a sequence split across
    /// reads before it is the Esc key. A terminal writes a sequence at once;
    /// only a slow link splits it, and then its bytes follow within a few
    /// milliseconds (a byte takes 1 ms at 9600 baud). Curses's own
    /// `ESCDELAY` was 25 ms, every Esc.
    static let loneEscapeMs: Int64 = 4
    static let maxCSIBytes = 64
    static let maxStringBytes = 4_096
    /// A sequence still unfinished this long after its ESC was not the
    /// terminal's (an answer arrives in one burst): typing goes on as keys.
    static let sequencePatienceMs: Int64 = 1_000

    /// Set by Ctrl-Z; the session suspends and clears it.
    var suspendRequested = false

    /// When a partial character will be given up, if one waits.
    var partialCharacterDeadline: Int64? { utf8.deadline }

    /// When a held ESC (alone, or `ESC O`) will be given up waiting for the
    /// rest of a sequence: then it is the Esc key (`expire`).
    var escapeDeadline: Int64? {
        escape == .sawEscape || escape == .ss3 ? escapeAt + Self.loneEscapeMs : nil
    }

    /// The earliest of the deadlines above.
    var deadline: Int64? { [partialCharacterDeadline, escapeDeadline].compactMap { $0 }.min() }

    /// A byte of input (`wgetch` returned a value below KEY_MIN), read at `nowMs`.
    mutating func feedByte(_ byte: UInt8, nowMs: Int64) {
        self.nowMs = nowMs
        if escape != .idle, escape != .sawEscape, nowMs - sequenceStartMs > Self.sequencePatienceMs { escape = .idle }
        if let scalar = utf8.feed(byte, nowMs: nowMs) { feedCharacter(scalar.value) }
    }

    /// Drops a partial character that waited too long; a held ESC whose
    /// sequence did not follow in time is the Esc key (an `ESC O` is dropped).
    mutating func expire(nowMs: Int64) {
        utf8.expire(nowMs: nowMs)
        if let deadline = escapeDeadline, nowMs >= deadline {
            if escape == .sawEscape { emit(.key(.escape)) }
            escape = .idle
        }
    }

    /// A character: one Unicode scalar.
    mutating func feedCharacter(_ value: UInt32) {
        switch escape {
        case .idle:
            break
        case .sawEscape:
            if value == 0x1B { emit(.key(.escape)); escapeAt = nowMs; return }  // Esc Esc: the first is a key
            sequenceStartMs = nowMs
            if value == 0x5B { escape = .csi; csiParameters = []; csiOverflowed = false; return }  // ESC [
            if value == 0x4F { escape = .ss3; return }         // ESC O
            if [0x5F, 0x50, 0x5D, 0x58, 0x5E].contains(value) {  // ESC _ P ] X ^
                escape = .string(introducer: UInt8(value), sawEscape: false)
                stringContent = []
                return
            }
            // ESC and a printable character (or DEL) at once is Alt with it,
            // as terminals send Meta; the shell hands it on as Esc and the
            // character wherever no text field takes it, so an Esc typed
            // quickly before a key is never lost. Anything else: the Esc
            // key, then this key.
            escape = .idle
            if (0x20...0x7F).contains(value), let scalar = Unicode.Scalar(value) {
                emit(.key(.alt(Character(scalar))))
                return
            }
            emit(.key(.escape))
        case .csi:
            if value >= 0x20 && value <= 0x3F {                // parameters, intermediates
                if csiParameters.count < Self.maxCSIBytes { csiParameters.append(UInt8(value)) } else { csiOverflowed = true }
                return
            }
            escape = .idle
            if value >= 0x40 && value <= 0x7E {                // final byte
                guard !csiOverflowed else { return }
                if let mouse = SGRMouseReport.decode(parameters: csiParameters, final: UInt8(value)) {
                    emit(.mouse(mouse))
                } else if let key = Self.splitKey(csi: csiParameters, final: UInt8(value)) {
                    emit(.key(key))
                } else if let report = TerminalReport.controlSequence(parameters: csiParameters, final: UInt8(value)) {
                    emit(.report(report))
                }
                return                                         // anything else: dropped
            }
        case .ss3:
            escape = .idle
            if value >= 0x40 && value <= 0x7E {
                if let key = Self.splitKey(ss3: UInt8(value)) { emit(.key(key)) }
                return
            }
        case .string(let introducer, let sawEscape):
            if sawEscape && value == 0x5C { endString(introducer); return }   // ESC \
            if value == 0x07 { endString(introducer); return }               // BEL (OSC's end)
            if sawEscape {
                // ESC and not `\`: the string was cut off; the ESC starts anew.
                escape = .sawEscape
                escapeAt = nowMs
                feedCharacter(value)
                return
            }
            if value == 0x1B { escape = .string(introducer: introducer, sawEscape: true); return }
            if value == 0x18 || value == 0x1A { escape = .idle; return }   // CAN, SUB: abandoned
            if stringContent.count < Self.maxStringBytes, value < 0x80 { stringContent.append(UInt8(value)) }
            return
        }

        switch value {
        case 0x1B:
            flushText()
            escape = .sawEscape
            escapeAt = nowMs
        case 0x1A:
            flushText()
            suspendRequested = true
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
        utf8.reset()
        // Alt-Backspace: curses reads the DEL after the ESC as its key code.
        if code == KEY_BACKSPACE, escape == .sawEscape {
            escape = .idle
            emit(.key(.alt("\u{7F}")))
            return
        }
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
        utf8.reset()
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
        utf8.reset()
        finishPending()
        if events.last != .hangup { events.append(.hangup) }
    }

    /// Ends the batch. A partial character, a lone trailing ESC (until
    /// `escapeDeadline`) and a cut sequence are kept for the next batch.
    mutating func finish() -> [InputEvent] {
        flushText()
        defer { events = [] }
        return events
    }

    /// The end of input: a held ESC is the Esc key; a CSI sequence or
    /// control string cut short is dropped.
    private mutating func finishPending() {
        if escape == .sawEscape || escape == .ss3 {
            if escape == .sawEscape { emit(.key(.escape)) }
            escape = .idle
        }
        flushText()
    }

    private mutating func endString(_ introducer: UInt8) {
        escape = .idle
        if introducer == 0x5F, let report = TerminalReport.applicationString(stringContent) { emit(.report(report)) }
        stringContent = []
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

    /// A cursor or function key whose sequence reached the decoder because
    /// it was split across reads (curses decodes whole ones): `ESC [ A`,
    /// `ESC [ 5 ~`, … without modifiers (a modified key stays dropped).
    static func splitKey(csi parameters: [UInt8], final: UInt8) -> Key? {
        if parameters.isEmpty { return final == UInt8(ascii: "Z") ? .backTab : cursorKey(final) }
        guard final == UInt8(ascii: "~"), parameters.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), parameters.count <= 2,
              let number = Int(String(decoding: parameters, as: UTF8.self)) else { return nil }
        switch number {
        case 1, 7: return .home
        case 4, 8: return .end
        case 3: return .delete
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23, 24: return .function(number - 12)
        default: return nil
        }
    }

    /// The same for `ESC O x` (the keypad's application mode, F1–F4).
    static func splitKey(ss3 final: UInt8) -> Key? {
        if let key = cursorKey(final) { return key }
        switch final {
        case UInt8(ascii: "M"): return .enter
        case UInt8(ascii: "P"), UInt8(ascii: "Q"), UInt8(ascii: "R"), UInt8(ascii: "S"):
            return .function(Int(final) - Int(UInt8(ascii: "P")) + 1)
        default: return nil
        }
    }

    /// The arrows, Home and End: the same final byte after CSI or SS3.
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }
}
