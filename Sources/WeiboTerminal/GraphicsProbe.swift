import WeiboCore

/// Asks the terminal once what it can draw, right after the first frame
/// (never before it), and turns its answers into one
/// `.report(.graphicsDecided…)` event: at DA1's answer, or at the timeout
/// with whatever came. The raw answers stop here.
struct GraphicsProbe {
    private var detection: GraphicsDetection?
    /// When the wait ends, while it lasts.
    private(set) var deadline: Int64?
    /// Whether the query has been written (or was not allowed): once a run.
    private(set) var asked = false

    /// The query to write now, or nil when it has been written already or
    /// must not be: `route` is `.none` under `set pictures blocks|off`,
    /// `WEIBO_TUI_GRAPHICS=off`, and where the terminal would take the
    /// query for a title or text (`GraphicsRoute.detect`). Through tmux it
    /// goes wrapped in the passthrough. `kernelCellSize`: the kernel's
    /// answer (TIOCGWINSZ), which spares the terminal the `CSI 16 t` question.
    mutating func start(route: GraphicsRoute, kernelCellSize: Size?, nowMs: Int64) -> String? {
        guard !asked else { return nil }
        asked = true
        let query: String
        switch route {
        case .none: return nil
        case .direct: query = GraphicsQuery.text(askCellSize: kernelCellSize == nil)
        case .tmux: query = TmuxPassthrough.wrap(GraphicsQuery.passthroughText)
        }
        detection = GraphicsDetection(cellPixelSize: kernelCellSize)
        deadline = nowMs + GraphicsQuery.timeoutMs
        return query
    }

    /// `events` without the terminal's answers, plus the decision once made.
    mutating func take(_ events: [InputEvent], nowMs: Int64) -> [InputEvent] {
        var out: [InputEvent] = []
        for event in events {
            guard case .report(let report) = event else { out.append(event); continue }
            guard var waiting = detection else { continue }  // a late answer: dropped
            if let decided = waiting.receive(report) {
                out.append(finish(decided, waiting))
            } else {
                detection = waiting
            }
        }
        if let deadline, nowMs >= deadline, let waiting = detection {
            out.append(finish(waiting.decision, waiting))
        }
        return out
    }

    private mutating func finish(_ decided: GraphicsProtocol, _ detection: GraphicsDetection) -> InputEvent {
        self.detection = nil
        deadline = nil
        return .report(.graphicsDecided(decided, cellPixelSize: detection.cellPixelSize))
    }
}
