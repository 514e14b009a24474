import Testing
import WeiboCore
@testable import WeiboTerminal

/// The terminal's answers to the graphics query arrive on stdin among the
/// keys: they are reports, whole or in pieces, and never type or act.
@Suite("input decoder: the terminal's answers are not keys")
struct InputDecoderReportTests {
    /// Feeds each chunk as one read (one batch), `gapMs` apart; all events.
    private func decode(_ chunks: [String], gapMs: Int64 = 5) -> [InputEvent] {
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        var now: Int64 = 1_000
        for chunk in chunks {
            for byte in chunk.utf8 { decoder.feedByte(byte, nowMs: now) }
            events += decoder.finish()
            now += gapMs
        }
        return events
    }

    private let kittyOK = "\u{1B}_Gi=31;OK\u{1B}\\"
    private let da1 = "\u{1B}[?62;4;22c"
    private let cell = "\u{1B}[6;20;10t"

    @Test("kitty's answer, DA1 and the cell size are reports, in order")
    func whole() {
        #expect(decode([kittyOK + cell + da1]) == [
            .report(.kittyGraphics(ok: true)), .report(.cellPixelSize(width: 10, height: 20)),
            .report(.primaryAttributes([62, 4, 22])),
        ])
        #expect(decode([kittyOK + "\u{1B}[0n" + "j"]) == [.report(.kittyGraphics(ok: true)), .report(.deviceReady), .key(.char("j"))],
                "through tmux, DSR's ready ends the answers")
    }

    @Test("split across reads at every byte, the answers still arrive whole and type nothing")
    func splitAnywhere() {
        let all = kittyOK + cell + da1
        let bytes = Array(all.utf8)
        for cut in 1..<bytes.count {
            let parts = [String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self)]
            let events = decode(parts)
            // A lone ESC at the end of a read is the Esc key (the terminal sends its answer in one write).
            if bytes[cut - 1] == 0x1B && (cut < 2 || bytes[cut - 2] != 0x1B) { continue }
            #expect(events == [.report(.kittyGraphics(ok: true)), .report(.cellPixelSize(width: 10, height: 20)),
                               .report(.primaryAttributes([62, 4, 22]))], "cut at \(cut)")
        }
    }

    @Test("an answer in the middle of typing leaves the typed text as it was")
    func amidTyping() {
        #expect(decode(["ab" + da1 + "c", "d"]) == [.key(.char("a")), .key(.char("b")), .report(.primaryAttributes([62, 4, 22])),
                                                     .key(.char("c")), .key(.char("d"))])
        #expect(decode(["x" + kittyOK + "y"]) == [.key(.char("x")), .report(.kittyGraphics(ok: true)), .key(.char("y"))])
    }

    @Test("unknown or overlong APC, DCS and OSC strings are swallowed, not typed; BEL ends an OSC")
    func swallowed() {
        #expect(decode(["\u{1B}P1$r0m\u{1B}\\q"]) == [.key(.char("q"))])
        #expect(decode(["\u{1B}]11;rgb:0000/0000/0000\u{07}q"]) == [.key(.char("q"))])
        #expect(decode(["\u{1B}_Gi=31;" + String(repeating: "A", count: 100_000) + "\u{1B}\\q"]) == [.report(.kittyGraphics(ok: false)), .key(.char("q"))])
        #expect(decode(["\u{1B}_" + String(repeating: "x", count: 10_000), String(repeating: "y", count: 10_000) + "\u{1B}\\z"]) == [.key(.char("z"))])
        #expect(decode(["\u{1B}[?" + String(repeating: "1;", count: 100) + "4c", "k"]) == [.key(.char("k"))], "an overlong CSI is dropped whole")
    }

    @Test("a string never ended is given up after a second: typing is keys again")
    func abandoned() {
        #expect(decode(["\u{1B}_Gi=31", "x", "y"], gapMs: 600) == [.key(.char("y"))])
        // ESC inside a string that is not ST: the string was cut off; the ESC is a new start.
        #expect(decode(["\u{1B}_Gi=31;O\u{1B}[A"]) == [.key(.up)])
        #expect(decode(["\u{1B}_Gi=31;O\u{1B}x"]) == [.key(.alt("x"))])
    }

    @Test("mouse reports still decode beside the new reports")
    func mouse() {
        #expect(decode(["\u{1B}[<0;5;3M" + da1]) == [.mouse(MouseEvent(kind: .press, x: 4, y: 2)), .report(.primaryAttributes([62, 4, 22]))])
    }
}
