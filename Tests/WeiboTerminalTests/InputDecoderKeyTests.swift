import CNcursesw
import Testing
import WeiboCore
@testable import WeiboTerminal

/// What the bytes of a read become: keys, clicks and resizes, as a user
/// typed them, whatever curses could not decode itself.
@Suite("input decoder: bytes become keys")
struct InputDecoderKeyTests {
    /// Feeds each chunk as one read (one batch), `gapMs` apart; the events
    /// of each batch, and of the deadlines that passed before the next.
    private func batches(_ chunks: [[UInt8]], gapMs: Int64 = 5) -> [[InputEvent]] {
        var decoder = InputDecoder()
        var now: Int64 = 1_000
        return chunks.map { chunk in
            for byte in chunk { decoder.feedByte(byte, nowMs: now) }
            var events = decoder.finish()
            now += gapMs
            if let deadline = decoder.deadline, deadline <= now {
                decoder.expire(nowMs: now)
                events += decoder.finish()
            }
            return events
        }
    }

    private func decode(_ text: String) -> [InputEvent] { batches([Array(text.utf8)]).flatMap { $0 } }

    @Test("a Chinese character split across two reads arrives whole with the second")
    func splitCharacter() {
        let bytes = Array("中j".utf8)
        #expect(batches([Array(bytes[0..<1]), Array(bytes[1..<3]) + [bytes[3]]]) == [[], [.key(.char("中")), .key(.char("j"))]])
    }

    @Test("a letter and its combining accent, sent as two scalars, are one key")
    func graphemeClusters() {
        #expect(decode("e\u{301}x") == [.key(.char("e\u{301}")), .key(.char("x"))])
        #expect(decode("👩\u{200D}💻") == [.key(.char("👩\u{200D}💻"))])
    }

    @Test("control bytes are Ctrl-letters, Tab, Enter and Backspace; other controls are nothing")
    func controls() {
        #expect(batches([[0x13, 0x03, 0x09, 0x0D, 0x0A, 0x7F, 0x08, 0x00, 0x1C]]) == [[
            .key(.ctrl("s")), .key(.ctrl("c")), .key(.tab), .key(.enter), .key(.enter), .key(.backspace), .key(.backspace),
        ]])
    }

    @Test("Esc alone and Esc Esc are Esc keys; Esc with a printable character or DEL at once is Alt with it")
    func escape() {
        #expect(decode("\u{1B}") == [.key(.escape)])
        #expect(decode("\u{1B}j") == [.key(.alt("j"))])
        #expect(decode("\u{1B}\u{7F}") == [.key(.alt("\u{7F}"))])
        #expect(decode("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
        #expect(decode("\u{1B}\u{0D}") == [.key(.escape), .key(.enter)], "a control after Esc is Esc, then it")
    }

    @Test("a CSI or SS3 sequence curses did not know is dropped, not typed")
    func unknownSequences() {
        #expect(decode("a\u{1B}[1;5Ab") == [.key(.char("a")), .key(.char("b"))])
        #expect(decode("\u{1B}Ozk") == [.key(.char("k"))])
        let overlong = "\u{1B}[<" + String(repeating: "1", count: InputDecoder.maxCSIBytes + 10) + ";1;1M"
        #expect(decode(overlong + "q") == [.key(.char("q"))], "an overlong mouse report is no click")
    }

    @Test("a lone Esc is the Esc key at its deadline, a few milliseconds on, not at a fixed delay after a key")
    func loneEscapeDeadline() {
        var decoder = InputDecoder()
        decoder.feedByte(0x1B, nowMs: 1_000)
        #expect(decoder.finish() == [], "held: the rest of a sequence may follow")
        let deadline = try! #require(decoder.escapeDeadline)
        #expect(deadline == 1_000 + InputDecoder.loneEscapeMs && InputDecoder.loneEscapeMs <= 5)
        #expect(decoder.deadline == deadline, "the session's poll wakes for it")
        decoder.expire(nowMs: deadline - 1)
        #expect(decoder.finish() == [])
        decoder.expire(nowMs: deadline)
        #expect(decoder.finish() == [.key(.escape)])
        #expect(decoder.escapeDeadline == nil, "nothing left to wait for")
        // With another key in the same read there is nothing to wait for
        // (it is Alt-j; the shell hands it on as Esc and j outside a field).
        decoder.feedByte(0x1B, nowMs: 2_000)
        decoder.feedByte(UInt8(ascii: "j"), nowMs: 2_000)
        #expect(decoder.finish() == [.key(.alt("j"))])
        #expect(decoder.deadline == nil)
        // The end of input: a held Esc is the key.
        decoder.feedByte(0x1B, nowMs: 3_000)
        decoder.feedHangup()
        #expect(decoder.finish() == [.key(.escape), .hangup])
    }

    @Test("cursor and function keys split across reads within the Esc's window decode as keys, not Esc and text")
    func splitSequences() {
        let up = Array("\u{1B}[A".utf8), pageDown = Array("\u{1B}[6~".utf8), appLeft = Array("\u{1B}OD".utf8)
        #expect(batches([[up[0]], Array(up[1...])], gapMs: 1).flatMap { $0 } == [.key(.up)])
        #expect(batches([[up[0]], [up[1]], [up[2]]], gapMs: 1).flatMap { $0 } == [.key(.up)])
        #expect(batches([Array(pageDown[0..<2]), Array(pageDown[2...])], gapMs: 1).flatMap { $0 } == [.key(.pageDown)])
        #expect(batches([[appLeft[0]], Array(appLeft[1...])], gapMs: 1).flatMap { $0 } == [.key(.left)])
        #expect(batches([Array(appLeft[0..<2]), [appLeft[2]]], gapMs: 1).flatMap { $0 } == [.key(.left)])
        #expect(decode("\u{1B}[15~\u{1B}[Z\u{1B}[H\u{1B}OP") == [.key(.function(5)), .key(.backTab), .key(.home), .key(.function(1))])
        // Once the CSI has begun, its rest may come later still (a terminal's
        // answer can arrive in pieces): only the lone ESC has a deadline.
        #expect(batches([Array(up[0..<2]), [up[2]]], gapMs: 50).flatMap { $0 } == [.key(.up)])
        // Past the Esc's window, the ESC was the Esc key and `[` is typed.
        #expect(batches([[up[0]], Array(up[1...])], gapMs: 50) == [[.key(.escape)], [.key(.char("[")), .key(.char("A"))]])
        // A mouse report split after its ESC is still a click.
        let click = Array("\u{1B}[<0;3;4M".utf8)
        #expect(batches([[click[0]], Array(click[1...])], gapMs: 1).flatMap { $0 } == [.mouse(MouseEvent(kind: .press, x: 2, y: 3))])
    }

    @Test("an SGR mouse report is a click at its 0-based cell, pressed or released")
    func mouse() {
        #expect(decode("\u{1B}[<0;300;5M\u{1B}[<0;300;5m") == [
            .mouse(MouseEvent(kind: .press, x: 299, y: 4)), .mouse(MouseEvent(kind: .release, x: 299, y: 4)),
        ])
    }

    @Test("Ctrl-Z is no key: it asks the session to suspend")
    func suspend() {
        var decoder = InputDecoder()
        for byte in Array("ab".utf8) + [0x1A] { decoder.feedByte(byte, nowMs: 0) }
        #expect(decoder.finish() == [.key(.char("a")), .key(.char("b"))])
        #expect(decoder.suspendRequested)
    }

    @Test("only the last resize of a batch is kept, after what was typed before it")
    func resizes() {
        var decoder = InputDecoder()
        decoder.feedResize(Size(width: 100, height: 30))
        decoder.feedByte(UInt8(ascii: "j"), nowMs: 0)
        decoder.feedResize(Size(width: 120, height: 40))
        #expect(decoder.finish() == [.key(.char("j")), .resize(Size(width: 120, height: 40))])
    }

    @Test("a key code after a lone Esc comes after the Esc key; function keys are numbered")
    func keyCodes() {
        var decoder = InputDecoder()
        decoder.feedByte(0x1B, nowMs: 0)
        decoder.feedKeyCode(KEY_UP)
        decoder.feedKeyCode(weibo_key_f0() + 5)
        decoder.feedKeyCode(KEY_NPAGE)
        #expect(decoder.finish() == [.key(.escape), .key(.up), .key(.function(5)), .key(.pageDown)])
        // Alt-Backspace: curses reads the DEL after the ESC as KEY_BACKSPACE.
        decoder.feedByte(0x1B, nowMs: 0)
        decoder.feedKeyCode(KEY_BACKSPACE)
        decoder.feedKeyCode(KEY_BACKSPACE)
        #expect(decoder.finish() == [.key(.alt("\u{7F}")), .key(.backspace)])
    }

    @Test("a hangup is reported once, after the keys before it")
    func hangup() {
        var decoder = InputDecoder()
        decoder.feedByte(UInt8(ascii: "x"), nowMs: 0)
        decoder.feedHangup()
        decoder.feedHangup()
        #expect(decoder.finish() == [.key(.char("x")), .hangup])
    }
}
