extension Post {
    /// The pictures the post carries, in order, at most nine: an account's
    /// addresses (`pic_urls`), the sample's (`sample:NAME`), or the files
    /// the user attached to a post written here (paths, one a line, on a
    /// 照片/视频 post or, through the editor's Ctrl-O, a text post).
    public var pictureAddresses: [String] {
        guard let mediaPath, !mediaPath.isEmpty else { return [] }
        let lines = mediaPath.split(separator: "\n").map(String.init)
        let listed = lines.filter(PictureAddress.isStable)
        if !listed.isEmpty { return Array(listed.prefix(PictureAddress.maximumPerPost)) }
        switch kind {
        // A video file attached here is played, never drawn as a picture.
        case .photo, .camera, .text: return Array(lines.filter { $0 != videoStream }.prefix(PictureAddress.maximumPerPost))
        case .longPost, .checkIn, .review, .shoot, .friendsCircle, .music: return []
        }
    }

    /// What `v` shows: the post's pictures, or a repost's original's (its
    /// pictures are drawn in the repost's cell); nil when neither has any.
    public var viewablePictures: [String]? {
        let own = pictureAddresses
        if !own.isEmpty { return own }
        let original = self.original?.pictureAddresses ?? []
        return original.isEmpty ? nil : original
    }

    /// The scheme of the sample's pictures, compiled into the binary.
    public static let samplePictureScheme = "sample:"
}
