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
    }

    public let kind: Kind
    public let reason: String

    public init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }

    public var description: String { "\(kind.rawValue): \(reason)" }
}
