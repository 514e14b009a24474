extension PictureBoard {
    /// A kept picture's pixels at most: a grid tile at 200×60 is about
    /// 1.2 KB, a post's only picture about 7 KB; the full-screen view's
    /// pictures (up to 72 KB in half blocks) are not what a first frame shows.
    public static let keptPictureBytes = 16 << 10
    /// All kept pictures' pixels at most.
    public static let keptBytes = 256 << 10

    /// The decoded pictures of `posts` (a repost's original's included) to
    /// keep for the next start, so that its first frame, drawn from the
    /// launch snapshot before the store is open, shows them rather than
    /// placeholders that the decoder then fills in one by one.
    ///
    /// Only addresses whose bytes never change are kept (the sample's, a web
    /// address of the account's); a photo attached from disk is a file the
    /// user may change, so it is read again. Newest first, within
    /// `keptPictureBytes` each and `keptBytes` in all.
    public func kept(for posts: [Post]) -> [PictureKey: PictureImage] {
        let addresses = Set(posts.flatMap { $0.pictureAddresses + ($0.original?.pictureAddresses ?? []) }
            .filter(PictureAddress.isStable))
        var kept: [PictureKey: PictureImage] = [:]
        var total = 0
        for key in order.reversed() where addresses.contains(key.address) {
            guard let image = images[key], case .pixels = image, image.byteCount <= Self.keptPictureBytes,
                  total + image.byteCount <= Self.keptBytes else { continue }
            kept[key] = image
            total += image.byteCount
        }
        return kept
    }
}
