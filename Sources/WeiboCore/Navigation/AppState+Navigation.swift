/// The list on the current page, as the reducer and the list view see it.
public struct ListGeometry {
    public let screen: any Screen
    public let count: Int
    public let width: Int
    /// The page's header lines, laid out once for the reducer and the view.
    public let header: [Line]
    public var headerHeight: Int { header.count }
    public let viewportHeight: Int
    public let height: (Int) -> Int
}

extension AppState {
    mutating func reduceNavigation(_ action: NavigationAction) -> [Effect] {
        switch action {
        case .move(let delta):
            moveSelection(to: page.selection + delta)
        case .page(let direction):
            let list = listGeometry
            let target = ListViewport.pageTarget(from: page.selection, direction: direction, count: list.count,
                                                 viewportHeight: list.viewportHeight, height: list.height)
            moveSelection(to: target)
        case .top:
            // A post list loaded from its end reads its newest page first.
            if let source = currentPostList, home.postLists[source]?.reachesStart == false {
                home.postLists[source]?.loading = true
                return [.home(.loadPosts(source, .newest))]
            }
            moveSelection(to: 0)
        case .bottom:
            // The real end of a post list, however long: one keyset read from the other end.
            if let source = currentPostList, let list = home.postLists[source], !list.exhausted {
                home.postLists[source]?.loading = true
                return [.home(.loadPosts(source, .oldest))]
            }
            if currentPostList != nil { showListEnd() } else { moveSelection(to: listGeometry.count - 1) }
        case .scroll(let delta):
            scrollList(by: delta)
        case .activate:
            return open(row: page.selection)
        case .activateRow(let row):
            moveSelection(to: row)
            return open(row: row)
        case .back:
            stack.pop()
            keepSelectionsVisible()
        case .popToRoot:
            stack.popToRoot()
            keepSelectionsVisible()
        }
        return markTimelineViewedIfOnScreen()
    }

    /// The current page's list: its screen, row count and viewport.
    public var listGeometry: ListGeometry {
        let screen = Screens.screen(for: page.route)
        let content = layout.content
        let count = screen.rowCount(in: self)
        // On a short terminal a tall header (我's card) would leave no room for
        // the rows it heads: where fewer than two rows would show, it keeps
        // half the content.
        let fullHeader = screen.header(in: self, width: content.width)
        let cramped = count > 0 && fullHeader.count > content.height - 2
        let header = cramped ? Array(fullHeader.prefix(max(1, content.height / 2))) : fullHeader
        let state = self
        return ListGeometry(
            screen: screen,
            count: count,
            width: content.width,
            header: header,
            viewportHeight: max(0, content.height - header.count),
            height: { screen.rowHeight($0, in: state, width: content.width) }
        )
    }

    /// Moves the selection to `row` (clamped) and scrolls to show it.
    mutating func moveSelection(to row: Int) {
        let list = listGeometry
        guard list.count > 0 else {
            page.selection = 0
            page.scrollTop = 0
            return
        }
        let target = min(max(0, row), list.count - 1)
        // A result's picked topic is that result's: another row starts unpicked.
        if case .search = page.route, target != page.selection { page.entityFocus = nil }
        page.selection = target
        page.scrollTop = ListViewport.scrollTop(showing: target, from: page.scrollTop,
                                                viewportHeight: list.viewportHeight, height: list.height)
    }

    /// Re-derives the scroll position after a resize or a navigation, so the
    /// selection stays on screen.
    mutating func keepSelectionsVisible() {
        moveSelection(to: page.selection)
    }

    /// Scrolls the view by `delta` rows, dragging the selection along only
    /// when it would leave the screen.
    mutating func scrollList(by delta: Int) {
        let list = listGeometry
        guard list.count > 0 else { return }
        let maxTop = ListViewport.maxScrollTop(count: list.count, viewportHeight: list.viewportHeight, height: list.height)
        page.scrollTop = min(max(0, page.scrollTop + delta), maxTop)
        let visible = ListViewport.visibleRows(scrollTop: page.scrollTop, count: list.count,
                                               viewportHeight: list.viewportHeight, height: list.height)
        if page.selection < visible.lowerBound { page.selection = visible.lowerBound }
        if page.selection >= visible.upperBound { page.selection = max(visible.lowerBound, visible.upperBound - 1) }
        page.scrollTop = ListViewport.scrollTop(showing: page.selection, from: page.scrollTop,
                                                viewportHeight: list.viewportHeight, height: list.height)
    }

    /// Opens row `row` of the current page: pushes its page or performs its action.
    mutating func open(row: Int) -> [Effect] {
        let list = listGeometry
        guard row >= 0, row < list.count, let target = list.screen.target(of: row, in: self) else { return [] }
        switch target {
        case .push(let route):
            if case .activity(let kind) = route { messages.activities[kind] = nil }
            stack.push(route)
            keepSelectionsVisible()
            return appearEffects(of: route)
        case .perform(let action):
            return reduce(&self, action)
        }
    }
}
