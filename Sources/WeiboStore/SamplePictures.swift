import FoundationEssentials
import WeiboCore

/// The pictures of the bundled sample's posts (drawn by
/// scripts/gen-sample-pictures, compiled in by scripts/embed-resources).
/// A sample post names them in its `mediaPath` as `sample:FILE`, one a
/// line, as an account's posts name their pictures' URLs.
public enum SamplePictures {
    /// What starts the address of a picture compiled into the binary
    /// (the model's own constant: posts name these pictures).
    public static let scheme = Post.samplePictureScheme

    /// The bytes of the picture at `address`; nil unless it is `sample:`
    /// followed by the file name of one of the sample's pictures.
    public static func bytes(for address: String) -> [UInt8]? {
        guard address.hasPrefix(scheme) else { return nil }
        return EmbeddedResources.samplePicture(named: String(address.dropFirst(scheme.count)))
    }
}

extension EmbeddedResources {
    /// A picture's bytes from its base64 literal. Called once per picture,
    /// when it is first asked for (each sits behind a lazy `static let`),
    /// never at start-up. A literal that does not decode is a generator
    /// bug the embedded-resource tests catch; it reads as no bytes.
    static func decodedPicture(_ base64: StaticString) -> [UInt8] {
        base64.withUTF8Buffer { Data(base64Encoded: Data($0)).map { [UInt8]($0) } } ?? []
    }
}
