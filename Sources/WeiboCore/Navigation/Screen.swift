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
    /// The title its own bar shows, where it says more than the back
    /// button names it (首页's group); `title` elsewhere.
    func barTitle(in state: AppState) -> String
    /// Lines above the list (a search field, a profile card).
    func header(in state: AppState, width: Int) -> [Line]
    func rowCount(in state: AppState) -> Int
    /// The lines of row `row` at this width; its height is their count (≥ 1).
    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line]
    func target(of row: Int, in state: AppState) -> RowTarget?
    /// Shown when there are no rows.
    func emptyMessage(in state: AppState) -> String?
    /// Draws the rows itself (e.g. as a grid) instead of as a list; returns
    /// false to let the list view draw them.
    func drawBody(in state: AppState, into canvas: inout Canvas, rect: Rect) -> Bool
    /// The row under a point, for screens that draw their own body.
    func row(at point: Point, in state: AppState, rect: Rect) -> Int?
    /// Where the text cursor goes when a field on the page has focus.
    func cursor(in state: AppState, content: Rect) -> Point?
    /// The post a row shows, for `l` (like), `c` (comment) and `f` (repost).
    func post(at row: Int, in state: AppState) -> Post?
    /// Whether, on a wide terminal, the selected row's post is shown beside
    /// the list (`ScreenLayout.wideWidth`): pages whose rows are posts.
    func showsPostBeside(in state: AppState) -> Bool
    /// What the pane beside the list shows for `row`: its post by default,
    /// a conversation's messages on 消息, nothing for a row that has neither.
    func beside(at row: Int, in state: AppState) -> Beside?
}

/// What a wide terminal shows beside a list for the selected row.
public enum Beside: Hashable, Sendable {
    case post(Int64)
    /// A conversation (`MessageCenter.chats`), read without marking it read.
    case chat(String)
}

extension Screen {
    public func barTitle(in state: AppState) -> String { title(in: state) }
    public func header(in state: AppState, width: Int) -> [Line] { [] }
    public func target(of row: Int, in state: AppState) -> RowTarget? { nil }
    public func emptyMessage(in state: AppState) -> String? { nil }
    public func drawBody(in state: AppState, into canvas: inout Canvas, rect: Rect) -> Bool { false }
    public func row(at point: Point, in state: AppState, rect: Rect) -> Int? { nil }
    public func cursor(in state: AppState, content: Rect) -> Point? { nil }
    public func post(at row: Int, in state: AppState) -> Post? { nil }
    public func showsPostBeside(in state: AppState) -> Bool { false }
    public func beside(at row: Int, in state: AppState) -> Beside? { post(at: row, in: state).map { .post($0.id) } }

    func rowHeight(_ row: Int, in state: AppState, width: Int) -> Int {
        max(1, rowLines(row, in: state, width: width).count)
    }
}

/// The screen that draws each route.
public enum Screens {
    public static func screen(for route: Route) -> any Screen {
        switch route {
        case .home: return PostListScreen(source: .timeline)
        case .myPosts: return PostListScreen(source: .mine)
        case .likedPosts: return PostListScreen(source: .liked)
        case .favoritePosts: return PostListScreen(source: .favorited)
        case .drafts: return DraftsScreen()
        case .outbox: return OutboxScreen()
        case .activity(let kind): return ActivityScreen(kind: kind)
        case .chat(let id): return ChatScreen(id: id)
        case .messages: return MessageScreen()
        case .conversations: return ConversationsScreen()
        case .discover: return DiscoverScreen()
        case .profile: return ProfileScreen()
        case .settings: return SettingsScreen()
        case .about: return AboutScreen()
        case .placeList(let code): return PlaceListScreen(code: code)
        case .place(let code): return PlaceScreen(code: code)
        case .post(let id): return PostScreen(id: id)
        case .search(let scope): return SearchScreen(scope: scope)
        case .picture(let viewer): return PictureViewerScreen(viewer: viewer)
        case .signIn: return SignInScreen()
        case .weiboSearch(let query): return WeiboSearchScreen(query: query)
        }
    }
}
