/// The full-screen editor, as the app's compose sheet: a bar with cancel,
/// title and send; an optional title line; the text; what is attached; the
/// counter; and, over it, the emoticon grid, the `@` list or the save prompt.
enum EditorView {
    /// Draws the editor and returns where the cursor goes.
    static func draw(_ e: EditorState, state: AppState, into canvas: inout Canvas) -> Point? {
        let full = canvas.bounds
        canvas.fill(full)
        let width = full.width
        let bar = Style(background: .bar)
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: bar)
        canvas.draw(tr(" 取消", " Cancel"), x: 0, y: 0, style: Style.muted.on(.bar))
        // Narrow terminals drop the ^S (the help lists it) before the title is cut.
        let shortcut = width < 32 ? "" : state.keymap.key(for: .publish, in: .editor).map { " " + $0.hintName } ?? ""
        let send = e.isPublishing ? tr("发送中… ", "Sending… ") : tr("发送", "Send") + shortcut + " "
        canvas.draw(send, x: width - send.terminalWidth, y: 0, style: Style.accent.with(.bold).on(.bar))
        let audience = e.draft.visibility == .everyone ? "" : " · " + e.draft.visibility.title
        let title = TextLayout.truncate(e.draft.mode.title + audience, toWidth: max(0, width - 2 * max(5, send.terminalWidth)))
        canvas.draw(title, x: (width - title.terminalWidth) / 2, y: 0, style: Style.bold.on(.bar))
        canvas.draw(TextLayout.rule(width: width), x: 0, y: 1, style: .muted)
        var y = 2
        var cursor: Point?
        if let field = e.draft.title {
            let label = tr(" 标题 ", " Title ")
            let shown = field.visible(width: max(1, width - label.terminalWidth - 1))
            let x = canvas.draw(label, x: 0, y: y, style: .muted)
            if field.isEmpty { canvas.draw(tr("（选填）", "(optional)"), x: x, y: y, style: .muted) }
            canvas.draw(shown.text, x: x, y: y, style: .bold)
            if e.focus == .title { cursor = Point(x: x + shown.cursorColumn, y: y) }
            canvas.draw(TextLayout.repeated("┄", count: width), x: 0, y: y + 1, style: .muted)
            y += 2
        }
        let footer = footerLines(e, state: state, width: width)
        let bodyBottom = full.maxY - footer.count
        let bodyRows = max(0, bodyBottom - y)
        let textWidth = state.editorWidth
        let (lines, position) = e.draft.body.layout(width: textWidth)
        if e.draft.body.isEmpty {
            canvas.draw(e.draft.mode.placeholder, x: 1, y: y, style: .muted, maxX: width - 1)
        }
        let top = max(0, position.line - bodyRows + 1)
        // A long post shows its first 140 in a list, then 全文: what falls
        // after them is drawn dim, so the user sees where the fold will be.
        let fold = e.draft.stored.lengthLimit(for: state.info.kind) > WeiboLength.foldAt && WeiboLength.count(e.draft.text) > WeiboLength.foldAt
            ? WeiboLength.prefixLength(e.draft.text) : Int.max
        for (i, line) in lines.dropFirst(top).prefix(bodyRows).enumerated() {
            let shown = fold >= line.range.upperBound ? line.text : String(line.text.prefix(max(0, fold - line.range.lowerBound)))
            let styled = RichText.lines(shown, width: Int.max / 2, indent: [Span(" ")]).first ?? Line(" " + shown)
            let x = styled.draw(into: &canvas, x: 0, y: y + i, maxX: width - 1)
            if shown.count < line.text.count {
                canvas.draw(Sanitizer.sanitize(String(line.text.dropFirst(shown.count))), x: x, y: y + i, style: .muted, maxX: width - 1)
            }
        }
        if e.focus == .body, bodyRows > 0 {
            cursor = Point(x: 1 + min(position.column, textWidth - 1), y: y + position.line - top)
        }
        for (i, line) in footer.enumerated() {
            line.draw(into: &canvas, x: 0, y: bodyBottom + i, maxX: width)
        }
        if let selection = e.emoticonSelection {
            drawEmoticons(selection: selection, into: &canvas, above: bodyBottom)
            cursor = nil
        } else if let mention = e.mention {
            drawMentions(state.mentionCandidates(mention.query), selection: mention.selection, into: &canvas,
                         above: bodyBottom, cursor: cursor)
        }
        if e.confirmingExit {
            let box = Rect(size: canvas.size).centered(Size(width: min(width, 36), height: 5))
            BoxView.draw(into: &canvas, rect: box, title: tr("保存草稿？", "Save draft?"))
            let keys = state.keymap
            let answers = Keymap.hints([keys.hint(.saveDraft, in: .savePrompt, tr("保存", "save")),
                                        keys.hint(.discardDraft, in: .savePrompt, tr("不保存", "discard")),
                                        keys.hint(.keepEditing, in: .savePrompt, tr("取消", "cancel"))])
            let hint = TextLayout.truncate(answers, toWidth: box.width - 2)
            canvas.draw(hint, x: box.x + (box.width - hint.terminalWidth) / 2, y: box.y + 2, maxX: box.maxX - 1)
            cursor = nil
        }
        return cursor
    }

    /// What sits under the text: the post being answered, attachments, the
    /// message, the hints and the counter.
    static func footerLines(_ e: EditorState, state: AppState, width: Int) -> [Line] {
        var lines: [Line] = []
        switch e.draft.mode {
        case .comment(let id), .repost(let id):
            if let post = state.post(id: id) {
                let quoted = "@" + Sanitizer.sanitize(post.authorName) + tr("：", ": ") + Sanitizer.sanitize(post.text)
                lines.append(Line([Span(" ▎", .muted), Span(TextLayout.truncate(quoted, toWidth: max(0, width - 4)), .muted)]))
            }
        case .post:
            break
        }
        if let place = e.draft.place { lines.append(Line(" 📍 " + TextLayout.truncate(Sanitizer.sanitize(place), toWidth: max(0, width - 5)), .link)) }
        if let rating = e.draft.rating { lines.append(Line(tr(" 评分 ", " Rating ") + String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating), .accent)) }
        if let message = e.message {
            lines.append(Line(" " + TextLayout.truncate(message, toWidth: max(0, width - 2)), .badge))
        }
        // The strip's names sit on the row above the rule (EditorMouse.namesRow).
        lines += MediaStrip.lines(e, keys: state.keymap, width: width, pictures: state.pictureContext, screenHeight: state.size.height)
        lines.append(Line(TextLayout.rule(width: width), .muted))
        let limit = e.draft.stored.lengthLimit(for: state.info.kind)
        let remaining = WeiboLength.remaining(e.draft.text, limit: limit)
        // At 140 what is left says it all; a long limit shows `N/2000`,
        // turning to the accent once past the 140 a list shows before 全文.
        let long = limit > WeiboLength.foldAt && e.draft.stored.kind != .longPost
        let counter = long ? "\(WeiboLength.count(e.draft.text))/\(limit)" : String(remaining)
        let counterStyle: Style = remaining <= WeiboLength.warningThreshold ? .badge
            : long && WeiboLength.count(e.draft.text) > WeiboLength.foldAt ? .accent : .muted
        let keys = state.keymap
        let hintText = Keymap.hints([keys.hint(.emoticons, in: .editor, tr("表情", "emoji")), tr("@ 提及", "@ mention"),
                                     MediaStrip.attachHint(e, keys: keys, account: state.info.kind),
                                     MediaStrip.visibilityHint(e, keys: keys, account: state.info.kind),
                                     e.draft.title != nil ? keys.hint(.switchField, in: .editor, tr("标题", "title")) : nil,
                                     keys.hint(.leaveEditor, in: .editor, tr("取消", "cancel"))])
        let hints = TextLayout.truncate(" " + hintText, toWidth: max(0, width - counter.terminalWidth - 2))
        let gap = max(1, width - hints.terminalWidth - counter.terminalWidth - 1)
        lines.append(Line([Span(hints, .muted), Span(TextLayout.repeated(" ", count: gap)), Span(counter, counterStyle)]))
        return lines
    }

    /// The grid in a box above the footer; rows that do not fit scroll so
    /// the selection is always on screen, with ▲ / ▼ on the border saying more.
    static func drawEmoticons(selection: Int, into canvas: inout Canvas, above bottom: Int) {
        let items = EditorState.emoticons
        let width = canvas.size.width
        let columns = EmoticonGrid.columns(forWidth: width)
        let cell = EmoticonGrid.cellWidth
        let rows = EmoticonGrid.rows(forWidth: width)
        let visibleRows = max(1, min(rows, bottom - 2 - 2))
        let top = max(0, min(selection / columns - visibleRows + 1, rows - visibleRows))
        let box = Rect(x: max(0, (width - (columns * cell + 2)) / 2), y: max(2, bottom - visibleRows - 2),
                       width: min(width, columns * cell + 2), height: visibleRows + 2)
        BoxView.draw(into: &canvas, rect: box, title: tr("表情", "Emoji"))
        for (i, code) in items.enumerated() where i / columns >= top && i / columns < top + visibleRows {
            let x = box.x + 1 + (i % columns) * cell, y = box.y + 1 + i / columns - top
            let style = i == selection ? Style(foreground: .accent, background: .selection, attributes: .bold) : Style.accent
            canvas.draw(" " + code + " ", x: x, y: y, style: style, maxX: min(x + cell, box.maxX - 1))
        }
        if top > 0 { canvas.draw("▲", x: box.maxX - 2, y: box.y, style: .muted) }
        if top + visibleRows < rows { canvas.draw("▼", x: box.maxX - 2, y: box.maxY - 1, style: .muted) }
    }

    static func drawMentions(_ users: [User], selection: Int, into canvas: inout Canvas, above bottom: Int, cursor: Point?) {
        let names = users.isEmpty ? [tr("没有匹配的用户", "No matching people")] : users.map { "@" + Sanitizer.sanitize($0.name) }
        let width = min(canvas.size.width, (names.map { $0.terminalWidth }.max() ?? 10) + 4)
        let height = min(names.count + 2, max(3, bottom - 2))
        let x = min(max(0, (cursor?.x ?? 1) - 1), canvas.size.width - width)
        var y = (cursor?.y ?? 2) + 1
        if y + height > bottom { y = max(2, (cursor?.y ?? bottom) - height) }
        let box = Rect(x: x, y: y, width: width, height: height)
        BoxView.draw(into: &canvas, rect: box, title: tr("提及", "Mention"))
        for (i, name) in names.prefix(height - 2).enumerated() {
            let selected = i == selection && !users.isEmpty
            let style = selected ? Style(foreground: .link, background: .selection, attributes: .bold) : (users.isEmpty ? .muted : .link)
            if selected { canvas.fill(Rect(x: box.x + 1, y: box.y + 1 + i, width: box.width - 2, height: 1), style: style) }
            canvas.draw(" " + name, x: box.x + 1, y: box.y + 1 + i, style: style, maxX: box.maxX - 1)
        }
    }
}

extension AppState {
    /// A post the app has loaded, wherever it is shown.
    func post(id: Int64) -> Post? {
        home.postDetails[id]?.post ?? timeline.first { $0.id == id } ?? timeline.lazy.compactMap(\.original).first { $0.id == id }
    }
}
