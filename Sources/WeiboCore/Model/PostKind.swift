/// What sort of post it is: which compose item made it. Stored by raw value
/// in `posts.kind` and `drafts.kind`, so the raw values never change.
public enum PostKind: String, Sendable, Hashable, CaseIterable {
    case text
    /// 长微博: a post with a title line.
    case longPost
    /// 照片/视频: a local file attached (`mediaPath`).
    case photo
    /// 签到: a place attached (`place`).
    case checkIn
    /// 点评: a 1–5 star rating attached (`rating`).
    case review
    /// 好友圈: visible to mutual followers only (a tag in this app).
    case friendsCircle
    /// 微博相机: a photo taken with the camera (a file path here).
    case camera
    /// 音乐: a song shared as text.
    case music
    /// 拍摄: a video (a file path here).
    case shoot

    /// Unknown raw values (a newer build's kinds) read as plain text rather
    /// than failing the whole timeline.
    public init(stored: String) {
        self = PostKind(rawValue: stored) ?? .text
    }

    /// Whether publishing this kind needs a media file path.
    public var needsMedia: Bool { self == .photo || self == .camera || self == .shoot }
}
