import CNcursesw
import Testing
import WeiboCore
@testable import WeiboTerminal

/// What the bytes of a read become: keys, clicks and resizes, as a user
/// typed them, whatever curses could not decode itself.
@Suite("input decoder: bytes become keys")
struct InputDecoderKeyTests {
    /// Feeds each chunk as one read (one batch), 5 ms apart; the events of each batch.
    private func batches(_ chunks: [[UInt8]]) -> [[InputEvent]] {
        var decoder = InputDecoder()
        var now: Int64 = 1_000
        return chunks.map { chunk in
            for byte in chunk { decoder.feedByte(byte, nowMs: now) }
            now += 5
            return decoder.finish()
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

    @Test("Esc alone, Esc before a key, and Esc Esc are Esc keys")
    func escape() {
        #expect(decode("\u{1B}") == [.key(.escape)])
        #expect(decode("\u{1B}j") == [.key(.escape), .key(.char("j"))])
        #expect(decode("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
    }

    @Test("a CSI or SS3 sequence curses did not know is dropped, not typed")
    func unknownSequences() {
        #expect(decode("a\u{1B}[1;5Ab") == [.key(.char("a")), .key(.char("b"))])
        #expect(decode("\u{1B}OPk") == [.key(.char("k"))])
        let overlong = "\u{1B}[<" + String(repeating: "1", count: InputDecoder.maxCSIBytes + 10) + ";1;1M"
        #expect(decode(overlong + "q") == [.key(.char("q"))], "an overlong mouse report is no click")
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
