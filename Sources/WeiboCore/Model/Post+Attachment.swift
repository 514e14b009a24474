extension Post {
    /// A short tag for what is attached to the post, appended after its
    /// text by the cell: `[图片]`, `[视频]`, `📍 长沙市`, `★★★★☆`,
    /// `[好友圈]`, `[音乐]`, or several of them joined by a space; nil for a
    /// plain post. Long posts show their title as `《标题》`.
    ///
    /// Width-safe: every glyph used is one glibc `wcwidth` measures (★☆ one
    /// column each, 📍 two). Place, title and path come from data — the
    /// caller sanitises the label with the text, as for any post text.
    public var attachmentLabel: String? {
        var parts: [String] = []
        switch kind {
        case .longPost:
            if let title, !title.isEmpty { parts.append("《\(title)》") }
        case .photo, .camera:
            parts.append("[图片]")
        case .shoot:
            parts.append("[视频]")
        case .friendsCircle:
            parts.append("[好友圈]")
        case .music:
            parts.append("[音乐]")
        case .text, .checkIn, .review:
            break
        }
        if let place, !place.isEmpty { parts.append("📍 " + place) }
        if let rating, (1...5).contains(rating) {
            parts.append(String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
