/// Everything the screen shows, as one value. Views are pure functions of it;
/// only `reduce` changes it.
public struct AppState: Equatable, Sendable {
    public var info: AppInfo
    /// The terminal's size, as last reported.
    public var size: Size
    public var selectedTab: Tab
    /// One navigation stack per tab, indexed by `Tab.rawValue`.
    public var stacks: [NavigationStack]
    public var modal: Modal?
    /// The keymap overlay, over everything (an open editor stays as it was beneath).
    public var helpVisible = false
    /// How far the keymap overlay is scrolled, in lines.
    public var helpScroll = 0
    /// A one-line message over the bottom of the content, cleared by the next key.
    public var notice: String?
    /// The pointer to the help has been given (once a run: after that an
    /// unbound key does nothing, as in less or tig).
    public var unboundKeyHinted = false
    public var colorsEnabled: Bool
    /// The key bindings in force: the standard ones, changed by the config file.
    public var keymap = Keymap.standard
    public var quitRequested: Bool
    /// The editor's draft could not be saved on the way out: the next quit
    /// leaves without it, as the editor says.
    public var quitDroppingUnsavedDraft = false
    /// The person at the keyboard, once the store has been read.
    public var localUser: User?
    /// The store's counts: the badges, the card's 微博, the 消息 rows and 草稿箱
    /// are all derived from them.
    public var counts = StoreCounts()
    /// The post lists and the post pages.
    public var home = HomeState()
    /// Which group 首页 shows (its title menu).
    public var groups = GroupsState()
    /// The 消息 tab's lists and chats.
    public var messages = MessageCenter()
    /// The editor's `@` list and an account's post on its way out.
    public var compose = ComposeState()
    /// 草稿箱 and 待发送.
    public var profile = ProfileState()
    /// Now, for relative times; the shell sets it before each frame.
    public var clock = Clock(now: 0)
    /// The place index, decoded the first time Discover or a search needs it.
    public var places: PlaceSearch? { placeIndex?.value }
    var placeIndex: Loaded<PlaceSearch>?
    public var discover: DiscoverState
    /// The search pages' fields and answers, by what they search.
    public var searches: [SearchScope: SearchState] = [:]
    /// How pictures are drawn here, and those decoded for drawing.
    public var pictures = PicturesState()
    /// 我 › 登录 while its page is on a stack.
    public var signIn: SignInState?
    /// Where the last run left off, and the place as last saved.
    public var resume = ResumeState()

    public init(info: AppInfo = AppInfo(), size: Size = Size(width: 80, height: 24), colorsEnabled: Bool = true) {
        self.info = info
        self.size = size
        self.selectedTab = .home
        self.stacks = Tab.allCases.map { NavigationStack(root: $0.rootRoute) }
        self.modal = nil
        self.notice = nil
        self.colorsEnabled = colorsEnabled
        self.quitRequested = false
        self.localUser = nil
        self.discover = DiscoverState()
    }

    /// The current tab's stack.
    public var stack: NavigationStack {
        get { stacks[selectedTab.rawValue] }
        set { stacks[selectedTab.rawValue] = newValue }
    }

    /// The page on top of the current tab.
    public var page: PageState {
        get { stack.top }
        set { stacks[selectedTab.rawValue].top = newValue }
    }

    /// Pushed pages hide the tab bar, as on iOS.
    public var showsTabBar: Bool { stack.isAtRoot }

    public var layout: ScreenLayout {
        // The width first: below it no screen is made to ask.
        let split = size.width >= ScreenLayout.wideWidth && Screens.screen(for: page.route).showsPostBeside(in: self)
        return ScreenLayout(size: size, showsTabBar: showsTabBar, showsNavBar: !SignInScreen.fillsScreen(page.route), split: split)
    }

    /// The Discover search field has the keyboard: letters type instead of
    /// acting as commands.
    public var isTypingInSearch: Bool {
        modal == nil && selectedTab == .discover && page.route == .discover && discover.isSearching
    }
}
