/// What a file's first bytes say it is. 照片/视频 takes a file by what it
/// holds, not by its name: a `.jpg` that is really a text file is refused,
/// a photo without an extension is taken.
public enum MediaType: String, Sendable, Hashable {
    case jpeg, png, gif, webp, bmp, tiff, heif, avif
    case mp4, quickTime, matroska, avi

    /// Bytes `sniff` looks at; a shorter file is what it is.
    public static let headerLength = 16

    public var isVideo: Bool {
        switch self {
        case .mp4, .quickTime, .matroska, .avi: return true
        case .jpeg, .png, .gif, .webp, .bmp, .tiff, .heif, .avif: return false
        }
    }

    /// The MIME type an upload names it by.
    public var mimeType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .bmp: "image/bmp"
        case .tiff: "image/tiff"
        case .heif: "image/heif"
        case .avif: "image/avif"
        case .mp4: "video/mp4"
        case .quickTime: "video/quicktime"
        case .matroska: "video/x-matroska"
        case .avi: "video/x-msvideo"
        }
    }

    /// The image or video format whose signature `header` starts with, or
    /// nil for anything else (text, archives, an empty file).
    public static func sniff(_ header: [UInt8]) -> MediaType? {
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            header.count >= offset + signature.count && Array(header[offset..<offset + signature.count]) == signature
        }
        func ascii(_ s: String) -> [UInt8] { Array(s.utf8) }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(ascii("GIF87a")) || starts(ascii("GIF89a")) { return .gif }
        if starts(ascii("RIFF")), starts(ascii("WEBP"), at: 8) { return .webp }
        if starts(ascii("RIFF")), starts(ascii("AVI "), at: 8) { return .avi }
        if starts(ascii("II*\0")) || starts(ascii("MM\0*")) { return .tiff }
        if starts([0x1A, 0x45, 0xDF, 0xA3]) { return .matroska }
        if starts(ascii("BM")), header.count >= 14 { return .bmp }
        // ISO media (MP4, MOV, HEIF, AVIF): a box size, then `ftyp` and the brand.
        if starts(ascii("ftyp"), at: 4), header.count >= 12 {
            switch String(decoding: header[8..<12], as: UTF8.self) {
            case "heic", "heix", "heim", "heis", "mif1", "msf1": return .heif
            case "avif", "avis": return .avif
            case "qt  ": return .quickTime
            default: return .mp4
            }
        }
        return nil
    }
}
