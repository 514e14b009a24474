extension Post {
    /// A short tag for what is attached to the post, appended after its
    /// text by the cell: `[图片]`, `[视频]`, `▶ 1:23`, `📍 长沙市`, `★★★★☆`,
    /// `[好友圈]`, `[音乐]` (English `[Photo]`, `[Video]`, …), or several of them joined by a space; nil for a
    /// plain post. A long post's title is not here: the cell shows it
    /// first, above the body (`headline`).
    ///
    /// Width-safe: every glyph used is one glibc `wcwidth` measures (★☆ one
    /// column each, 📍 two). Place, title and path come from data — the
    /// caller sanitises the label with the text, as for any post text.
    public var attachmentLabel: String? { attachmentLabel(picturesDrawn: false) }

    /// The label without `[图片]` when the cell draws the pictures themselves.
    public func attachmentLabel(picturesDrawn: Bool) -> String? {
        var parts: [String] = []
        switch kind {
        // A video says so whatever the kind: `▶ 1:23` under its cover (or
        // alone), `▶ clip.mp4` for a file attached here; never `[图片]`.
        case _ where video != nil:
            parts.append(video!.label)
        case .photo, .camera:
            if !picturesDrawn { parts.append(tr("[图片]", "[Photo]")) }
        case .shoot:
            parts.append(tr("[视频]", "[Video]"))
        case .friendsCircle:
            parts.append(tr("[好友圈]", "[Friends circle]"))
        case .music:
            parts.append(tr("[音乐]", "[Music]"))
        case .text, .longPost, .checkIn, .review:
            break
        }
        if let place, !place.isEmpty { parts.append("📍 " + place) }
        if let rating, (1...5).contains(rating) {
            parts.append(String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}

extension Post {
    /// A long post's title, shown before its body; nil for other posts.
    public var headline: String? {
        guard kind == .longPost, let title, !title.trimmingSpaces.isEmpty else { return nil }
        return title
    }
}
