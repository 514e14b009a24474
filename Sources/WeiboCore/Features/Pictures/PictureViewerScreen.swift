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
        let hint = Self.hint(count: viewer.addresses.count, keys: state.keymap)
        let room = Rect(x: rect.x, y: rect.y, width: rect.width, height: max(0, rect.height - 1))
        if let context = state.pictureContext, room.width > 0, room.height > 0 {
            // An account's picture full screen is its bmiddle form; until
            // that is downloaded, the thumbnail stands in.
            let address = Self.shownAddress(viewer.address, board: context.board, size: room)
            let key = PictureKey(address: address, width: room.width, height: room.height * 2, fills: false)
            var keys = [key]
            if let pixels = Self.pixelKey(address, room: room, state: state) {
                keys.append(pixels)
                if let image = Self.image(context.board[pixels], key: pixels, room: room, state: state) {
                    canvas.fill(image.rect)
                    canvas.place(image)
                    var line = Line()
                    line.pictures = keys
                    line.draw(into: &canvas, x: room.x, y: room.y, maxX: room.maxX)
                    return drawHint(hint, into: &canvas, rect: rect)
                }
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
        return drawHint(hint, into: &canvas, rect: rect)
    }

    private func drawHint(_ hint: String, into canvas: inout Canvas, rect: Rect) -> Bool {
        let fitted = TextLayout.truncate(hint, toWidth: rect.width)
        canvas.draw(fitted, x: rect.x + (rect.width - fitted.terminalWidth) / 2, y: rect.maxY - 1, style: .muted)
        return true
    }

    /// The bmiddle form of an account's picture, or the thumbnail while
    /// the bmiddle is not downloaded (or will not show).
    static func shownAddress(_ address: String, board: PictureBoard, size: Rect) -> String {
        let middle = PictureAddress.middle(address)
        guard middle != address else { return address }
        let key = PictureKey(address: middle, width: size.width, height: size.height * 2, fills: false)
        return board[key] == .notDownloaded || board[key]?.isFailure == true ? address : middle
    }

    /// A cell's size in pixels where the terminal did not say (kitty scales
    /// the picture to its cells anyway).
    static let assumedCellPixels = Size(width: 10, height: 20)

    /// The picture at the terminal's own resolution, where it answered that
    /// it draws pixels (kitty, sixel) and `set pictures` is `auto`.
    static func pixelKey(_ address: String, room: Rect, state: AppState) -> PictureKey? {
        guard state.pictures.graphics != .none, state.pictures.mode == .auto else { return nil }
        if state.pictures.graphics == .sixel && state.pictures.cellPixelSize == nil { return nil }
        let cell = state.pictures.cellPixelSize ?? assumedCellPixels
        return PictureKey(address: address, width: room.width * cell.width, height: room.height * cell.height, fills: false)
    }

    /// The decoded picture placed in the middle of `room`, on whole cells.
    static func image(_ decoded: PictureImage?, key: PictureKey, room: Rect, state: AppState) -> CanvasImage? {
        guard case .pixels(let w, let h, let rgb)? = decoded else { return nil }
        let cell = state.pictures.cellPixelSize ?? assumedCellPixels
        let columns = min(room.width, (w + cell.width - 1) / cell.width), rows = min(room.height, (h + cell.height - 1) / cell.height)
        let rect = Rect(x: room.x + (room.width - columns) / 2, y: room.y + (room.height - rows) / 2, width: columns, height: rows)
        return CanvasImage(rect: rect, pixelWidth: w, pixelHeight: h, rgb: rgb, id: stableID(key))
    }

    /// FNV-1a of the key: the same picture at the same size, the same id.
    static func stableID(_ key: PictureKey) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in "\(key.address)|\(key.width)x\(key.height)".utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return max(1, hash)
    }

    static func hint(count: Int, keys: Keymap) -> String {
        let back = keys.hint(.back, in: .global, tr("返回", "back"))
        guard count > 1 else { return back ?? "" }
        return Keymap.hints([keys.hint(.picturePrevious, in: .pictures, tr("上一张", "previous")),
                             keys.hint(.pictureNext, in: .pictures, tr("下一张", "next")), back])
    }
}
