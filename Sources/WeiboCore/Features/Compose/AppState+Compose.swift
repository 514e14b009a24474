extension AppState {
    /// Columns of the compose popup's item grid.
    mutating func moveComposeSelection(dx: Int, dy: Int) {
        guard case .compose(.popup(var menu)) = modal else { return }
        let count = ComposeItem.pages[menu.page].count
        let columns = ComposePopupView.layout(menu, in: size).columns
        var row = menu.selection / columns, column = menu.selection % columns
        column = min(max(0, column + dx), columns - 1)
        row = min(max(0, row + dy), (count - 1) / columns)
        menu.selection = min(row * columns + column, count - 1)
        menu.message = nil
        modal = .compose(.popup(menu))
    }

    /// 更多 and 返回 turn the popup's page; every other item opens its flow
    /// (a picker first where the kind needs one, then the editor).
    mutating func chooseComposeItem(_ index: Int?) -> [Effect] {
        guard case .compose(.popup(var menu)) = modal else { return [] }
        let items = ComposeItem.pages[menu.page]
        let chosen = index ?? menu.selection
        guard chosen >= 0, chosen < items.count else { return [] }
        let item = items[chosen]
        switch item {
        case .more:
            menu = ComposeMenuState(page: 1, selection: 0)
        case .backToFirst:
            menu = ComposeMenuState(page: 0, selection: ComposeItem.pages[0].firstIndex(of: .more) ?? 0)
        case .text, .longPost, .friendsCircle, .music:
            let kind: PostKind = item == .longPost ? .longPost : item == .friendsCircle ? .friendsCircle : item == .music ? .music : .text
            modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(kind)))))
            return []
        case .review:
            modal = .compose(.ratingPicker(stars: 5))
            return []
        case .checkIn:
            modal = .compose(.placePicker(PlacePickerState()))
            return loadPlacesIfNeeded()
        case .photo:
            modal = .compose(.pathPrompt(PathPromptState(kind: .photo)))
            return []
        case .camera, .shoot:
            // A terminal has no camera: say so, and offer the way that works.
            modal = .compose(.pathPrompt(PathPromptState(kind: item == .camera ? .camera : .shoot,
                                                         message: tr("终端里没有相机，请输入一张本地照片或视频的路径",
                                                                     "No camera here: type the path of a local photo or video"))))
            return []
        }
        modal = .compose(.popup(menu))
        return []
    }
}
