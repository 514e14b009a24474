/// A page on a navigation stack, with the list position it had, so that
/// coming back to it restores exactly what the user left.
public struct PageState: Hashable, Sendable {
    public var route: Route
    public var selection: Int
    /// Index of the first visible row.
    public var scrollTop: Int
    /// On a post page, the `#话题#` or `@name` that `t` picked and Enter opens.
    public var entityFocus: Int?

    public init(route: Route, selection: Int = 0, scrollTop: Int = 0) {
        self.route = route; self.selection = selection; self.scrollTop = scrollTop
    }
}

/// One tab's stack of pages; never empty (the root stays).
public struct NavigationStack: Hashable, Sendable {
    public private(set) var pages: [PageState]

    public init(root: Route) { pages = [PageState(route: root)] }

    public var top: PageState {
        get { pages[pages.count - 1] }
        set { pages[pages.count - 1] = newValue }
    }

    public var isAtRoot: Bool { pages.count == 1 }
    public var depth: Int { pages.count }

    public mutating func push(_ route: Route) { pages.append(PageState(route: route)) }

    /// Pops one page; at the root it does nothing and returns false.
    @discardableResult
    public mutating func pop() -> Bool {
        guard pages.count > 1 else { return false }
        pages.removeLast()
        return true
    }

    public mutating func popToRoot() { pages.removeSubrange(1...) }

    /// Closes the first page showing `route` and every page above it (its
    /// content is gone); the root stays.
    public mutating func popPages(showing route: Route) {
        guard let i = pages.firstIndex(where: { $0.route == route }), i > 0 else { return }
        pages.removeSubrange(i...)
    }

    /// Changes the list position of every page of this stack showing `route`.
    public mutating func updatePages(showing route: Route, _ change: (inout PageState) -> Void) {
        for i in pages.indices where pages[i].route == route { change(&pages[i]) }
    }
}
