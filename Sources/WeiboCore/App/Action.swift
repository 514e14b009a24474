/// Everything that can happen to the app, after the keymap has read the
/// input or the shell has finished a piece of work. Each feature owns its
/// actions; `reduce` hands each one to its feature's reducer.
public enum Action: Sendable {
    /// The terminal, the help overlay, notices, quitting.
    case app(AppAction)
    /// The tab bar: switching tabs and the counts behind the badges.
    case tabBar(TabBarAction)
    /// Moving through the current page's list and the navigation stack.
    case navigation(NavigationAction)
    case home(HomeAction)
    case messages(MessagesAction)
    case compose(ComposeAction)
    case discover(DiscoverAction)
    case profile(ProfileAction)
    case search(SearchAction)
    case pictures(PictureAction)
    case signIn(SignInAction)
    case resume(ResumeAction)
    /// 首页's title menu: its groups.
    case groups(GroupsAction)

    /// Results the shell brings back leave the notice on screen; anything the
    /// user does clears it.
    var isResult: Bool {
        switch self {
        case .app(let action): return action.isResult
        case .tabBar(let action): return action.isResult
        case .navigation: return false
        case .home(let action): return action.isResult
        case .messages(let action): return action.isResult
        case .compose(let action): return action.isResult
        case .discover(let action): return action.isResult
        case .profile(let action): return action.isResult
        case .search(let action): return action.isResult
        case .pictures(let action): return action.isResult
        case .signIn(let action): return action.isResult
        // The shell's, never the user's (a notice stays), but for the key.
        case .groups(let action): return action.isResult
        case .resume(let action):
            if case .jumpToReadMarker = action { return false }
            return true
        }
    }
}

/// What concerns the whole app rather than one feature.
public enum AppAction: Sendable {
    case resize(Size)
    case quit
    /// Ctrl-L: repaint the whole terminal (after another program scribbled on it).
    case redraw
    case showHelp
    case hideHelp
    /// Scroll the keymap overlay by lines, or by pages (+ down).
    case scrollHelp(Int)
    case pageHelp(Int)
    /// A note for the user at the bottom of the screen.
    case notify(String)
    /// A key nothing takes, outside text fields: the first one of the run
    /// says where the keys are listed.
    case unboundKey
    /// The store changed (a write of ours, or another process's): everything
    /// on screen is read again, so no view shows what the store no longer holds.
    case storeChanged
    /// Now, for relative times; the shell sends it before each frame.
    case clockTicked(Clock)
    /// No input came for a while (once, a quarter of a second after the
    /// first frame or the last key): work nobody waits for yet is done now,
    /// to be ready when it is asked for.
    case idle
    /// The terminal answered the graphics query (or did not in time).
    case graphicsDetected(GraphicsProtocol)
    /// One cell's size in pixels, from the kernel or the terminal: what a
    /// sixel picture is scaled to.
    case cellPixelSizeDetected(Size)

    var isResult: Bool {
        switch self {
        case .resize, .notify, .storeChanged, .clockTicked, .idle, .graphicsDetected, .cellPixelSizeDetected: return true
        case .quit, .redraw, .showHelp, .hideHelp, .scrollHelp, .pageHelp, .unboundKey: return false
        }
    }
}
