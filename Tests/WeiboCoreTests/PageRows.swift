@testable import WeiboCore

/// A row of the page on screen found by what it opens, never by where it
/// sits: a place added to a list, or a row added to 消息, moves the others,
/// and a test that counted rows would open the wrong one. (我's rows have
/// `ProfileRows`, which needs no state.)
enum PageRows {
    /// The row of `state`'s current page that opens `route`.
    static func index(opening route: Route, in state: AppState) -> Int {
        let screen = Screens.screen(for: state.page.route)
        let row = (0..<screen.rowCount(in: state)).first { row in
            if case .push(let target)? = screen.target(of: row, in: state) { return target == route }
            return false
        }
        guard let row else { preconditionFailure("\(state.page.route) has no row that opens \(route)") }
        return row
    }

    /// From the selected row, the move to the row that opens `route`.
    static func move(to route: Route, in state: AppState) -> Action {
        .navigation(.move(index(opening: route, in: state) - state.page.selection))
    }

    /// 消息's fixed row `row`: by kind, since on an account some of them
    /// open nothing (`Unavailable`) and so cannot be found by route.
    static func index(of row: MessageScreen.Fixed) -> Int {
        MessageScreen.fixedRows.firstIndex(of: row)!
    }

    /// From the selected row, the move to 消息's fixed row `row`.
    static func move(to row: MessageScreen.Fixed, in state: AppState) -> Action {
        .navigation(.move(index(of: row) - state.page.selection))
    }

    /// The row of a post list that shows the post `id`.
    static func index(ofPost id: Int64, in state: AppState) -> Int {
        let screen = Screens.screen(for: state.page.route)
        guard let row = (0..<screen.rowCount(in: state)).first(where: { screen.post(at: $0, in: state)?.id == id }) else {
            preconditionFailure("\(state.page.route) shows no post \(id)")
        }
        return row
    }

    /// From the selected row, the move to the row of the post `id`.
    static func move(toPost id: Int64, in state: AppState) -> Action {
        .navigation(.move(index(ofPost: id, in: state) - state.page.selection))
    }
}
