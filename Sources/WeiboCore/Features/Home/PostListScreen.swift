/// A list of posts, one post per row: 首页's timeline, 我的微博, and 赞.
struct PostListScreen: Screen {
    let source: PostListSource

    func title(in state: AppState) -> String {
        switch source {
        case .timeline: return Tab.home.title
        case .mine: return "我的微博"
        case .liked: return "赞"
        }
    }

    func posts(_ state: AppState) -> [Post] { state.postLists[source]?.items ?? [] }

    func rowCount(in state: AppState) -> Int { posts(state).count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        PostCell.lines(posts(state)[row], width: width, clock: state.clock) + [Line(TextLayout.rule(width: width), .muted)]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        .push(.post(id: posts(state)[row].id))
    }

    func post(at row: Int, in state: AppState) -> Post? {
        let posts = posts(state)
        return posts.indices.contains(row) ? posts[row] : nil
    }

    func emptyMessage(in state: AppState) -> String? {
        if state.postLists[source]?.loading ?? true { return "正在加载…" }
        switch source {
        case .timeline: return "还没有微博，按 + 发一条"
        case .mine: return "还没有发过微博，按 + 发一条"
        case .liked: return "还没有赞过微博，在微博上按 l 点赞"
        }
    }
}
