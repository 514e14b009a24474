/// A post as the timeline and the post page draw it: author, time and
/// source, the text, its pictures, the reposted post nested beneath, and
/// the toolbar. Without `pictures` (off, or too few colours), the cell
/// says `[图片]` instead. In a list (`folded`) a text over Weibo's 140
/// shows its first 140 and `…全文`; the post page (Enter) shows it all.
public enum PostCell {
    public static func lines(_ post: Post, width: Int, clock: Clock, folded: Bool = true, pictures: PictureContext? = nil) -> [Line] {
        var lines: [Line] = []
        let inner = max(1, width - 2)
        lines.append(Line([Span(" "), Span(TextLayout.truncate(Sanitizer.sanitize(post.authorName), toWidth: inner), .bold)]))
        var meta = post.time(clock: clock)
        // Before the source, so a narrow cell cuts the source, not the mark.
        if post.favorited { meta += "  ★" + tr("已收藏", "Favourited") }
        if !post.source.isEmpty { meta += tr("  来自 ", "  via ") + Sanitizer.sanitize(post.source) }
        lines.append(Line(" " + TextLayout.truncate(meta, toWidth: inner), .muted))
        if let headline = post.headline {
            lines += RichText.lines(headline, width: width - 1, base: Style.plain.with(.bold), indent: [Span(" ")])
        }
        let text = post.text.isEmpty && post.repostOf != nil ? tr("转发微博", "Repost") : post.text
        lines += textLines(text, width: width - 1, base: .plain, indent: [Span(" ")], folded: folded)
        // The toolbar and the list's rule follow the pictures.
        let grid = pictureLines(post, width: width, indent: [Span(" ")], pictures: pictures, used: lines.count, after: 2)
        lines += grid ?? []
        if let media = post.attachmentLabel(picturesDrawn: grid != nil) {
            lines.append(Line([Span(" "), Span(TextLayout.truncate(Sanitizer.sanitize(media), toWidth: max(0, width - 2)), .link)]))
        }
        if post.repostOf != nil {
            lines += repostLines(post.original, width: width, clock: clock, pictures: pictures)
        }
        lines.append(toolbar(post, width: width))
        return lines
    }

    /// The reposted post, set off by a bar on the left as Weibo greys it.
    static func repostLines(_ original: Post?, width: Int, clock: Clock, pictures: PictureContext? = nil) -> [Line] {
        let bar = [Span(" "), Span("▎", .muted), Span(" ")]
        guard let original else {
            return [Line(bar + [Span(tr("抱歉，此微博已被删除。", "Sorry, this post has been deleted."), .muted)])]
        }
        let text = "@" + original.authorName + tr("：", ": ") + (original.headline.map { tr("《\($0)》", "“\($0)” ") } ?? "") + original.text
        var lines = RichText.lines(text, width: width, base: .plain, indent: bar)
        // Above: the repost's author, time and words; below: the counts, toolbar and rule.
        let grid = pictureLines(original, width: width, indent: bar, pictures: pictures, used: lines.count + 3, after: 3)
        if let media = original.attachmentLabel(picturesDrawn: grid != nil) {
            lines = RichText.lines(text + " " + media, width: width, base: .plain, indent: bar)  // sanitised with the text by RichText
        }
        lines += grid ?? []
        let counts = tr("转发 \(CountFormat.short(original.repostCount)) · 评论 \(CountFormat.short(original.commentCount)) · 赞 \(CountFormat.short(original.likeCount))",
                        [CountFormat.counted(original.repostCount, "repost"), CountFormat.counted(original.commentCount, "comment"),
                         CountFormat.counted(original.likeCount, "like")].joined(separator: " · "))
        lines.append(Line(bar + [Span(TextLayout.truncate(original.time(clock: clock) + "  " + counts, toWidth: max(0, width - 3)), .muted)]))
        return lines
    }

    /// The post's pictures under `indent`, or nil to keep the `[图片]` marker.
    static func pictureLines(_ post: Post, width: Int, indent: [Span], pictures: PictureContext?, used: Int, after: Int) -> [Line]? {
        let addresses = post.pictureAddresses
        guard let pictures, !addresses.isEmpty else { return nil }
        return PostPictures.lines(addresses, width: width, maxHeight: pictures.gridHeight(used: used, after: after), indent: indent, context: pictures)
    }

    /// What a click on the toolbar's `column` (0 at its left) does: its
    /// third's label, 转发, 评论 or 赞, as a tap does in the app.
    static func toolbarAction(atColumn column: Int, width: Int) -> Action {
        switch min(2, max(0, column) / max(1, width / 3)) {
        case 0: return .home(.repost)
        case 1: return .home(.comment)
        default: return .home(.toggleLike)
        }
    }

    /// 转发 / 评论 / 赞 (Repost / Comment / Like) in three equal columns; a
    /// zero count shows the word alone.
    static func toolbar(_ post: Post, width: Int) -> Line {
        let items: [(String, Int, Style)] = [
            (tr("转发", "Repost"), post.repostCount, .muted),
            (tr("评论", "Comment"), post.commentCount, .muted),
            (post.liked ? tr("已赞", "Liked") : tr("赞", "Like"), post.likeCount, post.liked ? Style.accent.with(.bold) : .muted),
        ]
        let column = max(1, width / 3)
        var spans: [Span] = []
        var used = 0
        for (index, item) in items.enumerated() {
            let label = item.1 > 0 ? "\(item.0) \(CountFormat.short(item.1))" : item.0
            let fitted = TextLayout.truncate(label, toWidth: column)
            let start = index * column + (column - fitted.terminalWidth) / 2
            if start > used { spans.append(Span(TextLayout.repeated(" ", count: start - used))) }
            spans.append(Span(fitted, item.2))
            used = max(used, start) + fitted.terminalWidth
        }
        return Line(spans)
    }

    /// A post's text wrapped to `width`; `folded`, one longer than
    /// `WeiboLength.foldAt` stops there with `…全文` (a link's colour, as
    /// Weibo's), the rule every list shares, whoever wrote the post.
    static func textLines(_ text: String, width: Int, base: Style, indent: [Span], folded: Bool) -> [Line] {
        guard folded, let first = WeiboLength.folded(text) else { return RichText.lines(text, width: width, base: base, indent: indent) }
        var lines = RichText.lines(first + "…", width: width, base: base, indent: indent)
        let more = Span(tr("全文", "more"), .link)
        if let last = lines.indices.last, lines[last].width + more.text.terminalWidth <= width {
            lines[last].spans.append(more)
        } else {
            lines.append(Line(indent + [more]))
        }
        return lines
    }
}
