/// One picture, full screen: as large as the page allows, its shape kept,
/// ←/→ through the post's pictures, Esc back.
struct PictureViewerScreen: Screen {
    let viewer: PictureViewer

    func title(in state: AppState) -> String {
        viewer.addresses.count == 1 ? tr("图片", "Picture") : tr("图片 \(viewer.index + 1)/\(viewer.addresses.count)", "Picture \(viewer.index + 1) of \(viewer.addresses.count)")
    }

    func rowCount(in state: AppState) -> Int { 0 }
    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] { [] }

    func drawBody(in state: AppState, into canvas: inout Canvas, rect: Rect) -> Bool {
        let hint = Self.hint(count: viewer.addresses.count)
        let room = Rect(x: rect.x, y: rect.y, width: rect.width, height: max(0, rect.height - 1))
        if let context = state.pictureContext, room.width > 0, room.height > 0 {
            // An account's picture full screen is its bmiddle form; until
            // that is downloaded, the thumbnail stands in.
            let middle = PictureKey(address: PictureAddress.middle(viewer.address), width: room.width, height: room.height * 2, fills: false)
            var key = middle, keys = [middle]
            if middle.address != viewer.address, context.board[middle] == .notDownloaded || context.board[middle]?.isFailure == true {
                key.address = viewer.address
                keys.append(key)
            }
            let image = context.board[key]
            var size = Size(width: room.width, height: room.height)
            if case .pixels(let w, let h, _)? = image { size = Size(width: min(w, room.width), height: min(room.height, (h + 1) / 2)) }
            let x = room.x + (room.width - size.width) / 2, y = room.y + (room.height - size.height) / 2
            for row in 0..<size.height {
                var line = Line(PostPictures.row(row, of: image, width: size.width, height: size.height))
                line.pictures = keys
                line.draw(into: &canvas, x: x, y: y + row, maxX: room.maxX)
            }
        } else {
            let text = TextLayout.truncate(tr("图片未开启", "Pictures are off"), toWidth: room.width)
            canvas.draw(text, x: room.x + (room.width - text.terminalWidth) / 2, y: room.y + room.height / 2, style: .muted)
        }
        let fitted = TextLayout.truncate(hint, toWidth: rect.width)
        canvas.draw(fitted, x: rect.x + (rect.width - fitted.terminalWidth) / 2, y: rect.maxY - 1, style: .muted)
        return true
    }

    static func hint(count: Int) -> String {
        count > 1 ? tr("← 上一张 · → 下一张 · Esc 返回", "← previous · → next · Esc back") : tr("Esc 返回", "Esc back")
    }
}
