/// Everything the screen shows, as one value. Views are pure functions of it;
/// only `reduce` changes it.
public struct AppState: Sendable {
    public var info: AppInfo
    /// The terminal's size, as last reported.
    public var size: Size
    public var selectedTab: Tab
    /// One navigation stack per tab, indexed by `Tab.rawValue`.
    public var stacks: [NavigationStack]
    public var modal: Modal?
    /// The keymap overlay, over everything (an open editor stays as it was beneath).
    public var helpVisible = false
    /// A one-line message over the bottom of the content, cleared by the next key.
    public var notice: String?
    public var colorsEnabled: Bool
    public var quitRequested: Bool
    /// The person at the keyboard, once the store has been read.
    public var localUser: User?
    /// The post lists (timeline, my posts, liked), each paged in as it scrolls.
    public var postLists: [PostListSource: PostList] = [:]
    /// The drafts (草稿箱), newest first.
    public var drafts: [Draft] = []
    /// How many drafts the store holds (the 我 dot and the 草稿箱 row).
    public var draftCount = 0
    /// How many posts the local user has written (the card's 微博).
    public var myPostCount = 0
    /// The 消息 tab's lists and chats.
    public var messages = MessageCenter()
    /// Unread counts from the store, behind the 消息 badge and rows.
    public var unread = UnreadCounts()
    /// Posts opened on a post page, with their comments, by id.
    public var postDetails: [Int64: PostDetail] = [:]
    /// Pinyin of common characters, for finding people by pinyin after `@`.
    public var pinyin: PinyinTable?
    /// The `@` list's users and pinyin have been asked for (once, on the first `@`).
    public var mentionCandidatesRequested = false
    /// People the editor offers after `@`.
    public var knownUsers: [User] = []
    /// Now, for relative times; the shell sets it before each frame.
    public var clock = Clock(now: 0)
    /// The place index, decoded the first time Discover or a search needs it.
    public var places: PlaceSearch?
    public var discover: DiscoverState
    /// Each tab's badge, indexed by `Tab.rawValue`; set from the store's counts.
    public var badges: [Badge]

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
        self.places = nil
        self.discover = DiscoverState()
        self.badges = Array(repeating: .none, count: Tab.allCases.count)
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

    public var layout: ScreenLayout { ScreenLayout(size: size, showsTabBar: showsTabBar) }

    /// The Discover search field has the keyboard: letters type instead of
    /// acting as commands.
    public var isTypingInSearch: Bool {
        modal == nil && selectedTab == .discover && page.route == .discover && discover.isSearching
    }
}
