@testable import WeiboCore

/// 我's rows found by what they open, never by where they sit: a row
/// added under 我 moves the others, and a test that counted rows would
/// open the wrong page.
enum ProfileRows {
    /// The row that opens `route` in `state` (the sample's rows unless the
    /// state is an account's).
    static func index(of route: Route, in state: AppState = AppState(size: Size(width: 80, height: 24))) -> Int {
        guard let row = ProfileScreen.rows(in: state).firstIndex(where: { $0.route == route }) else {
            preconditionFailure("我 has no row for \(route)")
        }
        return row
    }

    /// From 我's first row, the move to the row that opens `route`.
    static func move(to route: Route, in state: AppState = AppState(size: Size(width: 80, height: 24))) -> Action {
        .navigation(.move(index(of: route, in: state)))
    }

    /// Select 我, move to the row that opens `route`, open it.
    static func open(_ route: Route) -> [Action] {
        [.tabBar(.select(.profile)), move(to: route), .navigation(.activate)]
    }
}
