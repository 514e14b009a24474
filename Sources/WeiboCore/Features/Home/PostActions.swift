/// One item of a post's action menu.
public enum PostAction: Hashable, Sendable {
    /// Only on the local user's own posts; asks first.
    case delete
    case copyText
    case copyLink
    /// A link found in the post's text.
    case openLink(String)
    /// 收藏, or 取消收藏 on a post already favourited.
    case favorite(Bool)

    /// The item's label; a link is shown as it is (links are plain ASCII, see `PostLinks`).
    var label: String {
        switch self {
        case .delete: return tr("删除", "Delete")
        case .copyText: return tr("复制文字", "Copy text")
        case .copyLink: return tr("复制链接", "Copy link")
        case .openLink(let url): return tr("打开 ", "Open ") + url
        case .favorite(let on): return on ? tr("收藏", "Favourite") : tr("取消收藏", "Unfavourite")
        }
    }
}

/// The action menu of one post: its items and which is selected.
public struct PostActionsState: Hashable, Sendable {
    public var postID: Int64
    public var items: [PostAction]
    public var selection: Int

    /// The items `post` offers: delete on one's own post, copy, one item
    /// per link in its text, and 收藏 (or 取消收藏).
    public init(post: Post, localUserID: String?, selection: Int = 0) {
        postID = post.id
        self.selection = selection
        // 收藏 last, so the copies' and the links' numbers stay what they were.
        items = (post.userID == localUserID ? [.delete] : []) + [.copyText, .copyLink]
            + PostLinks.urls(in: Sanitizer.sanitize(post.text, keepNewlines: true)).map(PostAction.openLink)
            + [.favorite(!post.favorited)]
    }
}

/// What a delete asks about (y / n) before it is done.
public enum DeleteTarget: Hashable, Sendable {
    case post(Int64)
    case comment(Int64)
    /// An account's item in 我 › 待发送, taken out unsent.
    case outboxItem(Int64)

    /// A post or comment (on Weibo, for an account), not the outbox's own item.
    var isOnWeibo: Bool {
        if case .outboxItem = self { return false }
        return true
    }

    var question: String {
        switch self {
        case .post: return tr("删除这条微博？", "Delete this post?")
        case .comment: return tr("删除这条评论？", "Delete this comment?")
        case .outboxItem: return tr("取消发送这一条？", "Cancel sending this?")
        }
    }
}

/// What became of `v` on a video post: a player or a browser started on
/// it (the program's name), or its address copied (`sent` false: the
/// terminal could not, and the address is shown in full instead).
public enum VideoOpening: Hashable, Sendable {
    case player(String)
    case browser(String)
    case copied(String, sent: Bool)
}

/// What a copy puts on the clipboard, and what the notice calls it.
public enum ClipboardItem: Hashable, Sendable {
    case text(String)
    case link(String)

    public var content: String {
        switch self {
        case .text(let s), .link(let s): return s
        }
    }
}

/// A y / n prompt's answer: true for yes, false for no (or cancel), nil
/// for a command that is neither.
enum ConfirmAnswer {
    static func answer(_ command: Command) -> Bool? {
        switch command {
        case .yes: return true
        case .no, .cancel: return false
        default: return nil
        }
    }
}

/// Links in post text, and the link of a post itself.
public enum PostLinks {
    /// The web address of a post, in weibo.com's shape (`/user/post`). The
    /// ids are this app's own: the sample's posts are not on weibo.com, so
    /// the link names the post rather than leads to it.
    public static func url(of post: Post) -> String {
        "https://weibo.com/\(percentEncoded(post.userID))/\(post.id)"
    }

    /// `http://` and `https://` links in `text` (sanitised, as drawn), in order, without trailing
    /// punctuation. Only printable ASCII that a URL may hold is taken, so a
    /// link can never carry an escape sequence to the terminal or a shell.
    public static func urls(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var found: [String] = []
        var i = 0
        while i < bytes.count {
            guard let end = linkEnd(from: i, count: bytes.count, byte: { bytes[$0] }) else { i += 1; continue }
            let url = String(decoding: bytes[i..<end], as: UTF8.self)
            if !found.contains(url) { found.append(url) }
            i = end
        }
        return found
    }

    /// Where a link starting at `start` ends (exclusive), or nil when no
    /// link starts there. `byte(i)` is the ASCII byte at position i, or 0
    /// for anything else; the same rule serves bytes and clusters.
    static func linkEnd(from start: Int, count: Int, byte: (Int) -> UInt8) -> Int? {
        guard byte(start) == UInt8(ascii: "h") else { return nil }
        for scheme in ["https://", "http://"] {
            let prefix = Array(scheme.utf8)
            guard start + prefix.count <= count, prefix.indices.allSatisfy({ byte(start + $0) == prefix[$0] }) else { continue }
            let body = start + prefix.count
            var end = body
            while end < count, isURLByte(byte(end)) { end += 1 }
            while end > body, isTrailingPunctuation(byte(end - 1)) { end -= 1 }
            return end > body ? end : nil
        }
        return nil
    }

    /// RFC 3986's unreserved and reserved characters, and `%`.
    static func isURLByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(b)
        }
    }

    private static func isTrailingPunctuation(_ b: UInt8) -> Bool { ".,;:!?'()[]".utf8.contains(b) }

    private static func percentEncoded(_ s: String) -> String {
        s.utf8.map { b in
            isURLByte(b) && !"/?#[]@%".utf8.contains(b) ? String(UnicodeScalar(b)) : "%" + String(b, radix: 16, uppercase: true).leftPadded(2)
        }.joined()
    }
}

private extension String {
    func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
