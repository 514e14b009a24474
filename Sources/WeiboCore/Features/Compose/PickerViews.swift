/// The pickers the compose items open before the editor: places for 签到,
/// stars for 点评, a file path for 照片/视频, and the offer to resume a draft.
enum PickerViews {
    static func drawPlacePicker(_ picker: PlacePickerState, state: AppState, into canvas: inout Canvas) -> Point? {
        let box = Rect(size: canvas.size).centered(Size(width: min(canvas.size.width, 50), height: min(canvas.size.height, 18)))
        BoxView.draw(into: &canvas, rect: box, title: tr("签到 · 选择地点", "Check in · Choose a place"))
        let inner = box.inset(dx: 1, dy: 1)
        let field = picker.field.visible(width: max(1, inner.width - 3))
        canvas.draw(" ⌕ ", x: inner.x, y: inner.y, style: .accent)
        if picker.field.isEmpty { canvas.draw(tr("城市、区县，中文或拼音", "City or county, in Chinese or pinyin"), x: inner.x + 3, y: inner.y, style: .muted, maxX: inner.maxX) }
        canvas.draw(field.text, x: inner.x + 3, y: inner.y, maxX: inner.maxX)
        guard let places = state.places else {
            canvas.draw(tr(" 正在加载…", " Loading…"), x: inner.x, y: inner.y + 2, style: .muted, maxX: inner.maxX)
            return Point(x: inner.x + 3 + field.cursorColumn, y: inner.y)
        }
        let results = state.placePickerResults(picker)
        let rows = max(0, inner.height - 3)
        let top = max(0, picker.selection - rows + 1)
        for (i, place) in results.dropFirst(top).prefix(rows).enumerated() {
            let y = inner.y + 2 + i
            let selected = top + i == picker.selection
            let style = selected ? Style(background: .selection, attributes: .bold) : .plain
            if selected { canvas.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), style: style) }
            let x = canvas.draw(" " + place.name, x: inner.x, y: y, style: style, maxX: inner.maxX)
            let path = places.directory.pathText(of: place.code)
            canvas.draw("  " + path, x: x, y: y, style: Style.muted.on(selected ? .selection : .standard), maxX: inner.maxX)
        }
        if results.isEmpty { canvas.draw(tr(" 没有找到", " No places found"), x: inner.x, y: inner.y + 2, style: .muted, maxX: inner.maxX) }
        let keys = state.keymap
        let hint = " " + Keymap.hints([keys.hint([.up, .down], in: .placePicker, tr("选择", "select")),
                                       keys.hint(.choose, in: .placePicker, tr("确定", "choose")),
                                       keys.hint(.cancel, in: .placePicker, tr("取消", "cancel"))])
        canvas.draw(TextLayout.truncate(hint, toWidth: inner.width), x: inner.x, y: inner.maxY - 1, style: .muted)
        return Point(x: inner.x + 3 + field.cursorColumn, y: inner.y)
    }

    static func ratingHints(_ keys: Keymap) -> [String] {
        [keys.hint([.left, .right], in: .rating, tr("或 1-5", "or 1-5")),
         keys.hint(.choose, in: .rating, tr("确定", "choose")), keys.hint(.cancel, in: .rating, tr("取消", "cancel"))].compactMap { $0 }
    }

    /// The stars and the keys, every hint whole: one line where the box is
    /// wide enough for them all, more rows where it is not.
    static func drawRating(_ stars: Int, keys: Keymap, into canvas: inout Canvas) {
        let oneLine = TextLayout.hintLines(ratingHints(keys), width: Int.max).first?.terminalWidth ?? 0
        let width = min(canvas.size.width, max(34, oneLine + 4))
        let hints = TextLayout.hintLines(ratingHints(keys), width: width - 2)
        let box = Rect(size: canvas.size).centered(Size(width: width, height: min(canvas.size.height, 5 + hints.count)))
        BoxView.draw(into: &canvas, rect: box, title: tr("点评 · 打分", "Review · Rating"))
        let text = (1...5).map { $0 <= stars ? "★" : "☆" }.joined(separator: " ")
        let starsY = box.height > 5 ? box.y + 2 : box.y + 1
        canvas.draw(text, x: box.x + (box.width - text.terminalWidth) / 2, y: starsY, style: Style.accent.with(.bold))
        for (i, hint) in hints.enumerated() where starsY + 1 + i < box.maxY - 1 {
            canvas.draw(hint, x: box.x + (box.width - hint.terminalWidth) / 2, y: starsY + 1 + i, style: .muted, maxX: box.maxX - 1)
        }
    }

    static func drawPathPrompt(_ prompt: PathPromptState, keys: Keymap, into canvas: inout Canvas) -> Point? {
        let box = Rect(size: canvas.size).centered(Size(width: min(canvas.size.width, 60), height: 7))
        BoxView.draw(into: &canvas, rect: box, title: tr("照片/视频", "Photo/Video"))
        let inner = box.inset(dx: 2, dy: 1)
        // A refusal may take the row below too (it says why and what to do instead).
        let said = prompt.message.map { TextLayout.wrapPhrases($0, width: inner.width) } ?? [tr("本地文件的路径：", "Path of a local file:")]
        for (i, line) in said.prefix(2).enumerated() {
            let last = i == 1 && said.count > 2
            canvas.draw(last ? TextLayout.truncate(line + "…", toWidth: inner.width) : line, x: inner.x, y: inner.y + i,
                        style: prompt.message == nil ? .muted : .badge, maxX: inner.maxX)
        }
        let field = prompt.field.visible(width: max(1, inner.width))
        canvas.fill(Rect(x: inner.x, y: inner.y + 2, width: inner.width, height: 1), style: Style(background: .selection))
        canvas.draw(field.text, x: inner.x, y: inner.y + 2, style: Style(background: .selection), maxX: inner.maxX)
        if !prompt.candidates.isEmpty {
            canvas.draw(TextLayout.truncate(PathCompletion.listing(prompt.candidates), toWidth: inner.width), x: inner.x, y: inner.y + 3, style: .link)
        }
        let hint = Keymap.hints([keys.hint(.choose, in: .pathPrompt, tr("确定", "choose")), keys.hint(.complete, in: .pathPrompt, tr("补全", "complete")),
                                 keys.hint(.cancel, in: .pathPrompt, tr("取消", "cancel"))])
        canvas.draw(TextLayout.truncate(hint, toWidth: inner.width), x: inner.x, y: inner.y + 4, style: .muted)
        return Point(x: inner.x + field.cursorColumn, y: inner.y + 2)
    }

    static func drawResumeDraft(_ draft: ComposeDraft, keys: Keymap, into canvas: inout Canvas) {
        let box = Rect(size: canvas.size).centered(Size(width: min(canvas.size.width, 44), height: 7))
        BoxView.draw(into: &canvas, rect: box, title: tr("未完成的草稿", "Unfinished draft"))
        let preview = TextLayout.truncate(Sanitizer.sanitize(draft.text), toWidth: box.width - 4)
        canvas.draw(preview, x: box.x + 2, y: box.y + 2)
        let answers = Keymap.hints([keys.hint(.yes, in: .confirm, tr("继续", "yes")),
                                    keys.hint(.no, in: .confirm, tr("稍后（留在草稿箱）", "later (kept in Drafts)"))])
        let hint = TextLayout.truncate(tr("继续编辑？ ", "Continue? ") + answers, toWidth: box.width - 2)
        canvas.draw(hint, x: box.x + (box.width - hint.terminalWidth) / 2, y: box.y + 4, style: .muted, maxX: box.maxX - 1)
    }
}
