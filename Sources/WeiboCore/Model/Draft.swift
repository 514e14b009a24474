/// What an editor is writing, as the store keeps it: a new post, a comment
/// on a post, or a repost of one.
public enum DraftMode: String, Sendable, Hashable, CaseIterable {
    case post
    case comment
    case repost
}

/// An unpublished post, comment or repost: what `saveDraft` stores, `drafts()`
/// lists and `publish` turns into a post (deleting the draft in the same
/// transaction when `id` is set).
public struct Draft: Sendable, Hashable {
    /// Row id once saved; nil for a draft never saved (publish straight away).
    public var id: Int64?
    public var mode: DraftMode
    public var kind: PostKind
    /// The post commented on or reposted; nil for `.post`.
    public var targetPostID: Int64?
    /// Title line of a long post.
    public var title: String?
    public var text: String
    /// Check-in place name or path (e.g. `湖南省 › 长沙市`).
    public var place: String?
    /// 点评 rating, 1…5.
    public var rating: Int?
    /// Local photo or video files, one path a line, in the order they go
    /// (`media`): up to `pictureLimit` pictures, or one video.
    public var mediaPath: String?
    /// Cursor position in `text`, in characters, so a draft reopens where it was left.
    public var cursor: Int
    /// Unix seconds of the last save (set by the store).
    public var updatedAt: Int64
    /// 可见范围 of a new post.
    public var visibility: PostVisibility

    public init(
        id: Int64? = nil, mode: DraftMode = .post, kind: PostKind = .text, targetPostID: Int64? = nil,
        title: String? = nil, text: String = "", place: String? = nil, rating: Int? = nil,
        mediaPath: String? = nil, cursor: Int? = nil, updatedAt: Int64 = 0, visibility: PostVisibility = .everyone
    ) {
        self.id = id
        self.mode = mode
        self.kind = kind
        self.targetPostID = targetPostID
        self.title = title
        self.text = text
        self.place = place
        self.rating = rating
        self.mediaPath = mediaPath
        self.cursor = cursor ?? text.count
        self.updatedAt = updatedAt
        self.visibility = visibility
    }
}

extension Draft {
    /// Pictures one post carries at most, as Weibo's composers allow.
    public static let pictureLimit = 9

    /// The attached files, in order.
    public var media: [String] { Self.media(mediaPath) }

    /// The paths stored one a line, blank lines left out.
    public static func media(_ stored: String?) -> [String] {
        (stored ?? "").split(separator: "\n").map(String.init).filter { !$0.trimmingSpaces.isEmpty }
    }

    /// The paths as stored, one a line; nil for none.
    public static func mediaPath(_ media: [String]) -> String? {
        media.isEmpty ? nil : media.joined(separator: "\n")
    }
}

/// The name `publish` takes: any draft, saved or not.
public typealias PostDraft = Draft
