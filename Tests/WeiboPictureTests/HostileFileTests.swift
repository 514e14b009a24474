import Foundation
import Testing
@testable import WeiboPicture

/// Files a server (or a broken download) might hand over: each one gives
/// the right failure kind, quickly, and never a crash.
@Suite struct HostileFileTests {
    let box = PictureSize(width: 80, height: 48)
    static let types = ["split.png", "interlaced.png", "split.jpg", "split.gif", "split.webp", "progressive.jpg", "large.jpg"]

    @Test(arguments: types)
    func aTruncatedFileIsTruncated(name: String) {
        let bytes = Fixtures.bytes(name)
        for keep in [bytes.count * 2 / 3, bytes.count / 2, 30] {
            let result = PictureDecoder.decode(Array(bytes.prefix(keep)), fitting: box)
            #expect(result.failureKind == .truncated, "\(name) cut to \(keep): \(result)")
        }
    }

    @Test(arguments: types)
    func corruptBytesAreRefusedWithoutACrash(name: String) {
        var bytes = Fixtures.bytes(name)
        // Keep the magic, garble the rest (a fixed pattern: the test repeats).
        for i in 12..<bytes.count { bytes[i] = UInt8(truncatingIfNeeded: i &* 131 &+ 7) }
        let result = PictureDecoder.decode(bytes, fitting: box)
        #expect(result.failureKind == .corrupt || result.failureKind == .truncated, "\(name): \(result)")
    }

    @Test func aHeaderGarbledAfterTheMagicIsCorrupt() {
        var png = Fixtures.bytes("split.png")
        png[20] ^= 0xFF  // inside IHDR: its CRC no longer matches
        #expect(PictureDecoder.decode(png, fitting: box).failureKind == .corrupt)
    }

    /// 30000×30000 RGBA would be 3.6 GB: refused from the header, at once.
    @Test(arguments: ["png", "jpeg", "gif", "webp"])
    func aHugeHeaderIsRefusedBeforeDecoding(type: String) {
        #expect(quickFailure(Self.huge(type)) == .tooLarge, "\(type)")
    }

    /// The failure's kind, checking it came at once (a decode that trusted
    /// the header would allocate and work for seconds).
    func quickFailure(_ bytes: [UInt8]) -> PictureFailure.Kind? {
        let start = Date()
        let result = PictureDecoder.decode(bytes, fitting: box)
        #expect(Date().timeIntervalSince(start) < 0.5)
        return result.failureKind
    }

    /// 7000×7000 is under maxPixels, but a progressive JPEG keeps all its
    /// coefficients (~147 MB here): libjpeg refuses at its 64 MiB limit,
    /// from the header, before reading a scan.
    @Test func aProgressiveJPEGBeyondLibjpegsMemoryLimitIsTooLarge() {
        #expect(quickFailure(Self.jpeg("progressive.jpg", frameMarker: 0xC2, claiming: 7000)) == .tooLarge)
    }

    /// Lossless WebP's decoder keeps the whole image: 5000×5000 passes
    /// maxPixels but not maxLosslessWebPPixels.
    @Test func aLargeLosslessWebPIsTooLarge() {
        var bytes = Fixtures.bytes("split-lossless.webp")
        precondition(Array(bytes[12..<16]) == Array("VP8L".utf8) && bytes[20] == 0x2F)
        // After the signature: 14 bits width - 1, 14 bits height - 1, then 4 bits kept.
        let old = UInt32(bytes[21]) | UInt32(bytes[22]) << 8 | UInt32(bytes[23]) << 16 | UInt32(bytes[24]) << 24
        let word = (old & 0xF000_0000) | 4999 | 4999 << 14
        for i in 0..<4 { bytes[21 + i] = UInt8(truncatingIfNeeded: word >> (8 * UInt32(i))) }
        let result = PictureDecoder.decode(bytes, fitting: box)
        #expect(result.failureKind == .tooLarge, "\(result)")
        if case .failure(let failure) = result { #expect(failure.reason.contains("5000×5000")) }
    }

    @Test func zeroSizesAreCorrupt() {
        var gif = Fixtures.bytes("split.gif")
        gif[6] = 0; gif[7] = 0
        #expect(PictureDecoder.decode(gif, fitting: box).failureKind == .corrupt)
    }

    @Test func wrongTypesAndEmptyFiles() {
        #expect(PictureDecoder.decode([], fitting: box).failureKind == .empty)
        let text = PictureDecoder.decode(Array("hello, 微博".utf8), fitting: box)
        #expect(text.failureKind == .unsupportedType)
        let html = PictureDecoder.decode(Array("<!DOCTYPE html><html><body>404</body></html>".utf8), fitting: box)
        #expect(html.failureKind == .unsupportedType)
        if case .failure(let failure) = html { #expect(failure.reason.contains("<!DOCTYP")) }
        #expect(PictureDecoder.decode([0xFF, 0xD8], fitting: box).failureKind == .unsupportedType)
        #expect(PictureDecoder.decode([0xFF, 0xD8, 0xFF], fitting: box).failureKind != nil)
    }

    /// Each format's header made to claim 30000×30000 (16383² for WebP, its
    /// largest): PNG from the fixture script (its IHDR has a CRC), the others
    /// patched here where their size fields are.
    static func huge(_ type: String) -> [UInt8] {
        switch type {
        case "png":
            return Fixtures.bytes("huge.png")
        case "jpeg":
            return jpeg("split.jpg", frameMarker: 0xC0, claiming: 30000)
        case "gif":
            var bytes = Fixtures.bytes("split.gif")
            bytes[6] = 0x30; bytes[7] = 0x75; bytes[8] = 0x30; bytes[9] = 0x75  // logical screen, little-endian
            return bytes
        default:
            var bytes = Fixtures.bytes("split.webp")
            precondition(Array(bytes[12..<16]) == Array("VP8 ".utf8) && bytes[23] == 0x9D)
            bytes[26] = 0xFF; bytes[27] = 0x3F; bytes[28] = 0xFF; bytes[29] = 0x3F  // 14-bit sizes: 16383
            return bytes
        }
    }

    /// A JPEG fixture whose frame header (SOF0 baseline, SOF2 progressive)
    /// claims side × side: JPEG has no checksum, so libjpeg believes it.
    static func jpeg(_ name: String, frameMarker: UInt8, claiming side: UInt16) -> [UInt8] {
        var bytes = Fixtures.bytes(name)
        let sof = (2..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == frameMarker }!
        for offset in [5, 7] {  // height, then width, big-endian
            bytes[sof + offset] = UInt8(side >> 8)
            bytes[sof + offset + 1] = UInt8(side & 0xFF)
        }
        return bytes
    }
}
