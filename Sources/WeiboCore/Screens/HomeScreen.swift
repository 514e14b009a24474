/// 首页: the timeline, newest first.
struct HomeScreen: Screen {
    func title(in state: AppState) -> String { Tab.home.title }

    func rowCount(in state: AppState) -> Int { state.timeline.count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let post = state.timeline[row]
        var lines = [Line([Span(" " + Sanitizer.sanitize(post.authorName), Style.accent.with(.bold))])]
        for text in TextLayout.wrap(Sanitizer.sanitize(post.text, keepNewlines: true), width: max(1, width - 2)) {
            lines.append(Line(" " + text))
        }
        lines.append(Line.blank)
        return lines
    }

    func emptyMessage(in state: AppState) -> String? { "还没有微博，按 + 发一条" }
}
