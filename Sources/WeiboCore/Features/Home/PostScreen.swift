/// A post page: the whole post and its repost, then its comments.
struct PostScreen: Screen {
    let id: Int64

    func title(in state: AppState) -> String { tr("微博正文", "Post") }

    func header(in state: AppState, width: Int) -> [Line] {
        guard let detail = state.home.postDetails[id] else { return [Line(tr(" 正在加载…", " Loading…"), .muted)] }
        // The topic or name `t` picked is lit; Enter opens it.
        let picked = state.page.route == .post(id: id) ? state.focusedEntity.map { [$0.text] } ?? [] : []
        let hasEntities = !detail.post.entities.isEmpty
        let hasVideo = detail.post.playableVideo != nil
        let pictures = state.pictureContext
        return TextMatch.highlight(PostCell.lines(detail.post, width: width, clock: state.clock, folded: false, pictures: pictures), picked)
            + (pictures == nil ? Self.pictureLines(detail.post, width: width) : [])
            + [Line(TextLayout.rule(width: width), .muted),
               Line([Span(tr(" 评论 ", " Comments "), .bold), Span(CountFormat.short(detail.post.commentCount) + (Self.notShown(detail) ?? ""), .muted),
                     Span("    " + Self.keyHints(state.keymap, hasEntities: hasEntities, hasVideo: hasVideo), .muted)])]
    }

    /// How many of the comments Weibo counts the page does not hold, said
    /// beside the count: a count above the list is no contradiction then
    /// (the sample's 评论 1234 over one comment).
    static func notShown(_ detail: PostDetail) -> String? {
        let more = detail.post.commentCount - detail.comments.count
        guard more > 0 else { return nil }
        return tr("（还有 \(more) 条未加载）", " (\(more) more not loaded)")
    }

    /// What the post's keys do, as they are bound.
    static func keyHints(_ keys: Keymap, hasEntities: Bool, hasVideo: Bool = false) -> String {
        Keymap.hints([hasVideo ? keys.hint(.viewPictures, in: .posts, tr("播放", "play")) : nil,
                      keys.hint(.like, in: .posts, tr("赞", "like")), keys.hint(.comment, in: .posts, tr("评论", "comment")),
                      keys.hint(.repost, in: .posts, tr("转发", "repost")), keys.hint(.actions, in: .posts, tr("操作", "actions")),
                      hasEntities ? keys.hint(.pickTopic, in: .posts, tr("话题/@", "topic/@")) : nil])
    }

    /// A Weibo post's pictures by address (`[图片]` in the cell), until the
    /// terminal can show them: one line each, cut to the width.
    static func pictureLines(_ post: Post, width: Int) -> [Line] {
        let addresses = PictureAddress.list(post.mediaPath)
        let video = (post.video?.browserAddress).map { address in
            Line([Span(tr(" 视频 ", " Video "), .muted),
                  Span(TextLayout.truncate(Sanitizer.sanitize(address), toWidth: max(0, width - 7)), .link)])
        }
        // A video's cover is no picture of the post's own: the video's address stands for it.
        let pictures = video == nil ? addresses : []
        return (video.map { [$0] } ?? []) + pictures.enumerated().map { index, address in
            let label = pictures.count == 1 ? tr(" 图片 ", " Picture ") : tr(" 图片 \(index + 1) ", " Picture \(index + 1) ")
            return Line([Span(label, .muted),
                         Span(TextLayout.truncate(Sanitizer.sanitize(String(address)), toWidth: max(0, width - label.terminalWidth - 1)), .link)])
        }
    }

    func rowCount(in state: AppState) -> Int { state.home.postDetails[id]?.comments.count ?? 0 }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        guard let comment = state.home.postDetails[id]?.comments[row] else { return [] }
        var lines = [Line([Span(" "), Span(TextLayout.truncate(Sanitizer.sanitize(comment.authorName), toWidth: max(0, width - 14)), .link),
                           Span("  " + comment.time(clock: state.clock), .muted)])]
        lines += RichText.lines(comment.text, width: width - 1, indent: [Span(" ")])
        return lines
    }

    func post(at row: Int, in state: AppState) -> Post? { state.home.postDetails[id]?.post }

    /// Enter on a comment replies to it, as a tap does in the app.
    func target(of row: Int, in state: AppState) -> RowTarget? {
        rowCount(in: state) > row ? .perform(.home(.replyToComment)) : nil
    }

    func emptyMessage(in state: AppState) -> String? {
        guard let detail = state.home.postDetails[id] else { return nil }
        if detail.post.commentCount > 0 {
            return tr("这 \(detail.post.commentCount) 条评论还没有加载", "None of the \(plural(detail.post.commentCount, "comment")) is loaded yet")
        }
        guard let key = state.keymap.key(for: .comment, in: .posts)?.hintName else { return tr("还没有评论", "No comments yet") }
        return tr("还没有评论，按 \(key) 抢沙发", "No comments yet. Press \(key) to be the first")
    }
}
