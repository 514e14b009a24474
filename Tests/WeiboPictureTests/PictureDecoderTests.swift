import Testing
@testable import WeiboPicture

@Suite struct PictureDecoderTests {
    let big = PictureSize(width: 1000, height: 1000)

    @Test(arguments: Fixtures.splitNames)
    func eachTypeDecodesToItsSizeAndColours(name: String) throws {
        let bytes = Fixtures.bytes(name)
        let bitmap = try #require(PictureDecoder.decode(bytes, fitting: big).bitmap, "\(name)")
        let expected = name == "progressive.jpg" ? PictureSize(width: 48, height: 16) : PictureSize(width: 40, height: 20)
        #expect(bitmap.size == expected)
        let middle = bitmap.height / 2
        #expect(near(bitmap.color(x: 2, y: middle), Fixtures.red), "\(name) left \(bitmap.color(x: 2, y: middle))")
        #expect(near(bitmap.color(x: bitmap.width - 3, y: middle), Fixtures.blue), "\(name) right")
    }

    @Test(arguments: Fixtures.splitNames)
    func downscalingKeepsTheAspectRatio(name: String) throws {
        let bytes = Fixtures.bytes(name)
        let bitmap = try #require(PictureDecoder.decode(bytes, fitting: PictureSize(width: 10, height: 10)).bitmap)
        let expected = name == "progressive.jpg" ? PictureSize(width: 10, height: 3) : PictureSize(width: 10, height: 5)
        #expect(bitmap.size == expected, "\(name)")
        #expect(near(bitmap.color(x: 0, y: 1), Fixtures.red), "\(name)")
        #expect(near(bitmap.color(x: 9, y: 1), Fixtures.blue), "\(name)")
    }

    @Test func aLargeJPEGIsShrunkByLibjpegThenBoxFiltered() throws {
        // 1600×800 into 100×100: libjpeg decodes at 1/8 (200×100), the box filter halves it.
        #expect(PictureDecoder.jpegScale(source: PictureSize(width: 1600, height: 800), target: PictureSize(width: 100, height: 50)) == 1)
        #expect(PictureDecoder.jpegScale(source: PictureSize(width: 1600, height: 800), target: PictureSize(width: 1000, height: 500)) == 5)
        let bitmap = try #require(PictureDecoder.decode(Fixtures.bytes("large.jpg"), fitting: PictureSize(width: 100, height: 100)).bitmap)
        #expect(bitmap.size == PictureSize(width: 100, height: 50))
        #expect(near(bitmap.color(x: 10, y: 25), Fixtures.red))
        #expect(near(bitmap.color(x: 90, y: 25), Fixtures.blue))
    }

    /// Adam7 rows arrive pass by pass, each a sparse part of a row: every
    /// pixel must land where the plain file puts it, at full size and shrunk.
    @Test func anInterlacedPNGDecodesAsThePlainOne() {
        for box in [big, PictureSize(width: 7, height: 7)] {
            let plain = PictureDecoder.decode(Fixtures.bytes("split.png"), fitting: box).bitmap
            #expect(plain != nil)
            #expect(PictureDecoder.decode(Fixtures.bytes("interlaced.png"), fitting: box).bitmap == plain)
        }
    }

    @Test func neverUpscales() throws {
        let bitmap = try #require(PictureDecoder.decode(Fixtures.bytes("split.png"), fitting: PictureSize(width: 4000, height: 4000)).bitmap)
        #expect(bitmap.size == PictureSize(width: 40, height: 20))
    }

    @Test(arguments: ["alpha.png", "alpha.gif", "alpha.webp"])
    func transparencyIsCompositedOnTheBackground(name: String) throws {
        let bytes = Fixtures.bytes(name)
        let onWhite = try #require(PictureDecoder.decode(bytes, fitting: big).bitmap, "\(name)")
        #expect(onWhite.size == PictureSize(width: 20, height: 10))
        #expect(onWhite.color(x: 2, y: 5) == .white, "\(name)")
        #expect(near(onWhite.color(x: 17, y: 5), Fixtures.green, tolerance: 2), "\(name)")
        let onBlack = try #require(PictureDecoder.decode(bytes, fitting: big, background: .black).bitmap)
        #expect(onBlack.color(x: 2, y: 5) == .black, "\(name)")
        // Half the box clear: the mean of white and green.
        let shrunk = try #require(PictureDecoder.decode(bytes, fitting: PictureSize(width: 1, height: 1)).bitmap)
        #expect(near(shrunk.color(x: 0, y: 0), RGB(133, 228, 148), tolerance: 2), "\(name) \(shrunk.color(x: 0, y: 0))")
    }

    @Test func theTypeComesFromTheBytesNotTheName() {
        #expect(PictureType(magic: Fixtures.bytes("split.png")) == .png)
        #expect(PictureType(magic: Fixtures.bytes("split.jpg")) == .jpeg)
        #expect(PictureType(magic: Fixtures.bytes("split.gif")) == .gif)
        #expect(PictureType(magic: Fixtures.bytes("split.webp")) == .webp)
        #expect(PictureType(magic: Array("RIFF....WAVE".utf8)) == nil)
    }

    @Test func fittingKeepsTheAspectRatio() {
        let photo = PictureSize(width: 4000, height: 3000)
        #expect(photo.fitting(PictureSize(width: 80, height: 48)) == PictureSize(width: 64, height: 48))
        #expect(photo.fitting(PictureSize(width: 40, height: 100)) == PictureSize(width: 40, height: 30))
        #expect(PictureSize(width: 10000, height: 1).fitting(PictureSize(width: 10, height: 10)) == PictureSize(width: 10, height: 1))
    }
}

@Suite struct FillingTests {
    @Test("filling a box scales to cover it and crops to its middle: a 40×20 split in 10×10 keeps both halves", arguments: Fixtures.splitNames)
    func fillsTheBox(name: String) throws {
        let bitmap = try #require(PictureDecoder.decode(Fixtures.bytes(name), filling: PictureSize(width: 10, height: 10)).bitmap)
        #expect(bitmap.size == PictureSize(width: 10, height: 10))
        #expect(near(bitmap.color(x: 0, y: 5), Fixtures.red) && near(bitmap.color(x: 9, y: 5), Fixtures.blue))
        let fitted = try #require(PictureDecoder.decode(Fixtures.bytes(name), fitting: PictureSize(width: 10, height: 10)).bitmap)
        #expect(fitted.width == 10 && fitted.height < 10, "fitted whole: the wide picture is less tall than its box")
    }

    @Test("a box bigger than the picture is never enlarged into, and a panorama covers a square within the clamp")
    func coveringBounds() {
        #expect(PictureSize(width: 40, height: 20).covering(PictureSize(width: 100, height: 100)) == PictureSize(width: 40, height: 20))
        #expect(PictureSize(width: 360, height: 120).covering(PictureSize(width: 20, height: 20)) == PictureSize(width: 60, height: 20))
        #expect(PictureSize(width: 60_000, height: 100).covering(PictureSize(width: 1024, height: 1024)) == PictureSize(width: 60_000, height: 100))
    }
}
