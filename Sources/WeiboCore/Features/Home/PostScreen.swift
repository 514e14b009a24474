/// A post page: the whole post and its repost, then its three lists as
/// Weibo's app shows them, 转发 / 评论 / 赞 under a row of their counts
/// (`]` / `[` or a click switch); comments 按热度 or 按时间 (`s`), a root
/// comment's replies (楼中楼) opened in place under it with Enter.
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
        let page = state.home.postPages[id] ?? PostPageState()
        var under = page.tab == .comments ? [page.order.label + (Self.notShown(detail) ?? "")] : Self.notShown(detail, page.tab).map { [$0] } ?? []
        if page.tab != .comments, let kind = state.info.kind, Unavailable.postLists.applies(to: kind) {
            under = [Unavailable.postLists.message(for: kind)]
        }
        let hints = under + [Self.keyHints(state.keymap, hasEntities: hasEntities, hasVideo: hasVideo)]
        return TextMatch.highlight(PostCell.lines(detail.post, width: width, clock: state.clock, folded: false, pictures: pictures), picked)
            + (pictures == nil ? Self.pictureLines(detail.post, width: width) : [])
            + [Line(TextLayout.rule(width: width), .muted),
               Self.tabLine(detail.post, selected: page.tab, keys: state.keymap, width: width),
               Line(TextLayout.truncate(" " + Keymap.hints(hints), toWidth: width), .muted)]
    }

    /// `转发 3  评论 12  赞 40   [ ] 切换 · s 排序`: the lists and their counts,
    /// the one shown lit.
    static func tabLine(_ post: Post, selected: PostTab, keys: Keymap, width: Int) -> Line {
        var spans = [Span(" ")]
        for tab in PostTab.allCases {
            if tab != .reposts { spans.append(Span("  ")) }
            spans.append(Span(tabText(tab, post), tab == selected ? Style.accent.with(.bold) : .muted))
        }
        // `[ ] 切换`: the two keys side by side, as the lists they move between;
        // on 评论 the key that orders them.
        let named = [Command.searchTabPrevious, .searchTabNext].compactMap { keys.key(for: $0, in: .posts)?.hintName }
        let order = selected == .comments ? keys.hint(.commentOrder, in: .posts, tr("排序", "order")) : nil
        let hints = Keymap.hints([named.isEmpty ? nil : named.joined(separator: " ") + tr(" 切换", " switch"), order])
        if !hints.isEmpty { spans.append(Span("   " + hints, .muted)) }
        let shown = spans.map(\.text).joined()
        return shown.terminalWidth <= width ? Line(spans) : Line(TextLayout.truncate(shown, toWidth: width), .muted)
    }

    private static func tabText(_ tab: PostTab, _ post: Post) -> String {
        let count = switch tab {
        case .reposts: post.repostCount
        case .comments: post.commentCount
        case .likes: post.likeCount
        }
        return tab.label + " " + CountFormat.short(count)
    }

    /// Where each list's label sits on the tab line, by column: a click there opens it.
    static func tabColumns(_ post: Post) -> [(PostTab, Range<Int>)] {
        var x = 1
        return PostTab.allCases.map { tab in
            if tab != .reposts { x += 2 }
            let width = tabText(tab, post).terminalWidth
            defer { x += width }
            return (tab, x..<(x + width))
        }
    }

    /// The list whose label is at `column` of line `line` of the header, if that line is the tab line.
    func tab(atColumn column: Int, line: Int, in state: AppState, width: Int) -> PostTab? {
        guard let detail = state.home.postDetails[id] else { return nil }
        let lines = header(in: state, width: width)
        let page = state.home.postPages[id] ?? PostPageState()
        guard lines.indices.contains(line),
              lines[line] == Self.tabLine(detail.post, selected: page.tab, keys: state.keymap, width: width) else { return nil }
        return Self.tabColumns(detail.post).first { $0.1.contains(column) }?.0
    }

    /// How many of the comments Weibo counts the page does not hold, said
    /// beside the order: a count above the list is no contradiction then
    /// (the sample's 评论 1234 over one comment).
    static func notShown(_ detail: PostDetail, _ tab: PostTab = .comments) -> String? {
        let (count, held) = switch tab {
        case .comments: (detail.post.commentCount, detail.comments.count + detail.replies.values.reduce(0) { $0 + $1.count })
        case .reposts: (detail.post.repostCount, detail.reposts.count)
        case .likes: (detail.post.likeCount, detail.likers.count)
        }
        let more = count - held
        guard more > 0, held > 0 || tab == .comments else { return nil }
        return tab == .comments ? tr("（还有 \(more) 条未加载）", " (\(more) more not loaded)")
                                : tr("还有 \(more) 个未加载", "\(more) more not loaded")
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

    // MARK: Rows

    /// One row of the list shown.
    enum Row {
        case repost(Post)
        case liker(Liker)
        case comment(Comment)
        /// A reply under its root, its thread open.
        case reply(Comment)
        /// The row that asks Weibo for the list's (or a thread's) next page.
        case more(OpenedPage)
    }

    /// The rows of the list shown: a thread's replies under its comment,
    /// each list's (and open thread's) last row asking for more while Weibo has it.
    func rows(in state: AppState) -> [Row] {
        guard let detail = state.home.postDetails[id] else { return [] }
        let page = state.home.postPages[id] ?? PostPageState()
        var rows: [Row]
        switch page.tab {
        case .reposts: rows = detail.reposts.map(Row.repost)
        case .likes: rows = detail.likers.map(Row.liker)
        case .comments:
            let roots = page.order == .hot ? detail.comments : detail.comments.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
            rows = []
            for root in roots {
                rows.append(.comment(root))
                guard page.openThreads.contains(root.id) else { continue }
                rows += (detail.replies[root.id] ?? []).map(Row.reply)
                let thread = OpenedListID(list: .replies, key: root.id)
                if let progress = detail.progress[thread], progress.more { rows.append(.more(progress.next(of: thread))) }
            }
        }
        let list = OpenedListID(list: page.shownList, key: id)
        if !rows.isEmpty, let progress = detail.progress[list], progress.more { rows.append(.more(progress.next(of: list))) }
        return rows
    }

    func row(_ row: Int, in state: AppState) -> Row? {
        let rows = rows(in: state)
        return rows.indices.contains(row) ? rows[row] : nil
    }

    func rowCount(in state: AppState) -> Int { rows(in: state).count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        guard let shown = self.row(row, in: state) else { return [] }
        switch shown {
        case .repost(let post):
            return Self.writtenLines(name: post.authorName, time: post.time(clock: state.clock), likes: nil, text: post.text, indent: 1, width: width)
        case .liker(let liker):
            let when = liker.likedAt.map { "  " + RelativeTime.format($0, clock: state.clock) } ?? ""
            return [Line([Span(" "), Span(TextLayout.truncate(Sanitizer.sanitize(liker.name), toWidth: max(0, width - 14)), .link),
                          Span(when, .muted)])]
        case .comment(let comment):
            var lines = Self.writtenLines(name: comment.authorName, time: comment.time(clock: state.clock), likes: comment.likeCount,
                                          text: comment.text, indent: 1, width: width)
            let held = state.home.postDetails[id]?.replies[comment.id]?.count ?? 0
            let replies = max(comment.replyCount, held)
            if replies > 0 {
                let open = state.home.postPages[id]?.openThreads.contains(comment.id) == true
                let label = open ? tr("   收起回复", "   Hide replies") : tr("   共\(replies)条回复 ›", "   \(plural(replies, "reply", "replies")) ›")
                lines.append(Line(TextLayout.truncate(label, toWidth: width), .link))
            }
            return lines
        case .reply(let reply):
            return Self.writtenLines(name: reply.authorName, time: reply.time(clock: state.clock), likes: reply.likeCount, text: reply.text,
                                     indent: 4, width: width)
        case .more(let page):
            let more = page.list == .replies ? tr("更多回复 ›", "More replies ›") : tr("加载更多 ›", "More ›")
            let indent = page.list == .replies ? 4 : max(0, (width - more.terminalWidth) / 2)
            return [Line(String(repeating: " ", count: indent) + TextLayout.truncate(more, toWidth: max(0, width - indent)), .muted)]
        }
    }

    /// A comment's, a reply's or a repost's lines: who, when, its likes, then its text.
    private static func writtenLines(name: String, time: String, likes: Int?, text: String, indent: Int, width: Int) -> [Line] {
        let pad = String(repeating: " ", count: indent)
        let liked = likes.flatMap { $0 > 0 ? tr("  赞 \(CountFormat.short($0))", "  \(CountFormat.short($0)) likes") : nil } ?? ""
        let line = Line([Span(pad), Span(TextLayout.truncate(Sanitizer.sanitize(name), toWidth: max(0, width - indent - 14)), .link),
                         Span("  " + time + liked, .muted)])
        return [line] + RichText.lines(text, width: width - indent, indent: [Span(pad)])
    }

    func post(at row: Int, in state: AppState) -> Post? { state.home.postDetails[id]?.post }

    /// The comment or reply under `row`, if it is one.
    func comment(at row: Int, in state: AppState) -> Comment? {
        switch self.row(row, in: state) {
        case .comment(let comment)?, .reply(let comment)?: comment
        default: nil
        }
    }

    /// Who a row shows (a comment's, a repost's writer, a liker), for `u`.
    func person(at row: Int, in state: AppState) -> String? {
        switch self.row(row, in: state) {
        case .comment(let comment)?, .reply(let comment)?: comment.authorName
        case .repost(let post)?: post.authorName
        case .liker(let liker)?: liker.name
        case .more?, nil: nil
        }
    }

    /// Enter on a comment with replies opens its thread under it (or
    /// closes it); on another comment or a reply it replies, as a tap does
    /// in the app; a repost opens, a liker's page opens, the last row asks
    /// for more.
    func target(of row: Int, in state: AppState) -> RowTarget? {
        switch self.row(row, in: state) {
        case .comment(let comment)?:
            let held = state.home.postDetails[id]?.replies[comment.id]?.isEmpty == false
            return comment.replyCount > 0 || held ? .perform(.home(.postPage(.toggleThread(comment.id)))) : .perform(.home(.replyToComment))
        case .reply?: return .perform(.home(.replyToComment))
        case .repost(let post)?: return .push(.post(id: post.id))
        case .liker(let liker)?: return .perform(.search(.openPage(.user(name: liker.name))))
        case .more(let page)?: return .perform(.home(.postPage(.more(page))))
        case nil: return nil
        }
    }

    func emptyMessage(in state: AppState) -> String? {
        guard let detail = state.home.postDetails[id] else { return nil }
        let page = state.home.postPages[id] ?? PostPageState()
        let waiting = page.asked.contains(OpenedPage(page.shownList, key: id)) && detail.progress[OpenedListID(list: page.shownList, key: id)] == nil
        switch page.tab {
        case .reposts:
            if waiting { return tr("正在加载…", "Loading…") }
            return detail.post.repostCount > 0 ? tr("这 \(detail.post.repostCount) 条转发还没有加载", "None of the \(plural(detail.post.repostCount, "repost")) is loaded yet")
                                               : tr("还没有人转发", "No reposts yet")
        case .likes:
            if waiting { return tr("正在加载…", "Loading…") }
            return detail.post.likeCount > 0 ? tr("这 \(detail.post.likeCount) 个赞还没有加载", "None of the \(plural(detail.post.likeCount, "like")) is loaded yet")
                                             : tr("还没有人赞", "No likes yet")
        case .comments: break
        }
        if detail.post.commentCount > 0 {
            return tr("这 \(detail.post.commentCount) 条评论还没有加载", "None of the \(plural(detail.post.commentCount, "comment")) is loaded yet")
        }
        guard let key = state.keymap.key(for: .comment, in: .posts)?.hintName else { return tr("还没有评论", "No comments yet") }
        return tr("还没有评论，按 \(key) 抢沙发", "No comments yet. Press \(key) to be the first")
    }
}
