/// Work that `reduce` asks the shell to do: I/O stays out of the core.
/// Results come back as actions. Writes need no answer of their own: after
/// every write the shell sends `.app(.storeChanged)`, and everything on
/// screen is read again.
///
/// One case per feature, each wrapping that feature's own effects (kept in
/// its folder) and run by that feature's runner in the shell; the switches
/// over it stay exhaustive, so a new effect is run and worded everywhere.
public enum Effect: Hashable, Sendable {
    /// What concerns the whole app: settings, quitting, the terminal, a sync.
    case app(AppEffect)
    case tabBar(TabBarEffect)
    case home(HomeEffect)
    case messages(MessagesEffect)
    case compose(ComposeEffect)
    case discover(DiscoverEffect)
    case profile(ProfileEffect)
    case search(SearchEffect)
    case pictures(PictureEffect)
    case signIn(SignInEffect)
    case resume(ResumeEffect)
    case groups(GroupsEffect)
}

/// Effects that belong to no one feature.
public enum AppEffect: Hashable, Sendable {
    /// Persist a setting in the store.
    case saveSetting(key: String, value: String)
    /// Leave the app (the shell saves what must be saved, then restores the terminal).
    case quit
    /// Repaint every cell of the terminal on the next frame.
    case redrawScreen
    /// An account's sync, now (answered with `fetchFinished` when it ends).
    case fetch(FetchRequest)
}
