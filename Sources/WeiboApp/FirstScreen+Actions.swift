import WeiboCore
import WeiboStore

extension FirstScreen {
    /// The first screen as the actions that show it, in the order the
    /// reducers expect: the counts first, then the user and 首页, then a
    /// draft left open and anything the store fixed on its own. The
    /// pictures come first, so that no frame shows their placeholders.
    public var actions: [Action] {
        var actions: [Action] = pictures.sorted { ($0.key.address, $0.key.width, $0.key.height) < ($1.key.address, $1.key.width, $1.key.height) }
            .map { .pictures(.loaded($0.key, $0.value)) }
        actions.append(.tabBar(.countsLoaded(counts)))
        if let localUser { actions.append(.profile(.userLoaded(localUser))) }
        switch timeline {
        case .success(let posts):
            actions.append(.home(.postsLoaded(.timeline, posts, .newest)))
        case .failure(let error):
            actions += [.home(.postsLoaded(.timeline, [], .newest)), .app(.notify(tr("无法读取微博：", "Could not read the posts: ") + String(describing: error)))]
        }
        if let openDraft { actions.append(.compose(.offerDraft(ComposeDraft(openDraft)))) }
        if let notice { actions.append(.app(.notify(notice))) }
        return actions
    }

    /// The state a start begins in, before its first screen is shown.
    public static func startingState(dataDirectory: String, size: Size, isUTF8: Bool, colorsEnabled: Bool,
                                     picturesDrawable: Bool = false) -> AppState {
        var state = AppState(info: AppInfo(dataDirectory: dataDirectory, isUTF8: isUTF8, picturesDrawable: picturesDrawable),
                             size: size, colorsEnabled: colorsEnabled)
        state.clock = SystemClock.now()
        return state
    }
}
