/// Builds Unicode scalars from terminal input bytes that may arrive split
/// across reads.
///
/// Why not let curses do it: with its window in no-delay mode, ncurses'
/// `get_wch` reads the first bytes of a character, finds nothing more yet,
/// answers ERR and forgets them. Over ssh or a slow link a character often
/// arrives in two reads, so 你 was lost (and two such empty answers in a row
/// looked like end of input). Here a partial character waits for the rest
/// until `patienceMs` pass without a byte; then, or when a byte that cannot
/// continue it arrives, it is dropped as invalid and input goes on, the
/// byte behind it kept.
///
/// The rules are UTF-8's (RFC 3629): no overlong forms, no surrogates,
/// nothing above U+10FFFF.
public struct UTF8Assembler: Sendable {
    /// How long a partial character may wait for its next byte.
    public static let patienceMs: Int64 = 500

    /// The scalar so far (lead byte's bits, then six per continuation byte).
    private var value: UInt32 = 0
    /// Continuation bytes still expected; 0 when nothing is pending.
    private var remaining = 0
    /// The allowed range of the next continuation byte (narrower than
    /// 0x80...0xBF right after some lead bytes).
    private var nextRange: ClosedRange<UInt8> = 0x80...0xBF
    /// When the partial character is given up, if one is pending.
    public private(set) var deadline: Int64?

    public init() {}

    /// Whether a partial character is waiting for more bytes.
    public var isPending: Bool { remaining > 0 }

    /// Takes one byte read at `nowMs`; returns the scalar it completes, if
    /// any. A byte that breaks a pending character drops that character
    /// and is then read as the start of a new one.
    public mutating func feed(_ byte: UInt8, nowMs: Int64) -> Unicode.Scalar? {
        if remaining > 0 {
            if nextRange.contains(byte) {
                value = value << 6 | UInt32(byte & 0x3F)
                remaining -= 1
                nextRange = 0x80...0xBF
                if remaining > 0 {
                    deadline = nowMs + Self.patienceMs
                    return nil
                }
                deadline = nil
                return Unicode.Scalar(value)
            }
            reset()
        }
        switch byte {
        case 0x00...0x7F:
            return Unicode.Scalar(byte)
        case 0xC2...0xDF:
            start(UInt32(byte & 0x1F), remaining: 1, next: 0x80...0xBF, nowMs: nowMs)
        case 0xE0:
            start(0, remaining: 2, next: 0xA0...0xBF, nowMs: nowMs)
        case 0xED:
            start(0x0D, remaining: 2, next: 0x80...0x9F, nowMs: nowMs)
        case 0xE1...0xEF:
            start(UInt32(byte & 0x0F), remaining: 2, next: 0x80...0xBF, nowMs: nowMs)
        case 0xF0:
            start(0, remaining: 3, next: 0x90...0xBF, nowMs: nowMs)
        case 0xF1...0xF3:
            start(UInt32(byte & 0x07), remaining: 3, next: 0x80...0xBF, nowMs: nowMs)
        case 0xF4:
            start(4, remaining: 3, next: 0x80...0x8F, nowMs: nowMs)
        default:
            break  // a stray continuation byte, C0, C1, F5…FF: never valid here
        }
        return nil
    }

    /// Drops a partial character whose time is up at `nowMs`.
    public mutating func expire(nowMs: Int64) {
        if let deadline, nowMs >= deadline { reset() }
    }

    /// Drops a partial character: something that is not a byte of text (a
    /// function key, a mouse event, the end of input) came between.
    public mutating func reset() {
        value = 0
        remaining = 0
        nextRange = 0x80...0xBF
        deadline = nil
    }

    private mutating func start(_ bits: UInt32, remaining: Int, next: ClosedRange<UInt8>, nowMs: Int64) {
        value = bits
        self.remaining = remaining
        nextRange = next
        deadline = nowMs + Self.patienceMs
    }
}
