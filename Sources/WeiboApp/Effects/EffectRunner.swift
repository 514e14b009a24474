import WeiboCore

/// Performs the effects `reduce` asks for against the store and the
/// terminal, and returns what came of them as actions. It never touches the
/// state: only reducers change it. Each feature's effects go to that
/// feature's runner (`FeatureEffects`), which also words its failures.
@MainActor
public struct EffectRunner {
    let app: AppEffects
    let tabBar: TabBarEffects
    let home: HomeEffects
    let messages: MessagesEffects
    let compose: ComposeEffects
    let discover: DiscoverEffects
    let profile: ProfileEffects
    let search: SearchEffects
    let pictures: PictureEffects
    let signIn: SignInEffects
    let resume: ResumeEffects
    let groups: GroupsEffects

    /// `background` is an account's network; nil for the sample.
    /// `signIn` is 我 › 登录's child; nil where the app cannot start one (tests).
    public init(store: any AppStore, terminal: any AppTerminal, background: (any BackgroundWork)? = nil,
                pictures: PictureSource = PictureSource(dataDirectory: nil), signIn: SignInProcess? = nil) {
        app = AppEffects(store: store, terminal: terminal, background: background)
        tabBar = TabBarEffects(store: store)
        home = HomeEffects(store: store, terminal: terminal)
        messages = MessagesEffects(store: store)
        compose = ComposeEffects(store: store, terminal: terminal)
        discover = DiscoverEffects(store: store)
        profile = ProfileEffects(store: store)
        search = SearchEffects(store: store)
        self.pictures = PictureEffects(pictures: pictures)
        self.signIn = SignInEffects(process: signIn)
        resume = ResumeEffects(store: store)
        groups = GroupsEffects(store: store)
    }

    /// Performs `effect`; the actions it answers with, failures as notices.
    public func perform(_ effect: Effect) -> [Action] {
        switch effect {
        case .app(let effect): return app.perform(effect)
        case .tabBar(let effect): return tabBar.perform(effect)
        case .home(let effect): return home.perform(effect)
        case .messages(let effect): return messages.perform(effect)
        case .compose(let effect): return compose.perform(effect)
        case .discover(let effect): return discover.perform(effect)
        case .profile(let effect): return profile.perform(effect)
        case .search(let effect): return search.perform(effect)
        case .pictures(let effect): return pictures.perform(effect)
        case .signIn(let effect): return signIn.perform(effect)
        case .resume(let effect): return resume.perform(effect)
        case .groups(let effect): return groups.perform(effect)
        }
    }
}
