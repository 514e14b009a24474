import WeiboCore

/// The pictures of the bundled sample's posts (drawn by
/// scripts/gen-sample-pictures, compiled in as they are by WeiboData).
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
