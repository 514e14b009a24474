import CPictureCodecs

/// One decode through the C shim (Sources/CPictureCodecs): header first,
/// then the rows into a BoxFilter.
struct Codec {
    let type: PictureType
    let bytes: UnsafePointer<UInt8>
    let length: Int

    func decode(fitting: PictureSize, fills: Bool, background: RGB) -> Result<Bitmap, PictureFailure> {
        // giflib and libwebp are loaded at their first picture: without
        // them, their pictures say what to install and the rest decode.
        var gif: UnsafeMutablePointer<weibo_gif_api>?, webp: UnsafeMutablePointer<weibo_webp_api>?
        do {
            if type == .gif { gif = try LoadedCodecs.gif.get() }
            if type == .webp { webp = try LoadedCodecs.webp.get() }
        } catch {
            return .failure(error)
        }
        var sink = weibo_picture_sink()
        sink.memory_limit = PictureDecoder.codecMemoryLimit
        var width: UInt32 = 0, height: UInt32 = 0
        var lossless: Int32 = 0, animated: Int32 = 0
        let sizeCode: Int32
        switch type {
        case .png: sizeCode = weibo_png_size(bytes, length, &width, &height, &sink)
        case .jpeg: sizeCode = weibo_jpeg_size(bytes, length, &width, &height, &sink)
        case .gif: sizeCode = weibo_gif_size(gif, bytes, length, &width, &height, &sink)
        case .webp: sizeCode = weibo_webp_size(webp, bytes, length, &width, &height, &lossless, &animated, &sink)
        }
        if let failure = Self.failure(sizeCode, &sink, stage: "header") { return .failure(failure) }
        let source = PictureSize(width: Int(width), height: Int(height))
        let limit = lossless != 0 ? PictureDecoder.maxLosslessWebPPixels : PictureDecoder.maxPixels
        if let failure = PictureDecoder.check(source, limit: limit) { return .failure(failure) }
        if animated != 0 {
            return .failure(PictureFailure(.unsupportedType, "an animated WebP (libwebp's still decoder cannot read it)"))
        }
        // Covering a box can ask for more than the clamp on one side (a
        // panorama in a square): the clamp bounds the filter either way.
        let covering = source.covering(fitting)
        let target = fills ? covering.fitting(PictureDecoder.maxFitting) : source.fitting(fitting)

        let rows = RowSink(source: source, target: target, background: background)
        sink.context = Unmanaged.passUnretained(rows).toOpaque()
        sink.begin = { context, width, height in
            RowSink.from(context).begin(PictureSize(width: Int(width), height: Int(height)))
        }
        sink.row = { context, y, x0, xstep, rgba, count in
            RowSink.from(context).filter?.add(y: Int(y), x0: Int(x0), xstep: Int(xstep), rgba: rgba!, count: Int(count))
        }
        let code = withExtendedLifetime(rows) { () -> Int32 in
            switch type {
            case .png: weibo_png_decode(bytes, length, &sink)
            case .jpeg: weibo_jpeg_decode(bytes, length, PictureDecoder.jpegScale(source: source, target: target), &sink)
            case .gif: weibo_gif_decode(gif, bytes, length, &sink)
            case .webp: weibo_webp_decode(webp, bytes, length, UInt32(target.width), UInt32(target.height), &sink)
            }
        }
        if let refusal = rows.refusal { return .failure(refusal) }
        if let failure = Self.failure(code, &sink, stage: "data") { return .failure(failure) }
        guard let filter = rows.filter else { return .failure(PictureFailure(.corrupt, "no rows decoded")) }
        let bitmap = filter.bitmap()
        return .success(fills ? bitmap.croppedToMiddle(fitting) : bitmap)
    }

    private static func failure(_ code: Int32, _ sink: inout weibo_picture_sink, stage: String) -> PictureFailure? {
        let message = withUnsafeBytes(of: &sink.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let reason = message.isEmpty ? "the \(stage) could not be read" : message
        switch Int(code) {
        case WEIBO_PICTURE_OK: return nil
        case WEIBO_PICTURE_TRUNCATED: return PictureFailure(.truncated, reason)
        case WEIBO_PICTURE_UNSUPPORTED: return PictureFailure(.unsupportedType, reason)
        case WEIBO_PICTURE_TOO_LARGE: return PictureFailure(.tooLarge, reason)
        default: return PictureFailure(.corrupt, reason)
        }
    }
}

/// What the C callbacks reach through their context pointer.
final class RowSink {
    let source: PictureSize
    let target: PictureSize
    let background: RGB
    var filter: BoxFilter?
    var refusal: PictureFailure?

    init(source: PictureSize, target: PictureSize, background: RGB) {
        self.source = source
        self.target = target
        self.background = background
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> RowSink {
        Unmanaged<RowSink>.fromOpaque(context!).takeUnretainedValue()
    }

    /// The decoder's output size: the header's, or smaller (JPEG's n/8,
    /// WebP's scaled decode), never smaller than the target.
    func begin(_ decoded: PictureSize) -> Int32 {
        guard decoded.width >= target.width, decoded.height >= target.height,
              decoded.width <= source.width, decoded.height <= source.height
        else {
            refusal = PictureFailure(.corrupt, "the decoder gives \(decoded) for a \(source) picture")
            return 1
        }
        filter = BoxFilter(source: decoded, target: target, background: background)
        return 0
    }
}
