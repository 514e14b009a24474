/// The most bytes (UTF-8) each kind of text may take when it enters the
/// store, whichever way it comes: typed, pasted, a command-line argument,
/// stdin.
///
/// Why bytes, beside the length rules in characters (140 for a post, 30 for
/// a name): those count grapheme clusters, and a cluster may carry any
/// number of combining marks, so 140 × (`e` + 7,500 × U+0301) counted 140
/// and stored 2.1 MB. Each cap sits far above what honest text of its kind
/// needs (the worst honest character is an emoji sequence of 25–28 bytes),
/// so only such text meets it.
public enum TextCap: Sendable, CaseIterable {
    /// A post, comment or repost text, and a draft's text: 140 characters
    /// need at most 4 KB; 16 KB also holds the 2,000 characters of a long post.
    case body
    /// A private message (2,000 characters).
    case message
    /// A profile name (30 characters).
    case name
    /// A profile bio (70 characters).
    case bio
    /// A long post's title (60 characters).
    case title
    /// A check-in place, as the place catalogue writes it.
    case place
    /// A photo or video file's path: Linux's PATH_MAX.
    case filePath
    /// A remembered search.
    case searchKeyword

    public var bytes: Int {
        switch self {
        case .body, .message: return 16 << 10
        case .name, .place, .searchKeyword: return 1 << 10
        case .bio, .title: return 2 << 10
        case .filePath: return 4 << 10
        }
    }

    /// What the text is called in the messages.
    var what: String {
        switch self {
        case .body: return tr("正文", "The text")
        case .message: return tr("私信", "A message")
        case .name: return tr("昵称", "The name")
        case .bio: return tr("简介", "The bio")
        case .title: return tr("标题", "The title")
        case .place: return tr("地点", "The place")
        case .filePath: return tr("文件路径", "The file path")
        case .searchKeyword: return tr("搜索词", "A search")
        }
    }

    /// What the store says when it refuses a text over the cap.
    public var refusal: String { tr("\(what)不能超过 \(bytes >> 10) KB", "\(what) can be at most \(bytes >> 10) KB") }

    /// What an editor says when typing or a paste ran into the cap.
    public var inputRefusal: String { refusal + tr("，多出的部分没有输入", "; the rest was not typed in") }

    /// `refusal` when `text` is over the cap, else nil.
    public func refusal(for text: String?) -> String? {
        guard let text, text.utf8.count > bytes else { return nil }
        return refusal
    }

    /// The longest prefix of `text`, in whole characters, that fits in
    /// `room` bytes.
    public static func prefix(of text: String, fittingIn room: Int) -> Substring {
        guard text.utf8.count > room else { return text[...] }
        var end = text.startIndex
        var used = 0
        for character in text {
            let size = character.utf8.count
            if used + size > room { break }
            used += size
            end = text.index(after: end)
        }
        return text[..<end]
    }
}
