import Foundation
import Testing
@testable import WeiboCore

/// The sign-in URL issue 22's QR code carries (84 bytes: exactly a
/// version-5 code at level M), also the content of the e2e fixture.
let qrSignInURL = "https://passport.weibo.cn/signin/qrcode/scan?qr=ABCDEFGHIJKLMNOPQRSTUVWX&sinacnlogin"

@Suite struct QRCodeReedSolomonTests {
    @Test("GF(256) modulo 0x11D: α⁸ = 0x1D, α²⁵⁵ = 1, log and exp inverse")
    func field() {
        #expect(QRReedSolomon.exp[8] == 0x1D)
        #expect(QRReedSolomon.exp[255] == 1)
        #expect((1...255).allSatisfy { Int(QRReedSolomon.exp[QRReedSolomon.log[$0]]) == $0 })
        #expect(QRReedSolomon.multiply(0x80, 2) == 0x1D)
        #expect(QRReedSolomon.multiply(0, 0x53) == 0)
    }

    @Test("the 7-codeword generator is α⁰, α⁸⁷, α²²⁹, α¹⁴⁶, α¹⁴⁹, α²³⁸, α¹⁰², α²¹ (the standard's Annex A)")
    func generator() {
        #expect(QRReedSolomon.generator(degree: 7).map { QRReedSolomon.log[Int($0)] } == [87, 229, 146, 149, 238, 102, 21])
    }

    @Test("1-M \"HELLO WORLD\": its 16 data codewords give the 10 published error-correction codewords")
    func helloWorld() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        #expect(QRReedSolomon.remainder(of: data, count: 10) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }
}

@Suite struct QRCodeTablesTests {
    @Test("byte capacities of the standard's Table 7, versions 1, 2, 7, 10, 40 at L, M, Q, H")
    func capacities() {
        let expected: [Int: [Int]] = [
            1: [17, 14, 11, 7], 2: [32, 26, 20, 14], 7: [154, 122, 86, 64],
            10: [271, 213, 151, 119], 40: [2953, 2331, 1663, 1273],
        ]
        for (version, row) in expected {
            #expect(QRErrorCorrection.allCases.map { QRVersion(version)!.byteCapacity($0) } == row, "version \(version)")
        }
    }

    @Test("the module count formula agrees with the modules the function patterns leave, every version")
    func dataModules() {
        for number in QRVersion.range {
            let version = QRVersion(number)!
            let matrix = QRMatrix(version: version)
            #expect(matrix.isFunction.filter { !$0 }.count == version.dataModules, "version \(number)")
        }
        #expect([1, 2, 7, 40].map { QRVersion($0)!.totalCodewords } == [26, 44, 196, 3706])
        #expect(QRVersion(2)!.dataModules % 8 == 7)
    }

    @Test("data codewords of Table 7 (1-H 9, 5-Q 62, 40-L 2956, 40-H 1276); every block carries data besides its error correction")
    func blocks() {
        #expect(QRVersion(1)!.dataCodewords(.high) == 9)
        #expect(QRVersion(5)!.dataCodewords(.quartile) == 62)
        #expect(QRVersion(40)!.dataCodewords(.low) == 2956)
        #expect(QRVersion(40)!.dataCodewords(.high) == 1276)
        for number in QRVersion.range {
            let version = QRVersion(number)!
            for level in QRErrorCorrection.allCases {
                let (count, errorCodewords) = version.blocks(level)
                #expect(version.totalCodewords / count > errorCodewords, "\(number)-\(level)")
            }
        }
    }

    @Test("alignment centres of Annex E, version 32's odd spacing included")
    func alignment() {
        #expect(QRVersion(1)!.alignmentCentres == [])
        #expect(QRVersion(2)!.alignmentCentres == [6, 18])
        #expect(QRVersion(7)!.alignmentCentres == [6, 22, 38])
        #expect(QRVersion(16)!.alignmentCentres == [6, 26, 50, 74])
        #expect(QRVersion(32)!.alignmentCentres == [6, 34, 60, 86, 112, 138])
        #expect(QRVersion(36)!.alignmentCentres == [6, 24, 50, 76, 102, 128, 154])
        #expect(QRVersion(40)!.alignmentCentres == [6, 30, 58, 86, 114, 142, 170])
        #expect(QRVersion(0) == nil && QRVersion(41) == nil)
    }

    @Test("format bits of the standard's Table C.1: L, M, Q, H with mask 0; M with mask 5; H with mask 7")
    func formatBits() {
        func bits(_ level: QRErrorCorrection, _ mask: Int) -> String {
            let binary = String(QRFormatInformation.formatBits(level: level, mask: mask), radix: 2)
            return String(repeating: "0", count: 15 - binary.count) + binary
        }
        #expect(bits(.low, 0) == "111011111000100")
        #expect(bits(.medium, 0) == "101010000010010")
        #expect(bits(.quartile, 0) == "011010101011111")
        #expect(bits(.high, 0) == "001011010001001")
        #expect(bits(.medium, 5) == "100000011001110")
        #expect(bits(.low, 7) == "110100101110110")
    }

    @Test("version information of Table D.1: 7 is 0x07C94, 40 is 0x28C69")
    func versionBits() {
        #expect(QRFormatInformation.versionBits(7) == 0x07C94)
        #expect(QRFormatInformation.versionBits(40) == 0x28C69)
    }
}

@Suite struct QRCodeTests {
    /// The modules at (column, row) pairs as a string of 0 and 1.
    static func read(_ code: QRCode, _ positions: [(Int, Int)]) -> String {
        String(positions.map { code.isDark(x: $0.0, y: $0.1) ? "1" : "0" })
    }

    @Test("finders with their light separators in three corners, timing lines between, the dark module", arguments: [1, 5, 7, 23])
    func fixedPatterns(version: Int) {
        let code = QRCode.encode(String(repeating: "x", count: QRVersion(version)!.byteCapacity(.quartile)), level: .quartile)!
        #expect(code.version == version)
        let size = code.size
        #expect(size == 17 + 4 * version)
        let finder = ["1111111", "1000001", "1011101", "1011101", "1011101", "1000001", "1111111"]
        for (left, top) in [(0, 0), (size - 7, 0), (0, size - 7)] {
            let rows = (0..<7).map { dy in Self.read(code, (0..<7).map { (left + $0, top + dy) }) }
            #expect(rows == finder, "finder at \(left), \(top)")
        }
        // Separators: the light row and column on each finder's inner sides.
        #expect(Self.read(code, (0..<8).map { ($0, 7) } + (0..<8).map { (7, $0) }) == String(repeating: "0", count: 16))
        #expect(Self.read(code, (0..<8).map { (size - 1 - $0, 7) } + (0..<8).map { (size - 8, $0) }) == String(repeating: "0", count: 16))
        #expect(Self.read(code, (0..<8).map { ($0, size - 8) } + (0..<8).map { (7, size - 1 - $0) }) == String(repeating: "0", count: 16))
        let timing = String((8..<size - 8).map { $0 % 2 == 0 ? "1" : "0" })
        #expect(Self.read(code, (8..<size - 8).map { ($0, 6) }) == timing)
        #expect(Self.read(code, (8..<size - 8).map { (6, $0) }) == timing)
        #expect(code.isDark(x: 8, y: size - 8))
        #expect(!code.isDark(x: -1, y: 0) && !code.isDark(x: size, y: size - 1))
    }

    @Test("both copies of the format information read M and the forced mask 5, most significant bit first")
    func formatInformation() {
        let version = QRVersion(3)!
        let code = QRCode.encode(bytes: Array("format".utf8), version: version, level: .medium, mask: 5)!
        let size = code.size
        // Row 8 left to right, then up column 8, skipping the timing row.
        let first = (0..<6).map { ($0, 8) } + [(7, 8), (8, 8), (8, 7)] + (0..<6).reversed().map { (8, $0) }
        // Up column 8 from the bottom, then row 8 towards the right edge.
        let second = (0..<7).map { (8, size - 1 - $0) } + (0..<8).map { (size - 8 + $0, 8) }
        #expect(Self.read(code, first) == "100000011001110")
        #expect(Self.read(code, second) == "100000011001110")
        #expect(code.mask == 5 && code.errorCorrection == .medium)
    }

    @Test("version 7's information, 000111110010010100, in both 6×3 blocks")
    func versionInformation() {
        let code = QRCode.encode(String(repeating: "v", count: 110), level: .medium)!
        #expect(code.version == 7)
        let size = code.size
        // Bit 17 first: the blocks read from their far corner, bit i at
        // (i / 3, size − 11 + i % 3) below and mirrored on the right.
        let below = (0..<18).reversed().map { ($0 / 3, size - 11 + $0 % 3) }
        let right = (0..<18).reversed().map { (size - 11 + $0 % 3, $0 / 3) }
        #expect(Self.read(code, below) == "000111110010010100")
        #expect(Self.read(code, right) == "000111110010010100")
    }

    @Test("data codewords: mode 0100, count, bytes, terminator, then 0xEC 0x11 pads")
    func dataCodewords() {
        let data = QRCodewords.data(Array("A".utf8), version: QRVersion(1)!, level: .medium)!
        #expect(data == [0x40, 0x14, 0x10, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC])
        // From version 10 the count takes 16 bits.
        let long = QRCodewords.data([0xFF], version: QRVersion(10)!, level: .low)!
        #expect(Array(long.prefix(4)) == [0x40, 0x00, 0x1F, 0xF0])
        // Full to the last bit: no room for a terminator or pads.
        let full = QRCodewords.data(Array(repeating: 0x41, count: 17), version: QRVersion(1)!, level: .low)!
        #expect(full.count == 19 && full.last == 0x10)
    }

    @Test("interleaving 5-Q: two blocks of 15 and two of 16, data column by column, then error correction")
    func interleaving() {
        let version = QRVersion(5)!
        #expect(version.blocks(.quartile) == (4, 18) && version.dataCodewords(.quartile) == 62)
        let data = (0..<62).map { UInt8($0) }
        let out = QRCodewords.interleaved(data, version: version, level: .quartile)
        #expect(out.count == 134)
        // Blocks start at 0, 15, 30, 46; the long blocks' 16th codewords come last.
        #expect(Array(out.prefix(8)) == [0, 15, 30, 46, 1, 16, 31, 47])
        #expect(Array(out[56..<62]) == [14, 29, 44, 60, 45, 61])
        let firstBlock = QRReedSolomon.remainder(of: Array(data[0..<15]), count: 18)
        #expect((0..<18).map { out[62 + 4 * $0] } == firstBlock)
    }

    @Test("the chosen mask has the least penalty of the eight")
    func maskChoice() {
        for text in ["mask", qrSignInURL, "微博"] {
            let version = QRVersion(QRCode.encode(text)!.version)!
            let bytes = Array(text.utf8)
            let penalties = (0..<8).map { mask in
                let code = QRCode.encode(bytes: bytes, version: version, level: .medium, mask: mask)!
                return QRMask.penalty(code.modules, size: code.size)
            }
            let chosen = QRCode.encode(text)!
            #expect(penalties[chosen.mask] == penalties.min(), "\(text): \(penalties)")
            #expect(Set(penalties).count > 1, "masks that all score alike prove nothing")
        }
    }

    @Test("penalty rules 1 and 3 along a line: long runs, and finder-like runs with light beside them")
    func linePenalty() {
        func line(_ text: String) -> [Bool] { text.map { $0 == "1" } }
        #expect(QRMask.linePenalty(line("1111111")) == 5)
        #expect(QRMask.linePenalty(line("1111")) == 0)
        #expect(QRMask.linePenalty(line("0000101110100")) == 40)
        #expect(QRMask.linePenalty(line("1011101")) == 40)
        #expect(QRMask.linePenalty(line("11001111110011")) == 40 + 4)
        #expect(QRMask.linePenalty(line("000101110100010")) == 0)
        #expect(QRMask.linePenalty(line("0001011101000000")) == 40 + 4)
    }

    @Test("rules 2 and 4: 3 for every 2×2 block, 10 for every 5 % from half dark")
    func blockAndBalancePenalties() {
        // An all-light version 1: 21 lines of one run each way (3 + 16),
        // 20×20 blocks, and 50 % away from half dark.
        #expect(QRMask.penalty(Array(repeating: false, count: 441), size: 21) == 42 * 19 + 400 * 3 + 100)
        // A checkerboard: no runs, no blocks, half dark; finder-like runs
        // cannot occur in it either.
        let checkerboard = (0..<441).map { ($0 / 21 + $0 % 21) % 2 == 0 }
        #expect(QRMask.penalty(checkerboard, size: 21) == 0)
    }

    @Test("too long for version 40 is nil; the longest fits exactly; a minimum version is kept")
    func limits() {
        #expect(QRCode.encode(String(repeating: "a", count: 2953), level: .low)?.version == 40)
        #expect(QRCode.encode(String(repeating: "a", count: 2954), level: .low) == nil)
        #expect(QRCode.encode(String(repeating: "a", count: 1274), level: .high) == nil)
        #expect(QRCode.encode("hi", minimumVersion: 5)?.version == 5)
        #expect(QRCode.encode("hi", minimumVersion: 41) == nil)
        #expect(QRCode.encode("")?.version == 1)
        // Chinese counts in UTF-8 bytes: 4 ideographs are 12 bytes.
        #expect(QRCode.encode("微博登录", level: .high)?.version == 2)
        #expect(QRCode.encode("微博", level: .high)?.version == 1)
    }

    @Test("the strongest level that fits the room: the sign-in URL is M at 37 modules, Q at 45, nothing at 33")
    func strongestFitting() {
        let at37 = QRCode.encode(qrSignInURL, maximumSize: 37)
        #expect(at37?.errorCorrection == .medium && at37?.version == 5)
        let at45 = QRCode.encode(qrSignInURL, maximumSize: 45)
        #expect(at45?.errorCorrection == .quartile && at45?.version == 7)
        #expect(QRCode.encode("hi", maximumSize: 21)?.errorCorrection == .high)
        #expect(QRCode.encode(qrSignInURL, maximumSize: 33) == nil)
    }
}

@Suite struct QRCodeHalfBlocksTests {
    /// Lines of half blocks back to modules, quiet zone included: the
    /// rendering undone, glyph by glyph.
    static func modules(_ lines: [String]) -> [[Bool]] {
        lines.flatMap { line -> [[Bool]] in
            let cells = Array(line)
            return [cells.map { $0 == "▀" || $0 == "█" }, cells.map { $0 == "▄" || $0 == "█" }]
        }
    }

    @Test("two module rows a text row, one module a column, the quiet zone light all round", arguments: [0, 2, 4])
    func roundTrip(quietZone: Int) {
        let code = QRCode.encode(qrSignInURL, level: .medium)!
        let blocks = QRHalfBlocks(code, quietZone: quietZone)
        let lines = blocks.lines
        #expect(blocks.width == 37 + 2 * quietZone)
        #expect(lines.count == (37 + 2 * quietZone + 1) / 2 && lines.count == blocks.height)
        #expect(lines.allSatisfy { $0.count == blocks.width && $0.terminalWidth == blocks.width })
        #expect(lines.allSatisfy { $0.allSatisfy { " ▀▄█".contains($0) } })
        let modules = Self.modules(lines)
        for y in 0..<2 * lines.count {
            for x in 0..<blocks.width {
                #expect(modules[y][x] == code.isDark(x: x - quietZone, y: y - quietZone), "module \(x), \(y)")
            }
        }
    }

    @Test("version 1 with a quiet zone of 2: a blank first row, the finders' top edges as ▀ and █, a blank last row")
    func versionOne() {
        let lines = QRHalfBlocks(QRCode.encode("1")!).lines
        #expect(lines.count == 13 && lines[0] == String(repeating: " ", count: 25))
        #expect(lines[1].hasPrefix("  █▀▀▀▀▀█ ") && lines[1].hasSuffix(" █▀▀▀▀▀█  "))
        // Rows 20 (the bottom-left finder's last) and none: ▀ only.
        #expect(lines[11].hasPrefix("  ▀▀▀▀▀▀▀ "))
        #expect(lines[12] == String(repeating: " ", count: 25))
    }

    @Test("80×24 holds a version-5 code with a quiet zone of 2 in 41×21; 80×20 does not")
    func fits() {
        let blocks = QRHalfBlocks(QRCode.encode(qrSignInURL, level: .medium)!)
        #expect(blocks.code.version == 5 && blocks.width == 41 && blocks.height == 21)
        #expect(blocks.fits(width: 80, height: 24))
        #expect(blocks.fits(width: 41, height: 21))
        #expect(!blocks.fits(width: 80, height: 20))
        #expect(!blocks.fits(width: 40, height: 24))
        #expect(QRHalfBlocks(blocks.code, quietZone: -3).quietZone == 0)
    }

    @Test("the largest code a terminal area holds: versions step by 4 modules, rows hold two")
    func largestCodeSize() {
        #expect(QRHalfBlocks.largestCodeSize(width: 80, height: 24) == 41)
        #expect(QRHalfBlocks.largestCodeSize(width: 80, height: 21) == 37)
        #expect(QRHalfBlocks.largestCodeSize(width: 80, height: 20) == 33)
        #expect(QRHalfBlocks.largestCodeSize(width: 40, height: 100) == 33)
        #expect(QRHalfBlocks.largestCodeSize(width: 25, height: 13) == 21)
        #expect(QRHalfBlocks.largestCodeSize(width: 24, height: 13) == 0)
        #expect(QRHalfBlocks.largestCodeSize(width: 80, height: 24, quietZone: 4) == 37)
        #expect(QRHalfBlocks.largestCodeSize(width: 1000, height: 1000) == 177)
        // What it gives, a code of that size fits.
        for (width, height) in [(80, 24), (80, 21), (100, 30), (25, 13), (57, 40)] {
            let size = QRHalfBlocks.largestCodeSize(width: width, height: height)
            let code = QRCode.encode(String(repeating: "a", count: 5), level: .low, minimumVersion: (size - 17) / 4)!
            #expect(code.size == size)
            #expect(QRHalfBlocks(code).fits(width: width, height: height))
            let bigger = QRCode.encode("a", level: .low, minimumVersion: code.version + 1)!
            #expect(!QRHalfBlocks(bigger).fits(width: width, height: height))
        }
    }

    /// Where the e2e helper's self-test reads a rendering from.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("e2e/qr_sample.txt")

    @Test("Tests/e2e/qr_sample.txt is the sign-in URL's code as an 80×24 terminal gets it (SNAPSHOT_RECORD=1 rewrites it)")
    func e2eFixture() {
        let code = QRCode.encode(qrSignInURL, maximumSize: QRHalfBlocks.largestCodeSize(width: 80, height: 21))!
        Snapshot.compare(QRHalfBlocks(code).lines.joined(separator: "\n") + "\n", at: Self.fixture)
    }
}

@Suite(.enabled(if: ZbarReader.isAvailable, ZbarReader.missing))
struct QRCodeDecodeBackTests {
    static let contents = [
        "weibo",
        qrSignInURL,
        "微博扫码登录：请用微博客户端扫一扫，确认后即可登录。",
        "https://weibo.com/u/1234567890?from=qr&中文=参数",
        String(repeating: "0123456789abcdef", count: 12),
    ]

    @Test("zbar reads each content back at each level, byte for byte", arguments: QRErrorCorrection.allCases)
    func contents(level: QRErrorCorrection) throws {
        let codes = Self.contents.map { QRCode.encode($0, level: level)! }
        let read = try ZbarReader.read(codes.map { ZbarReader.image($0) })
        for (text, bytes) in zip(Self.contents, read) {
            #expect(String(decoding: bytes, as: UTF8.self) == text, "\(level)")
        }
        #expect(Set(codes.map(\.version)).count >= 4, "versions spread: \(codes.map(\.version))")
    }

    @Test("every version 1–40 at every level, each filled to its byte capacity, reads back")
    func everyVersion() throws {
        var texts: [String] = []
        var codes: [QRCode] = []
        for level in QRErrorCorrection.allCases {
            for number in QRVersion.range {
                let capacity = QRVersion(number)!.byteCapacity(level)
                // Printable ASCII, varied so no version repeats another's data.
                let text = String(String.UnicodeScalarView((0..<capacity).map { Unicode.Scalar(UInt8(33 + ($0 * 7 + number * 13 + level.rawValue) % 94)) }))
                let code = QRCode.encode(text, level: level)!
                #expect(code.version == number && code.errorCorrection == level)
                texts.append(text)
                codes.append(code)
            }
        }
        let read = try ZbarReader.readLines(codes.map { ZbarReader.image($0, scale: 2) })
        #expect(read.count == texts.count)
        for (index, (text, got)) in zip(texts, read).enumerated() where text != got {
            Issue.record("version \(index % 40 + 1) at \(QRErrorCorrection.allCases[index / 40]) read as \(got.prefix(40))…")
        }
    }

    @Test("every mask reads back (forced, one content, version 3 and 7)", arguments: 0..<8)
    func masks(mask: Int) throws {
        for version in [3, 7] {
            let code = QRCode.encode(bytes: Array("mask \(mask)".utf8), version: QRVersion(version)!, level: .high, mask: mask)!
            #expect(try ZbarReader.read(ZbarReader.image(code)) == Array("mask \(mask)".utf8), "version \(version)")
        }
    }

    @Test("the half-block lines of the sign-in URL, turned back into an image, read back")
    func halfBlocks() throws {
        let blocks = QRHalfBlocks(QRCode.encode(qrSignInURL, maximumSize: 37)!)
        let modules = QRCodeHalfBlocksTests.modules(blocks.lines)
        let image = ZbarReader.pbm(width: blocks.width, height: modules.count, scale: 4) { modules[$1][$0] }
        #expect(try ZbarReader.read(image) == Array(qrSignInURL.utf8))
    }

    @Test("a damaged code still reads: 5-H with a 6×6 square of its data inverted")
    func damaged() throws {
        let code = QRCode.encode("damage test", level: .high, minimumVersion: 5)!
        let image = ZbarReader.pbm(width: code.size + 8, height: code.size + 8, scale: 3) { x, y in
            let (mx, my) = (x - 4, y - 4)
            let hit = (14..<20).contains(mx) && (22..<28).contains(my)
            return code.isDark(x: mx, y: my) != hit
        }
        #expect(try ZbarReader.read(image) == Array("damage test".utf8))
    }
}
