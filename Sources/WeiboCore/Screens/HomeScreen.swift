/// 首页: the timeline, newest first, one post per row.
struct HomeScreen: Screen {
    func title(in state: AppState) -> String { Tab.home.title }

    func rowCount(in state: AppState) -> Int { state.timeline.count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        PostCell.lines(state.timeline[row], width: width, clock: state.clock) + [Line(String(repeating: "─", count: width), .muted)]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        .push(.post(id: state.timeline[row].id))
    }

    func post(at row: Int, in state: AppState) -> Post? {
        state.timeline.indices.contains(row) ? state.timeline[row] : nil
    }

    func emptyMessage(in state: AppState) -> String? {
        state.timelineLoading ? "正在加载…" : "还没有微博，按 + 发一条"
    }
}
