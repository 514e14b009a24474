/// A wide terminal's second pane: the selected post as its post page draws
/// it, derived from the selection (`previewID`) and the details the store
/// answered (`postDetails`), which `reloadEffects` reads again after a write.
extension AppState {
    /// What the pane shows: the selected row's post or conversation, on a split page.
    var besideItem: Beside? {
        guard size.width >= ScreenLayout.wideWidth, layout.detail != nil else { return nil }
        return Screens.screen(for: page.route).beside(at: page.selection, in: self)
    }

    /// The list's own copy of the pane's post, drawn until the store answers
    /// (nil where the rows are not posts: 消息's @我的, 评论, 赞).
    var previewPost: Post? {
        guard case .post = besideItem else { return nil }
        return Screens.screen(for: page.route).post(at: page.selection, in: self)
    }

    /// Asks the store for the pane's post and its comments when the
    /// selection moves to another post, once: the answer lands before the
    /// frame is drawn, so a `j` still costs one frame. The store only: the
    /// network is asked when the post page opens, as before. The previous
    /// preview's detail is dropped unless a post page shows it, so the
    /// details held stay those on screen.
    mutating func previewEffects() -> [Effect] {
        let beside = besideItem
        let wanted: Int64? = if case .post(let id) = beside { id } else { nil }
        let chat: String? = if case .chat(let id) = beside { id } else { nil }
        return previewPostEffects(wanted) + previewChatEffects(chat)
    }

    private mutating func previewPostEffects(_ wanted: Int64?) -> [Effect] {
        guard wanted != home.previewID else { return [] }
        if let old = home.previewID, !isOnAStack(.post(id: old)) { home.postDetails[old] = nil }
        home.previewID = wanted
        guard let wanted, home.postDetails[wanted] == nil else { return [] }
        return [.home(.loadPostDetail(wanted))]
    }
}

/// Draws the pane: the post page's header (post, pictures, counts, hints),
/// then its comments while they fit. Rows past the pane are never laid out.
enum PostPreviewView {
    static func draw(_ state: AppState, into canvas: inout Canvas, rect: Rect) {
        guard !rect.isEmpty else { return }
        switch state.besideItem {
        case .post(let id)?: draw(post: id, state, into: &canvas, rect: rect)
        case .chat(let id)?: ChatPreviewView.draw(id, state, into: &canvas, rect: rect)
        // 消息's fixed rows (@我的, 评论, 赞, 私信): the pane waits for a conversation.
        case nil: break
        }
    }

    private static func draw(post id: Int64, _ state: AppState, into canvas: inout Canvas, rect: Rect) {
        let page = PostScreen(id: id)
        var lines: [Line]
        if state.home.postDetails[id] != nil {
            lines = page.header(in: state, width: rect.width)
        } else {
            // Until the store answers (a read in the same frame, or a post
            // gone from it), the list's own copy of the post, no comments.
            lines = (state.previewPost.map { PostCell.lines($0, width: rect.width, clock: state.clock, pictures: state.pictureContext) } ?? [])
                + [Line(TextLayout.rule(width: rect.width), .muted), Line(tr(" 正在加载…", " Loading…"), .muted)]
        }
        var y = rect.y
        for line in lines where y < rect.maxY {
            line.draw(into: &canvas, x: rect.x, y: y, maxX: rect.maxX)
            y += 1
        }
        let count = page.rowCount(in: state)
        if count == 0, state.home.postDetails[id] != nil, let message = page.emptyMessage(in: state), y + 1 < rect.maxY {
            for text in TextLayout.wrap(message, width: max(1, rect.width - 2)) where y + 1 < rect.maxY {
                canvas.draw(text, x: rect.x + 1, y: y + 1, style: .muted, maxX: rect.maxX)
                y += 1
            }
        }
        var row = 0
        while y < rect.maxY && row < count {
            for line in page.rowLines(row, in: state, width: rect.width) where y < rect.maxY {
                line.draw(into: &canvas, x: rect.x, y: y, maxX: rect.maxX)
                y += 1
            }
            row += 1
        }
    }

    /// The rule between the list and the pane.
    static func drawDivider(into canvas: inout Canvas, rect: Rect) {
        for y in rect.y..<rect.maxY { canvas.draw("│", x: rect.x, y: y, style: .muted, maxX: rect.maxX) }
    }
}
