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

    /// The divider's line over `row` of 首页's list, if it goes there.
    func readMarkerLines(over row: Int, width: Int) -> [Line] {
        guard row == dividerRow else { return [] }
        let label = " " + tr("以下是上次看到的位置", "you stopped here") + " "
        let side = max(0, (width - label.terminalWidth) / 2)
        let rule = String(repeating: "─", count: side)
        let text = TextLayout.truncate(rule + label + String(repeating: "─", count: max(0, width - side - label.terminalWidth)), toWidth: width)
        return [Line(text, .accent)]
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
