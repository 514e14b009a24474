/// A search of all Weibo: a hot word's posts (综合), a `#topic#`'s page, or
/// what 发现's own field asked, with Weibo's tabs above it (综合 / 实时 /
/// 用户 / 话题, `]` / `[`): posts openable like any post, people opening
/// their pages, topics their topic pages; its last row asks Weibo for the
/// next page, as Weibo pages them.
struct WeiboSearchScreen: Screen {
    let query: WeiboSearchQuery

    func title(in state: AppState) -> String { Sanitizer.sanitize(query.text) }

    func results(_ state: AppState) -> WeiboSearchResults? { state.discover.weiboSearches[query] }
    func posts(_ state: AppState) -> [Post] { results(state)?.posts ?? [] }

    /// Rows of results, whatever their kind.
    private func found(_ state: AppState) -> Int {
        guard let results = results(state) else { return 0 }
        switch query.kind {
        case .posts, .realtime: return results.posts.count
        case .users: return results.people.count
        case .topics: return results.topics.count
        }
    }

    func header(in state: AppState, width: Int) -> [Line] {
        let when = results(state)?.fetchedAt.map { tr(" · \(RelativeTime.format($0, clock: state.clock))更新", " · updated \(RelativeTime.format($0, clock: state.clock))") } ?? ""
        var spans: [Span] = []
        for kind in WeiboSearchKind.allCases {
            // A topic's page is its own 综合.
            let label = kind == .posts && query.isTopic ? tr("话题页", "Topic") : kind.label
            spans.append(kind == query.kind ? Span(" " + label + " ", Style.accent.with(.bold)) : Span(" " + label + " ", .muted))
        }
        // `[ ] 切换`: the two keys side by side, as the tabs they move between.
        let named = [Command.searchTabPrevious, .searchTabNext].compactMap { state.keymap.key(for: $0, in: .discover)?.hintName }
        let keys = named.isEmpty ? "" : "  " + named.joined(separator: " ") + tr(" 切换", " switch")
        spans.append(Span(keys + when, .muted))
        let shown = spans.map(\.text).joined()
        let tabs = shown.terminalWidth <= width ? Line(spans) : Line(TextLayout.truncate(shown, toWidth: width), .muted)
        return [tabs, Line(TextLayout.rule(width: width), .muted)]
    }

    /// A row a result, then the row that asks for more (or says there is none).
    func rowCount(in state: AppState) -> Int {
        let count = found(state)
        return count > 0 ? count + 1 : 0
    }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        guard row < found(state), let results = results(state) else {
            let more = results(state)?.nextPage != nil ? tr("加载更多 ›", "More ›") : tr("没有更多了", "No more")
            return [Line(String(repeating: " ", count: max(0, (width - more.terminalWidth) / 2)) + TextLayout.truncate(more, toWidth: width), .muted)]
        }
        let rule = Line(TextLayout.rule(width: width), .muted)
        switch query.kind {
        case .posts, .realtime:
            return PostCell.lines(results.posts[row], width: width, clock: state.clock, pictures: state.pictureContext) + [rule]
        case .users:
            return SearchScreen.personRow(results.people[row], state: state, width: width)
        case .topics:
            let topic = results.topics[row]
            let under = [topic.summary, topic.detail].filter { !$0.isEmpty }.map { Sanitizer.sanitize($0) }.joined(separator: " · ")
            var lines = [Line(TextLayout.truncate(" #" + Sanitizer.sanitize(topic.name) + "#", toWidth: width), Style.link)]
            if !under.isEmpty { lines.append(Line(TextLayout.truncate(" " + under, toWidth: width), .muted)) }
            return lines + [rule]
        }
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        guard row < found(state), let results = results(state) else {
            return results(state)?.nextPage != nil ? .perform(.discover(.moreWeiboResults(query))) : nil
        }
        switch query.kind {
        case .posts, .realtime: return .push(.post(id: results.posts[row].id))
        case .users: return .perform(.search(.openPage(.user(name: results.people[row].name))))
        case .topics: return .perform(.discover(.openWeiboSearch(WeiboSearchQuery("#" + results.topics[row].name + "#"))))
        }
    }

    func showsPostBeside(in state: AppState) -> Bool { query.kind == .posts || query.kind == .realtime }

    func post(at row: Int, in state: AppState) -> Post? {
        guard query.kind == .posts || query.kind == .realtime else { return nil }
        let posts = posts(state)
        return posts.indices.contains(row) ? posts[row] : nil
    }

    func emptyMessage(in state: AppState) -> String? {
        guard state.info.isAccount else {
            // One line at 80 columns in either language.
            return tr("示例数据不联网：登录网页会话（weibo-tui login --qr）后可搜索全微博",
                      "The sample does not go online: weibo-tui login --qr to search Weibo")
        }
        if Unavailable.searchingWeibo.applies(to: state.info.accountKind ?? .openAPI) {
            return Unavailable.searchingWeibo.message(for: state.info.accountKind)
        }
        guard results(state)?.fetchedAt != nil else { return tr("正在加载…", "Loading…") }
        switch query.kind {
        case .posts, .realtime: return tr("没有找到微博", "No posts found")
        case .users: return tr("没有找到用户", "No one found")
        case .topics: return tr("没有找到话题", "No topics found")
        }
    }
}
