/// The mouse in the editor, as on the app's compose sheet: a click on a
/// file of the strip selects it (the strip takes the keys), its `×`
/// removes it, a file dragged onto another takes that place, and a click
/// on the text gives the keys back to it. Nothing else is clickable: an
/// editor is left by its keys only, never by a stray click.
enum EditorMouse {
    static func actions(for mouse: MouseEvent, _ e: EditorState, in state: AppState) -> [Action] {
        // A prompt inside the editor (save?, emoticons, @, sending) has the keys.
        guard !e.isInPrompt, e.mention == nil else { return [] }
        let point = Point(x: mouse.x, y: mouse.y)
        let hit = stripHit(at: point, e, in: state)
        switch mouse.kind {
        case .press:
            if let hit { return [.compose(.stripPressed(hit))] }
            if let field = field(at: point, e, in: state) { return [.compose(.fieldClicked(field))] }
            return []
        case .release:
            guard e.stripPress != nil else { return [] }
            if case .item(let index)? = hit { return [.compose(.stripReleased(index))] }
            return [.compose(.stripReleased(nil))]
        case .wheelUp, .wheelDown:
            return []
        }
    }

    /// The screen row of the strip's names, where files are attached: the
    /// one above the rule and the hints, whatever is drawn above it.
    static func namesRow(_ e: EditorState, in state: AppState) -> Int? {
        e.draft.media.isEmpty ? nil : state.size.height - 3
    }

    static func stripHit(at point: Point, _ e: EditorState, in state: AppState) -> StripHit? {
        guard let names = namesRow(e, in: state) else { return nil }
        return MediaStrip.hit(x: point.x, above: names - point.y, e, width: state.size.width,
                              thumbnails: MediaStrip.showsThumbnails(e, pictures: state.pictureContext, screenHeight: state.size.height))
    }

    /// The field drawn at `point`: the title line (and its rule), or the
    /// rows of the text above the footer.
    static func field(at point: Point, _ e: EditorState, in state: AppState) -> EditorState.Focus? {
        let top = 2, textTop = e.draft.title != nil ? 4 : 2
        let footer = EditorView.footerLines(e, state: state, width: state.size.width).count
        // Compared, not made ranges: on a screen shorter than the editor's
        // frame the text's bottom lies above its top.
        if e.draft.title != nil, point.y >= top, point.y < textTop { return .title }
        if point.y >= textTop, point.y < state.size.height - footer { return .body }
        return nil
    }
}

extension AppState {
    /// A press on the strip: the file is selected and the strip has the
    /// keys; on the selected file's `×` it goes, as `x` does.
    mutating func stripPressed(_ hit: StripHit) -> [Effect] {
        editCommand { e in
            e.focus = .pictures
            e.mention = nil
            switch hit {
            case .item(let index):
                e.pictureSelection = index
                e.stripPress = index
            case .remove(let index):
                e.pictureSelection = index
                e.stripPress = nil
                e.applyStripCommand(.removePicture)
            }
            return []
        }
    }

    /// The button up again: over another file (`index`), the pressed one
    /// moves to its place, the others closing up behind it.
    mutating func stripReleased(_ index: Int?) -> [Effect] {
        editCommand { e in
            guard let from = e.stripPress else { return [] }
            e.stripPress = nil
            guard let to = index, to != from, e.draft.media.indices.contains(from), e.draft.media.indices.contains(to) else { return [] }
            e.draft.media.insert(e.draft.media.remove(at: from), at: to)
            e.pictureSelection = to
            e.isDirty = true
            return []
        }
    }

    /// A click on the title or the text: the keys go back to it.
    mutating func fieldClicked(_ field: EditorState.Focus) -> [Effect] {
        editCommand { e in
            guard field != .title || e.draft.title != nil else { return [] }
            e.focus = field
            e.stripPress = nil
            return []
        }
    }
}
