/// A hot word's posts (综合) or a `#topic#`'s page: what a search of all
/// Weibo found, one post a row, openable like any post; its last row asks
/// Weibo for the next page, as Weibo pages them.
struct WeiboSearchScreen: Screen {
    let query: WeiboSearchQuery

    func title(in state: AppState) -> String { Sanitizer.sanitize(query.text) }

    func results(_ state: AppState) -> WeiboSearchResults? { state.discover.weiboSearches[query] }
    func posts(_ state: AppState) -> [Post] { results(state)?.posts ?? [] }

    func header(in state: AppState, width: Int) -> [Line] {
        let kind = query.isTopic ? tr(" 话题", " Topic") : tr(" 综合", " Top posts")
        let when = results(state)?.fetchedAt.map { tr(" · \(RelativeTime.format($0, clock: state.clock))更新", " · updated \(RelativeTime.format($0, clock: state.clock))") } ?? ""
        return [Line(TextLayout.truncate(kind + when, toWidth: width), .muted), Line(TextLayout.rule(width: width), .muted)]
    }

    /// A row a post, then the row that asks for more (or says there is none).
    func rowCount(in state: AppState) -> Int {
        let count = posts(state).count
        return count > 0 ? count + 1 : 0
    }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let posts = posts(state)
        guard posts.indices.contains(row) else {
            let more = results(state)?.nextPage != nil ? tr("加载更多 ›", "More ›") : tr("没有更多了", "No more")
            return [Line(String(repeating: " ", count: max(0, (width - more.terminalWidth) / 2)) + TextLayout.truncate(more, toWidth: width), .muted)]
        }
        return PostCell.lines(posts[row], width: width, clock: state.clock, pictures: state.pictureContext)
            + [Line(TextLayout.rule(width: width), .muted)]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        if let post = post(at: row, in: state) { return .push(.post(id: post.id)) }
        return results(state)?.nextPage != nil ? .perform(.discover(.moreWeiboResults(query))) : nil
    }

    func post(at row: Int, in state: AppState) -> Post? {
        let posts = posts(state)
        return posts.indices.contains(row) ? posts[row] : nil
    }

    func emptyMessage(in state: AppState) -> String? {
        guard state.info.isAccount else {
            return tr("示例数据不联网：登录网页会话（weibo-tui login --qr）后可看热搜词的微博",
                      "The sample does not go online: sign in a web session (weibo-tui login --qr) to read a hot word's posts")
        }
        if Unavailable.searchingWeibo.applies(to: state.info.accountKind ?? .openAPI) {
            return Unavailable.searchingWeibo.message(for: state.info.accountKind)
        }
        return results(state)?.fetchedAt == nil ? tr("正在加载…", "Loading…") : tr("没有找到微博", "No posts found")
    }
}
