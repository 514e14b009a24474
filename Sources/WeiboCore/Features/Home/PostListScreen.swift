/// A list of posts, one post per row: 首页's timeline, 我的微博, and 赞.
struct PostListScreen: Screen {
    let source: PostListSource

    func title(in state: AppState) -> String {
        switch source {
        case .timeline: return Tab.home.title
        case .mine: return tr("我的微博", "My posts")
        case .liked: return tr("赞", "Likes")
        }
    }

    func posts(_ state: AppState) -> [Post] { state.postLists[source]?.items ?? [] }

    /// The row below the last post once the store has none older.
    static var endMarker: String { tr("没有更多微博了", "No more posts") }

    /// One row a post, and the end marker once the list's end is loaded.
    func rowCount(in state: AppState) -> Int {
        let count = posts(state).count
        return count > 0 && state.postLists[source]?.exhausted == true ? count + 1 : count
    }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let posts = posts(state)
        guard posts.indices.contains(row) else {
            let text = TextLayout.truncate(Self.endMarker, toWidth: width)
            return [Line(String(repeating: " ", count: max(0, (width - text.terminalWidth) / 2)) + text, .muted)]
        }
        return PostCell.lines(posts[row], width: width, clock: state.clock, pictures: state.pictureContext)
            + [Line(TextLayout.rule(width: width), .muted)]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        post(at: row, in: state).map { .push(.post(id: $0.id)) }
    }

    func post(at row: Int, in state: AppState) -> Post? {
        let posts = posts(state)
        return posts.indices.contains(row) ? posts[row] : nil
    }

    func emptyMessage(in state: AppState) -> String? {
        if state.postLists[source]?.loading ?? true { return tr("正在加载…", "Loading…") }
        switch source {
        case .timeline: return tr("还没有微博，按 + 发一条", "No posts yet. Press + to write one")
        case .mine: return tr("还没有发过微博，按 + 发一条", "You have not posted yet. Press + to write a post")
        case .liked: return tr("还没有赞过微博，在微博上按 l 点赞", "No liked posts yet. Press l on a post to like it")
        }
    }
}
