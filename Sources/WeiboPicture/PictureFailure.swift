/// Why a picture could not be decoded. The kind is for the app to word
/// (placeholder text in the user's language); the reason is English,
/// for logs and tests.
public struct PictureFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Equatable, Sendable {
        /// Not a PNG, JPEG, GIF or WebP file (by its first bytes).
        case unsupportedType
        /// The library refused the data.
        case corrupt
        /// The data stops before the picture does.
        case truncated
        /// Its header claims more pixels than PictureDecoder.maxPixels
        /// (or an impossible size): refused before decoding.
        case tooLarge
        /// No bytes at all.
        case empty
        /// The format's decoder library is not on this system (`library`
        /// says which): no verdict on the bytes, which may be fine.
        case libraryMissing
    }

    public let kind: Kind
    public let reason: String
    /// For `.libraryMissing`: the library to install.
    public let library: CodecLibrary?

    public init(_ kind: Kind, _ reason: String, library: CodecLibrary? = nil) {
        self.kind = kind
        self.reason = reason
        self.library = library
    }

    public var description: String { "\(kind.rawValue): \(reason)" }
}
