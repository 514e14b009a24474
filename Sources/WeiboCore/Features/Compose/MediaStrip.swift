/// The editor's strip of attached files: each a small picture (where
/// pictures are drawn and the screen has room) over its number and name,
/// in the order they go, the selected one marked while Tab has the strip;
/// and the hints for Ctrl-O and Ctrl-V.
enum MediaStrip {
    /// Widest name one item shows.
    static let nameWidth = 18
    /// Rows of a thumbnail, and the screen height below which none is drawn
    /// (the text keeps its rows).
    static let thumbnailRows = 3
    static let thumbnailMinScreen = 18

    static func lines(_ e: EditorState, keys: Keymap, width: Int, pictures: PictureContext? = nil, screenHeight: Int = 0) -> [Line] {
        let media = e.draft.media
        guard !media.isEmpty else { return [] }
        let focused = e.focus == .pictures
        let label = e.draft.mediaIsVideo ? " ▶ " : tr(" 图片 \(media.count)/\(Draft.pictureLimit) ", " Pictures \(media.count)/\(Draft.pictureLimit) ")
        let items = media.enumerated().map { i, path in
            " \(i + 1) " + TextLayout.truncate(Sanitizer.sanitize(fileName(path)), toWidth: nameWidth) + " "
        }
        // Items before the selected one give way until it fits.
        let selected = min(max(0, e.pictureSelection), media.count - 1)
        let room = max(0, width - label.terminalWidth - 2)
        var first = 0
        while first < selected && items[first...selected].reduce(0, { $0 + $1.terminalWidth + 1 }) > room { first += 1 }
        var spans = [Span(label, .muted)]
        if first > 0 { spans.append(Span("‹", .muted)) }
        var used = label.terminalWidth + (first > 0 ? 1 : 0)
        var shown: [(index: Int, x: Int, width: Int)] = []
        for (i, item) in items.enumerated().dropFirst(first) {
            guard used + item.terminalWidth < width else {
                spans.append(Span("›", .muted))
                break
            }
            let style = focused && i == selected ? Style(foreground: .link, background: .selection, attributes: .bold) : Style.link
            shown.append((i, used, item.terminalWidth))
            spans += [Span(item, style), Span(" ")]
            used += item.terminalWidth + 1
        }
        var lines = [Line(spans)]
        if let pictures, !e.draft.mediaIsVideo, screenHeight >= thumbnailMinScreen {
            lines.insert(contentsOf: thumbnails(media, shown, pictures), at: 0)
        }
        if focused {
            let hint = Keymap.hints([keys.hint([.left, .right], in: .pictureStrip, tr("选择", "select")),
                                     keys.hint([.movePictureLeft, .movePictureRight], in: .pictureStrip, tr("移动", "move")),
                                     keys.hint(.removePicture, in: .pictureStrip, tr("移除", "remove")),
                                     keys.hint(.cancel, in: .pictureStrip, tr("回到正文", "back to the text"))])
            lines.append(Line(" " + TextLayout.truncate(hint, toWidth: max(0, width - 2)), .muted))
        }
        return lines
    }

    /// Each shown file's picture, as wide as its label and above it.
    static func thumbnails(_ media: [String], _ shown: [(index: Int, x: Int, width: Int)], _ context: PictureContext) -> [Line] {
        let placed = shown.map { item in
            (key: PictureKey(address: media[item.index], width: item.width, height: thumbnailRows * 2, fills: true), x: item.x,
             width: item.width)
        }
        return (0..<thumbnailRows).map { y in
            var line = Line()
            var column = 0
            for tile in placed {
                if tile.x > column { line.spans.append(Span(TextLayout.repeated(" ", count: tile.x - column))) }
                line.spans += PostPictures.row(y, of: context.board[tile.key], width: tile.width, height: thumbnailRows)
                line.pictures.append(tile.key)
                column = tile.x + tile.width
            }
            return line
        }
    }

    /// The last part of a path: what the strip names a file by.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `^O 图片` where the post can take pictures.
    static func attachHint(_ e: EditorState, keys: Keymap, account: AccountKind?) -> String? {
        guard e.draft.picturesRefusal(account: account) == nil else { return nil }
        return keys.hint(.attachPicture, in: .editor, tr("图片", "picture"))
    }

    /// `^V 公开`: the key, and the choice in force, on an account that can
    /// send one (the sample's posts stay here).
    static func visibilityHint(_ e: EditorState, keys: Keymap, account: AccountKind?) -> String? {
        guard case .post = e.draft.mode, let account, !Unavailable.visibility.applies(to: account) else { return nil }
        return keys.hint(.visibility, in: .editor, e.draft.visibility.title)
    }
}
