/// What is shown over the current tab, by the feature whose dialog it is:
/// each feature's dialogs are its own enum, in its folder. One dialog at a
/// time; drawing and the keys' contexts read which. Closing it leaves the
/// tab untouched.
public enum Modal: Hashable, Sendable {
    case home(HomeDialog)
    case compose(ComposeDialog)
    case profile(ProfileDialog)
    case search(SearchDialog)
    /// 首页's title menu: 全部关注 and the groups.
    case groups(GroupMenu)
}
