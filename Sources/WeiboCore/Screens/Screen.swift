/// What opening a row does.
public enum RowTarget: Sendable {
    case push(Route)
    case perform(Action)
}

/// One page of the app: a header and a list of rows, each row a few lines.
/// The reducer asks it how many rows there are and what a row opens; the
/// list view asks it for lines. Everything is derived from `AppState`, so a
/// screen holds no state of its own.
public protocol Screen {
    func title(in state: AppState) -> String
    /// Lines above the list (a search field, a profile card).
    func header(in state: AppState, width: Int) -> [Line]
    func rowCount(in state: AppState) -> Int
    /// The lines of row `row` at this width; its height is their count (≥ 1).
    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line]
    func target(of row: Int, in state: AppState) -> RowTarget?
    /// Shown when there are no rows.
    func emptyMessage(in state: AppState) -> String?
}

extension Screen {
    public func header(in state: AppState, width: Int) -> [Line] { [] }
    public func target(of row: Int, in state: AppState) -> RowTarget? { nil }
    public func emptyMessage(in state: AppState) -> String? { nil }

    func rowHeight(_ row: Int, in state: AppState, width: Int) -> Int {
        max(1, rowLines(row, in: state, width: width).count)
    }
}

/// The screen that draws each route.
public enum Screens {
    public static func screen(for route: Route) -> any Screen {
        switch route {
        case .home: return HomeScreen()
        case .messages: return MessageScreen()
        case .discover: return DiscoverScreen()
        case .profile: return ProfileScreen()
        case .settings: return SettingsScreen()
        case .about: return AboutScreen()
        case .placeList(let code): return PlaceListScreen(code: code)
        case .place(let code): return PlaceScreen(code: code)
        }
    }
}
