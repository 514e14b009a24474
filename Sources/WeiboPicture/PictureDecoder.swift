import CPictureCodecs

/// Turns a downloaded picture's bytes into a small RGB bitmap, refusing
/// hostile files before they cost memory.
///
/// The order matters: the type comes from the first bytes, the size from
/// the header alone, and only a size within `maxPixels` is decoded, row by
/// row into a BoxFilter of the output's size (JPEG first shrunk by libjpeg
/// itself, WebP by libwebp's scaled decode). docs/PICTURES.md has the bound.
public enum PictureDecoder {
    /// Pictures with more pixels than this are refused unread: 50 million
    /// is beyond any photo Weibo serves (its `large` is at most a few
    /// thousand pixels a side) and below what a header can falsely claim.
    public static let maxPixels = 50_000_000
    /// Lossless WebP is the one decoder that keeps the whole image (4 bytes
    /// a pixel) however it is scaled, so its bound is lower: 64 MiB.
    public static let maxLosslessWebPPixels = 16_000_000
    /// No format Weibo serves has a side longer than 65,535 pixels.
    public static let maxSide = 65_535
    /// The largest box a caller may ask for; bigger requests are clamped.
    /// 1024×1024 is more than a full-screen picture at any terminal size.
    public static let maxFitting = PictureSize(width: 1024, height: 1024)
    /// What the codecs may allocate for themselves (libjpeg's coefficient
    /// buffers for a progressive file, libpng's chunks).
    public static let codecMemoryLimit = 64 << 20

    public static func decode(
        _ bytes: [UInt8], fitting box: PictureSize, background: RGB = .white
    ) -> Result<Bitmap, PictureFailure> {
        decode(bytes, box: box, fills: false, background: background)
    }

    /// Decodes to exactly `box` where the picture is big enough: scaled to
    /// cover it, then cropped to its middle, as a grid's square tile shows
    /// a picture of any shape.
    public static func decode(
        _ bytes: [UInt8], filling box: PictureSize, background: RGB = .white
    ) -> Result<Bitmap, PictureFailure> {
        decode(bytes, box: box, fills: true, background: background)
    }

    private static func decode(
        _ bytes: [UInt8], box: PictureSize, fills: Bool, background: RGB
    ) -> Result<Bitmap, PictureFailure> {
        guard !bytes.isEmpty else { return .failure(PictureFailure(.empty, "the file is empty")) }
        guard let type = PictureType(magic: bytes) else {
            return .failure(PictureFailure(.unsupportedType, "not a PNG, JPEG, GIF or WebP file (starts with \(preview(bytes)))"))
        }
        let fitting = PictureSize(
            width: min(max(box.width, 1), maxFitting.width),
            height: min(max(box.height, 1), maxFitting.height)
        )
        return bytes.withUnsafeBufferPointer { buffer in
            let codec = Codec(type: type, bytes: buffer.baseAddress!, length: buffer.count)
            return codec.decode(fitting: fitting, fills: fills, background: background)
        }
    }

    /// Checks a header's claimed size before anything is allocated for it.
    static func check(_ size: PictureSize, limit: Int) -> PictureFailure? {
        if size.width <= 0 || size.height <= 0 {
            return PictureFailure(.corrupt, "the header gives a size of \(size)")
        }
        if size.width > maxSide || size.height > maxSide || size.width * size.height > limit {
            return PictureFailure(.tooLarge, "\(size) is more than \(limit / 1_000_000) million pixels")
        }
        return nil
    }

    /// The smallest libjpeg scale n/8 whose output still covers `target`,
    /// so the box filter only ever shrinks.
    static func jpegScale(source: PictureSize, target: PictureSize) -> UInt32 {
        for n in 1...8 {
            let width = (source.width * n + 7) / 8, height = (source.height * n + 7) / 8
            if width >= target.width && height >= target.height { return UInt32(n) }
        }
        return 8
    }

    private static func preview(_ bytes: [UInt8]) -> String {
        let head = bytes.prefix(8).map { (32...126).contains($0) ? String(UnicodeScalar($0)) : "." }.joined()
        return "\"\(head)\""
    }
}
