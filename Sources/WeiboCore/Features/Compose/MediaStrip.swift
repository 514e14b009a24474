/// Where a click on the editor's strip lands: a file (its picture or its
/// name), or the selected file's `×`.
public enum StripHit: Hashable, Sendable {
    case item(Int)
    case remove(Int)
}

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

    /// Where the strip's files sit on its row: what the drawing and a
    /// click both read, so a click lands on what is drawn there.
    struct Layout: Equatable {
        struct Item: Equatable {
            var index: Int
            var x: Int
            var width: Int
        }
        var label: String
        /// Each shown file's ` N name ` text, by index.
        var texts: [String]
        var items: [Item]
        /// Files before the first shown (‹) and after the last (›).
        var hidesBefore: Bool
        var hidesAfter: Bool
        /// The column of the selected file's `×`, while the strip has the
        /// keys: a click there removes it, as `x` does.
        var removeX: Int?
    }

    /// The strip's row at `width`: the count (shortened below 40 columns),
    /// then the files, those before the selected one giving way until it
    /// fits; names shortened so one always fits, even at 20 columns.
    static func layout(_ e: EditorState, width: Int) -> Layout? {
        let media = e.draft.media
        guard !media.isEmpty else { return nil }
        let focused = e.focus == .pictures
        let count = "\(media.count)/\(Draft.pictureLimit)"
        let label = e.draft.mediaIsVideo ? " ▶ " : width < 40 ? " \(count) " : tr(" 图片 \(count) ", " Pictures \(count) ")
        // ‹, ›, ×, a space, and the number with its spaces are kept clear of the name.
        let nameRoom = min(nameWidth, max(1, width - label.terminalWidth - 6 - String(media.count).count))
        let texts = media.enumerated().map { i, path in
            " \(i + 1) " + TextLayout.truncate(Sanitizer.sanitize(fileName(path)), toWidth: nameRoom) + " "
        }
        let selected = min(max(0, e.pictureSelection), media.count - 1)
        let mark = focused ? 1 : 0
        let room = max(0, width - label.terminalWidth - 2)
        var first = 0
        while first < selected && texts[first...selected].reduce(mark, { $0 + $1.terminalWidth + 1 }) > room { first += 1 }
        var layout = Layout(label: label, texts: texts, items: [], hidesBefore: first > 0, hidesAfter: false)
        var used = label.terminalWidth + (first > 0 ? 1 : 0)
        for (i, text) in texts.enumerated().dropFirst(first) {
            let removable = focused && i == selected
            guard used + text.terminalWidth + (removable ? 1 : 0) < width else {
                layout.hidesAfter = true
                break
            }
            layout.items.append(Layout.Item(index: i, x: used, width: text.terminalWidth))
            used += text.terminalWidth
            if removable {
                layout.removeX = used
                used += 1
            }
            used += 1
        }
        return layout
    }

    /// Whether each file is drawn as a small picture over its name.
    static func showsThumbnails(_ e: EditorState, pictures: PictureContext?, screenHeight: Int) -> Bool {
        pictures != nil && !e.draft.mediaIsVideo && screenHeight >= thumbnailMinScreen
    }

    static func lines(_ e: EditorState, keys: Keymap, width: Int, pictures: PictureContext? = nil, screenHeight: Int = 0) -> [Line] {
        guard let layout = layout(e, width: width) else { return [] }
        let focused = e.focus == .pictures
        let selected = min(max(0, e.pictureSelection), e.draft.media.count - 1)
        var spans = [Span(layout.label, .muted)]
        if layout.hidesBefore { spans.append(Span("‹", .muted)) }
        for item in layout.items {
            let style = focused && item.index == selected ? Style(foreground: .link, background: .selection, attributes: .bold) : Style.link
            spans.append(Span(layout.texts[item.index], style))
            if layout.removeX != nil && item.index == selected { spans.append(Span("×", .badge)) }
            spans.append(Span(" "))
        }
        if layout.hidesAfter { spans.append(Span("›", .muted)) }
        // The hint goes above the files, and the files sit right above the
        // rule: taking the keys (or a message) never moves them under the mouse.
        var lines: [Line] = []
        if focused {
            let hint = Keymap.hints([keys.hint([.left, .right], in: .pictureStrip, tr("选择", "select")),
                                     keys.hint([.movePictureLeft, .movePictureRight], in: .pictureStrip, tr("移动", "move")),
                                     keys.hint(.removePicture, in: .pictureStrip, tr("移除", "remove")),
                                     keys.hint(.cancel, in: .pictureStrip, tr("回到正文", "back to the text"))])
            lines.append(Line(" " + TextLayout.truncate(hint, toWidth: max(0, width - 2)), .muted))
        }
        if let pictures, showsThumbnails(e, pictures: pictures, screenHeight: screenHeight) {
            lines += thumbnails(e.draft.media, layout.items, pictures)
        }
        lines.append(Line(spans))
        return lines
    }

    /// What a mouse press or release at column `x` lands on, `above` rows
    /// over the strip's names (0 the names, then the thumbnails where
    /// they are drawn).
    static func hit(x: Int, above: Int, _ e: EditorState, width: Int, thumbnails: Bool) -> StripHit? {
        guard let layout = layout(e, width: width), (0...(thumbnails ? thumbnailRows : 0)).contains(above) else { return nil }
        if above == 0, let removeX = layout.removeX, x == removeX {
            return .remove(min(max(0, e.pictureSelection), e.draft.media.count - 1))
        }
        return layout.items.first { (($0.x)..<($0.x + $0.width)).contains(x) }.map { .item($0.index) }
    }

    /// Each shown file's picture, as wide as its label and above it.
    static func thumbnails(_ media: [String], _ shown: [Layout.Item], _ context: PictureContext) -> [Line] {
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
