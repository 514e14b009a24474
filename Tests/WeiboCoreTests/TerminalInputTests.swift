import Testing
@testable import WeiboCore

/// Input bytes as a terminal delivers them: split across reads, invalid,
/// and mouse reports in the SGR encoding.
@Suite struct UTF8AssemblerTests {
    /// Feeds `bytes` at the given times; returns the scalars that came out.
    private func assemble(_ feeds: [(UInt8, Int64)], into assembler: inout UTF8Assembler) -> String {
        var out = String.UnicodeScalarView()
        for (byte, at) in feeds {
            assembler.expire(nowMs: at)
            if let scalar = assembler.feed(byte, nowMs: at) { out.append(scalar) }
        }
        return String(out)
    }

    private func assemble(_ bytes: [UInt8]) -> String {
        var assembler = UTF8Assembler()
        return assemble(bytes.map { ($0, 0) }, into: &assembler)
    }

    @Test func aCharacterSplitAcrossReadsIsAssembled() {
        var assembler = UTF8Assembler()
        // 你 = E4 BD A0, one byte per read, 100 ms apart.
        #expect(assemble([(0xE4, 0), (0xBD, 100), (0xA0, 200)], into: &assembler) == "你")
        #expect(!assembler.isPending)
        #expect(assembler.deadline == nil)
    }

    @Test func everyScalarRoundTrips() {
        var failures: [UInt32] = []
        for v in stride(from: UInt32(0x20), through: 0x10FFFF, by: 97) where v < 0xD800 || v > 0xDFFF {
            let scalar = Unicode.Scalar(v)!
            if assemble(Array(String(scalar).utf8)) != String(scalar) && failures.count < 10 { failures.append(v) }
        }
        #expect(failures.isEmpty)
        #expect(assemble(Array("微博 😀 é".utf8)) == "微博 😀 é")
    }

    @Test func aPartialCharacterIsDroppedAfterItsPatience() {
        var assembler = UTF8Assembler()
        let late = UTF8Assembler.patienceMs
        // The lead byte waits; its time runs out; the key after it is kept.
        #expect(assemble([(0xE4, 0), (0x61, late)], into: &assembler) == "a")
        #expect(assemble([(0xE4, 0), (0xBD, late - 1), (0xA0, 2 * late - 2)], into: &assembler) == "你")
    }

    @Test func aBrokenCharacterIsDroppedAndTheByteBehindItKept() {
        #expect(assemble([0xE4, 0x61]) == "a")
        #expect(assemble([0xE4, 0xBD, 0xE4, 0xBD, 0xA0]) == "你")
        #expect(assemble([0xFF, 0xFF, 0x32]) == "2")
        #expect(assemble([0xBD, 0xA0, 0x71]) == "q")
    }

    @Test func invalidFormsAreRefused() {
        #expect(assemble([0xC0, 0x80]) == "")              // overlong NUL
        #expect(assemble([0xE0, 0x80, 0xAF]) == "")        // overlong
        #expect(assemble([0xED, 0xA0, 0x80]) == "")        // a surrogate
        #expect(assemble([0xF4, 0x90, 0x80, 0x80]) == "")  // above U+10FFFF
        #expect(assemble([0xF5, 0x80, 0x80, 0x80]) == "")
    }

    @Test func resetDropsWhatWaits() {
        var assembler = UTF8Assembler()
        _ = assembler.feed(0xE4, nowMs: 0)
        #expect(assembler.isPending)
        assembler.reset()
        #expect(assemble([(0xBD, 1), (0xA0, 2), (0x78, 3)], into: &assembler) == "x")
    }
}

@Suite struct SGRMouseReportTests {
    private func decode(_ text: String) -> MouseEvent? {
        let bytes = Array(text.utf8)
        return SGRMouseReport.decode(parameters: Array(bytes.dropLast()), final: bytes.last!)
    }

    @Test func clicksBeyondColumn223() {
        #expect(decode("<0;240;30M") == MouseEvent(kind: .press, x: 239, y: 29))
        #expect(decode("<0;240;30m") == MouseEvent(kind: .release, x: 239, y: 29))
        #expect(decode("<0;1;1M") == MouseEvent(kind: .press, x: 0, y: 0))
    }

    @Test func wheelAndModifiers() {
        #expect(decode("<64;5;6M") == MouseEvent(kind: .wheelUp, x: 4, y: 5))
        #expect(decode("<65;5;6M") == MouseEvent(kind: .wheelDown, x: 4, y: 5))
        #expect(decode("<16;3;3M") == MouseEvent(kind: .press, x: 2, y: 2))  // Ctrl-click
    }

    @Test func whatTheAppDoesNotUseOrCannotReadIsNil() {
        #expect(decode("<2;3;3M") == nil)    // right button
        #expect(decode("<32;3;3M") == nil)   // motion with the left button
        #expect(decode("<0;0;3M") == nil)
        #expect(decode("<0;3M") == nil)
        #expect(decode("<0;3;3;4M") == nil)
        #expect(decode("<0;;3M") == nil)
        #expect(decode("0;3;3M") == nil)     // not SGR
        #expect(decode("<0;3;3A") == nil)
        #expect(decode("<0;9999999;3M") == nil)
    }
}
