/// 首页's read marker: the newest post it has shown (the store's, per
/// account) and the divider drawn under the posts that came after it,
/// `以下是上次看到的位置`, so a sync's new posts are read down to where the
/// last reading stopped, across restarts too (the marker is in the store).
extension AppState {
    /// While 首页 has posts newer than the marker, the divider follows the
    /// marker; once they have been shown (and the marker moved to the
    /// newest), it stays where it was for the rest of the run, so the
    /// posts just read keep their line until the next ones arrive.
    mutating func followReadMarker() {
        if counts.newPosts > 0, let marker = counts.readMarker { resume.divider = marker }
    }

    /// The row the divider sits above: the newest loaded post at or under
    /// the marker, with a newer post above it; nil when there is none.
    var dividerRow: Int? {
        guard let divider = resume.divider else { return nil }
        let posts = timeline
        guard let row = posts.firstIndex(where: { !$0.cursor.isNewer(than: divider) }), row > 0 else { return nil }
        return row
    }

    /// The lines over `row` of 首页's list: the divider, if it goes there,
    /// and a gap's, if the cache may miss posts between `row` and the one above.
    func readMarkerLines(over row: Int, width: Int) -> [Line] {
        var lines: [Line] = []
        if row == dividerRow { lines.append(Self.ruled(tr("以下是上次看到的位置", "you stopped here"), width: width, .accent)) }
        if gapRows.contains(row) {
            lines.append(Self.ruled(tr("这里可能还有微博没取到 · L 补上", "posts may be missing here · L fills them in"), width: width, .muted))
        }
        return lines
    }

    /// The rows a gap's line sits above: the first loaded post under each
    /// gap's top, with that top loaded above it.
    var gapRows: Set<Int> {
        guard !counts.timelineGaps.isEmpty else { return [] }
        let posts = timeline
        return Set(counts.timelineGaps.compactMap { gap in
            guard let row = posts.firstIndex(where: { $0.id < gap.above }), row > 0, posts[row - 1].id == gap.above else { return nil }
            return row
        })
    }

    /// `label` centred in a rule the width of the list.
    private static func ruled(_ label: String, width: Int, _ style: Style) -> Line {
        let label = " " + label + " "
        let side = max(0, (width - label.terminalWidth) / 2)
        let rule = String(repeating: "─", count: side)
        return Line(TextLayout.truncate(rule + label + String(repeating: "─", count: max(0, width - side - label.terminalWidth)), toWidth: width), style)
    }

    /// The gap key on 首页: the newest gap's posts are asked of Weibo and
    /// arrive by the reload their write causes.
    mutating func loadGap() -> [Effect] {
        guard page.route == .home else { return [] }
        guard info.isAccount, !counts.timelineGaps.isEmpty else {
            notice = tr("首页的缓存没有缺口", "Home's cache has no gap")
            return []
        }
        notice = tr("正在补上中间的微博…", "Filling in the gap…")
        return [.app(.fetch(.gap))]
    }

    /// The read-marker key on 首页: to the divider, and from it back to the
    /// top. Past the posts loaded, the list reads on toward it.
    mutating func jumpToReadMarker() -> [Effect] {
        guard page.route == .home else { return [] }
        guard homeList == .timeline else {
            notice = tr("上次看到的位置在全部关注里", "Where you stopped is in all followed")
            return []
        }
        guard let row = dividerRow else {
            if resume.divider != nil, counts.newPosts >= timeline.count, !(home.postLists[.timeline]?.exhausted ?? true) {
                moveSelection(to: timeline.count - 1)
                notice = tr("正在读到上次看到的位置…", "Reading on to where you stopped…")
                return []
            }
            notice = tr("上次看到的位置之上没有新微博", "No new posts above where you stopped")
            return []
        }
        if page.selection == row { return reduceNavigation(.top) }
        moveSelection(to: row)
        // The divider at the top of the view, the post read last under it.
        page.scrollTop = row
        keepSelectionsVisible()
        return markTimelineViewedIfOnScreen()
    }
}

extension PostCursor {
    func isNewer(than other: PostCursor) -> Bool { (createdAt, id) > (other.createdAt, other.id) }
}
